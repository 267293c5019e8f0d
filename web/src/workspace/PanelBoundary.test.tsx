import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PanelBoundary } from './PanelBoundary.tsx';

function Broken(): never {
  throw new Error('boom');
}

let error: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => error.mockRestore());

describe('PanelBoundary', () => {
  it("shows 'Error rendering component' for a failing panel and leaves the others working", () => {
    render(
      <>
        <PanelBoundary name="Scene">
          <Broken />
        </PanelBoundary>
        <PanelBoundary name="Tags">
          <p>Tags work</p>
        </PanelBoundary>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error rendering component');
    expect(screen.getByText('Tags work')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(
      'The Scene panel failed to render.',
      expect.any(Error),
      expect.anything(),
    );
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmbedPage } from './EmbedPage.tsx';

describe('EmbedPage', () => {
  it('explains an embed link that names no example, problem or share', () => {
    render(<EmbedPage pathname="/embed/projects/1" search="" />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This embed link is not valid: use /embed/examples/…, /embed/problems/… or /embed/share/….',
    );
  });

  it('links to the full editor and applies the theme from the query', () => {
    render(<EmbedPage pathname="/embed/examples/3" search="?theme=dark&panels=scene,io" />);
    const link = screen.getByRole('link', { name: 'Open in full editor' });
    expect(link).toHaveAttribute('href', '/examples/3');
    expect(link).toHaveAttribute('target', '_blank');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});

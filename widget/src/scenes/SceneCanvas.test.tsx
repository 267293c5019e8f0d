import 'vitest-canvas-mock';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SceneCanvas } from './SceneCanvas.tsx';

describe('SceneCanvas', () => {
  it('shows the named scene at rest without an engine and stops drawing when unmounted', async () => {
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    const cancel = vi.spyOn(window, 'cancelAnimationFrame');
    const { unmount } = render(<SceneCanvas scene="WATER_TANK" />);
    const canvas = screen.getByRole('img', { name: 'Water Tank scene' });
    expect(canvas.tagName).toBe('CANVAS');
    await vi.waitFor(() => expect(frames.mock.calls.length).toBeGreaterThan(1));
    unmount();
    expect(cancel).toHaveBeenCalled();
  });
});

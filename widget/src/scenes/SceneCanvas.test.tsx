import 'vitest-canvas-mock';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SCENES } from '@plcsim/compiler';
import { SCENE_DRAWING_LOADERS } from './drawings/loaders.ts';
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

  it("loads only the drawing of the scene it shows, and the new scene's when the scene changes", async () => {
    const loaders = Object.fromEntries(
      SCENES.map((scene) => [scene, vi.spyOn(SCENE_DRAWING_LOADERS, scene)]),
    );
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    const { rerender, unmount } = render(<SceneCanvas scene="MIXING_TANK" />);
    await vi.waitFor(() => expect(frames.mock.calls.length).toBeGreaterThan(1));
    const loaded = () => SCENES.filter((scene) => (loaders[scene]?.mock.calls.length ?? 0) > 0);
    expect(loaded()).toEqual(['MIXING_TANK']);
    rerender(<SceneCanvas scene="CAR_WASH" />);
    expect(screen.getByRole('img', { name: 'Car Wash scene' })).toHaveAttribute('data-scene', 'CAR_WASH');
    const before = frames.mock.calls.length;
    await vi.waitFor(() => expect(frames.mock.calls.length).toBeGreaterThan(before + 1));
    expect(loaded().sort()).toEqual(['CAR_WASH', 'MIXING_TANK']);
    unmount();
  });
});

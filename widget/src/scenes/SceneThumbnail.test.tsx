import 'vitest-canvas-mock';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SceneThumbnail } from './SceneThumbnail.tsx';
import { drawGarageDoor } from './drawings/garageDoor.ts';
import { sceneThumbnailUrl } from './thumbnail.ts';

describe('scene thumbnails', () => {
  it('draw a scene at rest as an image, once per scene', async () => {
    render(<SceneThumbnail scene="GARAGE_DOOR" width={120} />);
    // A box of the same size until paper.js and the drawings have loaded.
    expect(screen.getByRole('img', { name: 'Garage Door scene' })).toHaveAttribute('aria-busy', 'true');
    await vi.waitFor(() =>
      expect(screen.getByRole('img', { name: 'Garage Door scene' }).tagName).toBe('IMG'),
    );
    const image = screen.getByRole('img', { name: 'Garage Door scene' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/png/);
    expect(image).toHaveAttribute('height', '60');
    // Drawn once: the cached picture is the one shown.
    expect(sceneThumbnailUrl('GARAGE_DOOR', drawGarageDoor)).toBe(image.getAttribute('src'));
  });

  it('show the grey placeholder for EMPTY, a missing or an unknown scene', () => {
    for (const scene of ['EMPTY', null, undefined, 'SPACESHIP']) {
      const { unmount } = render(<SceneThumbnail scene={scene} />);
      expect(screen.getByRole('img', { name: 'No scene' })).toHaveAttribute('data-placeholder', 'scene');
      unmount();
    }
    expect(sceneThumbnailUrl('EMPTY', drawGarageDoor)).toBeNull();
  });
});

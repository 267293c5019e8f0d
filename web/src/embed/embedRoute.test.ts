import { describe, expect, it } from 'vitest';
import { embedTarget, isEmbedPath } from './embedRoute.ts';

describe('embed routes', () => {
  it('maps the three iframe paths to the widget src and the full editor', () => {
    expect(embedTarget('/embed/examples/3')).toEqual({ src: 'examples/3', editorPath: '/examples/3' });
    expect(embedTarget('/embed/problems/first-lamp/')).toEqual({
      src: 'problems/first-lamp',
      editorPath: '/problems/first-lamp',
    });
    expect(embedTarget('/embed/share/abc-123')?.src).toBe('share/abc-123');
  });

  it('refuses anything else', () => {
    expect(embedTarget('/embed/projects/1')).toBeNull();
    expect(embedTarget('/embed/examples/')).toBeNull();
    expect(embedTarget('/embed/examples/1/2')).toBeNull();
    expect(isEmbedPath('/embed/x')).toBe(true);
    expect(isEmbedPath('/examples/1')).toBe(false);
  });
});

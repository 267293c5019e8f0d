import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('EmbedPage with height=auto in a frame', () => {
  let height = 0;
  const observers: (() => void)[] = [];
  const postMessage = vi.fn();

  /** A frame: a parent window to post to, a ResizeObserver to fire, and a page `height` px tall. */
  function framed(): void {
    vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage } as unknown as Window);
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
      () => ({ height, width: 800 }) as DOMRect,
    );
  }

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    observers.length = 0;
    postMessage.mockClear();
  });

  it('posts its height to the parent page at once and whenever it changes', () => {
    framed();
    height = 642.4;
    const search = '?autoRun=1&height=auto';
    render(<EmbedPage pathname="/embed/share/abc" search={search} />);
    expect(screen.getByRole('main')).toHaveClass('embed--auto');
    const message = { type: 'plcsim:height', version: 1, src: `/embed/share/abc${search}` };
    expect(postMessage.mock.calls).toEqual([[{ ...message, height: 643 }, '*']]);

    height = 990;
    observers.forEach((fire) => fire());
    height = 989.5;
    observers.forEach((fire) => fire());
    expect(postMessage.mock.calls.slice(1)).toEqual([[{ ...message, height: 990 }, '*']]);
  });

  it('posts nothing and fills the frame without height=auto', () => {
    framed();
    height = 500;
    render(<EmbedPage pathname="/embed/share/abc" search="?height=520" />);
    observers.forEach((fire) => fire());
    expect(postMessage).not.toHaveBeenCalled();
    expect(screen.getByRole('main')).not.toHaveClass('embed--auto');
  });
});

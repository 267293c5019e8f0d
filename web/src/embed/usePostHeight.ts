import { heightMessage } from '@plcsim/widget';
import { useEffect, type RefObject } from 'react';

/**
 * While `enabled` and the page is inside a frame, posts `element`'s height to the parent page as a
 * `plcsim:height` message (docs/embedding.md "Height"): once on mount, on the window's load, and each time
 * the element's size changes (ResizeObserver), skipping repeats of the same height.
 */
export function usePostHeight(target: RefObject<HTMLElement | null>, enabled: boolean, src: string): void {
  useEffect(() => {
    const element = target.current;
    if (!enabled || !element || window.parent === window) return;
    let last = -1;
    const post = (again = false) => {
      const message = heightMessage(element.getBoundingClientRect().height, src);
      if (message.height === last && !again) return;
      last = message.height;
      window.parent.postMessage(message, '*');
    };
    post();
    // Sent again once everything has loaded: a page whose listener came late still hears it.
    const onLoad = () => post(true);
    window.addEventListener('load', onLoad);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => post());
    observer?.observe(element);
    return () => {
      window.removeEventListener('load', onLoad);
      observer?.disconnect();
    };
  }, [target, enabled, src]);
}

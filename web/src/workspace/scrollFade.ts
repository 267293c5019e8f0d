/**
 * Which ends of a sideways-scrolling row hide content: 'start', 'end', 'both' or 'none'. A pixel of
 * slack absorbs the fractional scroll positions of zoomed and high-density screens.
 */
export type ScrollFade = 'none' | 'start' | 'end' | 'both';

export function scrollFade({
  scrollLeft,
  scrollWidth,
  clientWidth,
}: Pick<HTMLElement, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>): ScrollFade {
  const before = scrollLeft > 1;
  const after = scrollLeft + clientWidth < scrollWidth - 1;
  if (before && after) return 'both';
  if (before) return 'start';
  if (after) return 'end';
  return 'none';
}

/**
 * A callback ref for a row that may scroll sideways: keeps `data-scroll-fade` on it up to date (on
 * scroll and on resize of the row or its content), so CSS fades the edge where more content is.
 */
export function scrollFadeRef(element: HTMLElement | null): (() => void) | undefined {
  if (!element) return undefined;
  const update = () => {
    element.dataset.scrollFade = scrollFade(element);
  };
  update();
  element.addEventListener('scroll', update, { passive: true });
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
  observer?.observe(element);
  for (const child of Array.from(element.children)) observer?.observe(child);
  return () => {
    element.removeEventListener('scroll', update);
    observer?.disconnect();
  };
}

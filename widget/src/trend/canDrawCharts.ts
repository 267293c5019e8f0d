/**
 * Whether uPlot can run here: it needs `matchMedia` as soon as it loads and a 2D canvas to draw
 * (jsdom has neither, unless a test provides them).
 */
export function canDrawCharts(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}

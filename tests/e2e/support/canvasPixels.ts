import type { Locator } from '@playwright/test';

/** A canvas's pixels: how many distinct colours, and a fingerprint to tell two frames apart. */
export function canvasPixels(canvas: Locator): Promise<{ colours: number; fingerprint: string }> {
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const context = element.getContext('2d');
    if (!context) return { colours: 0, fingerprint: '' };
    const { data } = context.getImageData(0, 0, element.width, element.height);
    const colours = new Set<number>();
    let hash = 0;
    for (let i = 0; i < data.length; i += 4) {
      const rgb = ((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0);
      colours.add(rgb);
      hash = (Math.imul(hash, 31) + rgb) | 0;
    }
    return { colours: colours.size, fingerprint: String(hash) };
  });
}

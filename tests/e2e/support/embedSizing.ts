import type { Locator } from '@playwright/test';
import { expect } from './test.ts';

/** What a simulator (`region 'PLC simulator'`) measures in the page: its box, its content, its panels. */
export async function measureSimulator(simulator: Locator) {
  return simulator.evaluate((section) => {
    const box = (selector: string) => {
      const found = section.querySelector(selector);
      if (!found) throw new Error(`${selector} is missing`);
      return found.getBoundingClientRect();
    };
    const panels = section.querySelector('.plc-simulator__panels');
    const padding = panels ? parseFloat(getComputedStyle(panels).paddingLeft) * 2 : 0;
    const outer = section.getBoundingClientRect();
    const host = section.getRootNode() as ShadowRoot | Document as ShadowRoot & { host?: Element };
    return {
      height: outer.height,
      bottom: outer.bottom,
      hostHeight: host.host ? host.host.getBoundingClientRect().height : outer.height,
      innerScroll: section.scrollHeight - section.clientHeight,
      lastPanelBottom: Math.max(
        ...[...section.querySelectorAll('.plc-simulator__panel')].map(
          (p) => p.getBoundingClientRect().bottom,
        ),
      ),
      sceneWidth: box('canvas[data-scene]').width,
      sceneHeight: box('canvas[data-scene]').height,
      panelsWidth: box('.plc-simulator__panels').width - padding,
      ioWidth: box('.plc-simulator__panel--io').width,
    };
  });
}

/**
 * The checks of a `height="auto"` simulator laid into a page (script tag or React component): it is as
 * tall as its panels, with nothing to scroll inside, and its scene keeps 2 : 1 at the width it has: the
 * whole row in a narrow widget, two thirds of it beside the I/O panel in a wide one.
 */
export async function expectSizedToContent(simulator: Locator, viewportWidth: number) {
  await expect(simulator).toHaveAttribute('data-height', 'auto');
  const sized = await measureSimulator(simulator);
  expect(sized.innerScroll, 'height the simulator scrolls inside').toBeLessThanOrEqual(0);
  expect(sized.lastPanelBottom).toBeLessThanOrEqual(sized.bottom);
  expect(
    Math.abs(sized.hostHeight - sized.height),
    'element height minus simulator height',
  ).toBeLessThanOrEqual(2);
  expect(sized.sceneHeight * 2).toBeCloseTo(sized.sceneWidth, 0);
  if (viewportWidth < 600) expect(sized.sceneWidth).toBeCloseTo(sized.panelsWidth, 0);
  else {
    expect(sized.sceneWidth).toBeGreaterThan(sized.panelsWidth * 0.6);
    expect(sized.sceneWidth + sized.ioWidth).toBeGreaterThan(sized.panelsWidth * 0.95);
  }
  return sized;
}

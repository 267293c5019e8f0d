import { useEffect, useState, type RefObject } from 'react';
import type uPlot from 'uplot';
import type { SimulatorController } from '../simulator/simulatorController.ts';
import { canDrawCharts } from './canDrawCharts.ts';
import { readTrendPalette } from './readTrendPalette.ts';
import { trendOptions } from './trendOptions.ts';
import { trendData, type TrendLayout } from './trendSeries.ts';

/** 'idle': nothing trended; 'unavailable': no canvas here; 'loading': uPlot on its way. */
export type TrendPlotStatus = 'idle' | 'unavailable' | 'loading' | 'ready';

/**
 * Draws the controller's trend into `host` with uPlot, loaded on first use (it stays out of the
 * widget's main chunk). The chart is rebuilt when the layout or height changes, resized with its host,
 * and given new data at most once per animation frame after scan batches.
 */
export function useTrendPlot(
  controller: SimulatorController,
  host: RefObject<HTMLDivElement | null>,
  layout: TrendLayout,
  height: number,
): TrendPlotStatus {
  const [drawable] = useState(canDrawCharts);
  const [loaded, setLoaded] = useState<{ UPlot: typeof uPlot } | null>(null);
  const wanted = drawable && layout.series.length > 0;

  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    import('uplot').then(
      (module) => live && setLoaded({ UPlot: module.default }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, loaded]);

  useEffect(() => {
    const element = host.current;
    if (!wanted || !loaded || !element) return;
    const { UPlot } = loaded;
    const options = trendOptions({
      layout,
      width: Math.max(element.clientWidth, 200),
      height,
      palette: readTrendPalette(element),
      stepped: UPlot.paths.stepped?.({ align: 1 }),
    });
    const plot = new UPlot(options, trendData(controller.trend(), layout), element);
    let frame = 0;
    const draw = () => {
      frame = 0;
      plot.setData(trendData(controller.trend(), layout));
    };
    const unsubscribe = controller.subscribeScan(() => {
      if (frame === 0) frame = requestAnimationFrame(draw);
    });
    const resize =
      typeof ResizeObserver === 'function'
        ? new ResizeObserver(() => plot.setSize({ width: Math.max(element.clientWidth, 200), height }))
        : null;
    resize?.observe(element);
    return () => {
      unsubscribe();
      if (frame !== 0) cancelAnimationFrame(frame);
      resize?.disconnect();
      plot.destroy();
    };
  }, [controller, host, layout, height, wanted, loaded]);

  if (layout.series.length === 0) return 'idle';
  if (!drawable) return 'unavailable';
  return loaded ? 'ready' : 'loading';
}

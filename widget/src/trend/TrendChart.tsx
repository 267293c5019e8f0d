import type { TagType } from '@plcsim/compiler';
import { useMemo, useRef } from 'react';
import 'uplot/dist/uPlot.min.css';
import { useSimulatorState } from '../simulator/hooks.ts';
import type { SimulatorController } from '../simulator/simulatorController.ts';
import { tagRows } from '../tags/tagRows.ts';
import { trendUnits } from './analogTrend.ts';
import { isTrendable, trendLayout } from './trendSeries.ts';
import { TrendPicker } from './TrendPicker.tsx';
import { useTrendPlot } from './useTrendPlot.ts';
import './trend.css';

/** Props of `TrendChart`. */
export interface TrendChartProps {
  /** The simulator whose trend recorder is drawn and whose tags can be picked. */
  controller: SimulatorController;
  /** Height of the plot (axes included) in CSS pixels; default 220. */
  height?: number;
  /** Show the tag picker; default true. */
  picker?: boolean;
  /** Where the picker goes: above the plot (default) or below it (a panel where the plot comes first). */
  pickerPlacement?: 'before' | 'after';
  className?: string;
}

/**
 * The trend: the controller's recorded samples over plant time (seconds), BOOL tags as steps in
 * lanes of their own, DINT and REAL tags as lines on a second axis (analog channels in % on a third
 * beside their engineering units, legends naming units), redrawn at most once per animation
 * frame; a checkbox per BOOL, DINT or REAL tag chooses what is recorded.
 */
export function TrendChart({
  controller,
  height = 220,
  picker = true,
  pickerPlacement = 'before',
  className,
}: TrendChartProps) {
  const { project, trended } = useSimulatorState(controller);
  const tags = useMemo(
    () => (project ? tagRows(project).filter((r) => isTrendable(r.dataType)) : []),
    [project],
  );
  const units = useMemo(() => trendUnits(project), [project]);
  const layout = useMemo(() => {
    const types = new Map<string, TagType>();
    for (const tag of tags) {
      if (!tag.hasValue) continue;
      types.set(tag.name.toUpperCase(), tag.dataType);
      if (tag.alias !== '') types.set(tag.alias.toUpperCase(), tag.dataType);
    }
    return trendLayout(
      trended,
      (name) => types.get(name.toUpperCase()),
      (name) => units.get(name.toUpperCase()),
    );
  }, [tags, units, trended]);
  const host = useRef<HTMLDivElement>(null);
  const status = useTrendPlot(controller, host, layout, height);
  const names = trended.join(', ');
  return (
    <div className={['plc-trend', className].filter(Boolean).join(' ')}>
      {picker && pickerPlacement === 'before' && (
        <TrendPicker controller={controller} tags={tags} trended={trended} />
      )}
      <div className="plc-trend__area">
        <div
          ref={host}
          className="plc-trend__plot"
          data-status={status}
          role="img"
          aria-label={
            names === '' ? 'Trend (no tags chosen)' : `Trend of ${names} over plant time in seconds`
          }
        />
        {status === 'idle' && <p className="plc-trend__note">Choose tags to trend.</p>}
        {status === 'unavailable' && <p className="plc-trend__note">This browser cannot draw the trend.</p>}
      </div>
      {picker && pickerPlacement === 'after' && (
        <TrendPicker controller={controller} tags={tags} trended={trended} />
      )}
    </div>
  );
}

import type { WireLayout } from './layout.ts';
import { wireState, type Paint } from './paint.ts';

export interface WireProps {
  wire: WireLayout;
  paint: Paint;
  /** Pixels added to the right end (the stretch wire of a main rung). */
  stretch?: number;
}

/** One horizontal wire segment: green when the element to its left is energised. */
export function Wire({ wire, paint, stretch = 0 }: WireProps) {
  const x2 = wire.x2 + stretch;
  return (
    <g
      className="plc-el plc-wire"
      data-element-id={wire.id}
      data-state={wireState(paint, wire.id, wire.source)}
      data-selected={paint.selectedId === wire.id || undefined}
    >
      <line className="plc-hit" x1={wire.x1} y1={wire.y} x2={x2} y2={wire.y} />
      <line className="plc-line" x1={wire.x1} y1={wire.y} x2={x2} y2={wire.y} />
    </g>
  );
}

import { useId, type Ref } from 'react';
import { GUTTER, RAIL_WIDTH, RIGHT_MARGIN, type RungLayout } from './layout.ts';
import { Leg } from './Leg.tsx';
import { descriptionText, type Paint } from './paint.ts';

export interface RungDrawingProps {
  layout: RungLayout;
  /** Rung number (0-based, as Studio 5000 numbers them). */
  index: number;
  /** Width of the drawing; at least `layout.naturalWidth`. */
  width: number;
  paint: Paint;
  /** A diagnostic names this rung but no element in it (e.g. a missing rung). */
  rungError: boolean;
  /** The rung's root element, for its live binding. */
  rootRef?: Ref<HTMLDivElement>;
  /** The rung's comment, shown above it as Studio 5000 does; absent when none. */
  comment?: string | undefined;
}

/**
 * One rung as an SVG between the two power rails: the number in the left gutter, the main leg with
 * its trailing outputs moved to the right rail. A `role="group"` named 'Rung {n}' and described by its
 * neutral text (and, while running, what is energised) for screen readers; with a live binding
 * (`paint.liveDom`) the binding writes that description. A comment is shown above the rung, right of
 * the gutter.
 */
export function RungDrawing({ layout, index, width, paint, rungError, rootRef, comment }: RungDrawingProps) {
  const descriptionId = useId();
  const dx = Math.max(0, width - layout.naturalWidth);
  const selected = paint.selectedId === layout.id;
  const state = rungError || paint.errors.has(layout.id) ? 'error' : selected ? 'selected' : 'normal';
  const rightRail = width - RIGHT_MARGIN;
  return (
    <div
      ref={rootRef}
      className="plc-ladder-rung"
      role="group"
      aria-label={`Rung ${index}`}
      aria-describedby={descriptionId}
      data-element-id={layout.id}
      data-state={state}
      data-selected={selected || undefined}
    >
      {comment ? (
        <p className="plc-rung-comment" style={{ paddingLeft: GUTTER, maxWidth: width }}>
          {comment}
        </p>
      ) : null}
      <svg
        className="plc-ladder-svg"
        width={width}
        height={layout.height}
        viewBox={`0 0 ${width} ${layout.height}`}
        aria-hidden="true"
        focusable="false"
      >
        <rect className="plc-rung-band" x={0} y={0} width={width} height={layout.height} />
        <text
          className="plc-rung-number"
          x={GUTTER - RAIL_WIDTH - 6}
          y={layout.main.wireY + 4}
          textAnchor="end"
        >
          {index}
        </text>
        <g transform="translate(0.5 0.5)">
          <Leg leg={layout.main} paint={paint} dx={dx} />
        </g>
        <rect className="plc-rail" x={GUTTER - RAIL_WIDTH} y={0} width={RAIL_WIDTH} height={layout.height} />
        <rect className="plc-rail" x={rightRail} y={0} width={RAIL_WIDTH} height={layout.height} />
      </svg>
      <span className="plc-visually-hidden" id={descriptionId}>
        {paint.liveDom ? null : descriptionText(layout, paint.live)}
      </span>
    </div>
  );
}

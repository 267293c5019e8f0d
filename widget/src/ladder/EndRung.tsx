import { GUTTER, RAIL_WIDTH, RIGHT_MARGIN } from './layout.ts';

const HEIGHT = 28;

/** The '(End)' marker under the last rung, between the rails, as Studio 5000 draws it. */
export function EndRung({ width }: { width: number }) {
  const rightRail = width - RIGHT_MARGIN;
  const middle = GUTTER + (rightRail - GUTTER) / 2;
  return (
    <div className="plc-ladder-end">
      <svg
        className="plc-ladder-svg"
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        aria-hidden="true"
        focusable="false"
      >
        <rect className="plc-rail" x={GUTTER - RAIL_WIDTH} y={0} width={RAIL_WIDTH} height={HEIGHT - 8} />
        <rect className="plc-rail" x={rightRail} y={0} width={RAIL_WIDTH} height={HEIGHT - 8} />
        <text className="plc-end-text" x={middle} y={HEIGHT / 2 + 2} textAnchor="middle">
          (End)
        </text>
      </svg>
    </div>
  );
}

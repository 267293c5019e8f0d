import type { BranchLayout } from './layout.ts';
import { Leg } from './Leg.tsx';
import { connectorStates, elementState, type Paint } from './paint.ts';

export interface BranchProps {
  branch: BranchLayout;
  paint: Paint;
}

/**
 * Parallel legs between two vertical connectors. The left connector carries the power feeding the
 * branch, the right one the branch's own energised state (true when any leg is).
 */
export function Branch({ branch, paint }: BranchProps) {
  const state = elementState(paint, branch.id);
  const first = branch.legs[0]?.wireY ?? branch.wireY;
  const last = branch.legs[branch.legs.length - 1]?.wireY ?? branch.wireY;
  const [leftState, rightState] = connectorStates(paint, branch);
  return (
    <g
      className="plc-el plc-branch"
      data-element-id={branch.id}
      data-state={state}
      data-selected={paint.selectedId === branch.id || undefined}
    >
      <path className="plc-hit" d={`M${branch.inX} ${first}V${last}M${branch.outX} ${first}V${last}`} />
      <line
        className="plc-connector"
        data-state={leftState}
        x1={branch.inX}
        y1={first}
        x2={branch.inX}
        y2={last}
      />
      <line
        className="plc-connector"
        data-state={rightState}
        x1={branch.outX}
        y1={first}
        x2={branch.outX}
        y2={last}
      />
      {branch.legs.map((leg) => (
        <Leg key={leg.id} leg={leg} paint={paint} />
      ))}
    </g>
  );
}

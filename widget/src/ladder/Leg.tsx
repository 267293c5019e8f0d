import { Branch } from './Branch.tsx';
import { Instruction } from './Instruction.tsx';
import type { LegLayout } from './layout.ts';
import type { Paint } from './paint.ts';
import { Wire } from './Wire.tsx';

export interface LegProps {
  leg: LegLayout;
  paint: Paint;
  /**
   * Extra width of a main rung beyond its natural width: its stretch wire grows by `dx` and everything
   * after it moves right, so trailing outputs end at the right rail. Branch legs are laid out already.
   */
  dx?: number;
}

/** A main rung or a branch leg: its wire segments and, between them, its instructions and branches. */
export function Leg({ leg, paint, dx = 0 }: LegProps) {
  return (
    <g className="plc-leg" data-leg-id={leg.id}>
      {leg.wires.map((wire, i) => {
        if (i < leg.stretchIndex || dx === 0) return <Wire key={wire.id} wire={wire} paint={paint} />;
        if (i === leg.stretchIndex) return <Wire key={wire.id} wire={wire} paint={paint} stretch={dx} />;
        return (
          <g key={wire.id} transform={`translate(${dx} 0)`}>
            <Wire wire={wire} paint={paint} />
          </g>
        );
      })}
      {leg.elements.map((element, i) => {
        const drawn =
          element.kind === 'branch' ? (
            <Branch branch={element} paint={paint} />
          ) : (
            <Instruction instruction={element} paint={paint} />
          );
        return i >= leg.stretchIndex && dx !== 0 ? (
          <g key={element.id} transform={`translate(${dx} 0)`}>
            {drawn}
          </g>
        ) : (
          <g key={element.id}>{drawn}</g>
        );
      })}
    </g>
  );
}

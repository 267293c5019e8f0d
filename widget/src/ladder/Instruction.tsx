import { ContactCoil } from './ContactCoil.tsx';
import { InstructionBox } from './InstructionBox.tsx';
import type { InstructionLayout } from './layout.ts';
import { elementState, type Paint } from './paint.ts';

export interface InstructionProps {
  instruction: InstructionLayout;
  paint: Paint;
}

/** One instruction: its cell (for hover and, later, clicks) and its contact, coil or box. */
export function Instruction({ instruction, paint }: InstructionProps) {
  const { x, wireY, width, top, bottom } = instruction;
  const state = elementState(paint, instruction.id);
  return (
    <g
      className="plc-el plc-instruction"
      data-element-id={instruction.id}
      data-type={instruction.type}
      data-state={state}
      data-selected={paint.selectedId === instruction.id || undefined}
    >
      <rect className="plc-hit" x={x} y={wireY - top} width={width} height={top + bottom} rx={3} />
      {instruction.symbol ? (
        <ContactCoil instruction={instruction} symbol={instruction.symbol} paint={paint} />
      ) : (
        <InstructionBox instruction={instruction} paint={paint} />
      )}
    </g>
  );
}

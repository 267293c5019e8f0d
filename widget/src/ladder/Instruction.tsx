import { ContactCoil } from './ContactCoil.tsx';
import { InstructionBox } from './InstructionBox.tsx';
import type { InstructionLayout } from './layout.ts';
import { elementState, type Paint } from './paint.ts';

export interface InstructionProps {
  instruction: InstructionLayout;
  paint: Paint;
}

/** Room kept around the wire for the symbol itself (a click there selects, not picks). */
const OPERAND_GAP = 11;

/**
 * One instruction: its cell (for hover and clicks), the operand bands (`data-operand-slot`, where a
 * click in the editor opens the operand picker) and its contact, coil or box.
 */
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
      {instruction.symbol && instruction.symbol.name !== 'none' && (
        <>
          {/* The tag name above the symbol and the alias below: a click there picks the operand. */}
          <rect
            className="plc-operand-hit"
            data-operand-slot={instruction.symbol.name}
            x={x}
            y={wireY - top}
            width={width}
            height={top - OPERAND_GAP}
          />
          <rect
            className="plc-operand-hit"
            data-operand-slot={instruction.symbol.name}
            x={x}
            y={wireY + OPERAND_GAP + 4}
            width={width}
            height={Math.max(0, bottom - OPERAND_GAP - 4)}
          />
        </>
      )}
      {instruction.symbol ? (
        <ContactCoil instruction={instruction} symbol={instruction.symbol} paint={paint} />
      ) : (
        <InstructionBox instruction={instruction} paint={paint} />
      )}
    </g>
  );
}

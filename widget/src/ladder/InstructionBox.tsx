import type { BoxLayout, InstructionLayout } from './layout.ts';
import { outputState, shownValue, type Paint } from './paint.ts';
import { isMemberSlot } from './instructionKinds.ts';

export interface InstructionBoxProps {
  instruction: InstructionLayout & { box?: BoxLayout };
  paint: Paint;
}

/**
 * A box instruction, Studio 5000 style: the mnemonic at the wire, the description under it, labelled
 * operand rows (a tag's name with its value below; Preset, Accum and constants as numbers) and the
 * status bits (`-(EN)-`, `-(DN)-`) on the right edge, green while their bit is on. With a live binding
 * (`paint.liveDom`) the values are empty texts the binding fills.
 */
export function InstructionBox({ instruction, paint }: InstructionBoxProps) {
  const box = instruction.box;
  if (!box) return null;
  const { live, liveDom } = paint;
  const y = instruction.wireY;
  const textX = box.x + 6;
  return (
    <>
      <rect className="plc-box" x={box.x} y={box.y} width={box.width} height={box.height} />
      <text className="plc-box-type" x={textX} y={y + 4}>
        {instruction.type}
      </text>
      <text className="plc-box-title" x={textX} y={y + 19}>
        {box.title}
      </text>
      {box.rows.map((row) => (
        <g key={row.slot} className="plc-box-row" data-slot={row.slot}>
          <rect
            className="plc-operand-hit"
            data-operand-slot={isMemberSlot(row.slot) || row.slot === 'Tieback' ? 'tag' : row.slot}
            x={box.x + 1}
            y={row.y - 11}
            width={box.width - 2}
            height={(row.valueY ?? row.y) - row.y + 14}
          />
          <text className="plc-box-label" x={textX} y={row.y}>
            {row.label}
          </text>
          <text
            className={row.inlineValue ? 'plc-box-operand plc-value' : 'plc-box-operand'}
            x={box.valueRight}
            y={row.y}
            textAnchor="end"
          >
            {!row.inlineValue ? row.operand.text : liveDom ? null : shownValue(row, live)}
          </text>
          {row.valueY !== undefined && (
            <text className="plc-value" x={box.valueRight} y={row.valueY} textAnchor="end">
              {liveDom ? null : shownValue(row, live)}
            </text>
          )}
        </g>
      ))}
      {box.outputs.map((output) => {
        const mid = output.x1 + (output.x2 - output.x1) / 2;
        return (
          <g
            key={output.name}
            className="plc-box-output"
            data-output={output.name}
            data-state={outputState(paint, instruction.id, output)}
          >
            <line className="plc-line" x1={output.x1} y1={output.y} x2={mid - 14} y2={output.y} />
            <text className="plc-output-text" x={mid} y={output.y + 3.5} textAnchor="middle">
              ({output.name})
            </text>
            <line className="plc-line" x1={mid + 14} y1={output.y} x2={output.x2} y2={output.y} />
          </g>
        );
      })}
    </>
  );
}

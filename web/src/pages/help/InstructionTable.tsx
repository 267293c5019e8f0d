import type { ReactNode } from 'react';
import { ScrollTable } from './HelpBlocks.tsx';

/** One ladder instruction as the Help page describes it. */
export interface InstructionRow {
  /** Mnemonic, as on the toolset tab: `XIC`, `TON`, … */
  code: string;
  /** Full name. */
  name: string;
  /** What the instruction is given. */
  operands: ReactNode;
  /** What it does on each scan. */
  does: ReactNode;
}

/** A table of instructions: mnemonic and name, operands, behaviour. */
export function InstructionTable({ caption, rows }: { caption: string; rows: readonly InstructionRow[] }) {
  return (
    <ScrollTable caption={caption}>
      <table className="help-instructions">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Instruction</th>
            <th scope="col">Operands</th>
            <th scope="col">What it does</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.code}>
              <th scope="row">
                <code>{row.code}</code>
                <br />
                {row.name}
              </th>
              <td>{row.operands}</td>
              <td>{row.does}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}

/**
 * A plain text listing of a project, for test failure messages: its tags with their initial values,
 * then one line per rung in neutral-text style (`XIC(I0)[XIO(B1),ONS(B2)]OTE(B0);`).
 */
import type { Instruction, Operand, Project } from '../model/project.ts';
import { operandText } from '../ladder/elementOperands.ts';
import { computeOperands } from '../ladder/computeInstructions.ts';

/** Lists the tags (with members and values) and the rungs of `project`. */
export function formatProject(project: Project): string {
  const lines: string[] = [];
  for (const tag of Object.values(project.tagMap)) {
    if (tag.dimension !== undefined) {
      lines.push(`${tag.name} : ${tag.data_type}[${tag.dimension}] := [${(tag.values ?? []).join(',')}]`);
      continue;
    }
    if (tag.data_type === 'BOOL' || tag.data_type === 'DINT' || tag.data_type === 'REAL') {
      lines.push(`${tag.name} : ${tag.data_type} := ${tag.value}`);
      continue;
    }
    const members = (tag.children ?? []).map((id) => {
      const child = project.childTagMap[id];
      return child === undefined ? `?${id}` : `${child.name}=${child.value}`;
    });
    lines.push(`${tag.name} : ${tag.data_type} (${members.join(' ')})`);
  }
  project.rungs.forEach((id, i) => lines.push(`${i}: ${formatElements(project, id)};`));
  return lines.join('\n');
}

/** One rung or leg in neutral-text style. */
function formatElements(project: Project, rungId: string): string {
  const rung = project.rungMap[rungId];
  if (rung === undefined) return `?${rungId}`;
  return rung.elements
    .map((id) => {
      const instruction = project.instructionMap[id];
      if (instruction !== undefined) return formatInstruction(project, instruction);
      const branch = project.branchMap[id];
      if (branch === undefined) return `?${id}`;
      return `[${branch.rungs.map((leg) => formatElements(project, leg)).join(',')}]`;
    })
    .join('');
}

function formatInstruction(project: Project, ins: Instruction): string {
  const name = (operand: Operand | null | undefined): string => {
    if (operand == null) return '?';
    if (typeof operand === 'number') return String(operand);
    const tag = project.tagMap[operand];
    if (tag !== undefined) return tag.name;
    const text = operandText(project, operand);
    return text === '?' ? `?${operand}` : text;
  };
  const ref = ins.ref ?? {};
  let operands: (Operand | null | undefined)[];
  switch (ins.type) {
    case 'OSR':
    case 'OSF':
      operands = [ref.Stor, ref.Out];
      break;
    case 'MOV':
      operands = [ref.Src, ref.Dest];
      break;
    case 'ADD':
    case 'SUB':
    case 'MUL':
    case 'DIV':
    case 'MOD':
      operands = [ref.SrcA, ref.SrcB, ref.Dest];
      break;
    case 'EQU':
    case 'NEQ':
    case 'GRT':
    case 'GEQ':
    case 'LES':
    case 'LEQ':
      operands = [ref.SrcA, ref.SrcB];
      break;
    default: {
      const compute = computeOperands(ins.type);
      if (!compute) operands = [ins.tag];
      else {
        // An expression is printed as written.
        const texts = compute.map((o) =>
          o.slot === 'Expression' ? String(ref.Expression) : name(ref[o.slot]),
        );
        return `${ins.type}(${texts.join(',')})`;
      }
    }
  }
  return `${ins.type}(${operands.map(name).join(',')})`;
}

/**
 * Validation of JMP/LBL, MCR, NOP, AFI (one routine) and COP/FLL (docs/decisions.md "Program control:
 * JMP/LBL, MCR, NOP, AFI" and "COP and FLL"). Reads the document defensively, as validate.ts does.
 */
import type { Diagnostic } from '../model/diagnostics.ts';
import {
  FILE_COPY_INSTRUCTIONS,
  PROGRAM_CONTROL_INSTRUCTIONS,
  isLogixName,
} from '../model/programControl.ts';
import { isRealConstant } from './realOperands.ts';
import { dict, entry, idText, list, type Dict } from './read.ts';
import { elementTypeText, fileArea, type FileArea, type FileLookup } from './fileOperands.ts';
import { parseElementOperand } from '../model/arrays.ts';

const OWN_TYPES: ReadonlySet<string> = new Set([...PROGRAM_CONTROL_INSTRUCTIONS, ...FILE_COPY_INSTRUCTIONS]);

/** What an instruction check needs from the validator. */
export interface ControlCheck extends FileLookup {
  /** The type of a scalar operand (tag, child, element, path), or undefined when it names none. */
  scalarType(operand: unknown): string | undefined;
}

const at = (rung: number): string => ` (rung ${rung})`;

/**
 * Checks one JMP, LBL, MCR, NOP, AFI, COP or FLL instruction's operands; false (nothing reported) for
 * any other instruction type.
 */
export function checkControlInstruction(
  check: ControlCheck,
  type: string,
  instruction: Dict,
  rung: number,
  report: (message: string) => void,
): boolean {
  if (!OWN_TYPES.has(type)) return false;
  const ref = dict(instruction.ref);
  if (type === 'JMP' || type === 'LBL') {
    const label = ref.Label;
    if (label === undefined || label === null || label === '')
      report(`${type} needs a label name${at(rung)}`);
    else if (!isLogixName(label))
      report(
        `${type} label "${idText(label)}" is not a valid name: start with a letter or _, then letters, digits and single _, at most 40 characters${at(rung)}`,
      );
  } else if (type === 'COP' || type === 'FLL') {
    checkFile(check, type, ref, rung, report);
  }
  return true;
}

/** COP and FLL: Source, Dest and Length. */
function checkFile(
  check: ControlCheck,
  type: 'COP' | 'FLL',
  ref: Dict,
  rung: number,
  report: (message: string) => void,
): void {
  const dest = area(check, type, 'Dest', ref.Dest, rung, report);
  const source =
    type === 'FLL' && typeof ref.Src === 'number'
      ? undefined
      : area(check, type, 'Source', ref.Src, rung, report);
  if (type === 'FLL' && typeof ref.Src === 'number' && !Number.isFinite(ref.Src))
    report(`FLL's Source must be a number or a tag${at(rung)}`);
  if (dest && source && type === 'FLL') {
    const scalarDest = dest.elementSize === 1 && dest.element.data_type !== 'STRUCT';
    const scalarSource = source.elementSize === 1 && source.element.data_type !== 'STRUCT';
    if (scalarDest !== scalarSource || (!scalarDest && elementTypeText(dest) !== elementTypeText(source)))
      report(
        `FLL fills ${dest.text} (${elementTypeText(dest)} elements) with ${source.text}, a ${elementTypeText(source)}: use a value of the same type${at(rung)}`,
      );
  }
  const length = ref.Length;
  if (length === undefined || length === null) report(`${type} needs a Length${at(rung)}`);
  else if (typeof length === 'number') {
    if (!Number.isInteger(length) || length < 1 || isRealConstant(length))
      report(`${type}'s Length must be a whole number of 1 or more${at(rung)}`);
  } else if (check.scalarType(length) !== 'DINT' || isIndexedElement(length)) {
    report(`${type}'s Length must be a DINT tag or a number${at(rung)}`);
  }
}

function isIndexedElement(operand: unknown): boolean {
  const element = parseElementOperand(operand);
  return element !== null && typeof element.index !== 'number';
}

/** A Source or Dest operand's area, reporting what is wrong with it. */
function area(
  check: ControlCheck,
  type: string,
  role: 'Source' | 'Dest',
  operand: unknown,
  rung: number,
  report: (message: string) => void,
): FileArea | undefined {
  if (operand === undefined || operand === null || operand === '') {
    report(`${type} needs a ${role} tag${at(rung)}`);
    return undefined;
  }
  if (typeof operand !== 'string') {
    report(`${type}'s ${role} must be a tag, not a number${at(rung)}`);
    return undefined;
  }
  const found = fileArea(check, operand);
  if (!found) {
    report(`${type}'s ${role} "${operand}" is not a tag${at(rung)}`);
    return undefined;
  }
  if (found.error !== undefined) {
    report(`${found.error}${at(rung)}`);
    return undefined;
  }
  if (found.area.element.data_type === 'BOOL') {
    report(
      `${type}'s ${role} ${found.area.text} is BOOL: ${type} works on DINT, REAL and structures${at(rung)}`,
    );
    return undefined;
  }
  return found.area;
}

/** The top-level elements of a main rung and every instruction id nested in its branches. */
function rungParts(root: Dict, rungId: unknown): { top: string[]; nested: string[] } {
  const rungs = dict(root.rungMap);
  const branches = dict(root.branchMap);
  const top = list(entry(rungs, rungId)?.elements).map(idText);
  const nested: string[] = [];
  const seen = new Set<string>();
  const stack = top.filter((id) => entry(branches, id));
  while (stack.length > 0) {
    const branchId = stack.pop() as string;
    if (seen.has(branchId)) continue;
    seen.add(branchId);
    for (const legId of list(entry(branches, branchId)?.rungs)) {
      for (const item of list(entry(rungs, legId)?.elements)) {
        const id = idText(item);
        if (entry(branches, id)) stack.push(id);
        else nested.push(id);
      }
    }
  }
  return { top, nested };
}

/**
 * Routine-wide rules of one ladder routine (its main rung ids in order): LBL first on its rung and
 * defined once; JMP on the rung itself (not in a branch) to a label of the routine; MCR last on its
 * rung, not in a branch, zones not nested. `routine` names a subroutine in the diagnostics.
 */
export function checkRoutineControl(root: Dict, rungIds: readonly unknown[], routine?: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  const instructions = dict(root.instructionMap);
  const typeOf = (id: string): string => idText(entry(instructions, id)?.type);
  const labelOf = (id: string): unknown => dict(entry(instructions, id)?.ref).Label;
  const push = (message: string, rung: number, elementId: string) =>
    out.push({
      source: 'ladder',
      severity: 'error',
      message,
      rung,
      elementId,
      ...(routine !== undefined ? { routine } : {}),
    });
  const labels = new Map<string, number>();
  const jumps: { id: string; label: string; rung: number }[] = [];
  let openZone: number | null = null;
  rungIds.forEach((rungId, rung) => {
    const { top, nested } = rungParts(root, rungId);
    for (const id of nested) {
      const type = typeOf(id);
      if (type === 'LBL')
        push(`LBL must be the first instruction of its rung, not inside a branch${at(rung)}`, rung, id);
      if (type === 'JMP')
        push(`JMP cannot be inside a branch: put it on the rung itself${at(rung)}`, rung, id);
      if (type === 'MCR')
        push(`MCR cannot be inside a branch: put it last on the rung itself${at(rung)}`, rung, id);
    }
    top.forEach((id, position) => {
      const type = typeOf(id);
      const label = labelOf(id);
      if (type === 'LBL') {
        if (position !== 0) push(`LBL must be the first instruction of its rung${at(rung)}`, rung, id);
        else if (isLogixName(label)) {
          const first = labels.get(label.toUpperCase());
          if (first !== undefined)
            push(`Label ${label} is defined twice in this routine (rungs ${first} and ${rung})`, rung, id);
          else labels.set(label.toUpperCase(), rung);
        }
      } else if (type === 'JMP' && isLogixName(label)) {
        jumps.push({ id, label, rung });
      } else if (type === 'MCR') {
        if (position !== top.length - 1)
          push(`MCR must be the last instruction of its rung${at(rung)}`, rung, id);
        else if (openZone === null) openZone = rung;
        else if (top.length === 1) openZone = null;
        else
          push(
            `MCR zones cannot be nested: the zone that starts at rung ${openZone} ends with an MCR alone on its rung first${at(rung)}`,
            rung,
            id,
          );
      }
    });
  });
  for (const jump of jumps) {
    if (!labels.has(jump.label.toUpperCase()))
      push(
        `JMP to ${jump.label}: no rung of this routine starts with LBL ${jump.label}${at(jump.rung)}`,
        jump.rung,
        jump.id,
      );
  }
  return out;
}

/**
 * Project document → Rockwell neutral rung text, one rung per line, in the canonical form
 * `XIC(A)[XIC(B),XIO(C)]TON(T1,5000,0)OTE(M);` that `importNeutralText` reads back unchanged.
 */
import type { Instruction, Project } from '../model/project.ts';
import { operandText, UNSET_OPERAND as UNSET } from '../ladder/elementOperands.ts';
import { signatureOf, type OperandRole } from './signatures.ts';
import { tagDeclarationText } from './tagSection.ts';
import { typeSectionText } from './typeSection.ts';
import { routineSectionText } from './routineSection.ts';
import { parseOperandPath, segmentsText } from '../model/operandPaths.ts';
import { memberPath } from '../model/dataTypes.ts';
import { typeTableOf } from '../ladder/pathOperands.ts';
import { findAddOn } from '../addon/addOns.ts';
import { addOnCallText } from '../addon/callText.ts';
import { addOnSectionText } from './addOnSection.ts';

/** The value of the instruction tag's PRE or ACC child, or `?`. */
function memberValue(project: Project, tagId: string | null, member: 'PRE' | 'ACC' | 'LEN' | 'POS'): string {
  const path = tagId === null || project.tagMap[tagId] ? null : parseOperandPath(tagId);
  const root = path ? project.tagMap[path.tag] : undefined;
  if (path && root) {
    // A timer or counter inside a structure or array: its PRE/ACC member value (`[2].PRE`).
    const key = memberPath(`${segmentsText(path.segments, String)}.${member}`).toUpperCase();
    const found = Object.entries(root.memberValues ?? {}).find(([k]) => k.toUpperCase() === key);
    return String(found?.[1] ?? 0);
  }
  const tag = tagId === null ? undefined : project.tagMap[tagId];
  for (const id of tag?.children ?? []) {
    const child = project.childTagMap[id];
    if (child?.name.toUpperCase() === member) return String(child.value);
  }
  return UNSET;
}

function argumentText(project: Project, instruction: Instruction, role: OperandRole): string {
  if (role.slot === 'PRE' || role.slot === 'ACC' || role.slot === 'LEN' || role.slot === 'POS')
    return memberValue(project, instruction.tag, role.slot);
  if (role.slot === 'Routine') return instruction.ref?.Routine || UNSET;
  if (role.slot === 'ZERO') return '0';
  if (role.slot === 'tag') return operandText(project, instruction.tag);
  if (role.slot === 'Label') return instruction.ref?.Label || UNSET;
  if (role.slot === 'Expression') {
    const text = instruction.ref?.Expression;
    // One line, as Logix writes it (the model keeps the expression as typed).
    return typeof text === 'string' && text.trim() !== ''
      ? text.replace(/\s*[\r\n]+\s*/g, ' ').trim()
      : UNSET;
  }
  return operandText(project, instruction.ref?.[role.slot]);
}

function instructionText(project: Project, instruction: Instruction): string {
  const aoi = findAddOn(project, instruction.type);
  if (aoi) return addOnCallText(aoi, instruction, (o) => operandText(project, o));
  const type = instruction.type.toUpperCase();
  const signature = signatureOf(type);
  const args = signature
    ? signature.map((role) => argumentText(project, instruction, role))
    : instruction.tag === null
      ? []
      : [operandText(project, instruction.tag)];
  return `${type}(${args.join(',')})`;
}

/** The elements of a rung or leg; `path` holds the rungs being printed, so a cycle ends instead of looping. */
function elementsText(project: Project, rungId: string, path: Set<string>): string {
  const rung = project.rungMap[rungId];
  if (!rung || path.has(rungId)) return '';
  path.add(rungId);
  let text = '';
  for (const id of rung.elements) {
    const instruction = project.instructionMap[id];
    const branch = project.branchMap[id];
    if (instruction) text += instructionText(project, instruction);
    else if (branch) text += `[${branch.rungs.map((leg) => elementsText(project, leg, path)).join(',')}]`;
  }
  path.delete(rungId);
  return text;
}

/**
 * The project's main rungs as neutral text: one rung per line ending in `;`, lines joined by `\n` with a
 * final `\n` ('' for no rungs). Timers and counters print their tag, then the values of its PRE and ACC
 * children; members print as `Parent.MEMBER`, array elements as `Data[3]` / `Data[Index]`, constants as
 * decimal numbers (a REAL constant as `realText` writes it: `1.5`, `0.001`, `3000000000.0`), unset
 * operands as `?`. Elements whose ids are not in the maps are skipped. No tag table: see
 * {@link exportNeutralProgram}.
 */
export function exportNeutralText(project: Project): string {
  return rungsText(project, project.rungs);
}

/** Rungs `rungs` of the project as {@link exportNeutralText} writes the main ones. */
function rungsText(project: Project, rungs: readonly string[]): string {
  const lines = rungs
    .filter((id) => project.rungMap[id] !== undefined)
    .map((id) => `${elementsText(project, id, new Set())};`);
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}

/**
 * The project's tags as an L5K-style tag table, every tag a line (`  Data : DINT[10] := [1,2,0,…];`,
 * `  Speed : REAL := 1.5;`, `  T1 : TIMER;`) between `TAG` and `END_TAG`; '' for a project without tags.
 */
export function exportNeutralTagTable(project: Project): string {
  const tags = Object.values(project.tagMap);
  const types = typeTableOf(project.dataTypes, project.addOnInstructions);
  const typeBlock = typeSectionText(types.types);
  if (tags.length === 0) return typeBlock;
  return `${typeBlock}TAG\n${tags.map((tag) => `  ${tagDeclarationText(tag, types)}\n`).join('')}END_TAG\n`;
}

/**
 * The program as a file of neutral text that `importNeutralText` reads back whole: the tag table first
 * when the project has an array tag (arrays cannot be inferred from their uses), then the rungs
 * ({@link exportNeutralText}), then its subroutines. A project without arrays gives its rungs alone, as
 * before arrays.
 */
export function exportNeutralProgram(project: Project): string {
  // Subroutines follow the Main Routine's rungs as ROUTINE / ST_ROUTINE blocks (routineSection.ts).
  const rungs = `${exportNeutralText(project)}${routineSectionText(project, (ids) => rungsText(project, ids))}`;
  // Add-On Instruction definitions come first: the tag table's instances are of their types.
  const addOns = addOnSectionText(
    project,
    typeTableOf(project.dataTypes, project.addOnInstructions),
    (aoi, ids) => rungsText({ ...project, tagMap: aoi.tagMap, childTagMap: aoi.childTagMap }, ids),
  );
  const hasArray =
    Object.values(project.dataTypes ?? {}).length > 0 ||
    Object.values(project.tagMap).some((tag) => tag.dimension !== undefined || tag.data_type === 'STRUCT');
  return hasArray ? `${addOns}${exportNeutralTagTable(project)}${rungs}` : `${addOns}${rungs}`;
}

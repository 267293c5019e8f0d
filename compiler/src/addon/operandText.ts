/**
 * Operands between their stored form (`tagId.Member[3]`, model/operandPaths.ts) and the text a learner
 * writes (`Tank.Member[3]`), for rewriting an Add-On Instruction's routines into an instance (issue 25).
 */
import { own } from '../ladder/read.ts';
import { refOf, resolveProjectPath } from '../ladder/pathOperands.ts';
import type { TypeRef } from '../model/dataTypes.ts';
import { parseOperandPath, segmentsText } from '../model/operandPaths.ts';
import type { Project } from '../model/project.ts';

type Maps = Pick<Project, 'tagMap' | 'childTagMap' | 'dataTypes' | 'addOnInstructions'>;

/** The name of a tag or child id (`Tank`, `T1.ACC`), or undefined. */
function idName(project: Maps, id: string): string | undefined {
  const tag = own(project.tagMap, id);
  if (tag) return tag.name;
  const child = own(project.childTagMap, id);
  const parent = child ? own(project.tagMap, child.parent) : undefined;
  return child && parent ? `${parent.name}.${child.name}` : undefined;
}

/** The text of a stored operand (a tag, child or path id), or undefined when it names nothing. */
export function operandText(project: Maps, operand: string): string | undefined {
  const plain = idName(project, operand);
  if (plain !== undefined) return plain;
  const path = parseOperandPath(operand);
  const head = path ? own(project.tagMap, path.tag)?.name : undefined;
  if (!path || head === undefined) return undefined;
  return (
    head + segmentsText(path.segments, (i) => (typeof i === 'number' ? String(i) : (idName(project, i) ?? i)))
  );
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]*/;

/**
 * The stored form of operand text (`Tank.Level`, `Tanks[2].Level`, `T1.ACC`), or undefined when it does
 * not start with a tag's name or has a tag as an index.
 */
export function textOperand(project: Maps, text: string): string | undefined {
  const compact = text.replace(/\s+/g, '');
  const head = NAME.exec(compact)?.[0];
  if (head === undefined) return undefined;
  const key = head.toUpperCase();
  const entry = Object.entries(project.tagMap ?? {}).find(([, t]) => t.name.toUpperCase() === key);
  if (!entry) return undefined;
  const [id, tag] = entry;
  const rest = compact.slice(head.length);
  if (rest === '') return id;
  if (!/^(\.[A-Za-z_][A-Za-z0-9_]*|\[-?\d+\])+$/.test(rest)) return undefined;
  // A TIMER/COUNTER/CONTROL tag's member is its child tag.
  const member = /^\.([A-Za-z_][A-Za-z0-9_]*)$/.exec(rest)?.[1]?.toUpperCase();
  const child = member
    ? (tag.children ?? []).find((c) => own(project.childTagMap, c)?.name.toUpperCase() === member)
    : undefined;
  return child ?? id + rest;
}

/** The type a stored operand names, or undefined. */
export function operandRef(project: Maps, operand: string): TypeRef | undefined {
  const tag = own(project.tagMap, operand);
  if (tag) return refOf(tag);
  const child = own(project.childTagMap, operand);
  if (child) return { data_type: child.data_type };
  return resolveProjectPath(project, operand)?.target?.access.ref;
}

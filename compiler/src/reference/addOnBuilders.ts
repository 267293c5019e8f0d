/**
 * Builders for Add-On Instructions in test projects (issue 25), used with builders.ts `project`:
 *
 * ```ts
 * withAddOns(project(struct('Seal1', 'Seal'), rung(xic('Go'), call('Seal', 'Seal1', { Start: 'PB' }))),
 *   addOn('Seal', [param('Start', 'Input', 'BOOL', { required: true }), ...], [rung(...)]))
 * ```
 */
import type { AddOnInstruction, AddOnTag, AddOnUsage, Project } from '../model/project.ts';
import { parseOperandPath, segmentsText } from '../model/operandPaths.ts';
import { textOperand } from '../addon/operandText.ts';
import * as b from './builders.ts';

/** One parameter or local tag of an AOI made by {@link addOn}. */
export interface AddOnTagSpec {
  readonly tag: b.TagSpec;
  readonly usage: AddOnUsage;
  readonly required?: boolean;
  readonly visible?: boolean;
}

/** A parameter or local: `param('Start', 'Input', b.tag('Start', 'BOOL'), { required: true })`. */
export function param(
  usage: AddOnUsage,
  tag: b.TagSpec,
  options: { required?: boolean; visible?: boolean } = {},
): AddOnTagSpec {
  return { tag, usage, ...options };
}

/** An AOI routine: ladder rungs or Structured Text. */
export type AddOnRoutineSpec = readonly b.RungSpec[] | string;

export interface AddOnSpec {
  readonly name: string;
  readonly tags: readonly AddOnTagSpec[];
  readonly logic: AddOnRoutineSpec;
  readonly enableInFalse?: AddOnRoutineSpec;
}

/** An AOI definition spec. */
export function addOn(
  name: string,
  tags: readonly AddOnTagSpec[],
  logic: AddOnRoutineSpec,
  enableInFalse?: AddOnRoutineSpec,
): AddOnSpec {
  return { name, tags, logic, ...(enableInFalse !== undefined ? { enableInFalse } : {}) };
}

/** A ladder call: `type` the AOI, `instance` its tag, `args` the arguments by parameter (tag names). */
export function call(
  type: string,
  instance: string,
  args: Readonly<Record<string, string | number | null>> = {},
): b.InstructionSpec {
  return { kind: 'instruction', type, tag: instance, ref: {}, params: { ...args } } as b.InstructionSpec;
}

/** `project` with the AOIs added (their ids prefixed by `aoiN:`) and its calls' arguments made ids. */
export function withAddOns(project: Project, ...specs: AddOnSpec[]): Project {
  const out: Project = {
    ...project,
    tagMap: { ...project.tagMap },
    rungMap: { ...project.rungMap },
    branchMap: { ...project.branchMap },
    instructionMap: { ...project.instructionMap },
    addOnInstructions: [],
  };
  // Arguments by name → ids, in the main project.
  for (const ins of Object.values(out.instructionMap)) {
    if (!ins.params) continue;
    const params: Record<string, string | number | null> = {};
    for (const [k, v] of Object.entries(ins.params))
      params[k] = typeof v === 'string' ? (textOperand(project, v) ?? v) : v;
    out.instructionMap[ins.uuid] = { ...ins, params };
  }
  specs.forEach((spec, i) => {
    const prefix = `aoi${i + 1}:`;
    const rungs = typeof spec.logic === 'string' ? [] : spec.logic;
    const eif =
      spec.enableInFalse !== undefined && typeof spec.enableInFalse !== 'string' ? spec.enableInFalse : [];
    const scope = b.project(...spec.tags.map((t) => t.tag), ...rungs, ...eif);
    const id = (x: string): string => prefix + x;
    const rename = (o: unknown): unknown => {
      if (typeof o !== 'string') return o;
      if (scope.tagMap[o] || scope.childTagMap[o]) return id(o);
      const path = parseOperandPath(o);
      if (path && scope.tagMap[path.tag])
        return (
          id(path.tag) +
          segmentsText(path.segments, (x) => (typeof x === 'number' ? String(x) : String(rename(x))))
        );
      return o;
    };
    const tagMap: Record<string, AddOnTag> = {};
    const tagOrder: string[] = [];
    for (const t of spec.tags) {
      const tag = Object.values(scope.tagMap).find((x) => x.name === t.tag.name);
      if (!tag) throw new Error(`no tag ${t.tag.name}`);
      tagMap[id(tag.uuid)] = {
        ...tag,
        uuid: id(tag.uuid),
        children: tag.children ? tag.children.map(id) : null,
        usage: t.usage,
        ...(t.required !== undefined ? { required: t.required } : {}),
        ...(t.visible !== undefined ? { visible: t.visible } : {}),
      };
      tagOrder.push(id(tag.uuid));
    }
    const childTagMap = Object.fromEntries(
      Object.values(scope.childTagMap).map((c) => [
        id(c.uuid),
        { ...c, uuid: id(c.uuid), parent: id(c.parent) },
      ]),
    );
    for (const r of Object.values(scope.rungMap))
      out.rungMap[id(r.uuid)] = { ...r, uuid: id(r.uuid), elements: r.elements.map(id) };
    for (const br of Object.values(scope.branchMap))
      out.branchMap[id(br.uuid)] = { ...br, uuid: id(br.uuid), rungs: br.rungs.map(id) };
    for (const ins of Object.values(scope.instructionMap))
      out.instructionMap[id(ins.uuid)] = {
        ...ins,
        uuid: id(ins.uuid),
        tag: rename(ins.tag) as string | null,
        ...(ins.ref
          ? {
              ref: Object.fromEntries(
                Object.entries(ins.ref).map(([k, v]) => [k, k === 'Label' ? v : rename(v)]),
              ),
            }
          : {}),
        ...(ins.params
          ? { params: Object.fromEntries(Object.entries(ins.params).map(([k, v]) => [k, rename(v)])) }
          : {}),
      } as typeof ins;
    const logicRungs = scope.rungs.slice(0, rungs.length).map(id);
    const eifRungs = scope.rungs.slice(rungs.length).map(id);
    const routine = (r: AddOnRoutineSpec, ids: string[]) =>
      typeof r === 'string'
        ? { language: 'ST' as const, rungs: [], stSource: r }
        : { language: 'LADDER' as const, rungs: ids, stSource: '' };
    const aoi: AddOnInstruction = {
      uuid: `aoi-${i + 1}`,
      name: spec.name,
      description: '',
      revision: '1.0',
      tagMap,
      tagOrder,
      childTagMap,
      logic: routine(spec.logic, logicRungs),
      ...(spec.enableInFalse !== undefined ? { enableInFalse: routine(spec.enableInFalse, eifRungs) } : {}),
    };
    out.addOnInstructions?.push(aoi);
  });
  return out;
}

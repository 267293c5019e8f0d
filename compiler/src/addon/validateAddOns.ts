/**
 * The Add-On Instruction definitions checked (issue 25): names, parameters, the logic's scope and
 * recursion. Ladder logic is validated as a ladder over the AOI's own tags (so a tag outside it is
 * unknown there); ST logic is scanned for names outside the AOI (stText.ts) and checked in full when
 * its per-call routine compiles. Entry point: {@link validateAddOnDefinitions}.
 */
import { isLogixName } from '../ladder/routineNames.ts';
import { validateLadder } from '../ladder/validate.ts';
import { own } from '../ladder/read.ts';
import { RESERVED_TYPE_NAMES } from '../model/dataTypes.ts';
import type { Diagnostic } from '../model/diagnostics.ts';
import { ENABLE_IN, ENABLE_OUT } from '../model/addOnType.ts';
import {
  INSTRUCTION_TYPES,
  type AddOnInstruction,
  type AddOnRoutine,
  type Instruction,
  type Project,
} from '../model/project.ts';
import { addOnsOf, addOnTags, findAddOn } from './addOns.ts';
import * as m from './addOnMessages.ts';
import { references, tokens } from './stText.ts';

/** Logix mnemonics an AOI may not take, besides this compiler's instruction types. */
const OTHER_MNEMONICS = ['SQO', 'SQI', 'SQL', 'JMP', 'LBL', 'MCR', 'NOP', 'AFI', 'JSR', 'SBR', 'RET', 'CPT'];
const NOT_IN_AOI = new Set(['JSR', 'SBR', 'RET']);

type Which = 'Logic' | 'EnableInFalse';

/** The project the AOI's routines see: only its own tags. */
export function addOnScope(project: Project, aoi: AddOnInstruction, routine: AddOnRoutine): Project {
  return {
    ...project,
    tagMap: aoi.tagMap,
    childTagMap: aoi.childTagMap ?? {},
    rungs: Array.isArray(routine.rungs) ? routine.rungs : [],
    routines: [],
    programMode: routine.language,
    stSource: typeof routine.stSource === 'string' ? routine.stSource : '',
  };
}

/** Every instruction of `rungs` (branches walked), each once. */
export function instructionsOf(project: Project, rungs: readonly string[]): Instruction[] {
  const out: Instruction[] = [];
  const seen = new Set<string>();
  const walk = (elements: readonly string[]): void => {
    for (const id of elements) {
      if (seen.has(id)) continue;
      seen.add(id);
      const ins = own(project.instructionMap, id);
      if (ins) out.push(ins);
      const branch = own(project.branchMap, id);
      for (const leg of branch?.rungs ?? []) walk(own(project.rungMap, leg)?.elements ?? []);
    }
  };
  for (const rung of rungs) walk(own(project.rungMap, rung)?.elements ?? []);
  return out;
}

/** The AOIs `aoi` uses: the types of its instance tags and the boxes of its ladder logic. */
function calledBy(project: Project, aoi: AddOnInstruction): AddOnInstruction[] {
  const out = new Set<AddOnInstruction>();
  for (const tag of addOnTags(aoi)) {
    const used = tag.data_type === 'STRUCT' ? findAddOn(project, tag.udt) : undefined;
    if (used) out.add(used);
  }
  for (const routine of [aoi.logic, aoi.enableInFalse])
    if (routine?.language === 'LADDER')
      for (const ins of instructionsOf(project, routine.rungs)) {
        const used = findAddOn(project, ins.type);
        if (used) out.add(used);
      }
  return [...out];
}

/** The cycle through `start`, as names, or null. */
function cycleFrom(project: Project, start: AddOnInstruction): string[] | null {
  const path: AddOnInstruction[] = [];
  const done = new Set<AddOnInstruction>();
  const visit = (aoi: AddOnInstruction): string[] | null => {
    if (aoi === start && path.length > 0) return [...path, aoi].map((a) => a.name);
    if (path.includes(aoi) || done.has(aoi)) return null;
    path.push(aoi);
    for (const next of calledBy(project, aoi)) {
      const found = visit(next);
      if (found) return found;
    }
    path.pop();
    done.add(aoi);
    return null;
  };
  return visit(start);
}

function checkName(project: Project, aoi: AddOnInstruction, all: AddOnInstruction[], out: string[]): void {
  const key = aoi.name.toUpperCase();
  if (!isLogixName(aoi.name)) out.push(m.badAddOnName(aoi.name));
  else if ([...INSTRUCTION_TYPES, ...OTHER_MNEMONICS].some((t) => t === key))
    out.push(m.addOnNamedLikeInstruction(aoi.name));
  else if (
    RESERVED_TYPE_NAMES.has(key) ||
    Object.values(project.dataTypes ?? {}).some((t) => t?.name?.toUpperCase() === key)
  )
    out.push(m.addOnNamedLikeType(aoi.name));
  if (all.find((a) => a.name.toUpperCase() === key) !== aoi) out.push(m.duplicateAddOnName(aoi.name));
}

function checkTags(aoi: AddOnInstruction, out: string[]): void {
  const seen = new Set<string>();
  for (const tag of addOnTags(aoi)) {
    const key = tag.name.toUpperCase();
    if (key === ENABLE_IN.toUpperCase() || key === ENABLE_OUT.toUpperCase())
      out.push(m.reservedParameter(aoi.name, tag.name));
    else if (!isLogixName(tag.name)) out.push(m.badParameterName(aoi.name, tag.name));
    else if (seen.has(key)) out.push(m.duplicateParameter(aoi.name, tag.name));
    seen.add(key);
    if (tag.usage === 'Local' && tag.required === true) out.push(m.requiredLocal(aoi.name, tag.name));
    if (
      tag.usage === 'InOut' &&
      (tag.value !== 0 || tag.values !== undefined || tag.memberValues !== undefined)
    )
      out.push(m.inOutWithDefault(aoi.name, tag.name));
    const scalar =
      tag.dimension === undefined &&
      (tag.data_type === 'BOOL' || tag.data_type === 'DINT' || tag.data_type === 'REAL');
    if ((tag.usage === 'Input' || tag.usage === 'Output') && !scalar)
      out.push(m.valueParameterType(aoi.name, tag.name, tag.usage));
  }
}

/** A routine's problems, each naming the AOI and the routine. */
function checkRoutine(project: Project, aoi: AddOnInstruction, which: Which): Diagnostic[] {
  const routine = which === 'Logic' ? aoi.logic : aoi.enableInFalse;
  if (!routine) return [];
  const at = { addOn: { name: aoi.name, routine: which } };
  const wrap = (d: Diagnostic): Diagnostic => ({
    ...d,
    message: m.inAddOnRoutine(aoi.name, which, d.message),
    ...at,
  });
  if (routine.language === 'ST') {
    const source = typeof routine.stSource === 'string' ? routine.stSource : '';
    const inside = new Set(addOnTags(aoi).map((t) => t.name.toUpperCase()));
    inside.add(ENABLE_IN.toUpperCase());
    inside.add(ENABLE_OUT.toUpperCase());
    const outside = new Set(Object.values(project.tagMap ?? {}).map((t) => t.name.toUpperCase()));
    const out: Diagnostic[] = [];
    const reported = new Set<string>();
    for (const t of references(tokens(source))) {
      const key = t.text.toUpperCase();
      if (inside.has(key) || !outside.has(key) || reported.has(key)) continue;
      reported.add(key);
      out.push({ source: 'st', severity: 'error', message: m.outsideScope(aoi.name, t.text), ...at });
    }
    return out;
  }
  const scope = addOnScope(project, aoi, routine);
  const out = validateLadder(scope)
    .filter((d) => d.rung !== undefined)
    .map(wrap);
  instructionsOf(scope, scope.rungs).forEach((ins) => {
    if (NOT_IN_AOI.has(ins.type)) {
      const rung = scope.rungs.findIndex((r) => instructionsOf(scope, [r]).includes(ins));
      out.push({
        source: 'ladder',
        severity: 'error',
        message: m.routineInAddOn(aoi.name, ins.type, rung),
        rung,
        elementId: ins.uuid,
        ...at,
      });
    }
  });
  return out;
}

/**
 * Every problem of the project's AOI definitions (an empty list for a project without AOIs): names,
 * parameters, each routine (its ladder checked over the AOI's own tags) and recursion. Diagnostics carry
 * `addOn` (the definition and routine they are in).
 */
export function validateAddOnDefinitions(project: Project): Diagnostic[] {
  const all = addOnsOf(project);
  const out: Diagnostic[] = [];
  for (const aoi of all) {
    const messages: string[] = [];
    checkName(project, aoi, all, messages);
    checkTags(aoi, messages);
    const cycle = cycleFrom(project, aoi);
    if (cycle) messages.push(m.recursiveAddOn(cycle));
    for (const message of messages)
      out.push({ source: 'ladder', severity: 'error', message, addOn: { name: aoi.name } });
    // A recursive AOI's instance has no layout: its routines are checked once the cycle is gone.
    if (!cycle)
      out.push(...checkRoutine(project, aoi, 'Logic'), ...checkRoutine(project, aoi, 'EnableInFalse'));
  }
  return out;
}

/**
 * Add-On Instruction calls lowered to subroutines (issue 25; docs/decisions.md "Add-On Instructions:
 * how a call runs"). Each call site gets its own copy of the AOI's Logic (and EnableInFalse) routine as a
 * generated subroutine in which every AOI tag names the instance's member (`Seal1.Run`) and every InOut
 * parameter the caller's argument, so timers and one-shots keep their state per instance and nothing is
 * shared between calls. A ladder box keeps its place and is emitted by ladder/emitAddOn.ts (EnableIn,
 * inputs, the call, outputs, EnableOut as the rung-out); a Structured Text call `Seal1(Start := PB)` is
 * rewritten into assignments around `JSR(generated)`. Nested calls are lowered the same way; recursion
 * is refused before (validateAddOns.ts), so lowering ends.
 */
import { own } from '../ladder/read.ts';
import type { Diagnostic } from '../model/diagnostics.ts';
import { ENABLE_IN, ENABLE_OUT } from '../model/addOnType.ts';
import { parseOperandPath, segmentsText } from '../model/operandPaths.ts';
import type {
  AddOnInstruction,
  AddOnRoutine,
  Instruction,
  InstructionRef,
  Project,
  Routine,
} from '../model/project.ts';
import { addOnDefaults, addOnParameters, addOnTags, argument, findAddOn, hasAddOns } from './addOns.ts';
import { inAddOnRoutine } from './addOnMessages.ts';
import { operandRef, operandText } from './operandText.ts';
import { lowerStCalls } from './lowerStCalls.ts';
import { instructionsOf, validateAddOnDefinitions } from './validateAddOns.ts';
import { rewriteReferences } from './stText.ts';

/** The generated routines a lowered ladder box calls. */
export interface AddOnCallRoutines {
  logic: string;
  enableInFalse?: string;
}

/** A ladder instruction after lowering: an AOI box knows its generated routines. */
export type LoweredInstruction = Instruction & { addOnCall?: AddOnCallRoutines };

type Which = 'Logic' | 'EnableInFalse';

/** What lowering gave: the project to compile, the definitions' problems, and how to relabel. */
export interface LoweredProject {
  project: Project;
  diagnostics: Diagnostic[];
  /** A compile diagnostic of a generated routine said as the AOI's (warnings there are dropped). */
  relabel(diagnostics: readonly Diagnostic[]): Diagnostic[];
}

/** How one call binds the AOI's tags: the instance and the InOut arguments. */
export interface Binding {
  aoi: AddOnInstruction;
  /** The instance in stored form (`tagId`, `tagId.Inner`) and as text (`Seal1`, `Outer1.Inner`). */
  instanceId: string;
  instanceText: string;
  /** InOut arguments by upper-cased parameter name. */
  inOut: Map<string, { id: string | undefined; text: string }>;
}

const isError = (d: Diagnostic): boolean => d.severity !== 'warning';

/** Lowers every AOI call of `project` (a project without AOIs comes back as it is). */
export function lowerAddOns(project: Project): LoweredProject {
  const identity: LoweredProject = { project, diagnostics: [], relabel: (d) => [...d] };
  if (!hasAddOns(project)) return identity;
  const diagnostics = validateAddOnDefinitions(project);
  if (diagnostics.some(isError)) return { ...identity, diagnostics };
  const out: Project = {
    ...project,
    instructionMap: { ...project.instructionMap },
    rungMap: { ...project.rungMap },
    branchMap: { ...project.branchMap },
    routines: [...(project.routines ?? [])],
    tagMap: { ...project.tagMap },
  };
  // A new instance starts with the definition's defaults (its own member values win).
  for (const [id, tag] of Object.entries(out.tagMap)) {
    const aoi =
      tag.data_type === 'STRUCT' && tag.dimension === undefined ? findAddOn(project, tag.udt) : undefined;
    if (aoi) out.tagMap[id] = { ...tag, memberValues: { ...addOnDefaults(aoi), ...tag.memberValues } };
  }
  const routines = out.routines as Routine[];
  const generated = new Map<string, { aoi: string; routine: Which }>();
  const taken = new Set(routines.map((r) => r.name.toUpperCase()));
  let counter = 0;
  const newName = (aoi: AddOnInstruction): string => {
    let name: string;
    do {
      counter++;
      name = `Aoi${counter}_${aoi.name}`.slice(0, 40).replace(/_+$/, '');
    } while (taken.has(name.toUpperCase()));
    taken.add(name.toUpperCase());
    return name;
  };
  const ladderQueue: string[][] = [];
  const stQueue: Routine[] = [];

  const textMap = (b: Binding): Map<string, string> => {
    const map = new Map<string, string>();
    for (const tag of addOnTags(b.aoi))
      map.set(
        tag.name.toUpperCase(),
        tag.usage === 'InOut'
          ? (b.inOut.get(tag.name.toUpperCase())?.text ?? '0')
          : `${b.instanceText}.${tag.name}`,
      );
    map.set(ENABLE_IN.toUpperCase(), `${b.instanceText}.${ENABLE_IN}`);
    map.set(ENABLE_OUT.toUpperCase(), `${b.instanceText}.${ENABLE_OUT}`);
    return map;
  };

  const generate = (b: Binding, routine: AddOnRoutine, which: Which): string => {
    const name = newName(b.aoi);
    generated.set(name.toUpperCase(), { aoi: b.aoi.name, routine: which });
    if (routine.language === 'ST') {
      const stSource = rewriteReferences(
        typeof routine.stSource === 'string' ? routine.stSource : '',
        textMap(b),
      );
      const r: Routine = { uuid: name, name, language: 'ST', rungs: [], stSource };
      routines.push(r);
      stQueue.push(r);
    } else {
      const rungs = cloneLadder(project, out, b, routine.rungs, name, textMap(b));
      routines.push({ uuid: name, name, language: 'LADDER', rungs, stSource: '' });
      ladderQueue.push(rungs);
    }
    return name;
  };

  const lowerBoxes = (rungs: readonly string[]): void => {
    for (const ins of instructionsOf(out, rungs)) {
      const aoi = findAddOn(out, ins.type);
      if (!aoi || typeof ins.tag !== 'string') continue;
      const instanceText = operandText(out, ins.tag);
      const ref = operandRef(out, ins.tag);
      // A call with a wrong instance is reported by its check (validateCall.ts); nothing to lower.
      if (
        instanceText === undefined ||
        ref?.udt?.toUpperCase() !== aoi.name.toUpperCase() ||
        ref.dimension !== undefined
      )
        continue;
      const inOut = new Map<string, { id: string | undefined; text: string }>();
      let complete = true;
      for (const p of addOnParameters(aoi)) {
        if (p.usage !== 'InOut') continue;
        const arg = argument(ins.params, p.name);
        const text = typeof arg === 'string' ? operandText(out, arg) : undefined;
        if (typeof arg !== 'string' || text === undefined) complete = false;
        else inOut.set(p.name.toUpperCase(), { id: arg, text });
      }
      if (!complete) continue; // the call's own check reports it
      const b: Binding = { aoi, instanceId: ins.tag, instanceText, inOut };
      const call: AddOnCallRoutines = { logic: generate(b, aoi.logic, 'Logic') };
      if (aoi.enableInFalse) call.enableInFalse = generate(b, aoi.enableInFalse, 'EnableInFalse');
      (out.instructionMap as Record<string, LoweredInstruction>)[ins.uuid] = { ...ins, addOnCall: call };
    }
  };

  const lowerSource = (source: string, routine: string | undefined): string => {
    const lowered = lowerStCalls(source, out, (aoi, instance, inOut) => {
      const b: Binding = { aoi, instanceId: instance.id, instanceText: instance.text, inOut };
      return generate(b, aoi.logic, 'Logic');
    });
    for (const d of lowered.diagnostics) diagnostics.push(routine ? { ...d, routine } : d);
    return lowered.source;
  };

  if (project.programMode === 'ST') out.stSource = lowerSource(project.stSource ?? '', undefined);
  else ladderQueue.push(project.rungs ?? []);
  for (const r of [...routines]) {
    if (r.language === 'ST') stQueue.push(r);
    else ladderQueue.push(r.rungs);
  }
  // Generated routines join the queues as they are made.
  while (ladderQueue.length > 0 || stQueue.length > 0) {
    const rungs = ladderQueue.shift();
    if (rungs) lowerBoxes(rungs);
    const st = stQueue.shift();
    if (st) {
      const gen = generated.get(st.name.toUpperCase());
      const index = routines.indexOf(st);
      const stSource = lowerSource(st.stSource, gen ? undefined : st.name);
      routines[index] = { ...st, stSource };
    }
  }

  const relabel = (list: readonly Diagnostic[]): Diagnostic[] =>
    list.flatMap((d) => {
      const gen = d.routine ? generated.get(d.routine.toUpperCase()) : undefined;
      if (!gen) return [d];
      if (!isError(d)) return [];
      const { routine: _drop, ...rest } = d;
      void _drop;
      return [
        {
          ...rest,
          message: inAddOnRoutine(gen.aoi, gen.routine, d.message),
          addOn: { name: gen.aoi, routine: gen.routine },
        },
      ];
    });
  return { project: out, diagnostics, relabel };
}

/** The member of a plain TIMER/COUNTER/CONTROL tag is its child id; else `base.member`. */
function memberOf(project: Project, base: string, member: string): string {
  const tag = own(project.tagMap, base);
  const child = (tag?.children ?? []).find(
    (c) => own(project.childTagMap, c)?.name.toUpperCase() === member.toUpperCase(),
  );
  return child ?? `${base}.${member}`;
}

/** Copies an AOI's ladder routine for one call, its operands rewritten into the instance. */
function cloneLadder(
  source: Project,
  out: Project,
  b: Binding,
  rungs: readonly string[],
  prefix: string,
  text: Map<string, string>,
): string[] {
  const { aoi } = b;
  const tagTarget = (id: string): string | undefined => {
    const tag = own(aoi.tagMap, id);
    if (!tag) return undefined;
    return tag.usage === 'InOut'
      ? (b.inOut.get(tag.name.toUpperCase())?.id ?? id)
      : `${b.instanceId}.${tag.name}`;
  };
  const rewrite = (o: unknown): unknown => {
    if (typeof o !== 'string') return o;
    const direct = tagTarget(o);
    if (direct !== undefined) return direct;
    const child = own(aoi.childTagMap, o);
    const parent = child ? tagTarget(child.parent) : undefined;
    if (child && parent !== undefined) return memberOf(out, parent, child.name);
    const path = parseOperandPath(o);
    const base = path ? tagTarget(path.tag) : undefined;
    if (!path || base === undefined) return o;
    return (
      base + segmentsText(path.segments, (i) => (typeof i === 'number' ? String(i) : String(rewrite(i))))
    );
  };
  const cloneElement = (id: string): string => {
    const nid = `${prefix}:${id}`;
    const ins = own(source.instructionMap, id);
    if (ins) {
      const ref: InstructionRef = {};
      for (const [key, value] of Object.entries(ins.ref ?? {}))
        (ref as Record<string, unknown>)[key] =
          key === 'Label' || key === 'Routine'
            ? value
            : key === 'Expression' && typeof value === 'string'
              ? rewriteReferences(value, text)
              : rewrite(value);
      const copy: Instruction = { ...ins, uuid: nid, tag: rewrite(ins.tag) as string | null, ref };
      if (ins.params)
        copy.params = Object.fromEntries(
          Object.entries(ins.params).map(([k, v]) => [k, rewrite(v) as string | number | null]),
        );
      out.instructionMap[nid] = copy;
      return nid;
    }
    const branch = own(source.branchMap, id);
    if (branch) {
      out.branchMap[nid] = { ...branch, uuid: nid, rungs: branch.rungs.map(cloneRung) };
      return nid;
    }
    return id;
  };
  const cloneRung = (id: string): string => {
    const rung = own(source.rungMap, id);
    if (!rung) return id;
    const nid = `${prefix}:${id}`;
    out.rungMap[nid] = { ...rung, uuid: nid, elements: rung.elements.map(cloneElement) };
    return nid;
  };
  return rungs.map(cloneRung);
}

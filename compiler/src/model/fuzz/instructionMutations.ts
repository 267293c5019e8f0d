/**
 * The document fuzzer's mutations for issue 25's instructions and subroutines (documentInputs.ts): bases
 * with compute, file, program-control, PID and subroutine instructions (reference/randomProgram.ts
 * options), odd values in their named operand slots (Expression, Length, Routine, Label, the SCP
 * limits…), and a rung listed by two routines.
 */
import { FILE_INSTRUCTIONS, type InstructionRef, type Project } from '../project.ts';
import { TAGLESS_ISSUE_25 } from './taglessTypes.ts';
import type { RandomProjectOptions } from '../../reference/randomProgram.ts';
import { addContact, addRung, list, mainRungId, own, type Ctx, type Mutation } from './ladderMutations.ts';

/** The instruction mixes of a base ladder (the first: none of issue 25's instructions). */
const MIXES: readonly RandomProjectOptions[] = [
  {},
  { compute: true },
  { compute: true, real: true, arrays: true },
  { files: true, real: true },
  { programControl: true, arrays: true, real: true },
  { subroutines: true },
  { pid: true, real: true },
];

/**
 * The options of the base ladder of random-program seed `seed`: for half the seeds one of issue 25's
 * instruction mixes. Read from the seed, not the document's dice, so the other draws fall as before.
 */
export function baseMix(seed: number): RandomProjectOptions {
  return seed % 2 === 0 ? {} : (MIXES[1 + ((seed >> 1) % (MIXES.length - 1))] ?? {});
}

/** Odd values for each named slot: wrong types, names of nothing, broken expressions, huge numbers. */
const ODD_SLOT_VALUES: Readonly<Record<string, readonly unknown[]>> = {
  Expression: [
    '',
    ' ',
    '(',
    'A +',
    '1 / 0',
    'MainRoutine',
    'NOT',
    '((((((((((1))))))))))',
    '🙂',
    'x'.repeat(3000),
    5,
    null,
  ],
  Length: [0, -1, 2 ** 31, 1e12, 0.5, -0, 'ghost', null],
  SourceBit: [-1, 32, 1e9, 'ghost', null],
  DestBit: [-1, 32, 1e9, 'ghost', null],
  Mask: [-1, 2 ** 32, 'ghost', null],
  Compare: [2 ** 31, 'ghost', null],
  LowLimit: [-1e39, 'ghost', null],
  Test: [Number.MAX_VALUE, 'ghost', null],
  HighLimit: [1e39, 'ghost', null],
  InputMin: [0, 'ghost', null],
  InputMax: [0, 'ghost', null],
  ScaledMin: [-1e30, 'ghost', null],
  ScaledMax: [1e30, 'ghost', null],
  Array: ['', 'ghost', '__proto__', null, 3],
  Bit: ['', 'ghost', null, 7],
  Routine: [
    '',
    'ghost',
    'MainRoutine',
    'mainroutine',
    '__proto__',
    'constructor',
    ' Sub0',
    'a'.repeat(200),
    null,
    0,
  ],
  Label: ['', 'ghost', '__proto__', '1abc', 'a__b', 'a'.repeat(60), null, 0],
  Src: ['ghost', null, 1e39],
  Dest: ['ghost', null, 5],
};

/** Issue 25's instruction types (the tagless ones, the file instructions and PID). */
const ISSUE_25_TYPES: ReadonlySet<string> = new Set([...TAGLESS_ISSUE_25, ...FILE_INSTRUCTIONS, 'PID']);

/** Named slots of issue 25 (those the older instructions never have). */
const NEW_SLOTS = Object.keys(ODD_SLOT_VALUES).filter((slot) => !['Src', 'Dest'].includes(slot));

/** Whether main rung elements reach `id` (one level of branches deep is enough for the bases here). */
function onMainRung(p: Project, id: string): boolean {
  return p.rungs.some((r) => list(own(p.rungMap, r)?.elements).includes(id));
}

/** An odd value in a named operand slot of one of issue 25's instructions. */
export function oddSlot(p: Project, ctx: Ctx): Mutation {
  const { d } = ctx;
  const candidates = Object.values(p.instructionMap).filter(
    (i) =>
      i.ref !== undefined && (ISSUE_25_TYPES.has(i.type) || NEW_SLOTS.some((slot) => slot in (i.ref ?? {}))),
  );
  if (candidates.length === 0) {
    // None yet: a JSR naming no subroutine, on a main rung.
    const uuid = ctx.ids.next('ins');
    const value = d.pick(ODD_SLOT_VALUES.Routine ?? [null]);
    p.instructionMap[uuid] = { uuid, type: 'JSR', tag: null, ref: { Routine: value as string | null } };
    p.rungs.push(addRung(p, ctx, [addContact(p, ctx), uuid]));
    const refuse = !(p.routines ?? []).some(
      (r) => typeof value === 'string' && r.name.toUpperCase() === value.toUpperCase(),
    );
    return {
      detail: `new JSR ${uuid} to ${JSON.stringify(value)?.slice(0, 24)}`,
      ...(refuse ? { expect: 'refuse', offenders: [uuid] } : {}),
    };
  }
  const instruction = d.pick(candidates);
  const ref = instruction.ref as InstructionRef;
  const slots = Object.keys(ref).filter((slot) => Object.hasOwn(ODD_SLOT_VALUES, slot));
  const slot = slots.length > 0 ? d.pick(slots) : d.pick(NEW_SLOTS);
  const value = d.pick(ODD_SLOT_VALUES[slot] ?? [null]);
  Object.assign(ref, { [slot]: value });
  const shown = JSON.stringify(value)?.slice(0, 24) ?? String(value);
  const detail = `${instruction.type} ${slot} ${shown} of ${instruction.uuid}`;
  // A JSR on a main rung naming no subroutine never compiles.
  const noRoutine =
    instruction.type === 'JSR' &&
    slot === 'Routine' &&
    onMainRung(p, instruction.uuid) &&
    !(p.routines ?? []).some(
      (r) => typeof value === 'string' && r.name.toUpperCase() === value.toUpperCase(),
    );
  return noRoutine ? { detail, expect: 'refuse', offenders: [instruction.uuid] } : { detail };
}

/** A rung listed by the Main Routine and a subroutine, or by two subroutines (ladder/routineSharing.ts). */
export function rungInTwoRoutines(p: Project, ctx: Ctx): Mutation {
  const { d } = ctx;
  const routines = (p.routines ??= []);
  if (routines.length === 0 || d.chance(0.3)) {
    const name = `Fz${routines.length}`;
    routines.push({ uuid: ctx.ids.next('routine'), name, language: 'LADDER', rungs: [addRung(p, ctx, [addContact(p, ctx)])], stSource: '' }); // prettier-ignore
  }
  const ladder = routines.filter((r) => r.language !== 'ST');
  const target = d.pick(ladder.length > 0 ? ladder : routines);
  if (target.language === 'ST') return { detail: 'only Structured Text routines' };
  const others = ladder.filter((r) => r !== target && r.rungs.length > 0);
  const fromMain = others.length === 0 || d.chance(0.6);
  const rung = fromMain ? mainRungId(p, ctx) : d.pick(d.pick(others).rungs);
  target.rungs.splice(d.int(0, target.rungs.length), 0, rung);
  return {
    detail: `${rung} of ${fromMain ? 'MainRoutine' : 'another routine'} also in ${target.name}`,
    expect: 'refuse',
    offenders: [rung],
  };
}

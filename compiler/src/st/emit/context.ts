import { Op } from '@plcsim/engine-wasm';
import type { TagLayout } from '../../layout/tagLayout.ts';
import type { RoutineCalls } from '../../routines/calls.ts';
import { pathOf, type Expression, type InlineCall, type StepRef, type Target } from '../ast.ts';
import type { TagType } from '../../model/project.ts';
import { isStructPath, walkPath, type VariableIndex } from '../paths.ts';
import { blockMember, FB_PINS, logicMember, type FbInstances, type MemberPlace } from '../blocks.ts';
import { constantValue, type StContext, type ValueType } from '../check.ts';
import { LineIndex } from '../position.ts';
import type { TagResolver } from '../resolve.ts';

/** Where an element with a variable index lives: the operands of LDX/STX, its index and its type. */
export interface ArrayPlace {
  readonly base: number;
  readonly lower: number;
  readonly count: number;
  readonly stride: number;
  readonly index: Expression;
  readonly type: TagType;
  /** Two or more variable indexes (`L.Motors[i].Hist[j]`): each checked, then one offset from `base`. */
  readonly nested?: readonly (VariableIndex & { readonly base: number })[];
}

/** Where a reference lives: a fixed slot, or an element chosen at run time. */
export type Place = { readonly slot: number; readonly type: TagType } | ArrayPlace;

/** A loop's pending jumps: EXIT to its end, CONTINUE to its next pass. */
export interface LoopJumps {
  exits: number[];
  continues: number[];
}

/**
 * What the parts of the Structured Text code generator share: the code being written and its jump
 * labels, the pre-scan section's pending visits, the temporaries, and where every name lives.
 */
export interface EmitContext {
  readonly code: number[];
  /** The program's subroutine calls (JSR), when it has subroutines. */
  readonly calls: RoutineCalls | undefined;
  readonly loops: LoopJumps[];
  /** The pre-scan section's code for each timer, counter and edge call, in source order. */
  readonly prescan: (() => void)[];
  /** RETURN jumps to the program's END. */
  readonly returns: number[];
  /** (first code word, source line) pairs, so the engine can name the line a watchdog fault hit. */
  readonly lineMarks: number[];
  readonly lines: LineIndex;
  readonly layout: TagLayout;
  readonly types: ReadonlyMap<Expression, ValueType>;
  readonly resolver: TagResolver;
  readonly instances: FbInstances | undefined;
  /** The next code word's index. */
  here(): number;
  /** A placeholder word for a jump target, patched later. */
  hole(): number;
  patch(holes: readonly number[], target?: number): void;
  /** The slot of a DINT constant. */
  constant(value: number): number;
  /** Records that the code from here on belongs to the line of source `offset`. */
  mark(offset: number): void;
  /** The temporary slot of expression depth `level`. */
  temp(level: number): number;
  /** Moves every temporary `by` levels deeper (inside an inlined call); returns the undo. */
  shiftTemps(by: number): () => void;
  /** Emits an inlined user call (set by emitSt); its temporaries start at `level`. */
  inline: (call: InlineCall, level: number) => void;
  /** An unconditional jump; returns its hole. */
  jump(): number;
  /** A loop's pass-cap test; its exit hole joins `exits`. */
  loopTest(counter: number, at: number, exits: number[]): void;
  blockSlot(name: string): number;
  memberSlot(object: string, member: string): number;
  isBoolMember(object: string, member: string): boolean;
  /** The slot of a tag, member, or element with a constant index. */
  slotOf(ref: Target): number;
  /** The element type of a BOOL target. */
  isBoolRef(ref: Target): boolean;
  /** Where a reference lives (the type of a member of a TIMER/COUNTER: BOOL or DINT). */
  place(ref: Target): Place;
}

/** A fresh context for one program (every hidden pin of every instance gets its slot up front). */
export function createEmitContext(
  types: ReadonlyMap<Expression, ValueType>,
  resolver: TagResolver,
  layout: TagLayout,
  source: string,
  context: StContext,
): EmitContext {
  const { instances } = context;
  const code: number[] = context.into?.code ?? [];
  const loops: LoopJumps[] = [];
  /** The pre-scan section's code for each timer, counter and edge call, in source order. */
  const prescan: (() => void)[] = [];
  /** RETURN jumps to the program's END. */
  const returns: number[] = [];
  /** Hidden slots of function-block pins without a TIMER/COUNTER member, by `NAME.PIN`. */
  const hiddenSlots = new Map<string, number>();
  const temps: number[] = [];
  const lines = new LineIndex(source);
  const here = () => code.length;
  const hole = () => {
    code.push(-1);
    return code.length - 1;
  };
  const patch = (holes: readonly number[], target = here()) => holes.forEach((h) => (code[h] = target));
  const constant = (value: number) => layout.constant(value);
  /** (first code word, source line) pairs, so the engine can name the line a watchdog fault hit. */
  const lineMarks: number[] = [];
  const mark = (offset: number) => {
    const line = lines.at(offset).line;
    const last = lineMarks.length - 2;
    if (last >= 0 && lineMarks[last] === here()) lineMarks[last + 1] = line;
    else if (last < 0 || lineMarks[last + 1] !== line) lineMarks.push(here(), line);
  };
  let base = 0;
  const temp = (level: number): number => (temps[level + base] ??= layout.scratch());
  const shiftTemps = (by: number) => {
    base += by;
    return () => void (base -= by);
  };

  const blockSlot = (name: string): number => {
    const resolved = resolver.resolve(name);
    const slot = resolved ? layout.slotOfId.get(resolved.tag.uuid) : undefined;
    if (slot === undefined) throw new Error(`compiler bug: unchecked name ${name}`);
    return slot;
  };
  const hidden = (key: string, name: string): number => {
    let slot = hiddenSlots.get(key);
    if (slot === undefined) {
      slot = layout.scratch();
      hiddenSlots.set(key, slot);
      layout.symbols.push({ name, slot, type: 'BOOL' });
    }
    return slot;
  };
  /** The place of member `member` of the instance or tag `object`. */
  const placeOf = (object: string, member: string): { place: MemberPlace; base: number; name: string } => {
    const resolved = resolver.resolve(object);
    if (resolved?.kind === 'block') {
      const iec = instances?.typeOfTag(resolved.tag);
      const place = blockMember({ ...resolved.tag, data_type: resolved.type }, iec, member);
      if (place) return { place, base: blockSlot(object), name: resolved.tag.name };
    } else if (!resolved) {
      const logic = instances?.logic(object);
      const place = logic ? logicMember(logic, member) : undefined;
      if (logic && place) return { place, base: -1, name: logic.name };
    }
    throw new Error(`compiler bug: unchecked member ${object}.${member}`);
  };
  const memberSlot = (object: string, member: string): number => {
    const { place, base, name } = placeOf(object, member);
    if (place.kind === 'member') return base + place.offset;
    return hidden(place.key, `${name}.${place.key.slice(place.key.indexOf('.') + 1)}`);
  };
  // Every hidden pin of every instance gets its slot up front, so each can be read and watched by name.
  for (const instance of instances?.all() ?? []) {
    for (const pin of FB_PINS[instance.type]) {
      if (pin.member === null)
        hidden(`${instance.name}.${pin.name}`.toUpperCase(), `${instance.name}.${pin.name}`);
    }
  }
  const isBoolMember = (object: string, member: string): boolean =>
    placeOf(object, member).place.type === 'BOOL';
  const tagSlot = (id: string): number => {
    const slot = layout.slotOfId.get(id);
    if (slot === undefined) throw new Error(`compiler bug: no slot for ${id}`);
    return slot;
  };
  const place = (ref: Target): Place => {
    if (ref.kind === 'name') {
      const resolved = resolver.resolve(ref.name.name);
      return { slot: blockSlot(ref.name.name), type: resolved?.type ?? 'DINT' };
    }
    if (isStructPath(resolver, ref)) {
      const found = walkPath(resolver, ref as StepRef);
      if (!found || 'error' in found) throw new Error('compiler bug: unchecked path');
      const { access, index } = found;
      const slot = tagSlot(found.tag.uuid) + access.offset;
      const type = access.ref.data_type;
      if (!access.variable || !index) return { slot, type };
      const variables = found.variables ?? [];
      if (variables.length > 1) {
        const count = (resolver.types.size(found.tag) ?? 0) - access.offset;
        const nested = variables.map((v) => ({ ...v, base: tagSlot(found.tag.uuid) + v.offset }));
        return { base: slot, lower: 0, count, stride: 1, index, type, nested };
      }
      const { lower, count, stride } = access.variable;
      return { base: slot, lower, count, stride, index, type };
    }
    if (ref.kind === 'member') {
      const type = isBoolMember(ref.object.name, ref.member.name) ? 'BOOL' : 'DINT';
      return { slot: memberSlot(ref.object.name, ref.member.name), type };
    }
    const resolved = resolver.resolve(pathOf(ref as StepRef).base.name);
    if (ref.kind !== 'index' || resolved?.kind !== 'array')
      throw new Error('compiler bug: unchecked element');
    const base = blockSlot(ref.array.name);
    const index = constantValue(ref.index);
    if (index !== undefined) return { slot: base + (index - resolved.lower), type: resolved.type };
    const count = resolved.upper - resolved.lower + 1;
    return { base, lower: resolved.lower, count, stride: 1, index: ref.index, type: resolved.type };
  };
  const slotOf = (ref: Target): number => {
    const found = place(ref);
    if (!('slot' in found)) throw new Error('compiler bug: a variable index has no fixed slot');
    return found.slot;
  };
  const isBoolRef = (ref: Target): boolean => place(ref).type === 'BOOL';

  const jump = (): number => {
    code.push(Op.JMP);
    return hole();
  };

  const loopTest = (counter: number, at: number, exits: number[]) => {
    code.push(Op.LOOP_TEST, counter, lines.at(at).line);
    exits.push(hole());
  };

  return {
    code,
    calls: context.calls,
    loops,
    prescan,
    returns,
    lineMarks,
    lines,
    layout,
    types,
    resolver,
    instances,
    here,
    hole,
    patch,
    constant,
    mark,
    temp,
    shiftTemps,
    inline: () => {
      throw new Error('compiler bug: no inliner');
    },
    jump,
    loopTest,
    blockSlot,
    memberSlot,
    isBoolMember,
    slotOf,
    isBoolRef,
    place,
  };
}

/**
 * The ladder mutations of the document fuzzer (documentInputs.ts), and the helpers they share with the
 * shape mutations (shapeMutations.ts): ladders that are not trees (a leg, branch, instruction or main
 * rung used twice, cycles, nesting past MAX_BRANCH_NESTING), dangling and wrong-kind references, and
 * prototype property names as ids. Each works on a project in place and says what it did and whether
 * the result must be refused.
 */
import type { Branch, Project } from '../project.ts';
import { SCENES } from '../project.ts';
import { isDict, own, type Dict } from '../../ladder/read.ts';
import { MAX_BRANCH_NESTING } from '../../ladder/structure.ts';
import type { Dice } from '../../reference/random.ts';
import type { DocumentGeneratorOptions, DocumentInput, DocumentKind } from './documentInputs.ts';
import { TAGLESS_ISSUE_25 } from './taglessTypes.ts';

// ------------------------------------------------------------------------------------------ helpers

/** Fresh ids that cannot clash with the builders' `tag-1`, `rung-1`…. */
export class Ids {
  #n = 0;
  next(prefix: string): string {
    return `${prefix}-fz${++this.#n}`;
  }
}

/** The state a mutation works on. */
export interface Ctx {
  readonly d: Dice;
  readonly ids: Ids;
  readonly options: Required<DocumentGeneratorOptions>;
}

/** What a mutation reports back. */
export interface Mutation {
  detail: string;
  expect?: DocumentInput['expect'];
  offenders?: string[];
}

export type { Dict } from '../../ladder/read.ts';

export { isDict, own } from '../../ladder/read.ts';

export const runsLadder = (p: Project): boolean => p.programMode !== 'ST';

/** `value` when it is an array (of ids, presumably), else an empty list. */
export const list = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : []);

/** The id of a BOOL tag of `p`, created when there is none. */
export function boolTagId(p: Project, ctx: Ctx): string {
  const bools = Object.values(p.tagMap).filter((t) => t.data_type === 'BOOL');
  if (bools.length > 0) return ctx.d.pick(bools).uuid;
  const uuid = ctx.ids.next('tag');
  p.tagMap[uuid] = {
    uuid,
    name: uuid.replace(/\W/g, '_'),
    alias: '',
    data_type: 'BOOL',
    value: 0,
    children: null,
    io_symbol: null,
  };
  return uuid;
}

/** A new XIC (or XIO) on a BOOL tag; returns its id. */
export function addContact(p: Project, ctx: Ctx): string {
  const uuid = ctx.ids.next('ins');
  p.instructionMap[uuid] = { uuid, type: ctx.d.chance(0.7) ? 'XIC' : 'XIO', tag: boolTagId(p, ctx) };
  return uuid;
}

/** A new rung (a leg) holding `elements`; returns its id. */
export function addRung(p: Project, ctx: Ctx, elements: string[]): string {
  const uuid = ctx.ids.next('rung');
  p.rungMap[uuid] = { uuid, elements };
  return uuid;
}

/** A new leg of one or two fresh contacts. */
export function addLeafLeg(p: Project, ctx: Ctx): string {
  const elements = [addContact(p, ctx)];
  if (ctx.d.chance(0.3)) elements.push(addContact(p, ctx));
  return addRung(p, ctx, elements);
}

export function addBranch(p: Project, ctx: Ctx, legs: string[]): string {
  const uuid = ctx.ids.next('branch');
  p.branchMap[uuid] = { uuid, rungs: legs };
  return uuid;
}

/** A main rung of `p`, created when there is none. */
export function mainRungId(p: Project, ctx: Ctx, not?: string): string {
  const choices = p.rungs.filter((id) => id !== not && Object.hasOwn(p.rungMap, id));
  if (choices.length > 0) return ctx.d.pick(choices);
  const id = addRung(p, ctx, [addContact(p, ctx)]);
  p.rungs.push(id);
  return id;
}

/** Puts `elementId` somewhere in the elements of rung `rungId`. */
export function insertElement(p: Project, ctx: Ctx, rungId: string, elementId: string): void {
  const rung = own(p.rungMap, rungId);
  if (!rung || !Array.isArray(rung.elements)) return;
  rung.elements.splice(ctx.d.int(0, rung.elements.length), 0, elementId);
}

/** Puts `elementId` into a main rung; returns that rung's id. */
export function insertIntoMain(p: Project, ctx: Ctx, elementId: string, not?: string): string {
  const rungId = mainRungId(p, ctx, not);
  insertElement(p, ctx, rungId, elementId);
  return rungId;
}

/** Branches of `p` reachable from its main rungs (all of a generated base's). */
export function branchIds(p: Project): string[] {
  return Object.keys(p.branchMap);
}

/** Replaces `from` by `to` wherever it is a key or a whole string value (ids are unique strings). */
export function renameEverywhere(document: unknown, from: string, to: string): unknown {
  const walk = (value: unknown): unknown => {
    if (value === from) return to;
    if (Array.isArray(value)) return value.map(walk);
    if (!isDict(value)) return value;
    const out: Dict = {};
    for (const [key, inner] of Object.entries(value)) {
      const name = key === from ? to : key;
      setOwn(out, name, walk(inner));
    }
    return out;
  };
  return walk(document);
}

/** Sets an own property, even one named `__proto__` (as `JSON.parse` does). */
export function setOwn(target: Dict, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

// --------------------------------------------------------------------------------- tree mutations

function sharedLeg(p: Project, ctx: Ctx): Mutation {
  const { d } = ctx;
  const existing = branchIds(p);
  if (existing.length > 0 && d.chance(0.4)) {
    const id = d.pick(existing);
    const branch = p.branchMap[id] as Branch;
    if (branch.rungs.length === 0) branch.rungs.push(addLeafLeg(p, ctx));
    const leg = d.pick(branch.rungs);
    branch.rungs.splice(d.int(0, branch.rungs.length), 0, leg);
    return { detail: `leg ${leg} twice in existing ${id}`, expect: 'refuse', offenders: [leg, id] };
  }
  const leg = addLeafLeg(p, ctx);
  const other = () => addLeafLeg(p, ctx);
  const legs = d.pick<() => string[]>([() => [leg, leg], () => [leg, leg, leg], () => [other(), leg, leg], () => [leg, other(), leg]])(); // prettier-ignore
  const branch = addBranch(p, ctx, legs);
  const main = insertIntoMain(p, ctx, branch);
  return { detail: `${branch} [${legs.join(', ')}] in ${main}`, expect: 'refuse', offenders: [leg, branch] };
}

/**
 * A chain `depth` deep of branches whose legs repeat one rung: branch k has legs [r(k-1), r(k-1)] (now
 * and then a third, distinct leg), rung k holds branch k. Returns the top branch and every id.
 */
export function addSharedChain(
  p: Project,
  depth: number,
  newId: (prefix: string) => string,
  contact: () => string,
  extraLeg: (level: number) => boolean = () => false,
): { top: string; ids: string[] } {
  const ids: string[] = [];
  let leg = newId('rung');
  p.rungMap[leg] = { uuid: leg, elements: [contact()] };
  ids.push(leg);
  let top = '';
  for (let level = 1; level <= depth; level++) {
    top = newId('branch');
    const legs = [leg, leg];
    if (extraLeg(level)) {
      const other = newId('rung');
      p.rungMap[other] = { uuid: other, elements: [contact()] };
      legs.splice(1, 0, other);
    }
    p.branchMap[top] = { uuid: top, rungs: legs };
    ids.push(top);
    if (level === depth) break;
    leg = newId('rung');
    p.rungMap[leg] = { uuid: leg, elements: [top] };
    ids.push(leg);
  }
  return { top, ids };
}

function sharedChain(p: Project, ctx: Ctx): Mutation {
  const { d, options } = ctx;
  const max = Math.max(2, options.maxChainDepth);
  const depth = d.chance(0.5) ? d.int(2, max) : d.int(Math.max(2, max - 8), max);
  const { top, ids } = addSharedChain(
    p,
    depth,
    (prefix) => ctx.ids.next(prefix),
    () => addContact(p, ctx),
    () => d.chance(0.1),
  );
  const main = insertIntoMain(p, ctx, top);
  return { detail: `chain depth ${depth} (${top}) in ${main}`, expect: 'refuse', offenders: ids };
}

function legInTwoBranches(p: Project, ctx: Ctx): Mutation {
  const { d } = ctx;
  const existing = branchIds(p).filter((id) => (p.branchMap[id]?.rungs.length ?? 0) > 0);
  let leg: string;
  if (existing.length > 0 && d.chance(0.5)) {
    leg = d.pick((p.branchMap[d.pick(existing)] as Branch).rungs);
  } else {
    leg = addLeafLeg(p, ctx);
    insertIntoMain(
      p,
      ctx,
      addBranch(p, ctx, d.chance(0.5) ? [leg, addLeafLeg(p, ctx)] : [addLeafLeg(p, ctx), leg]),
    );
  }
  const second = addBranch(p, ctx, d.chance(0.5) ? [leg, addLeafLeg(p, ctx)] : [addLeafLeg(p, ctx), leg]);
  const main = insertIntoMain(p, ctx, second);
  return { detail: `leg ${leg} also in ${second} (${main})`, expect: 'refuse', offenders: [leg, second] };
}

function branchInTwoRungs(p: Project, ctx: Ctx): Mutation {
  const { d } = ctx;
  const existing = branchIds(p);
  let branch: string;
  if (existing.length > 0 && d.chance(0.6)) branch = d.pick(existing);
  else {
    branch = addBranch(p, ctx, [addLeafLeg(p, ctx), addLeafLeg(p, ctx)]);
    insertIntoMain(p, ctx, branch);
  }
  const main = insertIntoMain(p, ctx, branch);
  return { detail: `${branch} also in ${main}`, expect: 'refuse', offenders: [branch] };
}

function branchCycle(p: Project, ctx: Ctx): Mutation {
  const { d } = ctx;
  const length = d.pick([1, 1, 2, 3, 5]);
  const branches = Array.from({ length }, () => ctx.ids.next('branch'));
  const legs: string[] = [];
  branches.forEach((branch, i) => {
    const elements = d.chance(0.5) ? [addContact(p, ctx)] : [];
    elements.splice(d.int(0, elements.length), 0, branches[(i + 1) % length] as string);
    const leg = addRung(p, ctx, elements);
    legs.push(leg);
    p.branchMap[branch] = { uuid: branch, rungs: d.chance(0.5) ? [leg] : [addLeafLeg(p, ctx), leg] };
  });
  const main = insertIntoMain(p, ctx, branches[0] as string);
  return {
    detail: `cycle of ${length} branch(es) ${branches.join(' → ')} from ${main}`,
    expect: 'refuse',
    offenders: [...branches, ...legs],
  };
}

function rungCycle(p: Project, ctx: Ctx): Mutation {
  const { d } = ctx;
  const main = mainRungId(p, ctx);
  if (d.chance(0.6)) {
    const branch = addBranch(p, ctx, d.chance(0.5) ? [main] : [addLeafLeg(p, ctx), main]);
    insertElement(p, ctx, main, branch);
    return {
      detail: `main ${main} holds ${branch} whose leg is ${main}`,
      expect: 'refuse',
      offenders: [main, branch],
    };
  }
  // main → outer branch → leg → inner branch → main
  const inner = addBranch(p, ctx, [main, addLeafLeg(p, ctx)]);
  const leg = addRung(p, ctx, [addContact(p, ctx), inner]);
  const outer = addBranch(p, ctx, [leg]);
  insertElement(p, ctx, main, outer);
  return {
    detail: `main ${main} → ${outer} → ${leg} → ${inner} → ${main}`,
    expect: 'refuse',
    offenders: [main, outer, leg, inner],
  };
}

function mainAsLeg(p: Project, ctx: Ctx): Mutation {
  const { d } = ctx;
  if (p.rungs.length < 2) p.rungs.push(addRung(p, ctx, [addContact(p, ctx)]));
  const leg = mainRungId(p, ctx);
  const branch = addBranch(p, ctx, d.chance(0.5) ? [leg, addLeafLeg(p, ctx)] : [addLeafLeg(p, ctx), leg]);
  const main = insertIntoMain(p, ctx, branch, leg);
  return {
    detail: `main ${leg} is also a leg of ${branch} in ${main}`,
    expect: 'refuse',
    offenders: [leg, branch],
  };
}

function repeatedMainRung(p: Project, ctx: Ctx): Mutation {
  const main = mainRungId(p, ctx);
  p.rungs.splice(ctx.d.int(0, p.rungs.length), 0, main);
  return { detail: `main ${main} listed twice`, expect: 'refuse', offenders: [main] };
}

/**
 * Branches nested `depth` deep, built bottom-up without recursion: branch k has the leg holding branch
 * k−1 (and now and then a second, short leg). Returns the top branch.
 */
export function addDeepNesting(
  p: Project,
  depth: number,
  newId: (prefix: string) => string,
  contact: () => string,
  secondLeg: (level: number) => boolean = () => false,
): string {
  let inner: string[] = [contact()];
  let top = '';
  for (let level = 1; level <= depth; level++) {
    const leg = newId('rung');
    p.rungMap[leg] = { uuid: leg, elements: inner };
    top = newId('branch');
    const legs = [leg];
    if (secondLeg(level)) {
      const other = newId('rung');
      p.rungMap[other] = { uuid: other, elements: [contact()] };
      legs.push(other);
    }
    p.branchMap[top] = { uuid: top, rungs: legs };
    inner = [top];
  }
  return top;
}

function deepNesting(p: Project, ctx: Ctx): Mutation {
  const { d } = ctx;
  const depth = d.pick([MAX_BRANCH_NESTING, MAX_BRANCH_NESTING + 1, 100, 1000, 1000, 10_000, 10_000]);
  const busy = d.chance(0.5);
  const top = addDeepNesting(
    p,
    depth,
    (prefix) => ctx.ids.next(prefix),
    () => addContact(p, ctx),
    () => busy && d.chance(0.5),
  );
  const main = insertIntoMain(p, ctx, top);
  return {
    detail: `${depth} levels${busy ? ' (some second legs)' : ''} from ${top} in ${main}`,
    // Nesting up to the limit is a valid ladder (the base is valid and the legs hold fresh contacts).
    expect: depth > MAX_BRANCH_NESTING ? 'refuse' : 'accept',
    offenders: [top],
  };
}

// --------------------------------------------------------------------------- reference mutations

function sharedInstruction(p: Project, ctx: Ctx): Mutation {
  const { d } = ctx;
  const used = p.rungs.flatMap((r) =>
    list(own(p.rungMap, r)?.elements).filter((e) => own(p.instructionMap, e)),
  );
  let instruction: string;
  if (used.length > 0) instruction = d.pick(used);
  else {
    instruction = addContact(p, ctx);
    insertIntoMain(p, ctx, instruction);
  }
  let target = mainRungId(p, ctx);
  if (d.chance(0.3)) {
    target = addLeafLeg(p, ctx);
    insertIntoMain(p, ctx, addBranch(p, ctx, [target, addLeafLeg(p, ctx)]));
  }
  insertElement(p, ctx, target, instruction);
  return { detail: `${instruction} also in ${target}`, expect: 'refuse', offenders: [instruction] };
}

/** Instructions that ignore their `tag` (their operands are in `ref`). */
const TAGLESS = new Set(['MOV', 'ADD', 'SUB', 'MUL', 'DIV', 'MOD', 'EQU', 'NEQ', 'GRT', 'GEQ', 'LES', 'LEQ', 'OSR', 'OSF', ...TAGLESS_ISSUE_25]); // prettier-ignore

/** Ids that name nothing, or nothing ordinary. */
const ODD_IDS = ['', ' ', 'ghost', '__proto__', 'constructor', 'toString', 'hasOwnProperty', '\u0000', '🙂', 'a'.repeat(5000)]; // prettier-ignore

function dangling(p: Project, ctx: Ctx): Mutation {
  const { d } = ctx;
  const ghost = d.chance(0.6) ? ctx.ids.next('ghost') : d.pick(ODD_IDS);
  const label = JSON.stringify(ghost.length > 20 ? `${ghost.slice(0, 20)}…` : ghost);
  const instructions = Object.values(p.instructionMap);
  const refuse = (detail: string, offender: string): Mutation => ({
    detail,
    expect: runsLadder(p) ? 'refuse' : 'any',
    offenders: [offender],
  });
  switch (d.pick(['element', 'leg', 'main', 'tag', 'child', 'parent', 'operand', 'wrong-kind'] as const)) {
    case 'element': {
      const main = mainRungId(p, ctx);
      insertElement(p, ctx, main, ghost);
      return refuse(`element ${label} in ${main}`, main);
    }
    case 'leg': {
      const branch = addBranch(p, ctx, d.chance(0.5) ? [ghost] : [addLeafLeg(p, ctx), ghost]);
      insertIntoMain(p, ctx, branch);
      return refuse(`leg ${label} of ${branch}`, branch);
    }
    case 'main':
      p.rungs.splice(d.int(0, p.rungs.length), 0, ghost);
      return { detail: `main rung ${label}`, expect: runsLadder(p) ? 'refuse' : 'any', offenders: [] };
    case 'tag': {
      const instruction = instructions.length > 0 ? d.pick(instructions) : undefined;
      if (!instruction || !p.rungs.length) return { detail: 'no instruction to break' };
      const reachable = p.rungs.some((r) => list(own(p.rungMap, r)?.elements).includes(instruction.uuid));
      instruction.tag = ghost;
      return reachable && !TAGLESS.has(instruction.type)
        ? refuse(`tag ${label} of ${instruction.uuid}`, instruction.uuid)
        : { detail: `tag ${label} of ${instruction.uuid}` };
    }
    case 'child': {
      const blocks = Object.values(p.tagMap).filter((t) => t.children !== null);
      if (blocks.length === 0) return { detail: 'no timer or counter' };
      const block = d.pick(blocks);
      const children = block.children ?? [];
      if (children.length > 0 && d.chance(0.5)) {
        const child = d.pick(children);
        Reflect.deleteProperty(p.childTagMap, child);
        return { detail: `child ${child} of ${block.uuid} removed from childTagMap` };
      }
      children.push(ghost);
      return { detail: `child ${label} listed by ${block.uuid}` };
    }
    case 'parent': {
      const children = Object.values(p.childTagMap);
      if (children.length === 0) return { detail: 'no child tag' };
      const child = d.pick(children);
      child.parent = d.chance(0.5) ? ghost : d.pick(Object.keys(p.tagMap));
      return { detail: `parent of ${child.uuid} is ${JSON.stringify(child.parent.slice(0, 20))}` };
    }
    case 'operand': {
      const withRef = instructions.filter((i) => i.ref !== undefined);
      if (withRef.length === 0) return { detail: 'no operand' };
      const instruction = d.pick(withRef);
      const ref = instruction.ref ?? {};
      const slot = d.pick(Object.keys(ref)) as keyof typeof ref;
      Object.assign(ref, { [slot]: ghost });
      return { detail: `${slot} ${label} of ${instruction.uuid}` };
    }
    default: {
      // An id of the wrong kind: a rung or tag as an element, an instruction or tag as a leg.
      const main = mainRungId(p, ctx);
      if (d.chance(0.5)) {
        const wrong = d.pick([...Object.keys(p.rungMap), ...Object.keys(p.tagMap)]);
        insertElement(p, ctx, main, wrong);
        return refuse(`element ${wrong} (not an instruction or branch) in ${main}`, main);
      }
      const wrong = d.pick([...Object.keys(p.instructionMap), ...Object.keys(p.tagMap)]);
      const branch = addBranch(p, ctx, [wrong, addLeafLeg(p, ctx)]);
      insertElement(p, ctx, main, branch);
      return refuse(`leg ${wrong} (not a rung) of ${branch}`, branch);
    }
  }
}

const PROTO_NAMES = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'prototype'];

/** Renames entities to prototype property names (own keys, as `JSON.parse` makes them). */
export function prototypeKeys(p: Project, ctx: Ctx): { document: unknown; detail: string } {
  const { d } = ctx;
  const done: string[] = [];
  let document: unknown = p;
  for (let n = d.int(1, 3); n > 0; n--) {
    const name = d.pick(PROTO_NAMES);
    switch (d.pick(['id', 'id', 'tag name', 'scene', 'scene var'] as const)) {
      case 'id': {
        const pool = [
          ...Object.keys(p.instructionMap),
          ...Object.keys(p.rungMap),
          ...Object.keys(p.branchMap),
          ...Object.keys(p.tagMap),
          ...Object.keys(p.childTagMap),
        ].filter((id) => !PROTO_NAMES.includes(id));
        if (pool.length === 0) break;
        const id = d.pick(pool);
        document = renameEverywhere(document, id, name);
        done.push(`id ${id} → ${name}`);
        break;
      }
      case 'tag name': {
        if (!isDict(document) || !isDict(document.tagMap)) break;
        const tags = Object.values(document.tagMap).filter(isDict);
        if (tags.length === 0) break;
        const tag = d.pick(tags);
        if (d.chance(0.7)) tag.name = name;
        else tag.alias = name;
        done.push(`tag name/alias ${name}`);
        break;
      }
      case 'scene':
        if (isDict(document)) document.scene = name;
        done.push(`scene ${name}`);
        break;
      default:
        if (isDict(document) && isDict(document.sceneVars)) {
          setOwn(document.sceneVars, name, d.int(-5, 5));
          if (!SCENES.includes(p.scene) || p.scene === 'EMPTY') document.scene = 'CONVEYOR';
        }
        done.push(`scene var ${name}`);
    }
  }
  return { document, detail: done.join(', ') || 'nothing renamed' };
}

/** The ladder mutations by kind. */
export const LADDER_MUTATIONS: Partial<Record<DocumentKind, (p: Project, ctx: Ctx) => Mutation>> = {
  'shared-leg': sharedLeg,
  'shared-chain': sharedChain,
  'leg-in-two-branches': legInTwoBranches,
  'branch-in-two-rungs': branchInTwoRungs,
  'branch-cycle': branchCycle,
  'rung-cycle': rungCycle,
  'main-as-leg': mainAsLeg,
  'repeated-main-rung': repeatedMainRung,
  'deep-nesting': deepNesting,
  'shared-instruction': sharedInstruction,
  dangling,
};

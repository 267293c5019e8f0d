/**
 * Random and mutated project documents for the document fuzzer (documentFuzz.ts), each rebuilt exactly
 * from (seed, iteration) by {@link documentInput}.
 *
 * Bases are valid: random ladder projects (reference/randomProgram.ts, sometimes with DI/DO tags, a scene
 * and a short test sequence) and random Structured Text projects (st/reference/randomStProgram.ts). Each
 * document then gets one mutation, its {@link DocumentKind}:
 *
 * - the ladder must be a tree (ladder/structure.ts): `shared-leg` (`"rungs": ["r", "r"]`), `shared-chain`
 *   (that, chained up to 40 deep: a walk that does not dedupe takes 2^depth steps), `leg-in-two-branches`,
 *   `branch-in-two-rungs`, `shared-instruction`, `branch-cycle` (a branch inside its own leg),
 *   `rung-cycle` (a main rung holding a branch whose leg is that rung), `main-as-leg`,
 *   `repeated-main-rung`, `deep-nesting` (32, 33, 100, 1 000 and 10 000 levels, built iteratively);
 * - references: `dangling` (element, leg, main rung, tag, child, operand and parent ids that name
 *   nothing, or name an entity of the wrong kind), `prototype-keys` (`__proto__`, `constructor`,
 *   `toString`… as ids, names and scene);
 * - issue 25 (instructionMutations.ts; half the ladder bases hold compute, file, program-control, PID
 *   or subroutine instructions): `odd-slot` (broken Expressions, huge Lengths, Routine and Label names
 *   of nothing…), `rung-in-two-routines` (a rung the Main Routine and a subroutine both list);
 * - shapes and sizes: `wrong-types` (numbers for strings, null for maps, arrays for objects, strings for
 *   arrays, huge numbers, -0, fractions for integers, missing fields, not a document at all),
 *   `huge-strings`, `deep-values` (nesting 100 to 100 000 deep in an unknown field or a known one),
 *   `huge-maps` (50 000 tags, 20 000 rungs, 50 000 instructions, a 20 000-leg branch…), `long-sequence`
 *   (up to 10 000 steps, fastForward 1e12, -5, 'abc', null, unknown tags in sets and checks);
 * - `stacked`: two to four of the cheap mutations at once; `valid-ladder` and `valid-st`: no mutation.
 *
 * The first {@link DOCUMENT_KINDS}.length iterations of every seed take the kinds in order, so any run of
 * at least that many documents exercises each kind; later iterations pick kinds by weight.
 */
import type { Instruction, Project, Tag } from '../project.ts';
import { SCENES } from '../project.ts';
import { randomProject } from '../../reference/randomProgram.ts';
import { Dice, mulberry32 } from '../../reference/random.ts';
import { randomStProgram } from '../../st/reference/randomStProgram.ts';
import {
  Ids,
  LADDER_MUTATIONS,
  prototypeKeys,
  runsLadder,
  type Ctx,
  type Mutation,
} from './ladderMutations.ts';
import {
  deepValues,
  hugeMaps,
  hugeStrings,
  longSequence,
  randomSequence,
  wrongTypes,
} from './shapeMutations.ts';
import { baseMix, oddSlot, rungInTwoRoutines } from './instructionMutations.ts';

/** Every kind of document the generator makes, in the order the first iterations take them. */
export const DOCUMENT_KINDS = [
  'valid-ladder',
  'valid-st',
  'shared-leg',
  'shared-chain',
  'leg-in-two-branches',
  'branch-in-two-rungs',
  'branch-cycle',
  'rung-cycle',
  'main-as-leg',
  'repeated-main-rung',
  'deep-nesting',
  'shared-instruction',
  'dangling',
  'prototype-keys',
  'wrong-types',
  'huge-strings',
  'deep-values',
  'huge-maps',
  'long-sequence',
  'odd-slot',
  'rung-in-two-routines',
  'stacked',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** How often each kind comes up after the first round (relative weights). */
const KIND_WEIGHTS: Readonly<Record<DocumentKind, number>> = {
  'valid-ladder': 8,
  'valid-st': 4,
  'shared-leg': 6,
  'shared-chain': 5,
  'leg-in-two-branches': 5,
  'branch-in-two-rungs': 5,
  'branch-cycle': 6,
  'rung-cycle': 5,
  'main-as-leg': 5,
  'repeated-main-rung': 3,
  'deep-nesting': 1.5,
  'shared-instruction': 4,
  dangling: 8,
  'odd-slot': 6,
  'rung-in-two-routines': 4,
  'prototype-keys': 4,
  'wrong-types': 14,
  'huge-strings': 1.5,
  'deep-values': 2,
  'huge-maps': 0.25,
  'long-sequence': 2,
  stacked: 8,
};

/** One generated document and what is expected of it. */
export interface DocumentInput {
  readonly kind: DocumentKind;
  /** What the mutation did, e.g. `chain depth 27 in rung-3`. */
  readonly detail: string;
  /** The document: usually a project-shaped object, sometimes not an object at all. */
  readonly document: unknown;
  /**
   * 'refuse': the ladder runs and breaks a rule every validator must catch (not a tree, nested deeper
   * than MAX_BRANCH_NESTING, a dangling reference where a main rung reaches it), so parsing or compiling
   * must refuse it. 'accept': a valid project that must parse and compile. 'any': either answer is fine.
   */
  readonly expect: 'refuse' | 'accept' | 'any';
  /** Ids of the rungs and branches that break the rule (for `expect: 'refuse'`). */
  readonly offenders: readonly string[];
}

/** Knobs of the generator; a document is rebuilt from (seed, iteration) and these. */
export interface DocumentGeneratorOptions {
  /** Deepest shared-leg chain (default 40). Each level doubles the work of a walk that does not dedupe. */
  readonly maxChainDepth?: number;
}

// ------------------------------------------------------------------------------------------ bases

/** DI and DO tags: renames inputs I<n> to DI<n> and the first internals B<n> to DO<n>. */
function addIo(p: Project, d: Dice): void {
  const outputs = d.int(0, 2);
  for (const tag of Object.values(p.tagMap)) {
    const input = /^I(\d+)$/.exec(tag.name);
    if (input) tag.name = `DI${input[1]}`;
    const internal = /^B(\d+)$/.exec(tag.name);
    if (internal && Number(internal[1]) < outputs) tag.name = `DO${internal[1]}`;
  }
}

function ladderBase(d: Dice): Project {
  const seed = d.int(1, 1_000_000);
  const p = randomProject(seed, { maxDepth: d.int(1, 5), rungs: [2, d.int(3, 15)], ...baseMix(seed) });
  if (d.chance(0.5)) addIo(p, d);
  if (d.chance(0.3)) p.scene = d.pick(SCENES);
  p.sequence = randomSequence(p, d, d.chance(0.6) ? d.int(1, 6) : 0);
  if (d.chance(0.5)) p.programMode = 'LADDER';
  return p;
}

function stBase(d: Dice): Project {
  const p: Project = structuredClone(randomStProgram(d.int(1, 1_000_000)).project);
  if (d.chance(0.3)) p.scene = d.pick(SCENES);
  p.sequence = randomSequence(p, d, d.chance(0.6) ? d.int(1, 6) : 0);
  return p;
}

// ----------------------------------------------------------------------------------------- driver

/** Mutations that change a project in place. */
const PROJECT_MUTATIONS: Partial<Record<DocumentKind, (p: Project, ctx: Ctx) => Mutation>> = {
  ...LADDER_MUTATIONS,
  'odd-slot': oddSlot,
  'rung-in-two-routines': rungInTwoRoutines,
  'huge-maps': hugeMaps,
  'long-sequence': longSequence,
};

/** Kinds a `stacked` document draws from: cheap to build and to check. */
const STACKABLE: readonly DocumentKind[] = ['shared-leg', 'leg-in-two-branches', 'branch-in-two-rungs', 'branch-cycle', 'rung-cycle', 'main-as-leg', 'repeated-main-rung', 'shared-instruction', 'dangling', 'odd-slot', 'prototype-keys', 'wrong-types']; // prettier-ignore

/** Applies one mutation of `kind` to `p`; returns the (possibly replaced) document and what happened. */
function mutate(kind: DocumentKind, p: Project, ctx: Ctx): { document: unknown } & Mutation {
  const inPlace = PROJECT_MUTATIONS[kind];
  if (inPlace) {
    const m = inPlace(p, ctx);
    // The ladder of a Structured Text project is never compiled, so nothing is owed either way.
    const expect = m.expect !== undefined && !runsLadder(p) ? 'any' : m.expect;
    return { document: p, ...m, ...(expect === undefined ? {} : { expect }) };
  }
  switch (kind) {
    case 'prototype-keys':
      return prototypeKeys(p, ctx);
    case 'wrong-types':
      return wrongTypes(p, ctx.d);
    case 'huge-strings':
      return hugeStrings(p, ctx);
    case 'deep-values':
      return deepValues(p, ctx);
    default:
      return { document: p, detail: 'unchanged' };
  }
}

function documentDice(seed: number, iteration: number): Dice {
  return new Dice(
    mulberry32(Math.imul(seed ^ 0x2545f491, 0x85ebca6b) ^ Math.imul(iteration + 1, 0xc2b2ae35)),
  );
}

/** The document of `iteration` in a run seeded `seed` (the same for the same pair and options). */
export function documentInput(
  seed: number,
  iteration: number,
  options: DocumentGeneratorOptions = {},
): DocumentInput {
  const d = documentDice(seed, iteration);
  const ctx: Ctx = { d, ids: new Ids(), options: { maxChainDepth: options.maxChainDepth ?? 40 } };
  // The first round takes each kind once, on a ladder project (but for valid-st), so any run of that
  // many documents checks every kind and every ladder rule.
  const firstRound = iteration < DOCUMENT_KINDS.length;
  const kind: DocumentKind = firstRound
    ? (DOCUMENT_KINDS[iteration] as DocumentKind)
    : d.weighted(KIND_WEIGHTS);
  const onSt =
    kind === 'valid-st' ||
    (kind !== 'valid-ladder' && !firstRound && d.chance(LADDER_MUTATIONS[kind] ? 0.08 : 0.25));
  const p = onSt ? stBase(d) : ladderBase(d);
  const base = onSt ? 'ST' : 'ladder';

  if (kind === 'valid-ladder' || kind === 'valid-st') {
    return { kind, detail: `${base} ${p.projectName}`, document: p, expect: 'accept', offenders: [] };
  }
  if (kind === 'stacked') {
    // Project mutations first: they need a well-formed project, which wrong-types takes away.
    const chosen = Array.from({ length: d.int(2, 4) }, () => d.pick(STACKABLE));
    chosen.sort((a, b) => Number(a === 'wrong-types') - Number(b === 'wrong-types'));
    const steps: string[] = [];
    let document: unknown = p;
    for (const inner of chosen) {
      const m = inner === 'wrong-types' ? wrongTypes(document, d) : mutate(inner, document as Project, ctx);
      document = m.document;
      steps.push(`${inner}: ${m.detail}`);
    }
    return { kind, detail: `${base}; ${steps.join(' | ')}`, document, expect: 'any', offenders: [] };
  }
  const m = mutate(kind, p, ctx);
  return {
    kind,
    detail: `${base}; ${m.detail}`,
    document: m.document,
    expect: m.expect ?? 'any',
    offenders: m.offenders ?? [],
  };
}

/** A small valid ladder project for hand-built cases: BOOL tags A and B, one rung `XIC A, OTE B`. */
export function smallLadder(): Project {
  const tags: Record<string, Tag> = {};
  for (const name of ['A', 'B']) {
    tags[`tag-${name}`] = { uuid: `tag-${name}`, name, alias: '', data_type: 'BOOL', value: 0, children: null, io_symbol: null }; // prettier-ignore
  }
  const instructions: Record<string, Instruction> = {
    'ins-1': { uuid: 'ins-1', type: 'XIC', tag: 'tag-A' },
    'ins-2': { uuid: 'ins-2', type: 'OTE', tag: 'tag-B' },
  };
  return {
    projectName: 'Fuzz',
    scene: 'EMPTY',
    sceneVars: {},
    tagMap: tags,
    childTagMap: {},
    rungs: ['rung-1'],
    rungMap: { 'rung-1': { uuid: 'rung-1', elements: ['ins-1', 'ins-2'] } },
    branchMap: {},
    instructionMap: instructions,
    description: '',
    sequence: [],
    stSource: '',
    programMode: 'LADDER',
  };
}

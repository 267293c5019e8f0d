/**
 * Counts of the curriculum (issue 16): examples by scene, language and instruction group; problems by
 * difficulty and scene, and how many have reference solutions in both ladder and Structured Text.
 * content.test.ts checks them against the thresholds; the note quotes them.
 */
import {
  COMPUTE_COMPARE_INSTRUCTIONS,
  COMPUTE_INSTRUCTIONS,
  SCENES,
  type Project,
  type SceneId,
} from '@plcsim/compiler';
import { DIFFICULTIES, EXAMPLES, PROBLEMS, SOLUTIONS, UNIT_COUNT, type Difficulty } from './index.ts';
import { newTopicsOf } from './newTopics.ts';
import { COURSE_GROUPS, COURSE_LADDER_GROUPS, instructionTypesOf, type CourseGroup } from './courseGroups.ts';

/** The instruction groups every example set must cover together (issue 16). */
export const INSTRUCTION_GROUPS = [
  'bit',
  'one-shot',
  'latch',
  'TON',
  'TOF',
  'RTO',
  'counter',
  'math',
  'compare',
] as const;
/** Issue 16's groups (required) and issue 25's (counted: courseGroups.ts). */
export type InstructionGroup = (typeof INSTRUCTION_GROUPS)[number] | CourseGroup;
/** Every group the counts report. */
export const COUNTED_GROUPS: readonly InstructionGroup[] = [...INSTRUCTION_GROUPS, ...COURSE_GROUPS];

const LADDER_GROUPS: Readonly<Record<string, InstructionGroup>> = {
  XIC: 'bit',
  XIO: 'bit',
  OTE: 'bit',
  ONS: 'one-shot',
  OSR: 'one-shot',
  OSF: 'one-shot',
  OTL: 'latch',
  OTU: 'latch',
  TON: 'TON',
  TOF: 'TOF',
  RTO: 'RTO',
  CTU: 'counter',
  CTD: 'counter',
  ADD: 'math',
  SUB: 'math',
  MUL: 'math',
  DIV: 'math',
  MOD: 'math',
  MOV: 'math',
  EQU: 'compare',
  NEQ: 'compare',
  GRT: 'compare',
  GEQ: 'compare',
  LES: 'compare',
  LEQ: 'compare',
  ...Object.fromEntries(COMPUTE_INSTRUCTIONS.map((type) => [type, 'math'])),
  ...Object.fromEntries(COMPUTE_COMPARE_INSTRUCTIONS.map((type) => [type, 'compare'])),
  ...COURSE_LADDER_GROUPS,
};

/**
 * Structured Text, read word by word (comments and time literals removed): timer, counter and
 * one-shot calls or function-block types by name; a latch is SR, RS or a `:= TRUE` set that holds;
 * math is + − * / MOD, compare is < > <= >= = <>, bit is AND OR XOR NOT.
 */
function stGroups(source: string): Set<InstructionGroup> {
  const code = source
    .replace(/\(\*[\s\S]*?\*\)/g, ' ')
    .replace(/\/\/[^\n]*/g, ' ')
    .replace(/\bT#[0-9A-Za-z_]+/gi, ' 0 ');
  const words = new Set((code.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []).map((w) => w.toUpperCase()));
  const groups = new Set<InstructionGroup>();
  const has = (...names: string[]) => names.some((n) => words.has(n));
  if (has('AND', 'OR', 'XOR', 'NOT') || code.includes('&')) groups.add('bit');
  if (has('R_TRIG', 'F_TRIG')) groups.add('one-shot');
  if (has('SR', 'RS') || /:=\s*TRUE\b/i.test(code)) groups.add('latch');
  if (has('TON')) groups.add('TON');
  if (has('TOF')) groups.add('TOF');
  if (has('RTO')) groups.add('RTO');
  if (has('CTU', 'CTD', 'CTUD')) groups.add('counter');
  if (has('MOD') || /[+*/]|[\w)]\s*-\s*[\w(]/.test(code.replace(/\(\*|\*\)/g, ' '))) groups.add('math');
  if (/<>|<=|>=|<|(?<![:=])>|(?<![:<>])=(?!>)/.test(code)) groups.add('compare');
  return groups;
}

/**
 * The instruction groups a program uses: its Main Routine's (in its running language only) and its
 * subroutines' (a ladder routine's rungs, a Structured Text routine's source).
 */
export function instructionGroups(project: Project): Set<InstructionGroup> {
  const st = project.programMode === 'ST';
  const groups: Set<InstructionGroup> = st ? stGroups(project.stSource) : new Set();
  const addLadder = (types: readonly string[]) => {
    for (const type of types) {
      const group = LADDER_GROUPS[type];
      if (group) groups.add(group);
    }
  };
  // A ladder Main Routine: every instruction (subroutines share the instructionMap).
  if (!st) addLadder(Object.values(project.instructionMap).map((instruction) => instruction.type));
  for (const routine of Array.isArray(project.routines) ? project.routines : []) {
    if (routine.language === 'ST') stGroups(routine.stSource ?? '').forEach((g) => groups.add(g));
    else if (st) addLadder(instructionTypesOf(project, routine.rungs ?? []));
  }
  return groups;
}

export interface CurriculumCounts {
  examples: {
    total: number;
    ladder: number;
    st: number;
    byScene: Record<SceneId, number>;
    /** How many examples use each instruction group. */
    byGroup: Record<InstructionGroup, number>;
    /** How many examples each Learn unit shows (index 0 is unit 1). */
    byUnit: number[];
  };
  problems: {
    total: number;
    byDifficulty: Record<Difficulty, number>;
    byScene: Record<SceneId, number>;
    /** Reference solutions by language. */
    ladderSolutions: number;
    stSolutions: number;
    /** Problems with reference solutions in both ladder and Structured Text. */
    bothLanguages: number;
    /** Problems in each Learn unit (index 0 is unit 1). */
    byUnit: number[];
    /**
     * Problems using REAL, arrays, structures, issue 25's instructions, AOIs or routines, or analog
     * channels (newTopics.ts), in their starting project or a reference solution.
     */
    newTopics: number;
  };
}

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

export function curriculumCounts(): CurriculumCounts {
  const exampleScenes = zeros(SCENES);
  const byGroup = zeros(COUNTED_GROUPS);
  for (const example of EXAMPLES) {
    exampleScenes[example.scene] += 1;
    for (const group of instructionGroups(example)) byGroup[group] += 1;
  }
  const byDifficulty = zeros(DIFFICULTIES);
  const problemScenes = zeros(SCENES);
  for (const problem of PROBLEMS) {
    byDifficulty[problem.difficulty] += 1;
    problemScenes[problem.scene] += 1;
  }
  const units = () => Array.from({ length: UNIT_COUNT }, () => 0);
  const exampleUnits = units();
  for (const example of EXAMPLES) exampleUnits[example.unit - 1] = (exampleUnits[example.unit - 1] ?? 0) + 1;
  const problemUnits = units();
  for (const problem of PROBLEMS) problemUnits[problem.unit - 1] = (problemUnits[problem.unit - 1] ?? 0) + 1;
  const newTopics = PROBLEMS.filter((problem) =>
    [problem, ...SOLUTIONS.filter((s) => s.problem_id === problem.problem_id)].some(
      (p) => newTopicsOf(p).size > 0,
    ),
  ).length;
  const isSt = (p: Project) => p.programMode === 'ST';
  const bothLanguages = PROBLEMS.filter((problem) => {
    const modes = SOLUTIONS.filter((s) => s.problem_id === problem.problem_id).map(isSt);
    return modes.includes(true) && modes.includes(false);
  }).length;
  return {
    examples: {
      total: EXAMPLES.length,
      ladder: EXAMPLES.filter((e) => !isSt(e)).length,
      st: EXAMPLES.filter(isSt).length,
      byScene: exampleScenes,
      byGroup,
      byUnit: exampleUnits,
    },
    problems: {
      total: PROBLEMS.length,
      byDifficulty,
      byScene: problemScenes,
      ladderSolutions: SOLUTIONS.filter((s) => !isSt(s)).length,
      stSolutions: SOLUTIONS.filter(isSt).length,
      bothLanguages,
      byUnit: problemUnits,
      newTopics,
    },
  };
}

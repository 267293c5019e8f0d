import { compileProject, type Project } from '@plcsim/compiler';
import { parseProjectDocument } from '@plcsim/compiler/document';
import { describe, expect, it } from 'vitest';
import { addTimer, ladder, structuredText, tinyProject } from './fixtures.ts';
import {
  deleteRungMutants,
  dropBranchLegMutants,
  oteToOtlMutants,
  swapContactMutants,
  swapOutputMutants,
} from './ladderOperators.ts';
import { instructionOrder } from './ladderTree.ts';
import { generateMutants } from './mutants.ts';
import { presetMutants } from './presetOperator.ts';
import { stMutants } from './stOperators.ts';
import { referencePairs } from './allScores.ts';

/** Seal-in rung with a branch, a timer rung and a rung on the timer's DN bit. */
function sampleLadder(): Project {
  const project = tinyProject();
  addTimer(project, 'T', 1000);
  return ladder(project, [
    [{ legs: [[['XIC', 'DI0']], [['XIC', 'DO0']]] }, ['XIO', 'DI1'], ['OTE', 'DO0']],
    [
      ['XIC', 'DO0'],
      ['TON', 'T'],
    ],
    [
      ['XIC', 'T.DN'],
      ['OTE', 'DO1'],
    ],
  ]);
}

const types = (project: Project) => instructionOrder(project).map((id) => project.instructionMap[id]?.type);

/** Every mutant is a project document the schema accepts, and (for these) one that compiles. */
function expectValid(project: Project): void {
  const { project: parsed, errors } = parseProjectDocument(project);
  expect(errors).toEqual([]);
  expect(parsed).not.toBeNull();
  expect(compileProject(project).diagnostics.filter((d) => d.severity !== 'warning')).toEqual([]);
}

describe('ladder operators', () => {
  it('delete each rung, with everything in it', () => {
    const project = sampleLadder();
    const mutants = deleteRungMutants(project);
    expect(mutants.map((m) => m.project.rungs.length)).toEqual([2, 2, 2]);
    const [first] = mutants;
    expect(Object.keys(first?.project.branchMap ?? {})).toEqual([]);
    expect(Object.keys(first?.project.instructionMap ?? {})).toHaveLength(4);
    mutants.forEach((m) => expectValid(m.project));
    expect(project.rungs).toHaveLength(3);
  });

  it('swap each XIC and XIO', () => {
    const mutants = swapContactMutants(sampleLadder());
    expect(mutants.map((m) => m.description)).toEqual([
      'XIC DI0 → XIO',
      'XIC DO0 → XIO',
      'XIO DI1 → XIC',
      'XIC DO0 → XIO',
      'XIC T.DN → XIO',
    ]);
    expect(types(mutants[0]?.project ?? sampleLadder())[0]).toBe('XIO');
    mutants.forEach((m) => expectValid(m.project));
  });

  it('turn each OTE into OTL', () => {
    const mutants = oteToOtlMutants(sampleLadder());
    expect(mutants.map((m) => m.description)).toEqual(['OTE DO0 → OTL', 'OTE DO1 → OTL']);
    expect(types(mutants[1]?.project ?? sampleLadder()).filter((t) => t === 'OTL')).toHaveLength(1);
    mutants.forEach((m) => expectValid(m.project));
  });

  it('swap the destinations of each pair of OTEs with different tags', () => {
    const project = tinyProject();
    ladder(project, [
      [
        ['XIC', 'DI0'],
        ['OTE', 'DO0'],
      ],
      [
        ['XIC', 'DI1'],
        ['OTE', 'DO1'],
      ],
      [
        ['XIC', 'DI1'],
        ['OTE', 'DO1'],
      ],
    ]);
    const mutants = swapOutputMutants(project);
    // (DO0, DO1) twice; the two DO1 coils are not a pair.
    expect(mutants.map((m) => m.description)).toEqual([
      'swap OTE DO0 and OTE DO1',
      'swap OTE DO0 and OTE DO1',
    ]);
    const swapped = mutants[0]?.project;
    expect(swapped && instructionOrder(swapped).map((id) => swapped.instructionMap[id]?.tag)).toEqual([
      'tag-DI0',
      'tag-DO1',
      'tag-DI1',
      'tag-DO0',
      'tag-DI1',
      'tag-DO1',
    ]);
    mutants.forEach((m) => expectValid(m.project));
  });

  it('drop each leg of a branch', () => {
    const mutants = dropBranchLegMutants(sampleLadder());
    expect(mutants).toHaveLength(2);
    const legs = mutants.map((m) => Object.values(m.project.branchMap)[0]?.rungs);
    expect(legs).toEqual([['rung-4'], ['rung-2']]);
    expect(types(mutants[0]?.project ?? sampleLadder())[0]).toBe('XIC');
    expect(mutants[0]?.project.rungMap['rung-2']).toBeUndefined();
    mutants.forEach((m) => expectValid(m.project));
  });

  it('halve and double the preset of each timer or counter the program uses', () => {
    const project = sampleLadder();
    addTimer(project, 'Unused', 500);
    const mutants = presetMutants(project);
    expect(mutants.map((m) => m.description)).toEqual(['T.PRE 1000 → 500', 'T.PRE 1000 → 2000']);
    expect(mutants[1]?.project.childTagMap['tag-T-pre']?.value).toBe(2000);
    expect(project.childTagMap['tag-T-pre']?.value).toBe(1000);
  });

  it('skip a preset that halving and doubling leave alone', () => {
    const project = sampleLadder();
    const pre = project.childTagMap['tag-T-pre'];
    if (pre) pre.value = 0;
    expect(presetMutants(project)).toEqual([]);
  });
});

const SOURCE = [
  'VAR T1 : TIMER; Limit : DINT := 5; END_VAR',
  '(* a < b in a comment is not an operator *)',
  'IF DI0 > 3 AND DI1 THEN X := TRUE; END_IF;',
  'TON(T1, DI0 = 1 OR DI1, T#2s);',
  'CASE DI0 OF 1: DO0 := 1; END_CASE;',
].join('\n');

describe('Structured Text operators', () => {
  const project = () => structuredText(tinyProject(), SOURCE);
  const by = (operator: string) =>
    stMutants(project())
      .filter((m) => m.operator === operator)
      .map((m) => m.description);

  it('flip each comparison', () => {
    expect(by('flip-comparison')).toEqual(['> → <=', '= → <>']);
    const flipped = stMutants(project()).find((m) => m.operator === 'flip-comparison');
    expect(flipped?.project.stSource).toContain('IF DI0 <= 3 AND DI1');
  });

  it('swap AND and OR', () => {
    expect(by('swap-and-or')).toEqual(['AND → OR', 'OR → AND']);
  });

  it('change each constant: n ± 1 and 0, time halved, doubled and 0, TRUE and FALSE swapped', () => {
    expect(by('change-constant')).toEqual([
      '3 → 4',
      '3 → 2',
      '3 → 0',
      'TRUE → FALSE',
      '1 → 2',
      '1 → 0',
      'T#2s → T#1000ms',
      'T#2s → T#4000ms',
      'T#2s → T#0ms',
      '1 → 2',
      '1 → 0',
      '1 → 2',
      '1 → 0',
    ]);
  });

  it('delete each statement, nested ones too', () => {
    expect(by('delete-statement')).toEqual([
      'delete "IF DI0 > 3 AND DI1 THEN X := TRUE; END_IF;"',
      'delete "X := TRUE;"',
      'delete "TON(T1, DI0 = 1 OR DI1, T#2s);"',
      'delete "CASE DI0 OF 1: DO0 := 1; END_CASE;"',
      'delete "DO0 := 1;"',
    ]);
  });

  it('leave VAR blocks and comments alone, and make documents that compile', () => {
    for (const mutant of stMutants(project())) {
      expect(mutant.project.stSource.split('\n').slice(0, 2)).toEqual(SOURCE.split('\n').slice(0, 2));
      expectValid(mutant.project);
    }
  });

  it('mutate the inputs of function-block calls', () => {
    const source = 'VAR D : TON; END_VAR\nD(IN := DI0 AND DI1, PT := T#2s, Q => DO0);';
    const mutants = stMutants(structuredText(tinyProject(), source));
    expect(mutants.map((m) => m.description)).toEqual([
      'delete "D(IN := DI0 AND DI1, PT := T#2s, Q => DO0);"',
      'AND → OR',
      'T#2s → T#1000ms',
      'T#2s → T#4000ms',
      'T#2s → T#0ms',
    ]);
    mutants.forEach((m) => expectValid(m.project));
  });

  it('mutate the statements of a FUNCTION_BLOCK the program declares, as well as the program', () => {
    const source = [
      'FUNCTION_BLOCK Both',
      'VAR_INPUT A, B : BOOL; END_VAR',
      'VAR_OUTPUT Q : BOOL; END_VAR',
      'Q := A AND B;',
      'END_FUNCTION_BLOCK',
      'VAR Gate : Both; END_VAR',
      'Gate(A := DI0, B := DI1, Q => DO0);',
    ].join('\n');
    const mutants = stMutants(structuredText(tinyProject(), source));
    expect(mutants.map((m) => m.description)).toEqual([
      'delete "Gate(A := DI0, B := DI1, Q => DO0);"',
      'delete "Q := A AND B;"',
      'AND → OR',
    ]);
    expect(mutants.find((m) => m.operator === 'swap-and-or')?.project.stSource).toMatch(/Q := A +OR +B;/);
    mutants.forEach((m) => expectValid(m.project));
  });

  it('make no mutants of a ladder program, nor of a source that does not parse', () => {
    expect(stMutants(sampleLadder())).toEqual([]);
    expect(stMutants(structuredText(tinyProject(), 'IF THEN'))).toEqual([]);
  });
});

describe('the mutants of every reference solution', () => {
  it.each(referencePairs().map((p) => [`${p.problem.problemNumber} ${p.solution.programMode}`, p] as const))(
    'problem %s: are project documents with unique ids, the same every time',
    (_, { solution }) => {
      const { project } = parseProjectDocument(solution);
      if (!project) throw new Error('not a project');
      const mutants = generateMutants(project);
      expect(mutants.length).toBeGreaterThan(0);
      expect(new Set(mutants.map((m) => m.id)).size).toBe(mutants.length);
      for (const mutant of mutants) expect(parseProjectDocument(mutant.project).errors).toEqual([]);
      expect(generateMutants(project).map((m) => m.project)).toEqual(mutants.map((m) => m.project));
    },
  );
});

/**
 * A slice of the project document fuzzer for `npm test` (the full run is `npm run fuzz`), and the
 * documents of the security review built by hand: a 30-deep chain of branches that list the same leg
 * twice, 10 000 nested branches and cycles must be refused, quickly and without a throw. Everything
 * runs in a supervised worker (isolated.ts), so a regression fails a test instead of hanging Vitest.
 */
import { describe, expect, it } from 'vitest';
import { allowedMs, jsonLength, type DocumentReport } from './documentFuzz.ts';
import {
  DOCUMENT_KINDS,
  documentInput,
  smallLadder,
  type DocumentInput,
  type DocumentKind,
} from './documentInputs.ts';
import { checkIsolated, fuzzDocuments } from './isolated.ts';
import { addDeepNesting, addSharedChain } from './ladderMutations.ts';
import type { Project } from '../project.ts';

const DOCUMENTS = 400;
const SEED = 20_251_123;
// Looser than the CLI's max(50 ms, 2 ms/KB): Vitest runs test files in parallel on a loaded 2-core CI
// machine, which slows single calls (a 55 ms compile took 240 ms there); a superlinear blow-up still
// takes seconds.
const CHECK = { floorMs: 500, msPerKB: 4 } as const;

/** Checks a hand-built document in a worker; fails the test when the worker was lost. */
async function check(
  kind: DocumentKind,
  project: Project,
  offenders: readonly string[],
): Promise<DocumentReport> {
  const input: DocumentInput = { kind, detail: 'hand-built', document: project, expect: 'refuse', offenders };
  const result = await checkIsolated(input, { check: { ...CHECK, keepMessages: true } });
  if ('lost' in result) expect.fail(`${result.lost.problem} (in ${result.lost.stage})`);
  return result.report;
}

/** Ids `rung-c1`, `branch-c2`…, and fresh XIC contacts on tag A, for hand-built documents. */
function builder(project: Project) {
  let n = 0;
  const newId = (prefix: string) => `${prefix}-c${++n}`;
  const contact = () => {
    const uuid = newId('ins');
    project.instructionMap[uuid] = { uuid, type: 'XIC', tag: 'tag-A' };
    return uuid;
  };
  return { newId, contact };
}

/** The messages of a report that name one of `ids` (as a whole id, not a prefix of a longer one). */
const naming = (report: DocumentReport, ids: readonly string[]): string[] =>
  (report.messages ?? []).filter((m) => ids.some((id) => new RegExp(`\\b${id}\\b(?!\\d)`).test(m)));

describe('project document fuzzing', () => {
  it(`survives ${DOCUMENTS} random and mutated documents`, { timeout: 120_000 }, async () => {
    const summary = await fuzzDocuments(DOCUMENTS, SEED, { check: CHECK, generator: { maxChainDepth: 40 } });
    const failures = summary.failures
      .slice(0, 5)
      .map((f) => `#${f.iteration} (${f.kind}) ${f.detail.slice(0, 300)}\n  ${f.problems.join('\n  ')}`);
    const report =
      failures.length === 0
        ? ''
        : `${summary.failures.length} failing (stops at 20):\n${failures.join('\n')}`;
    expect(report).toBe('');
    expect(summary.iterations).toBe(DOCUMENTS);
    expect(DOCUMENT_KINDS.filter((kind) => summary.byKind[kind] === 0)).toEqual([]);
    expect(summary.refused).toBe(summary.mustRefuse);
    // Valid and mutated documents still reach the code generator and the engine.
    expect(summary.programs).toBeGreaterThan(DOCUMENTS / 10);
    expect(summary.sequences).toBe(summary.programs);
  });

  it('rebuilds the same document from the same seed and iteration', () => {
    for (const iteration of [0, 3, 13, 19, 57, 123]) {
      const a = documentInput(7, iteration);
      expect(jsonLength(a.document)).toBe(jsonLength(documentInput(7, iteration).document));
      expect(a.detail).toBe(documentInput(7, iteration).detail);
    }
    expect(JSON.stringify(documentInput(7, 123))).toBe(JSON.stringify(documentInput(7, 123)));
    expect(JSON.stringify(documentInput(7, 123))).not.toBe(JSON.stringify(documentInput(7, 124)));
    // The first round takes every kind once.
    expect(DOCUMENT_KINDS.map((_, i) => documentInput(1, i).kind)).toEqual([...DOCUMENT_KINDS]);
  });

  it(
    'refuses a 30-deep chain of branches listing the same leg twice, in time',
    { timeout: 30_000 },
    async () => {
      // Branch k has legs [r(k−1), r(k−1)] and rung k holds branch k: 2^30 paths in a 3 KB document.
      const project = smallLadder();
      const { newId, contact } = builder(project);
      const { top, ids } = addSharedChain(project, 30, newId, contact);
      project.rungMap['rung-1']?.elements.unshift(top);
      const report = await check('shared-chain', project, ids);
      expect(report.problems).toEqual([]);
      expect(report.refused).toBe(true);
      expect(naming(report, ids)).not.toEqual([]);
      // Parse and every compile that ran (the raw ones at least), each within the size-proportional limit.
      expect(report.calls.length).toBeGreaterThanOrEqual(3);
      const slowest = Math.max(...report.calls.map((c) => c.ms));
      expect(slowest).toBeLessThan(allowedMs(jsonLength(project) / 1024, CHECK));
    },
  );

  it('refuses 10 000 nested branches without throwing', { timeout: 30_000 }, async () => {
    const project = smallLadder();
    const { newId, contact } = builder(project);
    const top = addDeepNesting(project, 10_000, newId, contact);
    project.rungMap['rung-1']?.elements.unshift(top);
    const report = await check('deep-nesting', project, [top]);
    expect(report.problems).toEqual([]);
    expect(report.refused).toBe(true);
    expect(report.messages).not.toEqual([]);
  });

  it(
    'refuses a branch inside its own leg, and a main rung inside its own branch',
    { timeout: 30_000 },
    async () => {
      const own = smallLadder();
      own.branchMap.loop = { uuid: 'loop', rungs: ['leg'] };
      own.rungMap.leg = { uuid: 'leg', elements: ['loop'] };
      own.rungMap['rung-1']?.elements.unshift('loop');
      const ownReport = await check('branch-cycle', own, ['loop', 'leg']);
      expect(ownReport.problems).toEqual([]);
      expect(ownReport.refused).toBe(true);
      expect(naming(ownReport, ['loop', 'leg'])).not.toEqual([]);

      const main = smallLadder();
      main.branchMap.back = { uuid: 'back', rungs: ['rung-1'] };
      main.rungMap['rung-1']?.elements.unshift('back');
      const mainReport = await check('rung-cycle', main, ['back', 'rung-1']);
      expect(mainReport.problems).toEqual([]);
      expect(mainReport.refused).toBe(true);
      expect(naming(mainReport, ['back', 'rung-1'])).not.toEqual([]);
    },
  );
});

/**
 * The project document fuzzer: generated documents (documentInputs.ts) through every door a document
 * comes in by.
 *
 * Each document goes through `parseProjectDocument`; when it parses, through `compileProject` with and
 * without `trackPower`; when that gives a program, through `runSequence` on the engine. The raw,
 * unparsed document also goes straight to `compileProject` (with and without `trackPower`), as the
 * editor may hand it over: a throw there is told apart from a result.
 *
 * Properties, each a failure when broken:
 * - nothing throws;
 * - parse and each compile take at most max(floor, k × KB of `JSON.stringify(document)`) ms — a linear
 *   allowance that catches a hang or a blow-up, not size (runSequence time is reported, not bounded here:
 *   its work budget, SEQUENCE_WORK_BUDGET, bounds it);
 * - answers are well formed: parse gives a project or messages, a compile gives a program exactly when
 *   it has no error diagnostic, every diagnostic has a message, and a parsed document gets no
 *   "Internal compiler error" (on raw documents those are counted, not failed);
 * - `expect: 'refuse'` documents (the ladder is not a tree, nested too deep, a dangling reference) are
 *   refused by parse or compile, raw documents by compile; `expect: 'accept'` ones parse and compile;
 * - runSequence answers with one result per step.
 */
import type { Engine } from '@plcsim/engine-wasm';
import { compileProject, type CompileResult } from '../../compile.ts';
import { parseProjectDocument } from '../schema.ts';
import type { Project } from '../project.ts';
import { runSequence } from '../../sequence/runSequence.ts';
import { DOCUMENT_KINDS, type DocumentInput, type DocumentKind } from './documentInputs.ts';

/** The timed calls, and the stage names a watchdog reports. */
export const STAGES = [
  'generate',
  'parseProjectDocument',
  'compileProject',
  'compileProject trackPower',
  'compileProject raw',
  'compileProject raw trackPower',
  'runSequence',
] as const;
export type Stage = (typeof STAGES)[number];
/** A stage timed against the document's size. */
export type TimedCall = Exclude<Stage, 'generate' | 'runSequence'>;

/** Default time allowed per KB of document JSON, in ms. */
export const DEFAULT_MS_PER_KB = 2;
/** Default time any document is allowed, however small, in ms. */
export const DEFAULT_FLOOR_MS = 50;

/** Options of {@link checkDocument}. */
export interface CheckOptions {
  /** ms allowed per KB of `JSON.stringify(document)` for parse and for each compile (default 2). */
  readonly msPerKB?: number;
  /** ms any parse or compile is allowed, however small the document (default 50). */
  readonly floorMs?: number;
  /** Keep the parse errors and diagnostic messages in the report (default false). */
  readonly keepMessages?: boolean;
  /** Told when a stage starts, with the parse/compile time allowed (for a watchdog). */
  readonly onStage?: (stage: number, allowedMs: number) => void;
}

/** What one document did. */
export interface DocumentReport {
  readonly iteration: number;
  readonly kind: DocumentKind;
  readonly detail: string;
  readonly expect: DocumentInput['expect'];
  /** Size of `JSON.stringify(document)` in KB (estimated when it cannot be stringified). */
  readonly kb: number;
  /** parseProjectDocument returned a project. */
  parsed: boolean;
  /** The parsed project compiled to a program. */
  program: boolean;
  /** Parse or compile refused it (errors or error diagnostics). */
  refused: boolean;
  /** Time of each parse and compile call, in ms. */
  readonly calls: { call: TimedCall; ms: number }[];
  /** runSequence: its time and step count, or null when not run. */
  sequence: { ms: number; steps: number } | null;
  /** "Internal compiler error" diagnostics on the raw document. */
  rawInternalErrors: number;
  /** With `keepMessages`: parse errors and diagnostic messages (deduplicated, at most 50). */
  messages?: string[];
  /** Broken properties; empty when the document passed. */
  readonly problems: string[];
}

const INTERNAL_ERROR = 'Internal compiler error';

/** Length of `JSON.stringify(value)`; estimated without recursion when it is too deep to stringify. */
export function jsonLength(value: unknown): number {
  try {
    return (JSON.stringify(value) as string | undefined)?.length ?? 0;
  } catch {
    let length = 0;
    const stack: unknown[] = [value];
    while (stack.length > 0) {
      const node = stack.pop();
      if (Array.isArray(node)) {
        length += 2 + Math.max(0, node.length - 1);
        for (const item of node) stack.push(item);
      } else if (typeof node === 'object' && node !== null) {
        for (const [key, inner] of Object.entries(node)) {
          length += key.length + 4;
          stack.push(inner);
        }
        length += 2;
      } else length += typeof node === 'string' ? node.length + 2 : String(node).length;
    }
    return length;
  }
}

/** Parse or compile time allowed for a document of `kb` KB. */
export function allowedMs(kb: number, options: CheckOptions = {}): number {
  return Math.max(options.floorMs ?? DEFAULT_FLOOR_MS, (options.msPerKB ?? DEFAULT_MS_PER_KB) * kb);
}

const describeError = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  const where = error.stack?.split('\n').find((line) => line.includes('/src/'));
  return `${error.name}: ${error.message}${where ? ` (${where.trim()})` : ''}`;
};

type Attempt<T> = { ok: true; value: T } | { ok: false; error: unknown };

function attempt<T>(run: () => T): Attempt<T> {
  try {
    return { ok: true, value: run() };
  } catch (error) {
    return { ok: false, error };
  }
}

/** Problems with a compile result's shape. */
function compileProblems(result: CompileResult, who: string): string[] {
  const problems: string[] = [];
  if (!Array.isArray(result.diagnostics)) return [`${who}: diagnostics is not a list`];
  for (const d of result.diagnostics) {
    if (typeof d.message !== 'string' || d.message === '') {
      problems.push(`${who}: diagnostic without a message ${JSON.stringify(d).slice(0, 200)}`);
    }
  }
  const errors = result.diagnostics.filter((d) => d.severity !== 'warning').length;
  if ((result.program !== null) !== (errors === 0)) {
    problems.push(
      `${who}: program ${result.program === null ? 'missing' : 'produced'} with ${errors} errors`,
    );
  }
  return problems;
}

const isRefusal = (result: CompileResult): boolean =>
  result.program === null && result.diagnostics.some((d) => d.severity !== 'warning');

const first = (messages: readonly string[], n = 3): string =>
  messages
    .slice(0, n)
    .map((m) => (m.length > 160 ? `${m.slice(0, 160)}…` : m))
    .join(' | ');

/**
 * Feeds one document through parse, compile (parsed and raw, with and without trackPower) and, when it
 * compiles, runSequence; returns what happened and every broken property. Never throws.
 */
export function checkDocument(
  input: DocumentInput,
  iteration: number,
  engine: Engine,
  options: CheckOptions = {},
): DocumentReport {
  const kb = jsonLength(input.document) / 1024;
  const limit = allowedMs(kb, options);
  const report: DocumentReport = {
    iteration,
    kind: input.kind,
    detail: input.detail,
    expect: input.expect,
    kb,
    parsed: false,
    program: false,
    refused: false,
    calls: [],
    sequence: null,
    rawInternalErrors: 0,
    problems: [],
  };
  const problems = report.problems;
  const messages = new Set<string>();
  const keep = (text: string) => {
    if (options.keepMessages && messages.size < 50) messages.add(text.slice(0, 500));
  };

  /** Runs a call, timing it; a slow call is measured once more (a GC pause is not a blow-up). */
  const timed = <T>(call: TimedCall, run: () => T): Attempt<T> => {
    options.onStage?.(STAGES.indexOf(call), limit);
    let started = performance.now();
    const result = attempt(run);
    let ms = performance.now() - started;
    if (ms > limit) {
      started = performance.now();
      attempt(run);
      ms = Math.min(ms, performance.now() - started);
    }
    report.calls.push({ call, ms });
    if (ms > limit) {
      problems.push(
        `${call} took ${ms.toFixed(1)} ms for ${kb.toFixed(1)} KB (limit ${limit.toFixed(0)} ms)`,
      );
    }
    if (!result.ok) problems.push(`${call} threw ${describeError(result.error)}`);
    return result;
  };

  // parse
  const parse = timed('parseProjectDocument', () => parseProjectDocument(input.document));
  let project: Project | null = null;
  if (parse.ok) {
    const { project: parsed, errors } = parse.value;
    if (!Array.isArray(errors) || errors.some((e) => typeof e !== 'string' || e === '')) {
      problems.push('parseProjectDocument: errors is not a list of messages');
    } else if ((parsed === null) !== errors.length > 0) {
      problems.push(`parseProjectDocument: project ${parsed === null ? 'null without' : 'with'} errors`);
    } else {
      project = parsed;
      errors.forEach(keep);
      if (parsed === null) report.refused = true;
    }
  }
  report.parsed = project !== null;
  if (input.expect === 'accept' && parse.ok && project === null) {
    problems.push(`valid document refused by parseProjectDocument: ${first(parse.value.errors)}`);
  }

  // compile the parsed project
  let program: CompileResult['program'] = null;
  if (project !== null) {
    const parsedProject = project;
    const plain = timed('compileProject', () => compileProject(parsedProject));
    const power = timed('compileProject trackPower', () =>
      compileProject(parsedProject, { trackPower: true }),
    );
    for (const [who, result] of [
      ['compileProject', plain],
      ['compileProject trackPower', power],
    ] as const) {
      if (!result.ok) continue;
      problems.push(...compileProblems(result.value, who));
      const internal = result.value.diagnostics.filter((d) => String(d.message).startsWith(INTERNAL_ERROR));
      if (internal.length > 0)
        problems.push(
          `${who}: ${first(
            internal.map((d) => d.message),
            1,
          )}`,
        );
      result.value.diagnostics.forEach((d) => keep(String(d.message)));
    }
    if (plain.ok && power.ok && (plain.value.program === null) !== (power.value.program === null)) {
      problems.push('compileProject: a program with trackPower and none without, or the reverse');
    }
    if (plain.ok) {
      program = plain.value.program;
      report.program = program !== null;
      if (isRefusal(plain.value)) report.refused = true;
      if (input.expect === 'accept' && program === null) {
        const errors = plain.value.diagnostics.map((d) => d.message);
        problems.push(`valid document refused by compileProject: ${first(errors)}`);
      }
    }
  }
  if (input.expect === 'refuse' && project !== null && program !== null) {
    problems.push(`not refused: ${input.detail} parsed and compiled to a program`);
  }

  // compile the raw document, as the editor might
  if (typeof input.document === 'object' && input.document !== null) {
    const raw = input.document as Project;
    const plain = timed('compileProject raw', () => compileProject(raw));
    const power = timed('compileProject raw trackPower', () => compileProject(raw, { trackPower: true }));
    for (const [who, result] of [
      ['compileProject raw', plain],
      ['compileProject raw trackPower', power],
    ] as const) {
      if (!result.ok) continue;
      problems.push(...compileProblems(result.value, who));
      report.rawInternalErrors += result.value.diagnostics.filter((d) =>
        String(d.message).startsWith(INTERNAL_ERROR),
      ).length;
      result.value.diagnostics.forEach((d) => keep(String(d.message)));
    }
    if (input.expect === 'refuse' && plain.ok) {
      if (plain.value.program !== null)
        problems.push(`not refused: ${input.detail} compiled raw to a program`);
      else report.refused = true;
    }
  }

  // run the test sequence
  if (project !== null && program !== null) {
    const parsedProject = project;
    const compiled = program;
    options.onStage?.(STAGES.indexOf('runSequence'), limit);
    const started = performance.now();
    const run = attempt(() =>
      runSequence(engine, parsedProject, compiled, {
        keepGoing: iteration % 2 === 0,
        snapshot: iteration % 5 === 0,
      }),
    );
    const ms = performance.now() - started;
    const steps = (parsedProject.sequence ?? []).length;
    report.sequence = { ms, steps };
    if (!run.ok) problems.push(`runSequence threw ${describeError(run.error)}`);
    else if (!Array.isArray(run.value.steps) || run.value.steps.length !== steps) {
      problems.push(`runSequence: ${String(run.value.steps?.length)} step results for ${steps} steps`);
    } else if (typeof run.value.message !== 'string' || !Array.isArray(run.value.traps)) {
      problems.push('runSequence: result without a message or traps');
    }
  }
  if (options.keepMessages) report.messages = [...messages];
  return report;
}

// ------------------------------------------------------------------------------------------ summary

/** A document that broke a property. */
export interface DocumentFailure {
  readonly iteration: number;
  readonly kind: DocumentKind;
  readonly detail: string;
  readonly problems: readonly string[];
}

/** A timed call worth reporting. */
export interface SlowCall {
  readonly ms: number;
  readonly kb: number;
  readonly msPerKB: number;
  readonly call: string;
  readonly kind: DocumentKind;
  readonly iteration: number;
  readonly detail: string;
}

/** The outcome of a run (isolated.ts `fuzzDocuments`). */
export interface DocumentFuzzSummary {
  readonly seed: number;
  /** Documents checked (or given up on). */
  iterations: number;
  readonly byKind: Record<DocumentKind, number>;
  /** Parse + compile ms per kind. */
  readonly msByKind: Record<DocumentKind, number>;
  /** Worst ms per KB (ms / max(1, KB)) per kind. */
  readonly worstMsPerKBByKind: Record<DocumentKind, number>;
  /** Documents parseProjectDocument accepted. */
  parsed: number;
  /** Parsed documents that compiled to a program. */
  programs: number;
  /** `expect: 'refuse'` documents, and those refused. */
  mustRefuse: number;
  refused: number;
  /** runSequence runs. */
  sequences: number;
  /** "Internal compiler error" diagnostics on raw documents (counted, not failed). */
  rawInternalErrors: number;
  readonly failures: DocumentFailure[];
  /** The call with the most ms per KB (ms / max(1, KB)). */
  worst: SlowCall | null;
  /** The slowest call. */
  slowest: SlowCall | null;
  /** The slowest runSequence. */
  slowestSequence: {
    ms: number;
    steps: number;
    kind: DocumentKind;
    iteration: number;
    detail: string;
  } | null;
  elapsedMs: number;
}

const perKind = (): Record<DocumentKind, number> =>
  Object.fromEntries(DOCUMENT_KINDS.map((k) => [k, 0])) as Record<DocumentKind, number>;

/** A summary of nothing yet. */
export function emptySummary(seed: number): DocumentFuzzSummary {
  return {
    seed,
    iterations: 0,
    byKind: perKind(),
    msByKind: perKind(),
    worstMsPerKBByKind: perKind(),
    parsed: 0,
    programs: 0,
    mustRefuse: 0,
    refused: 0,
    sequences: 0,
    rawInternalErrors: 0,
    failures: [],
    worst: null,
    slowest: null,
    slowestSequence: null,
    elapsedMs: 0,
  };
}

/** Adds one document's report to a summary. */
export function addReport(summary: DocumentFuzzSummary, report: DocumentReport): void {
  summary.iterations++;
  summary.byKind[report.kind]++;
  if (report.parsed) summary.parsed++;
  if (report.program) summary.programs++;
  if (report.expect === 'refuse') {
    summary.mustRefuse++;
    if (report.refused) summary.refused++;
  }
  summary.rawInternalErrors += report.rawInternalErrors;
  for (const { call, ms } of report.calls) {
    summary.msByKind[report.kind] += ms;
    const slow: SlowCall = {
      ms,
      kb: report.kb,
      msPerKB: ms / Math.max(1, report.kb),
      call,
      kind: report.kind,
      iteration: report.iteration,
      detail: report.detail,
    };
    summary.worstMsPerKBByKind[report.kind] = Math.max(summary.worstMsPerKBByKind[report.kind], slow.msPerKB);
    if (summary.worst === null || slow.msPerKB > summary.worst.msPerKB) summary.worst = slow;
    if (summary.slowest === null || ms > summary.slowest.ms) summary.slowest = slow;
  }
  if (report.sequence !== null) {
    summary.sequences++;
    const { ms, steps } = report.sequence;
    if (summary.slowestSequence === null || ms > summary.slowestSequence.ms) {
      summary.slowestSequence = {
        ms,
        steps,
        kind: report.kind,
        iteration: report.iteration,
        detail: report.detail,
      };
    }
  }
  if (report.problems.length > 0) {
    summary.failures.push({
      iteration: report.iteration,
      kind: report.kind,
      detail: report.detail,
      problems: report.problems,
    });
  }
}

/**
 * Document checks in a worker thread that can be stopped: a document that hangs the compiler, blows up
 * exponentially or runs it out of memory is reported (which document, which stage) instead of taking
 * the process down. A stopped worker is replaced and the run goes on with the next document.
 * {@link fuzzDocuments} runs the fuzzer this way (the CLI and the `npm test` slice alike);
 * {@link checkIsolated} checks one hand-built document.
 *
 * The worker (documentFuzzWorker.ts) writes its position into a shared heartbeat — iteration, stage
 * (an index into STAGES, −1 before the first document) and the parse/compile time allowed — that the
 * watchdog here reads.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  addReport,
  emptySummary,
  STAGES,
  type CheckOptions,
  type DocumentFuzzSummary,
  type DocumentReport,
} from './documentFuzz.ts';
import { documentInput, type DocumentGeneratorOptions, type DocumentInput } from './documentInputs.ts';

/** Heartbeat slots (an Int32Array over a SharedArrayBuffer). */
export const BEAT = { iteration: 0, stage: 1, allowedMs: 2, length: 3 } as const;

/** What a worker is asked to do. */
export type WorkerTask = {
  readonly check: Omit<CheckOptions, 'onStage'>;
  readonly heartbeat: SharedArrayBuffer;
} & (
  | {
      readonly mode: 'range';
      readonly seed: number;
      readonly from: number;
      readonly to: number;
      readonly generator: DocumentGeneratorOptions;
    }
  | { readonly mode: 'one'; readonly input: DocumentInput }
);

/** What a worker posts back. */
export type WorkerMessage =
  { readonly type: 'report'; readonly report: DocumentReport } | { readonly type: 'done' };

/** A document the worker never answered for. */
export interface LostDocument {
  readonly iteration: number;
  readonly stage: string;
  readonly problem: string;
}

/** Limits of a supervised run. */
export interface WatchdogOptions {
  /** Longest a parse or compile may run before the worker is stopped: max(this, 20 × allowed) (default 10 s). */
  readonly stallMs?: number;
  /** Longest runSequence may run (default 30 s; its work budget should stop it in about half a second). */
  readonly sequenceStallMs?: number;
  /** Worker heap limit in MB (default 4096): past it the worker dies alone. */
  readonly memoryMb?: number;
}

// The worker is TypeScript: it registers tsx's ESM hooks before importing it, as Node 20 does not
// pass `--import tsx` on to workers. (require.resolve finds the API's CommonJS build; the ESM build
// sits beside it.)
const tsxApi = pathToFileURL(
  createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs'),
);
const workerUrl = new URL('./documentFuzzWorker.ts', import.meta.url);
const BOOT = `import(${JSON.stringify(tsxApi.href)}).then(({ register }) => { register(); return import(${JSON.stringify(workerUrl.href)}); });`;

const SEQUENCE_STAGE = STAGES.indexOf('runSequence');
/** The stage of a worker that has not begun a document yet (heartbeat stage −1). */
const STARTING = 'starting';
/** Time a worker may take to load tsx, the compiler and the engine. */
const STARTUP_MS = 60_000;

function newHeartbeat(iteration: number): SharedArrayBuffer {
  const buffer = new SharedArrayBuffer(BEAT.length * Int32Array.BYTES_PER_ELEMENT);
  const beat = new Int32Array(buffer);
  beat[BEAT.iteration] = iteration;
  beat[BEAT.stage] = -1;
  return buffer;
}

/**
 * Runs one worker on `task` until it posts 'done', dies or stalls; resolves with the document it was
 * lost on, or null when it finished (or `stop()` said to stop).
 */
function runWorker(
  task: WorkerTask,
  onReport: (report: DocumentReport) => void,
  limits: WatchdogOptions,
  stop: () => boolean,
): Promise<LostDocument | null> {
  const beat = new Int32Array(task.heartbeat);
  return new Promise((resolve) => {
    const worker = new Worker(BOOT, {
      eval: true,
      workerData: task,
      // A 1 MB stack like the main thread's (984 KB), so recursion limits are the ones users meet.
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb ?? 4096, stackSizeMb: 1 },
    });
    let settled = false;
    let lost: LostDocument | null = null;
    let key = '';
    let since = performance.now();
    const where = () => ({
      iteration: Atomics.load(beat, BEAT.iteration),
      stage: STAGES[Atomics.load(beat, BEAT.stage)] ?? STARTING,
    });
    const finish = (result: LostDocument | null) => {
      if (settled) return;
      settled = true;
      clearInterval(watchdog);
      void worker.terminate();
      resolve(result);
    };
    const watchdog = setInterval(() => {
      const now = performance.now();
      const current = `${Atomics.load(beat, BEAT.iteration)}:${Atomics.load(beat, BEAT.stage)}`;
      if (current !== key) {
        key = current;
        since = now;
        return;
      }
      const stage = Atomics.load(beat, BEAT.stage);
      const limit =
        stage < 0
          ? STARTUP_MS
          : stage === SEQUENCE_STAGE
            ? (limits.sequenceStallMs ?? 30_000)
            : Math.max(limits.stallMs ?? 10_000, 20 * Atomics.load(beat, BEAT.allowedMs));
      if (now - since > limit) {
        const at = where();
        finish({
          ...at,
          problem: `no answer after ${((now - since) / 1000).toFixed(1)} s in ${at.stage} (a hang or an exponential blow-up; the worker was stopped)`,
        });
      }
    }, 100);
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'done') finish(null);
      else {
        onReport(message.report);
        if (stop()) finish(null);
      }
    });
    worker.on('error', (error) => {
      const at = where();
      const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      const code = (error as { code?: unknown }).code;
      lost = {
        ...at,
        problem:
          code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? `ran out of memory (over ${limits.memoryMb ?? 4096} MB) in ${at.stage}`
            : `the worker died in ${at.stage}: ${text}`,
      };
    });
    worker.on('exit', (exitCode) => {
      const at = where();
      finish(lost ?? { ...at, problem: `the worker exited (code ${exitCode}) in ${at.stage}` });
    });
  });
}

/** Options of {@link runIsolatedRange}. */
export interface IsolatedRangeOptions extends WatchdogOptions {
  readonly seed: number;
  readonly from: number;
  readonly to: number;
  readonly generator?: DocumentGeneratorOptions;
  readonly check?: Omit<CheckOptions, 'onStage'>;
  /** Each document's report, in order. */
  readonly onReport: (report: DocumentReport) => void;
  /** Each document the worker was lost on (stalled, out of memory, died). */
  readonly onLost: (lost: LostDocument) => void;
  /** Asked after each report: true stops the run. */
  readonly stop?: () => boolean;
}

/** Checks documents `from`…`to − 1` of `seed` in supervised workers, replacing any that is lost. */
export async function runIsolatedRange(options: IsolatedRangeOptions): Promise<void> {
  const stop = options.stop ?? (() => false);
  let next = options.from;
  let lastReported = options.from - 1;
  while (next < options.to && !stop()) {
    const heartbeat = newHeartbeat(next);
    const task: WorkerTask = {
      mode: 'range',
      seed: options.seed,
      from: next,
      to: options.to,
      generator: options.generator ?? {},
      check: options.check ?? {},
      heartbeat,
    };
    const lost = await runWorker(
      task,
      (report) => {
        lastReported = report.iteration;
        options.onReport(report);
      },
      options,
      stop,
    );
    if (lost === null) break;
    // A worker that cannot even start would lose every document: that is the harness failing.
    if (lost.stage === STARTING) throw new Error(`the fuzz worker did not start: ${lost.problem}`);
    options.onLost(lost);
    next = Math.max(lost.iteration, lastReported) + 1;
  }
}

/** Checks one document in a supervised worker: its report, or why it was lost. */
export async function checkIsolated(
  input: DocumentInput,
  options: WatchdogOptions & { readonly check?: Omit<CheckOptions, 'onStage'> } = {},
): Promise<{ report: DocumentReport } | { lost: LostDocument }> {
  let report: DocumentReport | null = null;
  const lost = await runWorker(
    { mode: 'one', input, check: options.check ?? {}, heartbeat: newHeartbeat(0) },
    (r) => {
      report = r;
    },
    options,
    () => false,
  );
  if (report !== null) return { report };
  return { lost: lost ?? { iteration: 0, stage: STARTING, problem: 'no report' } };
}

/** Options of {@link fuzzDocuments}. */
export interface DocumentFuzzOptions extends WatchdogOptions {
  readonly generator?: DocumentGeneratorOptions;
  readonly check?: Omit<CheckOptions, 'onStage' | 'keepMessages'>;
  /** Called every `progressEvery` documents (default 1000). */
  readonly onProgress?: (summary: DocumentFuzzSummary) => void;
  readonly progressEvery?: number;
  /** Stop after this many failing documents (default 20). */
  readonly maxFailures?: number;
}

/**
 * Checks documents 0…`documents − 1` of `seed` in supervised workers and sums them up; a document the
 * worker is lost on (a hang, a blow-up, out of memory) is a failure like any other. Never rejects for
 * a failing document.
 */
export async function fuzzDocuments(
  documents: number,
  seed: number,
  options: DocumentFuzzOptions = {},
): Promise<DocumentFuzzSummary> {
  const summary = emptySummary(seed);
  const started = performance.now();
  const every = options.progressEvery ?? 1000;
  const counted = () => {
    summary.elapsedMs = performance.now() - started;
    if (every > 0 && summary.iterations % every === 0) options.onProgress?.(summary);
  };
  await runIsolatedRange({
    ...options,
    seed,
    from: 0,
    to: documents,
    onReport: (report) => {
      addReport(summary, report);
      counted();
    },
    onLost: (lost) => {
      const { kind, detail } = documentInput(seed, lost.iteration, options.generator);
      summary.iterations++;
      summary.byKind[kind]++;
      summary.failures.push({ iteration: lost.iteration, kind, detail, problems: [lost.problem] });
      counted();
    },
    stop: () => summary.failures.length >= (options.maxFailures ?? 20),
  });
  summary.elapsedMs = performance.now() - started;
  return summary;
}

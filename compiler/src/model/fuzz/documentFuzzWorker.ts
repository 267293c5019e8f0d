/**
 * The worker thread of an isolated document check (isolated.ts): checks its range of documents, or the
 * one it was given, posting a report for each and keeping the shared heartbeat up to date.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { loadEngine } from '@plcsim/engine-wasm/node';
import { checkDocument, STAGES } from './documentFuzz.ts';
import { documentInput } from './documentInputs.ts';
import { BEAT, type WorkerMessage, type WorkerTask } from './isolated.ts';

const task = workerData as WorkerTask;
const port = parentPort;
if (port === null) throw new Error('documentFuzzWorker.ts runs as a worker thread (see isolated.ts)');
const beat = new Int32Array(task.heartbeat);
const post = (message: WorkerMessage) => port.postMessage(message);
const onStage = (stage: number, allowedMs: number) => {
  Atomics.store(beat, BEAT.allowedMs, Math.min(2 ** 31 - 1, Math.ceil(allowedMs)));
  Atomics.store(beat, BEAT.stage, stage);
};

const engine = await loadEngine();
if (task.mode === 'one') {
  post({ type: 'report', report: checkDocument(task.input, 0, engine, { ...task.check, onStage }) });
} else {
  for (let iteration = task.from; iteration < task.to; iteration++) {
    Atomics.store(beat, BEAT.stage, STAGES.indexOf('generate'));
    Atomics.store(beat, BEAT.iteration, iteration);
    const input = documentInput(task.seed, iteration, task.generator);
    post({ type: 'report', report: checkDocument(input, iteration, engine, { ...task.check, onStage }) });
  }
}
post({ type: 'done' });

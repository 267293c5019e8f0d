/**
 * The page `npm run bench:ui` drives in Chromium: B1 (200 rungs) live in `LadderView` (with `?edit`,
 * in `LadderEditor` instead: editBench.tsx). It exposes
 * `window.bench` for the script: per-scan main-thread time (a scan in the VM plus React's update of
 * the view, flushed synchronously), React commits, and frames while scrolling.
 */
import { importNeutralText, parseVarBlocks } from '@plcsim/compiler';
import { loadEngine } from '@plcsim/engine-wasm/browser';
import { SimulatorController } from '@plcsim/widget';
import { LadderView } from '@plcsim/widget/ladder';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import ladder from '../../compiler/bench/programs/b1-ladder.txt?raw';
import tags from '../../compiler/bench/programs/b1-tags.st?raw';
import { startEditBench } from './editBench.tsx';

/** React commits, counted through the DevTools hook index.html installs (it works in production). */
const commitCount = () => (window as unknown as { benchCommits: number }).benchCommits;

function b1() {
  const { declarations } = parseVarBlocks(tags);
  let id = 0;
  return importNeutralText(ladder, { declarations, projectName: 'B1', newId: () => `b1-${++id}` }).project;
}

async function start() {
  const project = b1();
  const controller = SimulatorController.create(await loadEngine());
  controller.load(project);
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root');
  flushSync(() =>
    createRoot(container).render(
      <StrictMode>
        <div id="scroller" style={{ height: '100vh', overflow: 'auto' }}>
          <LadderView project={project} controller={controller} />
        </div>
      </StrictMode>,
    ),
  );
  controller.write('I0', 1);
  controller.run();
  controller.pause();
  return controller;
}

const editing = new URLSearchParams(location.search).has('edit');
// The live bench's page, unless `?edit` asks for the editing bench (editBench.tsx).
const ready = editing ? new Promise<SimulatorController>(() => undefined) : start();

/** Runs `scans` paused steps (the input toggled every 10, as in the benchmark protocol), timing each. */
async function perScan(scans: number) {
  const controller = await ready;
  const times: number[] = [];
  const before = commitCount();
  for (let scan = 0; scan < scans; scan++) {
    if (scan % 10 === 0) controller.write('I0', controller.live.value('I0') ? 0 : 1);
    const started = performance.now();
    flushSync(() => controller.step(1));
    times.push(performance.now() - started);
  }
  return { times, commits: commitCount() - before };
}

/** Frames drawn while the ladder scrolls for `ms` with the PLC running at 1×. */
async function scrollFps(ms: number) {
  const controller = await ready;
  controller.resume();
  const scroller = document.getElementById('scroller');
  if (!scroller) throw new Error('no scroller');
  const end = performance.now() + ms;
  let frames = 0;
  await new Promise<void>((resolve) => {
    const frame = (now: number) => {
      frames++;
      scroller.scrollTop = (frames * 7) % Math.max(1, scroller.scrollHeight - scroller.clientHeight);
      if (now < end) requestAnimationFrame(frame);
      else resolve();
    };
    requestAnimationFrame(frame);
  });
  controller.pause();
  return (frames * 1000) / ms;
}

if (editing) {
  const edit = loadEngine().then((engine) => startEditBench(b1(), engine));
  (window as unknown as { editBench: unknown }).editBench = {
    ready: edit.then(() => true),
    insert: async (times: number) => (await edit).insert(times),
  };
} else {
  (window as unknown as { bench: unknown }).bench = { ready: ready.then(() => true), perScan, scrollFps };
}

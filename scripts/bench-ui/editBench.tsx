/**
 * The editing half of the bench page (`/?edit`): B1 (200 rungs) in `LadderEditor` on a controller in
 * PROG. `insert(times)` selects the wire at the start of rung 100, presses `x` (insert XIC) and times
 * the action plus React's render, flushed synchronously; it counts the rungs whose drawing changed
 * (a MutationObserver on the ladder) and undoes the insert untimed, so every round starts alike. It
 * also times what follows an edit in PROG: compiling B1 and loading it into the VM.
 */
import type { Project } from '@plcsim/compiler';
import { SimulatorController } from '@plcsim/widget';
import { LadderEditor } from '@plcsim/widget/editor';
import type { Engine } from '@plcsim/engine-wasm';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

export interface EditRound {
  /** Action + render of the insert, ms. */
  insert: number;
  /** Main rungs whose drawing changed. */
  rungsChanged: number;
  /** Compile + load of the edited project into the VM, ms. */
  reload: number;
}

const key = (target: Element, init: KeyboardEventInit) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));

export function startEditBench(project: Project, engine: Engine) {
  const controller = SimulatorController.create(engine);
  controller.load(project);
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root');
  flushSync(() =>
    createRoot(container).render(
      <StrictMode>
        <LadderEditor project={project} controller={controller} />
      </StrictMode>,
    ),
  );
  const found = container.querySelector('.plc-ladder');
  if (!(found instanceof HTMLElement)) throw new Error('no ladder');
  const ladder: HTMLElement = found;
  const rungId = project.rungs[100] ?? '';

  function round(): EditRound {
    const wire = ladder?.querySelector(`[data-element-id="wire:${CSS.escape(rungId)}:start"]`);
    if (!wire) throw new Error('no wire');
    flushSync(() => wire.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    ladder.focus();
    const observer = new MutationObserver(() => undefined);
    observer.observe(ladder, { subtree: true, childList: true, attributes: true, characterData: true });
    const started = performance.now();
    flushSync(() => key(ladder, { key: 'x' }));
    const insert = performance.now() - started;
    const changed = new Set<Element>();
    for (const record of observer.takeRecords()) {
      const node = record.target instanceof Element ? record.target : record.target.parentElement;
      const rung = node?.closest('.plc-ladder-rung');
      if (rung) changed.add(rung);
    }
    observer.disconnect();
    const length = (p: Project | null | undefined) => p?.rungMap[rungId]?.elements.length ?? 0;
    if (length(controller.getSnapshot().project) !== length(project) + 1) {
      throw new Error('the XIC was not inserted');
    }
    const edited = controller.getSnapshot().project;
    const reloadStart = performance.now();
    if (edited) controller.load(edited);
    const reload = performance.now() - reloadStart;
    flushSync(() => key(ladder, { key: 'z', ctrlKey: true }));
    return { insert, rungsChanged: changed.size, reload };
  }

  return {
    insert(times: number): EditRound[] {
      const rounds: EditRound[] = [];
      for (let i = 0; i < times; i++) rounds.push(round());
      return rounds;
    },
  };
}

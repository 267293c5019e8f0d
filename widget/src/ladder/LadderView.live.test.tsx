import type { Diagnostic } from '@plcsim/compiler';
import { loadEmbeddedEngine } from '@plcsim/engine-wasm/embedded';
import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SimulatorController } from '../simulator/simulatorController.ts';
import { LadderView } from './LadderView.tsx';
import { cachedRungLayout, type ElementLayout, type LegLayout } from './layout.ts';
import { liveKey } from './live.ts';
import type * as RungDrawingModule from './RungDrawing.tsx';
import type { RungDrawingProps } from './RungDrawing.tsx';
import { b1Project, instructionId, ladderProject } from './testing.ts';

/** Renders of each rung's drawing, by rung id. */
const renders = vi.hoisted(() => new Map<string, number>());

vi.mock('./RungDrawing.tsx', async (importOriginal) => {
  const original = await importOriginal<typeof RungDrawingModule>();
  return {
    ...original,
    RungDrawing(props: RungDrawingProps) {
      renders.set(props.layout.id, (renders.get(props.layout.id) ?? 0) + 1);
      return original.RungDrawing(props);
    },
  };
});

/** Renders per rung since `before` (a copy of `renders`). */
function rendersSince(before: ReadonlyMap<string, number>, rungs: readonly string[]): number[] {
  return rungs.map((id) => (renders.get(id) ?? 0) - (before.get(id) ?? 0));
}

/** Start/stop seal-in on DI0/DI1 driving DO0, a lamp on DI2, and a timer run by the motor. */
const SEAL_IN = ['[XIC(DI0),XIC(DO0)]XIO(DI1)OTE(DO0);', 'XIC(DI2)OTE(DO1);', 'XIC(DO0)TON(T1,500,0);'].join(
  '\n',
);

function element(container: HTMLElement, id: string): Element {
  const found = container.querySelector(`[data-element-id="${CSS.escape(id)}"]`);
  if (!found) throw new Error(`nothing drawn for ${id}`);
  return found;
}

/** Every instruction and branch of a leg, nested ones included. */
function elementsOf(leg: LegLayout): ElementLayout[] {
  return leg.elements.flatMap((e) => (e.kind === 'branch' ? [e, ...e.legs.flatMap(elementsOf)] : [e]));
}

/** The rung ids whose DOM changed in the mutation records. */
function mutatedRungs(records: readonly MutationRecord[]): Set<string> {
  const rungs = new Set<string>();
  for (const record of records) {
    const target = record.target instanceof Element ? record.target : record.target.parentElement;
    const id = target?.closest('.plc-ladder-rung')?.getAttribute('data-element-id');
    if (id) rungs.add(id);
  }
  return rungs;
}

/** Runs, then holds the clock so each `step` is one scan. */
function runPaused(controller: SimulatorController): void {
  act(() => {
    expect(controller.run()).toBe(true);
    controller.pause();
  });
}

let controller: SimulatorController;
beforeEach(async () => {
  renders.clear();
  controller = SimulatorController.create(await loadEmbeddedEngine());
  return () => controller.dispose();
});

describe('LadderView: live', () => {
  it('paints the seal-in green as it runs, with live values, and never re-renders a rung per scan', () => {
    const project = ladderProject(SEAL_IN, 'Seal-in');
    controller.load(project);
    const { container } = render(<LadderView project={project} controller={controller} />);
    const [r0, r1, r2] = project.rungs as [string, string, string];
    const xicStart = instructionId(project, 'XIC', 'DI0');
    const xicSeal = instructionId(project, 'XIC', 'DO0');
    const xioStop = instructionId(project, 'XIO', 'DI1');
    const ote = instructionId(project, 'OTE', 'DO0');
    const branch = Object.keys(project.branchMap)[0] as string;
    const ladder = container.querySelector('.plc-ladder');

    // PROG: nothing green, rails black, no bits shown.
    expect(ladder).not.toHaveAttribute('data-running');
    expect(container.querySelectorAll('[data-state="energised"]')).toHaveLength(0);
    expect([...container.querySelectorAll('.plc-bit')].map((b) => b.textContent)).toEqual(Array(7).fill(''));
    expect(
      element(container, instructionId(project, 'TON')).querySelector('[data-slot="PRE"] .plc-value'),
    ).toHaveTextContent('500');

    // RUN is no reason to re-render a rung: the live binding writes what changed.
    const mounted = new Map(renders);
    runPaused(controller);
    expect(rendersSince(mounted, [r0, r1, r2])).toEqual([0, 0, 0]);
    expect(ladder).toHaveAttribute('data-running', 'true');
    // Running with no input: the rail-fed first wire is green, DI1 is off so XIO passes nothing (no power in).
    expect(element(container, `wire:${r0}:start`)).toHaveAttribute('data-state', 'energised');
    expect(element(container, xicStart)).toHaveAttribute('data-state', 'normal');
    expect(element(container, ote)).toHaveAttribute('data-state', 'normal');
    expect(element(container, xicStart).querySelector('.plc-bit')).toHaveTextContent('0');
    expect(screen.getByRole('group', { name: 'Rung 1' })).toHaveAccessibleDescription(
      'XIC(DI2)OTE(DO1); Nothing energised.',
    );

    const before = new Map(renders);
    act(() => {
      expect(controller.toggle('DI0')).toBeNull();
      controller.step(1);
    });
    // The start contact and the coil are energised (green), and so is the path between them.
    expect(element(container, xicStart)).toHaveAttribute('data-state', 'energised');
    expect(element(container, xicStart).querySelector('.plc-bit')).toHaveTextContent('1');
    expect(element(container, branch)).toHaveAttribute('data-state', 'energised');
    expect(element(container, xioStop)).toHaveAttribute('data-state', 'energised');
    expect(element(container, ote)).toHaveAttribute('data-state', 'energised');
    expect(element(container, `wire:${r0}:${xioStop}`)).toHaveAttribute('data-state', 'energised');
    expect(screen.getByRole('group', { name: 'Rung 0' })).toHaveAccessibleDescription(
      '[XIC(DI0),XIC(DO0)]XIO(DI1)OTE(DO0); Energised: XIC(DI0), XIO(DI1), OTE(DO0).',
    );
    // The timer rung follows the motor, its EN on; no rung was re-rendered through React for it.
    const timerContact = element(container, r2).querySelector('.plc-instruction[data-type="XIC"]');
    expect(timerContact).toHaveAttribute('data-state', 'energised');
    expect(timerContact?.querySelector('.plc-bit')).toHaveTextContent('1');
    expect(
      element(container, instructionId(project, 'TON')).querySelector('[data-output="EN"]'),
    ).toHaveAttribute('data-state', 'energised');
    expect(element(container, `wire:${r1}:start`)).toHaveAttribute('data-state', 'energised');
    expect(element(container, instructionId(project, 'OTE', 'DO1'))).toHaveAttribute('data-state', 'normal');
    expect(rendersSince(before, [r0, r1, r2])).toEqual([0, 0, 0]);

    // Release start: the seal holds DO0 through its own contact.
    act(() => {
      controller.toggle('DI0');
      controller.step(1);
    });
    expect(element(container, xicStart)).toHaveAttribute('data-state', 'normal');
    expect(element(container, xicSeal)).toHaveAttribute('data-state', 'energised');
    expect(element(container, ote)).toHaveAttribute('data-state', 'energised');

    // The timer's Accum and EN are live; after 500 ms DN comes on.
    const ton = element(container, instructionId(project, 'TON'));
    const accum = () => ton.querySelector('[data-slot="ACC"] .plc-value')?.textContent;
    expect(Number(accum())).toBeGreaterThan(0);
    expect(ton.querySelector('[data-output="EN"]')).toHaveAttribute('data-state', 'energised');
    expect(ton.querySelector('[data-output="DN"]')).toHaveAttribute('data-state', 'normal');
    act(() => void controller.step(5));
    expect(accum()).toBe('500');
    expect(ton.querySelector('[data-output="DN"]')).toHaveAttribute('data-state', 'energised');

    // A scan that changes nothing writes nothing, and re-renders no rung at all.
    const steady = new Map(renders);
    const observer = new MutationObserver(() => {});
    observer.observe(container, { subtree: true, attributes: true, characterData: true, childList: true });
    act(() => void controller.step(1));
    expect(observer.takeRecords()).toEqual([]);
    observer.disconnect();
    expect(rendersSince(steady, [r0, r1, r2])).toEqual([0, 0, 0]);

    // PROG again: nothing green, no bits, the stored values and the neutral description; no re-render.
    act(() => controller.stop());
    expect(ladder).not.toHaveAttribute('data-running');
    expect(container.querySelectorAll('[data-state="energised"]')).toHaveLength(0);
    expect([...container.querySelectorAll('.plc-bit')].every((b) => b.textContent === '')).toBe(true);
    expect(accum()).toBe('0');
    expect(screen.getByRole('group', { name: 'Rung 0' })).toHaveAccessibleDescription(
      '[XIC(DI0),XIC(DO0)]XIO(DI1)OTE(DO0);',
    );
    expect(rendersSince(steady, [r0, r1, r2])).toEqual([0, 0, 0]);
  });

  it('reads stop: DI1 breaks the seal', () => {
    const project = ladderProject(SEAL_IN);
    controller.load(project);
    const { container } = render(<LadderView project={project} controller={controller} />);
    runPaused(controller);
    act(() => {
      controller.toggle('DI0');
      controller.step(1);
      controller.toggle('DI0');
      controller.toggle('DI1');
      controller.step(1);
    });
    expect(element(container, instructionId(project, 'XIO', 'DI1'))).toHaveAttribute('data-state', 'normal');
    expect(element(container, instructionId(project, 'OTE', 'DO0'))).toHaveAttribute('data-state', 'normal');
    // XIC(DO0) is still energised in the scan that breaks the seal (DO0 was on when it was read).
    expect(element(container, instructionId(project, 'XIC', 'DO0'))).toHaveAttribute(
      'data-state',
      'energised',
    );
  });

  it('shows bits beside contacts and coils, not beside RES (its tag is a timer)', () => {
    const project = ladderProject('XIC(DI0)TON(T1,300,0);\nXIC(T1.DN)RES(T1);');
    controller.load(project);
    const { container } = render(<LadderView project={project} controller={controller} />);
    runPaused(controller);
    act(() => {
      controller.toggle('DI0');
      controller.step(2);
    });
    expect(
      element(container, instructionId(project, 'XIC', 'DI0')).querySelector('.plc-bit'),
    ).toHaveTextContent('1');
    expect(element(container, instructionId(project, 'RES')).querySelector('.plc-bit')).toBeNull();
    const ton = element(container, instructionId(project, 'TON'));
    expect(ton.querySelector('[data-slot="ACC"] .plc-value')).toHaveTextContent('200');
    expect(ton.querySelector('[data-slot="PRE"] .plc-value')).toHaveTextContent('300');
  });

  it('keeps B1 cheap: a scan re-renders no rung and writes to exactly the rungs whose live state changed', () => {
    const project = b1Project();
    controller.load(project);
    const { container } = render(<LadderView project={project} controller={controller} />);
    expect(container.querySelectorAll('.plc-ladder-rung')).toHaveLength(200);
    runPaused(controller);
    act(() => void controller.toggle('I0'));
    const layouts = project.rungs.map((id) => cachedRungLayout(project, id));
    const keys = () => layouts.map((layout) => liveKey(controller.live, layout.probes));
    // The nodes drawn once, by id: scans must keep them (no re-render, no re-creation).
    const nodes = new Map(
      [...container.querySelectorAll('[data-element-id]')].map((e) => [e.getAttribute('data-element-id'), e]),
    );
    const elements = layouts.flatMap((layout) => elementsOf(layout.main));
    const observer = new MutationObserver(() => {});
    observer.observe(container, { subtree: true, attributes: true, characterData: true, childList: true });
    const counts: number[] = [];
    for (let scan = 0; scan < 12; scan++) {
      const before = new Map(renders);
      const keysBefore = keys();
      observer.takeRecords();
      act(() => void controller.step(1));
      const keysAfter = keys();
      const changed = project.rungs.filter((_, i) => keysBefore[i] !== keysAfter[i]);
      const rerendered = project.rungs.filter((id) => (renders.get(id) ?? 0) > (before.get(id) ?? 0));
      expect(rerendered).toEqual([]);
      const written = mutatedRungs(observer.takeRecords());
      expect(project.rungs.filter((id) => written.has(id))).toEqual(changed);
      counts.push(changed.length);
      // The DOM shows the live state: every element's energised state, bits and timer/counter values.
      for (const layout of elements) {
        const node = nodes.get(layout.id);
        expect(node?.isConnected).toBe(true);
        const energised = controller.live.energised(layout.id);
        expect(node?.getAttribute('data-state'), layout.id).toBe(energised ? 'energised' : 'normal');
        if (layout.kind !== 'instruction') continue;
        if (layout.bitId !== undefined) {
          expect(node?.querySelector('.plc-bit')?.textContent).toBe(
            String(controller.live.valueOfId(layout.bitId)),
          );
        }
        for (const row of layout.box?.rows ?? []) {
          if (row.operand.valueId === undefined || row.slot === 'tag') continue;
          const shown = node?.querySelector(`[data-slot="${row.slot}"] .plc-value`)?.textContent;
          expect(shown).toBe(String(controller.live.valueOfId(row.operand.valueId)));
        }
      }
    }
    observer.disconnect();
    console.info(`B1 rungs written per scan (none re-rendered): ${counts.join(', ')}`);
    // The 20 timer rungs tick every scan; when the timers are done, 120 rungs change at once.
    expect(counts.filter((n) => n === 20).length).toBeGreaterThanOrEqual(7);
    expect(Math.max(...counts)).toBeLessThan(200);
  }, 30_000);

  it('keeps spec 000 §2 order while running (red error > green > blue selection) as the selection changes', () => {
    const project = ladderProject(SEAL_IN);
    controller.load(project);
    const xicStart = instructionId(project, 'XIC', 'DI0');
    const xicSeal = instructionId(project, 'XIC', 'DO0');
    const xioStop = instructionId(project, 'XIO', 'DI1');
    const ote = instructionId(project, 'OTE', 'DO0');
    const branch = Object.keys(project.branchMap)[0] as string;
    const diagnostics: Diagnostic[] = [{ source: 'ladder', message: 'marked', rung: 0, elementId: xioStop }];
    const view = (selectedId: string | null) => (
      <StrictMode>
        <LadderView
          project={project}
          controller={controller}
          diagnostics={diagnostics}
          selectedId={selectedId}
        />
      </StrictMode>
    );
    const { container, rerender } = render(view(ote));
    const state = (id: string) => element(container, id).getAttribute('data-state');
    expect([state(ote), state(xioStop)]).toEqual(['selected', 'error']);

    runPaused(controller);
    act(() => {
      controller.toggle('DI0');
      controller.step(1);
    });
    // Energised and selected: green (still marked selected); energised and in error: red.
    expect([state(xicStart), state(ote), state(xioStop)]).toEqual(['energised', 'energised', 'error']);
    expect(element(container, ote)).toHaveAttribute('data-selected', 'true');
    expect(state(`wire:${project.rungs[0]}:${xioStop}`)).toBe('energised');

    // Selecting the energised branch: it stays green, its connectors show power; the coil stays green.
    rerender(view(branch));
    expect(state(branch)).toBe('energised');
    expect(element(container, branch)).toHaveAttribute('data-selected', 'true');
    const connectors = element(container, branch).querySelectorAll(':scope > .plc-connector');
    expect([...connectors].map((c) => c.getAttribute('data-state'))).toEqual(['energised', 'energised']);
    expect(state(ote)).toBe('energised');
    expect(element(container, ote)).not.toHaveAttribute('data-selected');

    // Selecting the seal contact while it is off: blue; once the seal holds: green.
    rerender(view(xicSeal));
    expect([state(xicSeal), state(branch)]).toEqual(['selected', 'energised']);
    act(() => {
      controller.toggle('DI0');
      controller.step(1);
    });
    expect([state(xicStart), state(xicSeal)]).toEqual(['normal', 'energised']);
    rerender(view(null));
    expect(state(xicSeal)).toBe('energised');
    expect(screen.getByRole('group', { name: 'Rung 0' })).toHaveAccessibleDescription(
      '[XIC(DI0),XIC(DO0)]XIO(DI1)OTE(DO0); Energised: XIC(DO0), XIO(DI1), OTE(DO0).',
    );

    // PROG clears every green; the error stays red and the selection blue.
    rerender(view(ote));
    act(() => controller.stop());
    expect(container.querySelectorAll('[data-state="energised"]')).toHaveLength(0);
    expect([state(ote), state(xioStop), state(xicSeal)]).toEqual(['selected', 'error', 'normal']);
  });

  it('draws an edited rung live at once while running, re-rendering only that rung', () => {
    const project = ladderProject(SEAL_IN);
    controller.load(project);
    const { container, rerender } = render(<LadderView project={project} controller={controller} />);
    runPaused(controller);
    act(() => {
      controller.toggle('DI2');
      controller.step(1);
    });
    const ote = instructionId(project, 'OTE', 'DO1');
    expect(element(container, ote)).toHaveAttribute('data-state', 'energised');
    const before = new Map(renders);
    const coil = { uuid: ote, type: 'OTL', tag: project.instructionMap[ote]?.tag ?? null };
    const edited = { ...project, instructionMap: { ...project.instructionMap, [ote]: coil } };
    rerender(<LadderView project={edited} controller={controller} />);
    expect(rendersSince(before, project.rungs)).toEqual([0, 1, 0]);
    expect(element(container, ote)).toHaveAttribute('data-type', 'OTL');
    expect(element(container, ote)).toHaveAttribute('data-state', 'energised');
    expect(element(container, ote).querySelector('.plc-bit')).toHaveTextContent('1');
    expect(screen.getByRole('group', { name: 'Rung 1' })).toHaveAccessibleDescription(
      'XIC(DI2)OTL(DO1); Energised: XIC(DI2), OTL(DO1).',
    );
  });

  it('does not re-render other rungs when one rung is edited', () => {
    const project = ladderProject(SEAL_IN);
    const { rerender } = render(<LadderView project={project} />);
    const before = new Map(renders);
    const ote = instructionId(project, 'OTE', 'DO1');
    const coil = { uuid: ote, type: 'OTL', tag: project.instructionMap[ote]?.tag ?? null };
    const edited = { ...project, instructionMap: { ...project.instructionMap, [ote]: coil } };
    rerender(<LadderView project={edited} />);
    expect(rendersSince(before, project.rungs)).toEqual([0, 1, 0]);
  });
});

import { loadEmbeddedEngine } from '@plcsim/engine-wasm/embedded';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SimulatorController } from '../simulator/simulatorController.ts';
import { LadderView } from './LadderView.tsx';
import { cachedRungLayout } from './layout.ts';
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
  it('paints the seal-in green as it runs, with live values, and re-renders only the rungs that change', () => {
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

    runPaused(controller);
    expect(ladder).toHaveAttribute('data-running', 'true');
    // Running with no input: the rail-fed first wire is green, DI1 is off so XIO passes nothing (no power in).
    expect(element(container, `wire:${r0}:start`)).toHaveAttribute('data-state', 'energised');
    expect(element(container, xicStart)).toHaveAttribute('data-state', 'normal');
    expect(element(container, ote)).toHaveAttribute('data-state', 'normal');
    expect(element(container, xicStart).querySelector('.plc-bit')).toHaveTextContent('0');

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
    // The lamp rung did not change: not re-rendered. The seal-in rung and the timer rung did.
    const [changed0, lamp, timer] = rendersSince(before, [r0, r1, r2]);
    expect(lamp).toBe(0);
    expect(changed0).toBeGreaterThanOrEqual(1);
    expect(timer).toBeGreaterThanOrEqual(1);

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

    // A scan that changes nothing re-renders no rung at all.
    const steady = new Map(renders);
    act(() => void controller.step(1));
    expect(rendersSince(steady, [r0, r1, r2])).toEqual([0, 0, 0]);

    // PROG again: nothing green.
    act(() => controller.stop());
    expect(ladder).not.toHaveAttribute('data-running');
    expect(container.querySelectorAll('[data-state="energised"]')).toHaveLength(0);
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

  it('keeps B1 cheap: a scan re-renders exactly the rungs whose energised states or values changed', () => {
    const project = b1Project();
    controller.load(project);
    const { container } = render(<LadderView project={project} controller={controller} />);
    expect(container.querySelectorAll('.plc-ladder-rung')).toHaveLength(200);
    runPaused(controller);
    act(() => void controller.toggle('I0'));
    const layouts = project.rungs.map((id) => cachedRungLayout(project, id));
    const keys = () => layouts.map((layout) => liveKey(controller.live, layout.probes));
    const counts: number[] = [];
    for (let scan = 0; scan < 12; scan++) {
      const before = new Map(renders);
      const keysBefore = keys();
      act(() => void controller.step(1));
      const keysAfter = keys();
      const changed = project.rungs.filter((_, i) => keysBefore[i] !== keysAfter[i]);
      const rerendered = project.rungs.filter((id) => (renders.get(id) ?? 0) > (before.get(id) ?? 0));
      expect(rerendered).toEqual(changed);
      counts.push(rerendered.length);
    }
    console.info(`B1 rungs re-rendered per scan: ${counts.join(', ')}`);
    // The 20 timer rungs tick every scan; when the timers are done, 120 rungs change at once.
    expect(counts.filter((n) => n === 20).length).toBeGreaterThanOrEqual(7);
    expect(Math.max(...counts)).toBeLessThan(200);
  }, 30_000);

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

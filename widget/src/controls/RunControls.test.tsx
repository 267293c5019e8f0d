import { createEmptyProject } from '@plcsim/compiler';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testController } from '../io/testController.ts';
import type { SimulatorController } from '../simulator/simulatorController.ts';
import { RunControls } from './RunControls.tsx';

let controller: SimulatorController | null = null;
afterEach(() => controller?.dispose());

async function setup(props: { runOnly?: boolean } = {}) {
  controller = await testController();
  render(<RunControls controller={controller} {...props} />);
  return controller;
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const mode = () => within(screen.getByRole('group', { name: 'Run mode' }));

describe('RunControls', () => {
  it('switches PROG and RUN through the controller, the current mode pressed', async () => {
    const c = await setup();
    const run = vi.spyOn(c, 'run');
    const stop = vi.spyOn(c, 'stop');
    expect(mode().getByRole('button', { name: 'PROG' })).toHaveAttribute('aria-pressed', 'true');
    expect(mode().getByRole('button', { name: 'RUN' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button('RUN'));
    expect(run).toHaveBeenCalledTimes(1);
    expect(c.getSnapshot().mode).toBe('RUN');
    expect(mode().getByRole('button', { name: 'RUN' })).toHaveAttribute('aria-pressed', 'true');
    expect(mode().getByRole('button', { name: 'PROG' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button('PROG'));
    expect(stop).toHaveBeenCalledTimes(1);
    expect(c.getSnapshot().mode).toBe('PROG');
  });

  it('pauses, steps while paused and resumes', async () => {
    const c = await setup();
    expect(button('Pause')).toBeDisabled();
    expect(button('Step')).toBeEnabled();
    await userEvent.click(button('RUN'));
    expect(button('Step')).toBeDisabled();
    const pause = vi.spyOn(c, 'pause');
    const step = vi.spyOn(c, 'step');
    const resume = vi.spyOn(c, 'resume');
    await userEvent.click(button('Pause'));
    expect(pause).toHaveBeenCalledTimes(1);
    expect(c.getSnapshot().paused).toBe(true);
    await userEvent.click(button('Step'));
    await userEvent.click(button('Step'));
    expect(step).toHaveBeenCalledTimes(2);
    expect(c.live.scanCount()).toBe(2);
    await userEvent.click(button('Resume'));
    expect(resume).toHaveBeenCalledTimes(1);
    expect(c.getSnapshot().paused).toBe(false);
    expect(button('Pause')).toBeEnabled();
  });

  it('RUN while paused resumes: Resume becomes Pause again', async () => {
    const c = await setup();
    await userEvent.click(button('RUN'));
    await userEvent.click(button('Pause'));
    expect(button('Resume')).toBeEnabled();
    await userEvent.click(button('RUN'));
    expect(c.getSnapshot()).toMatchObject({ mode: 'RUN', paused: false });
    expect(button('Pause')).toBeEnabled();
  });

  it('Step from PROG starts RUN held at scan 0: three presses give Scan Count 3', async () => {
    const c = await setup();
    await userEvent.click(button('Step'));
    await userEvent.click(button('Step'));
    await userEvent.click(button('Step'));
    expect(c.getSnapshot()).toMatchObject({ mode: 'RUN', paused: true });
    expect(c.live.scanCount()).toBe(3);
  });

  it('sets the speed from the offered rates', async () => {
    const c = await setup();
    const setSpeed = vi.spyOn(c, 'setSpeed');
    const select = screen.getByRole('combobox', { name: 'Speed' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['0.25×', '0.5×', '1×', '2×', '5×', '10×']);
    expect(select).toHaveValue('1');
    await userEvent.selectOptions(select, '5×');
    expect(setSpeed).toHaveBeenCalledWith(5);
    expect(c.getSnapshot().speed).toBe(5);
    expect(select).toHaveValue('5');
  });

  it('fast-forwards 1 s, 10 s or 1 min of plant time in RUN', async () => {
    const c = await setup();
    expect(button('Fast-forward 10 s')).toBeDisabled();
    await userEvent.click(button('RUN'));
    const fastForward = vi.spyOn(c, 'fastForward');
    await userEvent.click(button('Fast-forward 1 s'));
    await userEvent.click(button('Fast-forward 10 s'));
    await userEvent.click(button('Fast-forward 1 min'));
    expect(fastForward.mock.calls).toEqual([[1000], [10_000], [60_000]]);
    expect(c.live.plantTime()).toBe(71_000);
  });

  it('offers only RUN when runOnly', async () => {
    await setup({ runOnly: true });
    expect(
      mode()
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['RUN']);
  });

  it('reports a refused RUN', async () => {
    const onRunRefused = vi.fn();
    controller = await testController({
      ...createEmptyProject('Broken'),
      programMode: 'ST',
      stSource: 'X := ;',
    });
    render(<RunControls controller={controller} onRunRefused={onRunRefused} />);
    await userEvent.click(button('RUN'));
    expect(onRunRefused).toHaveBeenCalledTimes(1);
    expect(mode().getByRole('button', { name: 'PROG' })).toHaveAttribute('aria-pressed', 'true');
  });
});

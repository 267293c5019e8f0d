import { createEmptyProject, importNeutralText } from '@plcsim/compiler';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SimulatorController } from '../simulator/simulatorController.ts';
import { IoPanel } from './IoPanel.tsx';
import { panelTestProject, testController } from './testController.ts';

let controller: SimulatorController | null = null;
afterEach(() => controller?.dispose());

async function setup() {
  controller = await testController();
  render(<IoPanel controller={controller} />);
  return controller;
}

const inputs = () => within(screen.getByRole('region', { name: 'Inputs' }));
const outputs = () => within(screen.getByRole('region', { name: 'Outputs' }));
const lamp = (name: string) => outputs().getByText(name).closest('[data-tag]') as HTMLElement;

describe('IoPanel', () => {
  it('lists the DI tags in number order as buttons and the DO tags as lamps, with names and aliases', async () => {
    await setup();
    const buttons = inputs().getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('data-tag'))).toEqual(['DI0', 'DI1', 'DI2', 'DI3']);
    expect(inputs().getByRole('button', { name: 'DI0 START' })).toBeInTheDocument();
    expect(inputs().getByRole('button', { name: 'DI1 STOP' }).querySelector('svg')).toHaveAttribute(
      'data-io-symbol',
      'NC_PUSHBUTTON',
    );
    expect(outputs().getAllByRole('listitem')).toHaveLength(2);
    expect(lamp('DO0')).toHaveTextContent('DO0 FWD Off');
    expect(lamp('DO1')).toHaveTextContent('DO1 REV Off');
    expect(lamp('DO0').querySelector('svg[data-io-symbol="MOTOR_CONTACTOR"]')).not.toBeNull();
  });

  it('shows a normally closed input at 1 while it is not pressed, its symbol as tooltip in RUN', async () => {
    const c = await setup();
    act(() => void c.run());
    const stop = inputs().getByRole('button', { name: 'DI1 STOP' });
    expect(stop).toHaveAttribute('aria-pressed', 'true');
    expect(stop).toHaveTextContent('On');
    expect(stop).toHaveAttribute('title', 'Normally closed pushbutton');
    expect(inputs().getByRole('button', { name: 'DI0 START' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('refuses inputs in PROG, with the reason as tooltip and description', async () => {
    const c = await setup();
    const start = inputs().getByRole('button', { name: 'DI0 START' });
    expect(start).toHaveAttribute('aria-disabled', 'true');
    expect(start).toHaveAttribute('title', 'Switch to RUN to operate the inputs.');
    expect(start).toHaveAccessibleDescription('Switch to RUN to operate the inputs.');
    await userEvent.click(start);
    expect(c.live.value('DI0')).toBe(0);
    expect(start).toHaveAttribute('aria-pressed', 'false');
  });

  it('toggles an input by click in RUN, and after a scan the output lamp lights', async () => {
    const c = await setup();
    act(() => {
      c.run();
      c.pause();
    });
    const start = inputs().getByRole('button', { name: 'DI0 START' });
    expect(start).not.toHaveAttribute('aria-disabled');
    await userEvent.click(start);
    expect(c.live.value('DI0')).toBe(1);
    expect(start).toHaveAttribute('aria-pressed', 'true');
    expect(lamp('DO0')).toHaveAttribute('data-on', 'false');
    act(() => void c.step());
    expect(lamp('DO0')).toHaveAttribute('data-on', 'true');
    expect(lamp('DO0')).toHaveTextContent('On');
    // Released: FWD stays sealed in.
    await userEvent.click(start);
    act(() => void c.step());
    expect(start).toHaveAttribute('aria-pressed', 'false');
    expect(lamp('DO0')).toHaveAttribute('data-on', 'true');
  });

  it('toggles with Space and Enter from the keyboard', async () => {
    const c = await setup();
    act(() => void c.run());
    const stop = inputs().getByRole('button', { name: 'DI1 STOP' });
    stop.focus();
    await userEvent.keyboard(' ');
    expect(c.live.value('DI1')).toBe(0);
    expect(stop).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('{Enter}');
    expect(c.live.value('DI1')).toBe(1);
  });

  it('keeps scene-driven inputs read-only with the controller’s reason', async () => {
    const c = await setup();
    act(() => void c.run());
    const up = inputs().getByRole('button', { name: 'DI2 UP' });
    const reason = c.inputRefusal('DI2');
    expect(reason).toMatch(/driven by the Garage Door scene/);
    expect(up).toHaveAttribute('aria-disabled', 'true');
    expect(up).toHaveAttribute('title', reason);
    expect(up).toHaveAccessibleDescription(reason ?? '');
    const before = c.live.value('DI2');
    await userEvent.click(up);
    expect(c.live.value('DI2')).toBe(before);
  });

  it('marks forced tags', async () => {
    const c = await setup();
    act(() => void c.force('DO1', 1));
    expect(within(lamp('DO1')).getByTitle('Forced')).toHaveTextContent('F');
    expect(within(lamp('DO0')).queryByTitle('Forced')).toBeNull();
  });

  it('toggles an internal bit the program reads in RUN, and the output follows', async () => {
    const { project } = importNeutralText('XIC(DI0)XIC(Enable)OTE(DO0);', { project: panelTestProject() });
    controller = await testController(project);
    const c = controller;
    render(<IoPanel controller={c} />);
    const internal = within(screen.getByRole('region', { name: 'Internal bits' }));
    const enable = internal.getByRole('button', { name: 'Enable' });
    expect(enable).toHaveAttribute('aria-disabled', 'true');
    act(() => {
      c.run();
      c.pause();
    });
    await userEvent.click(inputs().getByRole('button', { name: 'DI0 START' }));
    act(() => void c.step());
    expect(lamp('DO0')).toHaveAttribute('data-on', 'false');
    await userEvent.click(enable);
    expect(enable).toHaveAttribute('aria-pressed', 'true');
    act(() => void c.step());
    expect(lamp('DO0')).toHaveAttribute('data-on', 'true');
  });

  it('with no I/O says how to add some, with a button for each way the host offers', async () => {
    controller = await testController(createEmptyProject('Empty'));
    const openPalette = vi.fn();
    const pickScene = vi.fn();
    const { rerender } = render(
      <IoPanel controller={controller} onOpenIoPalette={openPalette} onPickScene={pickScene} />,
    );
    expect(
      screen.getByText(
        'No I/O yet. Add inputs and outputs from the I/O palette in the toolbar, or pick a scene: it brings its own.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open the I/O palette' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pick a scene' }));
    expect(openPalette).toHaveBeenCalledTimes(1);
    expect(pickScene).toHaveBeenCalledTimes(1);
    // Without a host: the text only.
    rerender(<IoPanel controller={controller} />);
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});

import { createEmptyProject } from '@plcsim/compiler';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { counterEnv } from '../editing/testing.ts';
import { EditorStore } from '../editor/editorStore.ts';
import type { SimulatorController } from '../simulator/simulatorController.ts';
import { IoPalette, type IoPaletteProps } from './IoPalette.tsx';
import { testController } from './testController.ts';

let controller: SimulatorController | null = null;
let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
  controller?.dispose();
  controller = null;
});

async function setup(props: Partial<IoPaletteProps> = {}) {
  const project = createEmptyProject('Palette');
  controller = await testController(project);
  const store = new EditorStore(project, { controller, env: counterEnv() });
  const view = render(<IoPalette store={store} {...props} />);
  return { ...view, store, controller, user: userEvent.setup() };
}

const inputs = () => within(screen.getByRole('group', { name: 'Inputs' }));
const outputs = () => within(screen.getByRole('group', { name: 'Outputs' }));
const summary = (store: EditorStore) =>
  Object.values(store.project.tagMap).map((t) => `${t.name} ${t.alias} ${t.value} ${t.io_symbol}`);

describe('IoPalette', () => {
  it('shows every input and output symbol, named by its label', async () => {
    await setup();
    expect(
      inputs()
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Normally open pushbutton',
      'Normally closed pushbutton',
      'Normally open limit switch',
      'Normally closed limit switch',
      'Normally open float switch',
      'Normally closed float switch',
      'Normally open pressure switch',
      'Normally closed pressure switch',
      'Normally open temperature switch',
      'Normally closed temperature switch',
    ]);
    expect(
      outputs()
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Indicator lamp', 'Motor contactor', 'Solenoid', 'Resistor (heater)']);
    expect(
      inputs().getByRole('button', { name: 'Normally open pushbutton' }).querySelector('svg'),
    ).not.toBeNull();
  });

  it('adds DI0 then DI1 as PB1 and PB2, LS1 for a limit switch; NC starts at 1', async () => {
    const onAdd = vi.fn();
    const { user, store } = await setup({ onAdd });
    await user.click(inputs().getByRole('button', { name: 'Normally open pushbutton' }));
    await user.click(inputs().getByRole('button', { name: 'Normally open pushbutton' }));
    await user.click(inputs().getByRole('button', { name: 'Normally open limit switch' }));
    await user.click(inputs().getByRole('button', { name: 'Normally closed pushbutton' }));
    await user.click(outputs().getByRole('button', { name: 'Motor contactor' }));
    await user.click(outputs().getByRole('button', { name: 'Indicator lamp' }));
    expect(summary(store)).toEqual([
      'DI0 PB1 0 NO_PUSHBUTTON',
      'DI1 PB2 0 NO_PUSHBUTTON',
      'DI2 LS1 0 NO_LIMIT_SWITCH',
      'DI3 PB3 1 NC_PUSHBUTTON',
      'DO0 M1 0 MOTOR_CONTACTOR',
      'DO1 LAMP1 0 INDICATOR',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Added DO1 (LAMP1).');
    expect(onAdd).toHaveBeenCalledTimes(6);
    expect(onAdd).toHaveBeenLastCalledWith(Object.values(store.project.tagMap).at(-1)?.uuid);
  });

  it("changes the selected tag's symbol with its direction's palette; the other palette still adds", async () => {
    const { user, store, rerender } = await setup();
    await user.click(inputs().getByRole('button', { name: 'Normally open pushbutton' }));
    const di0 = Object.values(store.project.tagMap)[0]?.uuid ?? '';
    const onSelectTag = vi.fn();
    rerender(<IoPalette store={store} selectedTagId={di0} onSelectTag={onSelectTag} />);
    expect(screen.getByText('Choose a symbol to change DI0 (PB1).')).toBeInTheDocument();
    expect(inputs().getByRole('button', { name: 'Normally open pushbutton' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(inputs().getByRole('button', { name: 'Normally closed float switch' }));
    expect(summary(store)).toEqual(['DI0 PB1 1 NC_FLOAT_SWITCH']);
    expect(inputs().getByRole('button', { name: 'Normally closed float switch' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(outputs().getByRole('button', { name: 'Solenoid' }));
    expect(summary(store)).toEqual(['DI0 PB1 1 NC_FLOAT_SWITCH', 'DO0 SOL1 0 SOLENOID']);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onSelectTag).toHaveBeenCalledWith(null);
  });

  it('adds analog channels AI0 and AO0 (REAL) from the analog rows and re-symbols a selected one', async () => {
    const { user, store, rerender } = await setup();
    const analogIn = within(screen.getByRole('group', { name: 'Analog inputs' }));
    const analogOut = within(screen.getByRole('group', { name: 'Analog outputs' }));
    expect(analogIn.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Potentiometer (slider)',
      'Numeric input',
    ]);
    expect(analogOut.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Analog gauge',
      'Numeric display',
    ]);
    await user.click(analogIn.getByRole('button', { name: 'Potentiometer (slider)' }));
    expect(screen.getByRole('status')).toHaveTextContent('Added AI0 (POT1).');
    await user.click(analogOut.getByRole('button', { name: 'Analog gauge' }));
    expect(summary(store)).toEqual(['AI0 POT1 0 POTENTIOMETER', 'AO0 GAUGE1 0 ANALOG_GAUGE']);
    expect(Object.values(store.project.tagMap).map((t) => t.data_type)).toEqual(['REAL', 'REAL']);

    const ai0 = Object.values(store.project.tagMap)[0]?.uuid ?? '';
    rerender(<IoPalette store={store} selectedTagId={ai0} />);
    expect(analogIn.getByRole('button', { name: 'Potentiometer (slider)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The digital input row still adds: AI0 is an analog input.
    expect(inputs().getByRole('button', { name: 'Normally open pushbutton' })).not.toHaveAttribute(
      'aria-pressed',
    );
    await user.click(analogIn.getByRole('button', { name: 'Numeric input' }));
    await user.click(inputs().getByRole('button', { name: 'Normally open pushbutton' }));
    expect(summary(store)).toEqual([
      'AI0 POT1 0 NUMERIC_INPUT',
      'AO0 GAUGE1 0 ANALOG_GAUGE',
      'DI0 PB1 0 NO_PUSHBUTTON',
    ]);
  });

  it('adds rather than re-symbols when the selected tag is not an I/O tag', async () => {
    const { user, store, rerender } = await setup();
    act(() => void store.perform('createTag', { name: 'Flag', type: 'BOOL' }));
    const flag = Object.values(store.project.tagMap)[0]?.uuid ?? '';
    rerender(<IoPalette store={store} selectedTagId={flag} />);
    await user.click(inputs().getByRole('button', { name: 'Normally open pushbutton' }));
    expect(summary(store)).toEqual(['Flag  0 null', 'DI0 PB1 0 NO_PUSHBUTTON']);
  });

  it('is disabled while running', async () => {
    const { store, controller: c } = await setup();
    act(() => void store.perform('addIoTag', { direction: 'output', symbol: 'INDICATOR' }));
    act(() => void c.run());
    for (const button of [...inputs().getAllByRole('button'), ...outputs().getAllByRole('button')]) {
      expect(button).toBeDisabled();
    }
    expect(screen.getByText('The I/O palette is disabled while running.')).toBeInTheDocument();
  });

  it('hides the input or the output palette, and draws nothing with both hidden', async () => {
    const { store, rerender, container } = await setup({ hideInputs: true });
    expect(screen.queryByRole('group', { name: 'Inputs' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Outputs' })).toBeInTheDocument();
    rerender(<IoPalette store={store} hideOutputs />);
    expect(screen.getByRole('group', { name: 'Inputs' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Outputs' })).toBeNull();
    rerender(<IoPalette store={store} hideInputs hideOutputs />);
    expect(container).toBeEmptyDOMElement();
  });
});

import { createEmptyProject, createTag, importNeutralText, type Project, type Tag } from '@plcsim/compiler';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { SimulatorController } from '../simulator/simulatorController.ts';
import { IoPanel } from './IoPanel.tsx';
import { testController } from './testController.ts';

let controller: SimulatorController | null = null;
afterEach(() => controller?.dispose());

/**
 * AI0 (slider, 0–100 %) with its raw form AI0_Raw, AI1 (numeric input, 0–10 bar), AO0 (gauge) and AO1
 * (numeric display, 0–10 bar); the ladder copies AI0 to AO0 and AI1 to AO1 every scan.
 */
function analogTestProject(): Project {
  let next = 0;
  const newId = () => `a-${next++}`;
  const bar = { min: 0, max: 10, unit: 'bar' };
  const real = (name: string, alias: string, io_symbol: Tag['io_symbol'], range?: Tag['range']): Tag => ({
    ...createTag(name, 'REAL', 0, newId).tag,
    alias,
    io_symbol,
    ...(range ? { range } : {}),
  });
  const tags = [
    real('AI0', 'POT1', 'POTENTIOMETER'),
    real('AI1', 'NUM1', 'NUMERIC_INPUT', bar),
    real('AO0', 'GAUGE1', 'ANALOG_GAUGE'),
    real('AO1', 'DISP1', 'NUMERIC_DISPLAY', bar),
    createTag('AI0_Raw', 'DINT', 0, newId).tag,
  ];
  const project = {
    ...createEmptyProject('Analog'),
    tagMap: Object.fromEntries(tags.map((t) => [t.uuid, t])),
  };
  const { project: withLadder, diagnostics } = importNeutralText('MOV(AI0,AO0);MOV(AI1,AO1);', {
    project,
    newId,
  });
  if (diagnostics.length > 0) throw new Error(diagnostics.map((d) => d.message).join('\n'));
  return withLadder;
}

async function setup() {
  controller = await testController(analogTestProject());
  render(<IoPanel controller={controller} />);
  return controller;
}

const inputs = () => within(screen.getByRole('region', { name: 'Inputs' }));
const outputs = () => within(screen.getByRole('region', { name: 'Outputs' }));

describe('IoPanel analog channels (issue 26)', () => {
  it('shows AI0 as a slider over 0–100 %, AO0 as a gauge and AO1 as a numeric display', async () => {
    await setup();
    const slider = inputs().getByRole('slider', { name: 'AI0 POT1' });
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    expect(slider).toHaveAttribute('aria-valuemax', '100');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    expect(slider).toHaveAttribute('aria-valuetext', '0.0 %');
    expect(inputs().getByRole('textbox', { name: 'AI1 NUM1' })).toHaveValue('0.00');
    expect(outputs().getByRole('meter', { name: 'AO0 GAUGE1' })).toHaveAttribute('aria-valuetext', '0.0 %');
    expect(outputs().getByRole('status', { name: 'AO1 DISP1' })).toHaveTextContent('0.00 bar');
    expect(screen.queryByText(/No inputs|No outputs/)).toBeNull();
  });

  it('refuses the slider in PROG: read-only with the reason, the value unchanged', async () => {
    const c = await setup();
    const slider = inputs().getByRole('slider', { name: 'AI0 POT1' });
    expect(slider).toHaveAttribute('aria-disabled', 'true');
    expect(slider).toHaveAccessibleDescription('Switch to RUN to operate the inputs.');
    slider.focus();
    await userEvent.keyboard('{End}');
    expect(c.live.value('AI0')).toBe(0);
    expect(slider).toHaveAttribute('aria-valuenow', '0');
  });

  it('moves the slider by keyboard in RUN, writes AI0_Raw, and the gauge follows after a scan', async () => {
    const c = await setup();
    act(() => {
      c.run();
      c.pause();
    });
    const slider = inputs().getByRole('slider', { name: 'AI0 POT1' });
    expect(slider).not.toHaveAttribute('aria-disabled');
    slider.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    expect(c.live.value('AI0')).toBe(3);
    expect(c.live.value('AI0_Raw')).toBe(983); // round(3 / 100 × 32767)
    await userEvent.keyboard('{PageUp}{ArrowLeft}');
    expect(c.live.value('AI0')).toBe(12);
    expect(slider).toHaveAttribute('aria-valuetext', '12.0 %');
    expect(slider.parentElement).toHaveTextContent('12.0 %');
    const gauge = outputs().getByRole('meter', { name: 'AO0 GAUGE1' });
    expect(gauge).toHaveAttribute('aria-valuenow', '0');
    act(() => void c.step());
    expect(gauge).toHaveAttribute('aria-valuenow', '12');
    expect(gauge).toHaveAttribute('aria-valuetext', '12.0 %');
    expect(gauge.parentElement).toHaveTextContent('12.0 %');
    await userEvent.keyboard('{End}');
    expect(c.live.value('AI0')).toBe(100);
    expect(c.live.value('AI0_Raw')).toBe(32767);
    await userEvent.keyboard('{PageDown}{Home}');
    expect(c.live.value('AI0')).toBe(0);
    expect(c.live.value('AI0_Raw')).toBe(0);
  });

  it('sets AI1 from its numeric input (clamped to 0–10 bar), refuses text, and AO1 displays it', async () => {
    const c = await setup();
    act(() => {
      c.run();
      c.pause();
    });
    const box = inputs().getByRole('textbox', { name: 'AI1 NUM1' });
    await userEvent.clear(box);
    await userEvent.type(box, '7.25{Enter}');
    expect(c.live.value('AI1')).toBe(7.25);
    act(() => void c.step());
    expect(outputs().getByRole('status', { name: 'AO1 DISP1' })).toHaveTextContent('7.25 bar');
    expect(box).toHaveValue('7.25');
    await userEvent.clear(box);
    await userEvent.type(box, 'abc{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('"abc" is not a number.');
    expect(c.live.value('AI1')).toBe(7.25);
    await userEvent.clear(box);
    await userEvent.type(box, '12{Enter}');
    expect(c.live.value('AI1')).toBe(10);
  });
});

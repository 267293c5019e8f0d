import { createEmptyProject } from '@plcsim/compiler';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testController } from '../io/testController.ts';
import type { SimulatorController } from '../simulator/simulatorController.ts';
import { StatusBar } from './StatusBar.tsx';

let controller: SimulatorController | null = null;
afterEach(() => controller?.dispose());

async function setup(...args: Parameters<typeof testController>) {
  controller = await testController(...args);
  const view = render(<StatusBar controller={controller} />);
  return { c: controller, view };
}

const status = () => screen.getByRole('status');

describe('StatusBar', () => {
  it("reads 'PLC is in Program mode' in PROG, announced politely", async () => {
    await setup();
    expect(status()).toHaveAttribute('aria-live', 'polite');
    expect(status()).toHaveTextContent(/^PLC is in Program mode$/);
    expect(screen.queryByText(/Scan Count/)).toBeNull();
  });

  it("reads 'Program running...' with the last scan time and the scan count in RUN", async () => {
    const { c } = await setup();
    act(() => {
      c.run();
      c.pause();
    });
    expect(status()).toHaveTextContent('Program running...');
    expect(status()).toHaveTextContent('Paused');
    act(() => void c.step(4));
    expect(screen.getByText(/^Last Scan Time: \d+(\.\d+)? ms$/)).toBeInTheDocument();
    expect(screen.getByText('Scan Count: 4')).toBeInTheDocument();
    // The per-scan figures are outside the live region.
    expect(status()).not.toHaveTextContent('Scan Count');
    act(() => c.resume());
    expect(status()).not.toHaveTextContent('Paused');
  });

  it("reads 'Program contains Errors' when the program does not compile", async () => {
    const broken = { ...createEmptyProject('Broken'), programMode: 'ST' as const, stSource: 'X := ;' };
    const { c } = await setup(broken);
    expect(status()).toHaveTextContent(/^Program contains Errors$/);
    act(() => void c.run());
    expect(c.getSnapshot().mode).toBe('PROG');
    expect(status()).toHaveTextContent('Program contains Errors');
  });

  it('shows a speed other than 1×', async () => {
    const { c } = await setup();
    expect(status()).not.toHaveTextContent('Speed');
    act(() => c.setSpeed(2));
    expect(status()).toHaveTextContent('Speed 2×');
    act(() => c.setSpeed(0.25));
    expect(status()).toHaveTextContent('Speed 0.25×');
  });

  it('shows the watchdog fault that stopped the run', async () => {
    const runaway = {
      ...createEmptyProject('Runaway'),
      programMode: 'ST' as const,
      stSource:
        'VAR i : DINT; j : DINT; n : DINT; END_VAR\n' +
        'FOR i := 1 TO 999 DO\n  FOR j := 1 TO 999 DO\n    n := n + i * j;\n  END_FOR;\nEND_FOR;',
    };
    const { c } = await setup(runaway);
    act(() => {
      c.run();
      c.pause();
      c.step();
    });
    const fault = c.getSnapshot().fault;
    expect(fault).toMatch(/^Watchdog timeout/);
    expect(status()).toHaveTextContent('PLC is in Program mode');
    expect(status()).toHaveTextContent(fault ?? '');
  });
});

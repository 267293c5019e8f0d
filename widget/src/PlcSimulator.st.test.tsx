import 'vitest-canvas-mock';
import { importNeutralText, type Project, type StCompiler } from '@plcsim/compiler';
import { compileSt } from '@plcsim/compiler/st';
import { loadEmbeddedEngine } from '@plcsim/engine-wasm/embedded';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PlcSimulator } from './PlcSimulator.tsx';

/**
 * The Structured Text compiler's chunk, arriving when the test says (a slow network): the import is
 * the only thing replaced; the compiler that arrives is the real one.
 */
const arrival = vi.hoisted(() => {
  let arrive: (compiler: StCompiler) => void = () => undefined;
  let next: Promise<StCompiler> = Promise.resolve(null as unknown as StCompiler);
  return {
    reset() {
      next = new Promise((resolve) => (arrive = resolve));
    },
    load: () => next,
    arrive: (compiler: StCompiler) => arrive(compiler),
  };
});
vi.mock('./simulator/stCompilerLoader.ts', () => ({
  loadedStCompiler: () => null,
  loadStCompiler: arrival.load,
}));
beforeEach(() => arrival.reset());

/** DI0 lights DO0, in Structured Text. */
const stLamp = (source: string): Project => ({
  ...importNeutralText('XIC(DI0)OTE(DO0);', { projectName: 'ST lamp' }).project,
  rungs: [],
  rungMap: {},
  instructionMap: {},
  programMode: 'ST',
  stSource: source,
});

const status = () => screen.getByRole('status');
const outputs = () => within(screen.getByRole('region', { name: 'Outputs' }));
const lamp = (name: string) => outputs().getByText(name).closest('[data-tag]') as HTMLElement;

describe('<PlcSimulator> with a project in Structured Text', () => {
  it('keeps a RUN clicked before the ST compiler arrived, then runs with live values', async () => {
    render(
      <PlcSimulator project={stLamp('DO0 := DI0;')} panels={['st', 'io']} loadEngine={loadEmbeddedEngine} />,
    );
    const run = await screen.findByRole('button', { name: 'RUN' });
    await waitFor(() => expect(run).toBeEnabled());
    await userEvent.click(run);
    expect(status()).toHaveTextContent('PLC is in Program mode');

    arrival.arrive(compileSt);
    await waitFor(() => expect(status()).toHaveTextContent('Program running...'));
    expect(run).toHaveAttribute('aria-pressed', 'true');
    expect(lamp('DO0')).toHaveAttribute('data-on', 'false');
    await userEvent.click(screen.getByRole('button', { name: /^DI0/ }));
    await waitFor(() => expect(lamp('DO0')).toHaveAttribute('data-on', 'true'));
  });

  it('shows the ST diagnostics once the compiler has arrived (autoRun refused then)', async () => {
    render(
      <PlcSimulator project={stLamp('DO0 := ;')} autoRun panels={['st']} loadEngine={loadEmbeddedEngine} />,
    );
    expect(await screen.findByText('DO0 := ;')).toBeInTheDocument();
    await waitFor(() => expect(status()).toHaveTextContent('PLC is in Program mode'));
    arrival.arrive(compileSt);
    expect(await screen.findByText("Line 1, Col 8: Unexpected token ';' in expression")).toBeInTheDocument();
    expect(status()).toHaveTextContent('Program contains Errors');
  });

  it('the default panels show the ST source where a ladder project shows its ladder, and its VAR tags', async () => {
    const source = 'VAR\n  Data : ARRAY[1..3] OF DINT := [4, 5, 6];\nEND_VAR\nDO0 := DI0;';
    render(
      <PlcSimulator project={stLamp(source)} panels={['ladder', 'tags']} loadEngine={loadEmbeddedEngine} />,
    );
    expect(await screen.findByText('DO0 := DI0;')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Ladder/ })).toBeNull();
    arrival.arrive(compileSt);
    // The Tags tab is loaded when shown (not a default panel).
    const tags = within(await screen.findByRole('region', { name: 'Tags' }, { timeout: 15_000 }));
    expect(await tags.findByText('Declared in the Structured Text (VAR)')).toBeInTheDocument();
    expect(tags.getByText('DINT[1..3]')).toBeInTheDocument();
    const second = tags.getByRole('rowheader', { name: 'Data[2]' }).closest('tr') as HTMLElement;
    expect(second).toHaveTextContent('5');
  });
});

import 'vitest-canvas-mock';
import { importNeutralText, type Project } from '@plcsim/compiler';
import { loadEmbeddedEngine } from '@plcsim/engine-wasm/embedded';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlcSimulator, type PlcSimulatorHandle } from './PlcSimulator.tsx';

const lamp = (): Project => ({
  ...importNeutralText('XIC(DI0)OTE(DO0);', { projectName: 'Lamp' }).project,
});

afterEach(() => vi.restoreAllMocks());

describe('<PlcSimulator>', () => {
  it('loads the engine, runs the project with autoRun and reports the status', async () => {
    const statuses: string[] = [];
    render(
      <PlcSimulator
        project={lamp()}
        autoRun
        loadEngine={loadEmbeddedEngine}
        onStatus={(status) => statuses.push(status.text)}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the simulator…');
    expect(await screen.findByRole('heading', { name: 'Lamp' })).toBeInTheDocument();
    await waitFor(() => expect(statuses).toContain('Program running...'));
    expect(screen.getByText('Program running...')).toBeInTheDocument();
  });

  it('draws the ladder once its view has loaded on demand', async () => {
    render(<PlcSimulator project={lamp()} autoRun panels={['ladder']} loadEngine={loadEmbeddedEngine} />);
    const ladder = await screen.findByRole('region', { name: 'Ladder: Lamp' });
    expect(within(ladder).getAllByText('DI0').length).toBeGreaterThan(0);
    expect(within(ladder).getAllByText('DO0').length).toBeGreaterThan(0);
  });

  it('is driven through its ref: pause, then three steps give Scan Count 3', async () => {
    const ref = createRef<PlcSimulatorHandle>();
    const changes: [string, number][] = [];
    render(
      <PlcSimulator
        ref={ref}
        project={lamp()}
        loadEngine={loadEmbeddedEngine}
        onTagChange={(name, value) => changes.push([name, value])}
      />,
    );
    // The controller exists a moment before the project is loaded into it: RUN succeeds once it is.
    await waitFor(() => expect(ref.current?.run()).toBe(true));
    const sim = ref.current as PlcSimulatorHandle;
    sim.pause();
    expect(sim.setTag('DI0', 1)).toBeNull();
    sim.step();
    sim.step();
    sim.step();
    expect(sim.controller?.live.scanCount()).toBe(3);
    expect(sim.controller?.live.value('DO0')).toBe(1);
    expect(changes).toContainEqual(['DO0', 1]);
  });

  it('reads a project from src and shows why one cannot be loaded', async () => {
    const url = `data:application/json,${encodeURIComponent(JSON.stringify(lamp()))}`;
    const { unmount } = render(<PlcSimulator src={url} loadEngine={loadEmbeddedEngine} />);
    expect(await screen.findByRole('heading', { name: 'Lamp' })).toBeInTheDocument();
    unmount();
    render(<PlcSimulator src="data:application/json,{}" loadEngine={loadEmbeddedEngine} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^The project is not valid: /);
  });

  it('tells embedders what they got wrong, with a numbered error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<PlcSimulator project={lamp()} src="examples/1" loadEngine={loadEmbeddedEngine} />);
    expect(logged).toHaveBeenCalledWith(
      '[PLC IO Simulator error001] <PlcSimulator> got both `project` and `src`: pass one of them. ' +
        'See docs/embedding.md#error001.',
    );
    render(<PlcSimulator loadEngine={loadEmbeddedEngine} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no project to show.');
  });

  it("is as tall as its panels with height 'auto' (the default), and scrolls inside a fixed height", () => {
    const { unmount } = render(
      <PlcSimulator project={lamp()} height="auto" loadEngine={loadEmbeddedEngine} />,
    );
    const simulator = screen.getByRole('region', { name: 'PLC simulator' });
    expect(simulator).toHaveAttribute('data-height', 'auto');
    expect(simulator.style.height).toBe('');
    unmount();
    render(<PlcSimulator project={lamp()} height={480} loadEngine={loadEmbeddedEngine} />);
    const fixed = screen.getByRole('region', { name: 'PLC simulator' });
    expect(fixed).toHaveAttribute('data-height', 'fixed');
    expect(fixed.style.height).toBe('480px');
  });
});

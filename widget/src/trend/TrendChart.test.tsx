import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type uPlot from 'uplot';
import { testController } from '../io/testController.ts';
import type { SimulatorController } from '../simulator/simulatorController.ts';
import { TrendChart } from './TrendChart.tsx';

/** Every uPlot the chart creates (the real class, recorded). */
const plots = vi.hoisted(() => [] as uPlot[]);
vi.mock('uplot', async (importOriginal) => {
  const { default: RealUPlot } = await importOriginal<{ default: typeof uPlot }>();
  class RecordedUPlot extends RealUPlot {
    constructor(...args: ConstructorParameters<typeof RealUPlot>) {
      super(...args);
      plots.push(this);
    }
  }
  return { default: RecordedUPlot };
});

let controller: SimulatorController | null = null;
afterEach(() => {
  controller?.dispose();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function setup() {
  controller = await testController();
  const view = render(<TrendChart controller={controller} />);
  return { c: controller, view };
}

const picker = () => within(screen.getByRole('group', { name: 'Trended tags' }));
const plot = () => screen.getByRole('img', { name: /^Trend/ });

/** uPlot reads matchMedia when it loads; jsdom has none (vitest-canvas-mock gives it a canvas). */
function stubMatchMedia() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({
      matches: false,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
}

describe('TrendChart', () => {
  it('offers the BOOL and DINT tags and members, not TIMER or COUNTER tags', async () => {
    await setup();
    const names = picker()
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.querySelector('.plc-trend__tag')?.textContent);
    expect(names).toContain('DI0');
    expect(names).toContain('T1.ACC');
    expect(names).toContain('T1.DN');
    expect(names).not.toContain('T1');
    expect(names).not.toContain('C1');
  });

  it('calls setTrended when a tag is checked or unchecked', async () => {
    const { c } = await setup();
    const setTrended = vi.spyOn(c, 'setTrended');
    await userEvent.click(picker().getByRole('checkbox', { name: 'DO0 FWD' }));
    await userEvent.click(picker().getByRole('checkbox', { name: 'T1.ACC' }));
    expect(setTrended.mock.calls).toEqual([[['DO0']], [['DO0', 'T1.ACC']]]);
    expect(picker().getByRole('checkbox', { name: 'DO0 FWD' })).toBeChecked();
    await userEvent.click(picker().getByRole('checkbox', { name: 'DO0 FWD' }));
    expect(setTrended).toHaveBeenLastCalledWith(['T1.ACC']);
    expect(c.getSnapshot().trended).toEqual(['T1.ACC']);
  });

  it('asks for tags while none is trended, and says so when the browser cannot draw', async () => {
    const { c } = await setup();
    expect(screen.getByText('Choose tags to trend.')).toBeInTheDocument();
    act(() => c.setTrended(['DO0']));
    // jsdom has no matchMedia: uPlot is never loaded.
    expect(screen.getByText('This browser cannot draw the trend.')).toBeInTheDocument();
    expect(plot()).toHaveAccessibleName('Trend of DO0 over plant time in seconds');
  });

  it('draws with uPlot and gives it new data at most once per animation frame', async () => {
    stubMatchMedia();
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const { c } = await setup();
    act(() => {
      c.setTrended(['DO0', 'T1.ACC']);
      c.run();
      c.pause();
      c.toggle('DI0');
    });
    await waitFor(() => expect(plot().querySelector('.uplot')).not.toBeNull());
    expect(plot()).toHaveAttribute('data-status', 'ready');
    expect(plot().querySelector('.u-legend')).toHaveTextContent('T1.ACC');
    expect(plots).toHaveLength(1);
    const setData = vi.spyOn(plots[0] as uPlot, 'setData');
    frames.length = 0;
    act(() => {
      c.step();
      c.step();
      c.step();
    });
    expect(frames).toHaveLength(1);
    act(() => frames[0]?.(0));
    expect(setData).toHaveBeenCalledTimes(1);
    const [x, do0, acc] = setData.mock.lastCall?.[0] ?? [];
    expect(Array.from(x ?? [])).toEqual([0.1, 0.2, 0.3]);
    expect(Array.from(do0 ?? [])).toEqual([0.8, 0.8, 0.8]);
    expect(Array.from(acc ?? [])).toEqual([100, 200, 300]);
  });
});

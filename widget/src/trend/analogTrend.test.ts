import { importNeutralText, type Project, type Tag } from '@plcsim/compiler';
import { loadEmbeddedEngine } from '@plcsim/engine-wasm/embedded';
import type uPlot from 'uplot';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../simulator/fakeClock.ts';
import { SimulatorController } from '../simulator/simulatorController.ts';
import { defaultTrend, trendUnits } from './analogTrend.ts';
import { trendOptions } from './trendOptions.ts';
import { trendLayout } from './trendSeries.ts';

const real = (name: string, extra: Partial<Tag> = {}): Tag => ({
  uuid: `tag-${name}`,
  name,
  alias: '',
  data_type: 'REAL',
  value: 0,
  children: null,
  io_symbol: null,
  ...extra,
});

/** A discrete start/stop lamp program. */
function discrete(): Project {
  const { project } = importNeutralText('XIC(DI0)OTE(DO0);', {});
  return project;
}

/** The lamp program with a temperature loop's tags: PV in °C, heater output in %, a setpoint. */
function oven(): Project {
  const project = discrete();
  for (const tag of [
    real('AO0', { alias: 'HEATER' }),
    real('AI1', { range: { min: 0, max: 10, unit: 'bar' } }),
    real('AI0', { alias: 'TEMP', range: { min: 0, max: 300, unit: '°C' } }),
    real('Temp_SP'),
    real('Gain'),
  ])
    project.tagMap[tag.uuid] = tag;
  return project;
}

const typeOf = (project: Project) => (name: string) =>
  Object.values(project.tagMap).find((t) => t.name.toUpperCase() === name.toUpperCase())?.data_type;

describe('the analog trend defaults (issue 26)', () => {
  it('trends nothing by default for a discrete project', () => {
    expect(defaultTrend(discrete())).toEqual([]);
  });

  it('trends the setpoint, then the analog inputs, then the outputs of a project with analog channels', () => {
    expect(defaultTrend(oven())).toEqual(['Temp_SP', 'AI0', 'AI1', 'AO0']);
  });

  it('puts % channels on a second axis beside the engineering units, with units in the legend', () => {
    const project = oven();
    const units = trendUnits(project);
    expect(Object.fromEntries(units)).toEqual({
      AO0: '%',
      HEATER: '%',
      AI0: '°C',
      TEMP: '°C',
      AI1: 'bar',
    });
    const layout = trendLayout(['Temp_SP', 'AI0', 'AO0', 'DO0'], typeOf(project), (n) =>
      units.get(n.toUpperCase()),
    );
    expect(layout.percentAxis).toBe(true);
    const options = trendOptions({ layout, width: 400, height: 200 });
    expect(options.series.slice(1).map((s) => [s.label, s.scale])).toEqual([
      ['Temp_SP', 'value'],
      ['AI0 (°C)', 'value'],
      ['AO0 (%)', 'percent'],
      ['DO0', 'bits'],
    ]);
    const axes = (options.axes ?? []).slice(1).map((a) => [a.scale, a.side, a.label]);
    expect(axes).toEqual([
      ['bits', 3, undefined],
      ['value', 1, '°C'],
      ['percent', 1, '%'],
    ]);
    const range = options.scales?.percent?.range as uPlot.Range.Function;
    expect(range({} as uPlot, 12, 80, 'percent')).toEqual([0, 100]);
    expect(range({} as uPlot, -5, 120, 'percent')).toEqual([-5, 120]);
  });

  it('keeps one value axis when every channel is in % (or none has a unit)', () => {
    const project = oven();
    const units = trendUnits(project);
    const unitOf = (n: string) => units.get(n.toUpperCase());
    const percentOnly = trendLayout(['Temp_SP', 'AO0'], typeOf(project), unitOf);
    expect(percentOnly.percentAxis).toBeUndefined();
    const options = trendOptions({ layout: percentOnly, width: 400, height: 200 });
    expect(options.series.slice(1).map((s) => [s.label, s.scale])).toEqual([
      ['Temp_SP', 'value'],
      ['AO0 (%)', 'value'],
    ]);
    expect(options.scales).not.toHaveProperty('percent');
    expect(trendLayout(['Gain', 'DO0'], typeOf(project), unitOf)).toEqual(
      trendLayout(['Gain', 'DO0'], typeOf(project)),
    );
  });

  it('starts a project with analog channels trending them until tags are chosen', async () => {
    const sim = new SimulatorController(await loadEmbeddedEngine(), new FakeClock());
    sim.load(discrete());
    expect(sim.getSnapshot().trended).toEqual([]);
    sim.load(oven());
    expect(sim.getSnapshot().trended).toEqual(['Temp_SP', 'AI0', 'AI1', 'AO0']);
    sim.run();
    sim.setTrended(['AI0']);
    sim.load(oven());
    expect(sim.getSnapshot().trended).toEqual(['AI0']);
    sim.setTrended([]);
    sim.load(oven());
    expect(sim.getSnapshot().trended).toEqual([]);
  });
});

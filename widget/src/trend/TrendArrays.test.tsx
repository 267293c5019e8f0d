import type { Project, Tag } from '@plcsim/compiler';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { panelTestProject, testController } from '../io/testController.ts';
import type { SimulatorController } from '../simulator/simulatorController.ts';
import { TrendChart } from './TrendChart.tsx';

let controller: SimulatorController | null = null;
afterEach(() => controller?.dispose());

const arrayTag = (uuid: string, name: string, extra: Partial<Tag>): Tag => ({
  uuid,
  name,
  alias: '',
  data_type: 'DINT',
  value: 0,
  children: null,
  io_symbol: null,
  ...extra,
});

/** The panel project with Data DINT[3] = 4 5 6 and Temps REAL[1..2] = 1.5 0. */
function arrayProject(): Project {
  const base = panelTestProject();
  return {
    ...base,
    tagMap: {
      ...base.tagMap,
      data: arrayTag('data', 'Data', { dimension: 3, values: [4, 5, 6] }),
      temps: arrayTag('temps', 'Temps', { data_type: 'REAL', dimension: 2, lower: 1, values: [1.5] }),
    },
  };
}

const picker = () => within(screen.getByRole('group', { name: 'Trended tags' }));

describe('TrendChart with arrays', { timeout: 20_000 }, () => {
  it('offers each element under its array, not the array itself, and trends Data[2] by name', async () => {
    controller = await testController(arrayProject());
    const c = controller;
    render(<TrendChart controller={c} />);
    expect(picker().queryByRole('checkbox', { name: 'Data' })).toBeNull();
    expect(picker().getByText('DINT[3]')).toBeInTheDocument();
    const boxes = picker()
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent);
    expect(boxes).toEqual(expect.arrayContaining(['Data[0]', 'Data[1]', 'Data[2]', 'Temps[1]', 'Temps[2]']));
    await userEvent.click(picker().getByRole('checkbox', { name: 'Data[2]' }));
    await userEvent.click(picker().getByRole('checkbox', { name: 'Temps[1]' }));
    expect(c.getSnapshot().trended).toEqual(['Data[2]', 'Temps[1]']);
    act(() => {
      c.run();
      c.pause();
      c.write('Data[2]', 9);
      c.step();
    });
    const samples = c.trend();
    expect(samples.length).toBe(1);
    expect([samples.values[0]?.[0], samples.values[1]?.[0]]).toEqual([9, 1.5]);
  });
});

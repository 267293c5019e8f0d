import { importNeutralText } from '@plcsim/compiler';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { panelTestProject, testController } from '../io/testController.ts';
import type { SimulatorController } from '../simulator/simulatorController.ts';
import { TagTable } from './TagTable.tsx';

let controller: SimulatorController | null = null;
afterEach(() => controller?.dispose());

async function setup() {
  controller = await testController();
  render(<TagTable controller={controller} />);
  return controller;
}

const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;
const cells = (name: string) =>
  within(row(name))
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('TagTable', () => {
  it('has the columns Name, Alias, Type and Value', async () => {
    await setup();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Name',
      'Alias',
      'Type',
      'Value',
    ]);
    expect(screen.getByRole('table', { name: 'Tags' })).toBeInTheDocument();
  });

  it('lists tags by name with their children under them as parent.child', async () => {
    await setup();
    const names = screen.getAllByRole('rowheader').map((h) => h.textContent);
    expect(names.slice(0, 8)).toEqual(['C1', 'C1.PRE', 'C1.ACC', 'C1.CU', 'C1.CD', 'C1.DN', 'DI0', 'DI1']);
    expect(names.indexOf('T1.ACC')).toBe(names.indexOf('T1') + 2);
    expect(cells('T1')).toEqual(['', 'TIMER', '']);
    expect(cells('T1.ACC')).toEqual(['', 'DINT', '0']);
    expect(cells('T1.PRE')).toEqual(['', 'DINT', '3000']);
    expect(cells('DI1')).toEqual(['STOP', 'BOOL', '1']);
  });

  it('shows live values while running', async () => {
    const c = await setup();
    act(() => {
      c.run();
      c.pause();
      c.toggle('DI0');
      c.step(3);
    });
    expect(cells('DO0')).toEqual(['FWD', 'BOOL', '1']);
    expect(cells('T1.ACC')).toEqual(['', 'DINT', '300']);
    expect(cells('C1.ACC')).toEqual(['', 'DINT', '1']);
    act(() => void c.fastForward(1000));
    expect(cells('T1.ACC')).toEqual(['', 'DINT', '1300']);
  });

  it('marks forced tags with an F badge', async () => {
    const c = await setup();
    act(() => void c.force('DO1', 1));
    expect(within(row('DO1')).getByTitle('Forced')).toHaveTextContent('F');
    expect(within(row('DO0')).queryByTitle('Forced')).toBeNull();
    act(() => c.unforce('DO1'));
    expect(within(row('DO1')).queryByTitle('Forced')).toBeNull();
  });

  it('toggles an input and an internal bit the program reads while running; not outputs or scene inputs', async () => {
    const { project } = importNeutralText('XIC(DI0)XIC(Enable)OTE(DO0);', { project: panelTestProject() });
    controller = await testController(project);
    const c = controller;
    render(<TagTable controller={c} />);
    expect(screen.queryByRole('switch', { name: 'Toggle Enable' })).toBeNull();
    act(() => {
      c.run();
      c.pause();
    });
    await userEvent.click(screen.getByRole('switch', { name: 'Toggle DI0' }));
    const enable = screen.getByRole('switch', { name: 'Toggle Enable' });
    await userEvent.click(enable);
    expect(enable).toHaveAttribute('aria-checked', 'true');
    act(() => void c.step());
    expect(cells('DO0').at(-1)).toBe('1');
    expect(screen.queryByRole('switch', { name: 'Toggle DO0' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Toggle DI2' })).toBeNull();
  });
});

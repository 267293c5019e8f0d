import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testController } from '../io/testController.ts';
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
});

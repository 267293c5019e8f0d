import { describe, expect, it } from 'vitest';
import { TOOLSETS } from '@plcsim/widget/editor';
import {
  adSlotAfter,
  INSTRUCTION_FILTER_GROUPS,
  filterItems,
  matchesFilters,
  matchesSearch,
  sortItems,
  type Filterable,
  type Sortable,
} from './listLogic.ts';

interface Row extends Filterable, Sortable {
  id: string;
}

const rows: Row[] = [
  {
    id: 'a',
    name: 'Garage Door Opener',
    number: 2,
    scene: 'GARAGE_DOOR',
    createdAt: '2025-01-02T00:00:00Z',
    updatedAt: '2025-03-01T00:00:00Z',
    tagMap: { t1: { io_symbol: 'NO_PUSHBUTTON' }, t2: { io_symbol: 'MOTOR_CONTACTOR' } },
    instructionMap: { i1: { type: 'TON' }, i2: { type: 'XIC' } },
    difficulty: 'easy',
  },
  {
    id: 'b',
    name: 'boiler',
    number: 1,
    scene: 'EMPTY',
    createdAt: '2025-01-03T00:00:00Z',
    updatedAt: '2025-02-01T00:00:00Z',
    tagMap: { t1: { io_symbol: 'NO_TEMPERATURE_SWITCH' }, t2: { io_symbol: null } },
    instructionMap: { i1: { type: 'ADD' } },
    difficulty: 'hard',
  },
  {
    id: 'c',
    name: 'Conveyor',
    number: 3,
    scene: 'CONVEYOR',
    createdAt: '2025-01-01T00:00:00Z',
    updatedAt: '2025-04-01T00:00:00Z',
    tagMap: { t1: { io_symbol: 'NC_TEMP_SWITCH' }, t2: { io_symbol: 'MOTOR_CONTACTOR' } },
    instructionMap: {},
    difficulty: 'medium',
  },
];
const ids = (items: Row[]) => items.map((r) => r.id);
const view = (r: Row) => r;

describe('search', () => {
  it('is a case-insensitive substring match on the name', () => {
    expect(matchesSearch('Garage Door Opener', 'door')).toBe(true);
    expect(matchesSearch('Garage Door Opener', 'DOOR OP')).toBe(true);
    expect(matchesSearch('Garage Door Opener', 'tank')).toBe(false);
    expect(matchesSearch('anything', '   ')).toBe(true);
    expect(ids(filterItems(rows, view, 'O', {}))).toEqual(['a', 'b', 'c']);
    expect(ids(filterItems(rows, view, 'BOIL', {}))).toEqual(['b']);
  });
});

describe('filters', () => {
  it('match any value within a group', () => {
    expect(ids(filterItems(rows, view, '', { scene: ['GARAGE_DOOR', 'CONVEYOR'] }))).toEqual(['a', 'c']);
    expect(ids(filterItems(rows, view, '', { instruction: ['TON', 'ADD'] }))).toEqual(['a', 'b']);
    expect(ids(filterItems(rows, view, '', { difficulty: ['easy', 'hard'] }))).toEqual(['a', 'b']);
  });

  it('need every group to match', () => {
    expect(
      ids(filterItems(rows, view, '', { scene: ['GARAGE_DOOR', 'CONVEYOR'], io: ['NC_TEMP_SWITCH'] })),
    ).toEqual(['c']);
    expect(ids(filterItems(rows, view, 'garage', { io: ['MOTOR_CONTACTOR'], instruction: ['ADD'] }))).toEqual(
      [],
    );
  });

  it('accept both temperature-switch spellings in tags and in the filter', () => {
    expect(ids(filterItems(rows, view, '', { io: ['NO_TEMP_SWITCH'] }))).toEqual(['b']);
    expect(ids(filterItems(rows, view, '', { io: ['NC_TEMPERATURE_SWITCH'] }))).toEqual(['c']);
  });

  it('treat a missing scene as EMPTY and empty groups as no filter', () => {
    expect(matchesFilters({ name: 'x', scene: '' }, { scene: ['EMPTY'] })).toBe(true);
    expect(matchesFilters({ name: 'x' }, { scene: [], io: [], instruction: [], difficulty: [] })).toBe(true);
    expect(matchesFilters({ name: 'x', tagMap: null, instructionMap: null }, { io: ['SOLENOID'] })).toBe(
      false,
    );
  });
});

describe('sorting', () => {
  it('orders by the spec options', () => {
    expect(ids(sortItems(rows, view, 'default'))).toEqual(['b', 'a', 'c']);
    expect(ids(sortItems(rows, view, 'name-asc'))).toEqual(['b', 'c', 'a']);
    expect(ids(sortItems(rows, view, 'name-desc'))).toEqual(['a', 'c', 'b']);
    expect(ids(sortItems(rows, view, 'created-newest'))).toEqual(['b', 'a', 'c']);
    expect(ids(sortItems(rows, view, 'created-oldest'))).toEqual(['c', 'a', 'b']);
    expect(ids(sortItems(rows, view, 'updated-newest'))).toEqual(['c', 'a', 'b']);
    expect(ids(sortItems(rows, view, 'updated-oldest'))).toEqual(['b', 'a', 'c']);
  });

  it('does not change the input and keeps ties stable', () => {
    const copy = [...rows];
    const tied = rows.map((r) => ({ ...r, createdAt: null, number: undefined }));
    expect(ids(sortItems(tied, view, 'created-newest'))).toEqual(['a', 'b', 'c']);
    expect(rows).toEqual(copy);
  });
});

describe('ad slots', () => {
  it('follow the cards at indexes 2, 7, 17, 27 and 37', () => {
    const after = Array.from({ length: 40 }, (_, i) => i).filter(adSlotAfter);
    expect(after).toEqual([2, 7, 17, 27, 37]);
  });
});

describe("issue 25's instructions in the instruction filter", () => {
  const groups = new Map<string, readonly string[]>(
    INSTRUCTION_FILTER_GROUPS.map(({ group, types }) => [group, types]),
  );

  it('lists the Compute, File/Misc, Program Control and Process tabs with the toolsets’ instructions', () => {
    for (const tab of ['Compute', 'File/Misc', 'Program Control', 'Process']) {
      const toolset = TOOLSETS.find((set) => set.name === tab);
      // The sequencers (SQO, SQI, SQL) join File/Misc with their own slice of the issue.
      const types = toolset?.types.filter((type) => !['SQO', 'SQI', 'SQL'].includes(type));
      expect([tab, groups.get(tab)]).toEqual([tab, types]);
    }
    expect(groups.get('Compare')).toEqual([
      'MOV',
      'EQU',
      'NEQ',
      'GRT',
      'GEQ',
      'LES',
      'LEQ',
      'LIM',
      'MEQ',
      'CMP',
    ]);
    expect(groups.get('Process')).toEqual(['PID']);
  });

  it('finds a project by an instruction only its subroutine uses (instructionMap is shared by all routines)', () => {
    // A PID loop and BSL shift called through JSR: the Main Routine's rung holds only the JSR.
    const project = {
      name: 'Tank loop',
      instructionMap: {
        jsr: { type: 'JSR' },
        sbr: { type: 'SBR' },
        pid: { type: 'PID' },
        bsl: { type: 'BSL' },
      },
    };
    expect(matchesFilters(project, { instruction: ['PID'] })).toBe(true);
    expect(matchesFilters(project, { instruction: ['BSL', 'CPT'] })).toBe(true);
    expect(matchesFilters(project, { instruction: ['CPT'] })).toBe(false);
  });
});

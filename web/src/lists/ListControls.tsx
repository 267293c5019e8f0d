import { SCENE_CATALOGUE, SCENE_PICKER } from '@plcsim/compiler';
import { IO_SYMBOL_LABELS } from '@plcsim/widget';
import type { IoSymbol } from '@plcsim/compiler';
import { useEffect, useId, useRef, useState } from 'react';
import {
  DIFFICULTIES,
  INSTRUCTION_FILTER_GROUPS,
  IO_FILTER_VALUES,
  type FilterGroup,
  type Filters,
  type SortOption,
} from './listLogic.ts';
import { useNarrowScreen } from './useNarrowScreen.ts';

interface PickerOption {
  value: string;
  label: string;
}

interface PickerSection {
  legend?: string;
  options: readonly PickerOption[];
}

/** The filter groups' labels ('Filter by {label}') and choices. */
const GROUPS: Record<FilterGroup, { label: string; sections: readonly PickerSection[] }> = {
  scene: {
    label: 'Scene',
    sections: [
      {
        options: [
          { value: 'EMPTY', label: SCENE_CATALOGUE.EMPTY.name },
          ...SCENE_PICKER.map((scene) => ({ value: scene.id, label: scene.name })),
        ],
      },
    ],
  },
  io: {
    label: 'I/O',
    sections: [
      { options: IO_FILTER_VALUES.map((v) => ({ value: v, label: IO_SYMBOL_LABELS[v as IoSymbol] })) },
    ],
  },
  instruction: {
    label: 'Instruction',
    sections: INSTRUCTION_FILTER_GROUPS.map(({ group, types }) => ({
      legend: group,
      options: types.map((type) => ({ value: type, label: type })),
    })),
  },
  difficulty: {
    label: 'Difficulty',
    sections: [
      { options: DIFFICULTIES.map((d) => ({ value: d, label: d.charAt(0).toUpperCase() + d.slice(1) })) },
    ],
  },
};

/** A multi-select filter: stays open after each pick; shows 'Filter by {label}' until something is picked. */
function FilterPicker({
  group,
  selected,
  onChange,
}: {
  group: FilterGroup;
  selected: readonly string[];
  onChange: (values: string[]) => void;
}) {
  const { label, sections } = GROUPS[group];
  const labels = new Map(sections.flatMap((s) => s.options.map((o) => [o.value, o.label] as const)));
  const summary =
    selected.length === 0
      ? `Filter by ${label}`
      : selected.map((value) => labels.get(value) ?? value).join(', ');
  const toggle = (value: string, on: boolean) =>
    onChange(on ? [...selected, value] : selected.filter((v) => v !== value));
  const ref = useRef<HTMLDetailsElement>(null);
  // Stays open while picking; a press outside the picker or Escape closes it.
  useEffect(() => {
    const close = (event: Event) => {
      const picker = ref.current;
      if (!picker?.open) return;
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !picker.contains(event.target as Node)) {
        picker.open = false;
      }
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, []);
  return (
    <details ref={ref} className="filter-picker" data-filter={group}>
      <summary aria-label={`Filter by ${label}`}>
        <span className={selected.length === 0 ? 'filter-placeholder' : undefined}>{summary}</span>
      </summary>
      <div className="filter-options">
        {sections.map((section, i) => (
          <fieldset key={section.legend ?? i}>
            {section.legend && <legend>{section.legend}</legend>}
            {section.options.map((option) => (
              <label key={option.value}>
                <input
                  type="checkbox"
                  value={option.value}
                  checked={selected.includes(option.value)}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                />
                {option.label}
              </label>
            ))}
          </fieldset>
        ))}
        {selected.length > 0 && (
          <button type="button" className="button filter-clear" onClick={() => onChange([])}>
            Clear
          </button>
        )}
      </div>
    </details>
  );
}

export interface ListControlsProps<K extends string> {
  search: string;
  onSearch: (value: string) => void;
  sort: K;
  sortOptions: readonly SortOption<K>[];
  onSort: (value: K) => void;
  groups: readonly FilterGroup[];
  filters: Filters;
  onFilters: (filters: Filters) => void;
}

/**
 * A list's search box, 'Sort By' select and filter row. The filter row is open by default on wide
 * screens and hidden on narrow ones (768 px or less); a toggle button shows or hides it.
 */
export function ListControls<K extends string>({
  search,
  onSearch,
  sort,
  sortOptions,
  onSort,
  groups,
  filters,
  onFilters,
}: ListControlsProps<K>) {
  const narrow = useNarrowScreen();
  const [toggled, setToggled] = useState<{ narrow: boolean; open: boolean } | null>(null);
  // The user's choice holds until the screen crosses the breakpoint; then the default applies again.
  const open = toggled !== null && toggled.narrow === narrow ? toggled.open : !narrow;
  const sortId = useId();
  const filterRowId = useId();
  const active = groups.reduce((n, g) => n + (filters[g]?.length ?? 0), 0);
  return (
    <div className="list-controls">
      <div className="list-controls-row">
        <input
          type="search"
          className="list-search"
          placeholder="Search..."
          aria-label="Search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
        <label className="list-sort" htmlFor={sortId}>
          Sort By
          <select
            id={sortId}
            value={sort}
            onChange={(event) => {
              const option = sortOptions.find((o) => o.value === event.target.value);
              if (option) onSort(option.value);
            }}
          >
            {sortOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button filter-toggle"
          aria-expanded={open}
          aria-controls={filterRowId}
          onClick={() => setToggled({ narrow, open: !open })}
        >
          {open ? 'Hide Filters' : 'Show Filters'}
          {active > 0 && ` (${active})`}
        </button>
      </div>
      <div id={filterRowId} className="list-filters" hidden={!open}>
        {groups.map((group) => (
          <FilterPicker
            key={group}
            group={group}
            selected={filters[group] ?? []}
            onChange={(values) => onFilters({ ...filters, [group]: values })}
          />
        ))}
      </div>
    </div>
  );
}

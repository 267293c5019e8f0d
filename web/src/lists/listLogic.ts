/**
 * The lists' pure logic (spec 000 §5 "Lists", 001 §5 "Filtering and search", §9 sort options):
 * case-insensitive substring search on the name, filters that are any-of within a group and all-of
 * across groups, and each list's sort orders.
 */
import { INPUT_SYMBOLS, normalizeIoSymbol, OUTPUT_SYMBOLS, SCENES } from '@plcsim/compiler';
import { ISSUE_25_FILTER_GROUPS } from './instructionGroups.ts';

/** What the search and the filters read of a list item. */
export interface Filterable {
  name: string;
  scene?: string | null;
  tagMap?: Readonly<Record<string, { io_symbol?: string | null } | null>> | null;
  instructionMap?: Readonly<Record<string, { type?: string } | null>> | null;
  difficulty?: string | null;
}

/** The filter groups; an empty or missing group does not filter. */
export interface Filters {
  scene?: readonly string[];
  io?: readonly string[];
  instruction?: readonly string[];
  difficulty?: readonly string[];
}

export type FilterGroup = keyof Filters;

/** Case-insensitive substring match of `query` (trimmed) on `name`; an empty query matches all. */
export function matchesSearch(name: string | null | undefined, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return (name ?? '').toLowerCase().includes(needle);
}

/** Whether any tag of the item has one of `symbols`, in either temperature-switch spelling. */
function hasIoSymbol(item: Filterable, symbols: readonly string[]): boolean {
  const wanted = new Set(symbols.map((s) => normalizeIoSymbol(s) ?? s));
  return Object.values(item.tagMap ?? {}).some((tag) => {
    const symbol = normalizeIoSymbol(tag?.io_symbol);
    return symbol !== null && wanted.has(symbol);
  });
}

function hasInstruction(item: Filterable, types: readonly string[]): boolean {
  const wanted = new Set(types.map((t) => t.toUpperCase()));
  return Object.values(item.instructionMap ?? {}).some(
    (instruction) => typeof instruction?.type === 'string' && wanted.has(instruction.type.toUpperCase()),
  );
}

/** Whether the item passes every non-empty filter group (any-of within a group). */
export function matchesFilters(item: Filterable, filters: Filters): boolean {
  const { scene, io, instruction, difficulty } = filters;
  if (scene && scene.length > 0 && !scene.includes(item.scene || 'EMPTY')) return false;
  if (io && io.length > 0 && !hasIoSymbol(item, io)) return false;
  if (instruction && instruction.length > 0 && !hasInstruction(item, instruction)) return false;
  if (difficulty && difficulty.length > 0 && !difficulty.includes((item.difficulty ?? '').toLowerCase())) {
    return false;
  }
  return true;
}

/** The items matching the search and the filters, in their given order. */
export function filterItems<T>(
  items: readonly T[],
  view: (item: T) => Filterable,
  query: string,
  filters: Filters,
): T[] {
  return items.filter((item) => {
    const fields = view(item);
    return matchesSearch(fields.name, query) && matchesFilters(fields, filters);
  });
}

/** A sort option: its value (as the spec names it) and its label in the 'Sort By' select. */
export interface SortOption<K extends string> {
  value: K;
  label: string;
}

export const PROJECT_SORTS = [
  { value: 'name-asc', label: 'Name (A-Z)' },
  { value: 'name-desc', label: 'Name (Z-A)' },
  { value: 'created-newest', label: 'Created, Newest' },
  { value: 'created-oldest', label: 'Created, Oldest' },
  { value: 'updated-newest', label: 'Updated, Newest' },
  { value: 'updated-oldest', label: 'Updated, Oldest' },
] as const satisfies readonly SortOption<string>[];
export type ProjectSort = (typeof PROJECT_SORTS)[number]['value'];
export const DEFAULT_PROJECT_SORT: ProjectSort = 'updated-newest';

export const NUMBERED_SORTS = [
  { value: 'default', label: 'Default' },
  { value: 'name-asc', label: 'Name (A-Z)' },
  { value: 'name-desc', label: 'Name (Z-A)' },
  { value: 'created-newest', label: 'Created, Newest' },
  { value: 'created-oldest', label: 'Created, Oldest' },
] as const satisfies readonly SortOption<string>[];
/** Problems and examples sort the same way; 'default' is by number. */
export type NumberedSort = (typeof NUMBERED_SORTS)[number]['value'];
export const DEFAULT_NUMBERED_SORT: NumberedSort = 'default';

export const COMMUNITY_SORTS = [
  { value: 'votes', label: 'Votes' },
  { value: 'shared-desc', label: 'Shared, Newest' },
  { value: 'shared-asc', label: 'Shared, Oldest' },
] as const satisfies readonly SortOption<string>[];
export type CommunitySortValue = (typeof COMMUNITY_SORTS)[number]['value'];
export const DEFAULT_COMMUNITY_SORT: CommunitySortValue = 'shared-desc';

/** What the sorts read of a list item. */
export interface Sortable {
  name: string;
  number?: number;
  createdAt?: string | null;
  updatedAt?: string | null;
}

function time(value: string | null | undefined): number {
  const t = value ? Date.parse(value) : NaN;
  return Number.isNaN(t) ? 0 : t;
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

function byName(a: Sortable, b: Sortable): number {
  return collator.compare(a.name, b.name);
}

function byNumber(a: Sortable, b: Sortable): number {
  return (a.number ?? Number.MAX_SAFE_INTEGER) - (b.number ?? Number.MAX_SAFE_INTEGER);
}

const COMPARATORS: Record<ProjectSort | NumberedSort, (a: Sortable, b: Sortable) => number> = {
  default: byNumber,
  'name-asc': byName,
  'name-desc': (a, b) => byName(b, a),
  'created-newest': (a, b) => time(b.createdAt) - time(a.createdAt),
  'created-oldest': (a, b) => time(a.createdAt) - time(b.createdAt),
  'updated-newest': (a, b) => time(b.updatedAt) - time(a.updatedAt),
  'updated-oldest': (a, b) => time(a.updatedAt) - time(b.updatedAt),
};

/** A sorted copy (stable; ties keep number order, then the given order). */
export function sortItems<T>(
  items: readonly T[],
  view: (item: T) => Sortable,
  sort: ProjectSort | NumberedSort,
): T[] {
  const compare = COMPARATORS[sort];
  return items
    .map((item, index) => ({ item, fields: view(item), index }))
    .sort((a, b) => compare(a.fields, b.fields) || byNumber(a.fields, b.fields) || a.index - b.index)
    .map(({ item }) => item);
}

/** Whether `value` is one of `options`' values. */
export function isSortValue<K extends string>(options: readonly SortOption<K>[], value: string): value is K {
  return options.some((option) => option.value === value);
}

/**
 * Instruction types by filter group (spec 001 §3), then issue 25's instructions under the editor's
 * toolset tab names (widget/src/editor/Toolsets.tsx): Compare gains LIM, MEQ and CMP; Compute, File/Misc,
 * Program Control and Process are new groups.
 */
export const INSTRUCTION_FILTER_GROUPS = [
  { group: 'Bit', types: ['ONS', 'OTL', 'OTU'] },
  { group: 'Timer', types: ['TON', 'TOF', 'RTO'] },
  { group: 'Counter', types: ['CTU', 'CTD'] },
  { group: 'Math', types: ['ADD', 'SUB', 'MUL', 'DIV', 'MOD'] },
  { group: 'Compare', types: ['MOV', 'EQU', 'NEQ', 'GRT', 'GEQ', 'LES', 'LEQ', 'LIM', 'MEQ', 'CMP'] },
  ...ISSUE_25_FILTER_GROUPS,
] as const;

/** Scene filter values: every scene id. */
export const SCENE_FILTER_VALUES: readonly string[] = SCENES;

/** I/O filter values in their stored spelling (the TEMPERATURE_SWITCH reading is accepted too). */
export const IO_FILTER_VALUES: readonly string[] = [...INPUT_SYMBOLS, ...OUTPUT_SYMBOLS];

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;

/** List indexes after which an ad slot appears (spec 001 §9). */
export const AD_SLOT_INDEXES = [2, 7, 17, 27, 37] as const;

/** Whether an ad slot follows the card at `index`. */
export function adSlotAfter(index: number): boolean {
  return (AD_SLOT_INDEXES as readonly number[]).includes(index);
}

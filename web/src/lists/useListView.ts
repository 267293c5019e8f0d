import { useMemo, useState } from 'react';
import { filterItems, sortItems, type Filterable, type Filters, type Sortable } from './listLogic.ts';

/** A list's search text, sort and filters, and the items they let through, sorted. */
export function useListView<T, K extends string>(
  items: readonly T[],
  defaultSort: K,
  view: (item: T) => Filterable & Sortable,
  sortWith: ((items: readonly T[], sort: K) => T[]) | null,
) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<K>(defaultSort);
  const [filters, setFilters] = useState<Filters>({});
  const shown = useMemo(() => {
    const matching = filterItems(items, view, search, filters);
    return sortWith ? sortWith(matching, sort) : matching;
  }, [items, view, search, filters, sort, sortWith]);
  return { search, setSearch, sort, setSort, filters, setFilters, shown };
}

/** The client-side sort of a list whose sort keys are those of `sortItems`. */
export function clientSort<T>(view: (item: T) => Sortable) {
  return (items: readonly T[], sort: Parameters<typeof sortItems>[2]) => sortItems(items, view, sort);
}

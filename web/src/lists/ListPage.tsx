import type { ReactNode } from 'react';
import { PageHeader } from '../components/PageHeader.tsx';
import { ListBody, type ListLoad } from './ListBody.tsx';
import { ListControls } from './ListControls.tsx';
import type { FilterGroup, Filters, SortOption } from './listLogic.ts';

/**
 * The shared layout of a list page: its header, the search/sort/filter controls and the list's results,
 * with `notice` between the controls and the results and `children` after them.
 */
export function ListPage<T, K extends string>({
  heading,
  subtitle,
  list,
  sort,
  sortOptions,
  onSort,
  groups,
  load,
  failureText,
  emptyText,
  loadingLabel,
  keyOf,
  renderCard,
  notice,
  children,
}: {
  heading: string;
  subtitle: string;
  /** The search text, filters and shown items from `useListView`. */
  list: {
    search: string;
    setSearch: (value: string) => void;
    filters: Filters;
    setFilters: (filters: Filters) => void;
    shown: readonly T[];
  };
  sort: K;
  sortOptions: readonly SortOption<K>[];
  onSort: (value: K) => void;
  groups: readonly FilterGroup[];
  load: ListLoad<T>;
  failureText: string;
  emptyText: string;
  loadingLabel: string;
  keyOf: (item: T) => string;
  renderCard: (item: T) => ReactNode;
  notice?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="list-page">
      <PageHeader heading={heading} subtitle={subtitle} />
      <ListControls
        search={list.search}
        onSearch={list.setSearch}
        sort={sort}
        sortOptions={sortOptions}
        onSort={onSort}
        groups={groups}
        filters={list.filters}
        onFilters={list.setFilters}
      />
      {notice}
      <ListBody
        load={load}
        shown={list.shown}
        failureText={failureText}
        emptyText={emptyText}
        loadingLabel={loadingLabel}
        keyOf={keyOf}
        renderCard={renderCard}
      />
      {children}
    </div>
  );
}

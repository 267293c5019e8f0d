import { useEffect, useState } from 'react';
import { fetchExamples, type ExampleSummary } from '../../api/examples.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ExampleCard } from '../../lists/cards.tsx';
import { ListBody, type ListLoad } from '../../lists/ListBody.tsx';
import { ListControls } from '../../lists/ListControls.tsx';
import { DEFAULT_NUMBERED_SORT, NUMBERED_SORTS, type NumberedSort } from '../../lists/listLogic.ts';
import { clientSort, useListView } from '../../lists/useListView.ts';
import { pageTitle } from '../../title/pageTitle.ts';
import { useDocumentTitle } from '../../title/useDocumentTitle.ts';
import '../../lists/lists.css';

const view = (example: ExampleSummary) => ({
  name: example.exampleName,
  number: example.exampleNumber,
  createdAt: example.createdAt,
  scene: example.scene,
  tagMap: example.tagMap,
  instructionMap: example.instructionMap,
});
const sortExamples = clientSort(view);

/** /examples (spec 001 §2 "Examples list"). */
export default function ExamplesPage() {
  useDocumentTitle(pageTitle('Examples'));
  const [load, setLoad] = useState<ListLoad<ExampleSummary>>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetchExamples(controller.signal).then(
      (items) => setLoad({ state: 'loaded', items }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(error);
        setLoad({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, []);
  const items = load.state === 'loaded' ? load.items : [];
  const list = useListView<ExampleSummary, NumberedSort>(items, DEFAULT_NUMBERED_SORT, view, sortExamples);
  return (
    <div className="list-page">
      <PageHeader
        heading="Examples"
        subtitle="Learn ladder logic and structured text with example projects."
      />
      <ListControls
        search={list.search}
        onSearch={list.setSearch}
        sort={list.sort}
        sortOptions={NUMBERED_SORTS}
        onSort={list.setSort}
        groups={['scene', 'io', 'instruction']}
        filters={list.filters}
        onFilters={list.setFilters}
      />
      <ListBody
        load={load}
        shown={list.shown}
        failureText="Failed to load examples."
        emptyText="No examples found."
        loadingLabel="Loading examples"
        keyOf={(example) => example.example_id}
        renderCard={(example) => <ExampleCard example={example} />}
      />
    </div>
  );
}

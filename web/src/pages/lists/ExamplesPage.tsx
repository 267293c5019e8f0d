import { fetchExamples, type ExampleSummary } from '../../api/examples.ts';
import { ExampleCard } from '../../lists/cards.tsx';
import { ListPage } from '../../lists/ListPage.tsx';
import { DEFAULT_NUMBERED_SORT, NUMBERED_SORTS, type NumberedSort } from '../../lists/listLogic.ts';
import { useFetchedList } from '../../lists/useFetchedList.ts';
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
  const [load] = useFetchedList(fetchExamples);
  const items = load.state === 'loaded' ? load.items : [];
  const list = useListView<ExampleSummary, NumberedSort>(items, DEFAULT_NUMBERED_SORT, view, sortExamples);
  return (
    <ListPage
      heading="Examples"
      subtitle="Learn ladder logic and structured text with example projects."
      list={list}
      sort={list.sort}
      sortOptions={NUMBERED_SORTS}
      onSort={list.setSort}
      groups={['scene', 'io', 'instruction']}
      load={load}
      failureText="Failed to load examples."
      emptyText="No examples found."
      loadingLabel="Loading examples"
      keyOf={(example) => example.example_id}
      renderCard={(example) => <ExampleCard example={example} />}
    />
  );
}

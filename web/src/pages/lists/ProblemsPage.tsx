import { useEffect, useState } from 'react';
import { fetchProblems, type ProblemSummary } from '../../api/problems.ts';
import { fetchSolutions } from '../../api/solutions.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ProblemCard } from '../../lists/cards.tsx';
import type { SolvedStatus } from '../../lists/icons.tsx';
import { ListBody, type ListLoad } from '../../lists/ListBody.tsx';
import { ListControls } from '../../lists/ListControls.tsx';
import { DEFAULT_NUMBERED_SORT, NUMBERED_SORTS, type NumberedSort } from '../../lists/listLogic.ts';
import { hasSession } from '../../lists/session.ts';
import { clientSort, useListView } from '../../lists/useListView.ts';
import { pageTitle } from '../../title/pageTitle.ts';
import { useDocumentTitle } from '../../title/useDocumentTitle.ts';
import '../../lists/lists.css';

const view = (problem: ProblemSummary) => ({
  name: problem.problemName,
  number: problem.problemNumber,
  createdAt: problem.createdAt,
  scene: problem.scene,
  tagMap: problem.tagMap,
  difficulty: problem.difficulty,
});
const sortProblems = clientSort(view);

/** Solved state by problem id: true solved, false attempted; absent not attempted. */
type SolvedMap = ReadonlyMap<string, boolean | null>;

function statusOf(solved: SolvedMap, problemId: string): SolvedStatus {
  const value = solved.get(problemId);
  if (value === true) return 'solved';
  if (value === false) return 'attempted';
  return 'unknown';
}

/** /problems (spec 000 §2 "Problems list"): problems and, for a signed-in user, their solutions. */
export default function ProblemsPage() {
  useDocumentTitle(pageTitle('Problems'));
  const [load, setLoad] = useState<ListLoad<ProblemSummary>>({ state: 'loading' });
  const [solved, setSolved] = useState<SolvedMap>(new Map());
  const [solutionsFailed, setSolutionsFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    fetchProblems(controller.signal).then(
      (items) => setLoad({ state: 'loaded', items }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(error);
        setLoad({ state: 'failed' });
      },
    );
    void hasSession().then(async (signedIn) => {
      if (!signedIn || controller.signal.aborted) return;
      try {
        const solutions = await fetchSolutions(controller.signal);
        setSolved(new Map(solutions.map((s) => [s.problem_id, s.solved])));
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error(error);
        setSolutionsFailed(true);
      }
    });
    return () => controller.abort();
  }, []);
  const items = load.state === 'loaded' ? load.items : [];
  const list = useListView<ProblemSummary, NumberedSort>(items, DEFAULT_NUMBERED_SORT, view, sortProblems);
  return (
    <div className="list-page">
      <PageHeader heading="Problems" subtitle="Test your skills by solving challenges." />
      <ListControls
        search={list.search}
        onSearch={list.setSearch}
        sort={list.sort}
        sortOptions={NUMBERED_SORTS}
        onSort={list.setSort}
        groups={['scene', 'io', 'difficulty']}
        filters={list.filters}
        onFilters={list.setFilters}
      />
      {solutionsFailed && (
        <p className="list-failure" role="alert">
          Failed to load solutions.
        </p>
      )}
      <ListBody
        load={load}
        shown={list.shown}
        failureText="Failed to load problems."
        emptyText="No problems found."
        loadingLabel="Loading problems"
        keyOf={(problem) => problem.problem_id}
        renderCard={(problem) => (
          <ProblemCard problem={problem} status={statusOf(solved, problem.problem_id)} />
        )}
      />
    </div>
  );
}

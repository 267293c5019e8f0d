import { useEffect, useState } from 'react';
import { fetchProblems, type ProblemSummary } from '../../api/problems.ts';
import { fetchSolutions } from '../../api/solutions.ts';
import { ProblemCard } from '../../lists/cards.tsx';
import type { SolvedStatus } from '../../lists/icons.tsx';
import { ListPage } from '../../lists/ListPage.tsx';
import { DEFAULT_NUMBERED_SORT, NUMBERED_SORTS, type NumberedSort } from '../../lists/listLogic.ts';
import { hasSession } from '../../lists/session.ts';
import { useFetchedList } from '../../lists/useFetchedList.ts';
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
  const [load] = useFetchedList(fetchProblems);
  const [solved, setSolved] = useState<SolvedMap>(new Map());
  const [solutionsFailed, setSolutionsFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
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
    <ListPage
      heading="Problems"
      subtitle="Test your skills by solving challenges."
      list={list}
      sort={list.sort}
      sortOptions={NUMBERED_SORTS}
      onSort={list.setSort}
      groups={['scene', 'io', 'difficulty']}
      notice={
        solutionsFailed && (
          <p className="list-failure" role="alert">
            Failed to load solutions.
          </p>
        )
      }
      load={load}
      failureText="Failed to load problems."
      emptyText="No problems found."
      loadingLabel="Loading problems"
      keyOf={(problem) => problem.problem_id}
      renderCard={(problem) => (
        <ProblemCard problem={problem} status={statusOf(solved, problem.problem_id)} />
      )}
    />
  );
}

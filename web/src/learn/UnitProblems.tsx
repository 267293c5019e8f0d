import type { LearnUnit } from '@plcsim/content/learn';
import { Link } from 'react-router-dom';
import { SolvedIcon } from '../lists/icons.tsx';
import type { SolvedProblems } from './progress.ts';
import { UnitProgress } from './UnitProgress.tsx';
import '../lists/lists.css';

/** The unit's problems in the order to solve them, each linking to its workspace, with its status. */
export function UnitProblems({ unit, solved }: { unit: LearnUnit; solved: SolvedProblems }) {
  return (
    <section className="learn-problems" aria-labelledby="learn-problems-heading">
      <h2 id="learn-problems-heading">Problems</h2>
      {unit.problems.length === 0 ? (
        <p>This unit has no problems yet: try the examples above, then go on to the next unit.</p>
      ) : (
        <>
          <UnitProgress unit={unit} solved={solved} />
          <ol className="learn-problem-list">
            {unit.problems.map((problem) => {
              const source = solved.get(problem.id);
              return (
                <li key={problem.id} data-testid="learn-problem">
                  <SolvedIcon status={source ? 'solved' : 'unknown'} />
                  <span className="learn-problem__text">
                    <Link to={`/problems/${encodeURIComponent(problem.id)}`}>
                      {problem.number}. {problem.name}
                    </Link>
                    <span className={`difficulty-badge difficulty-${problem.difficulty}`}>
                      {problem.difficulty}
                    </span>
                    {source === 'device' && (
                      <span className="learn-problem__device">solved on this device</span>
                    )}
                  </span>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}

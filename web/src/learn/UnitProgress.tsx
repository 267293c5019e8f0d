import type { LearnUnit } from '@plcsim/content/learn';
import { progressText, unitProgress, type SolvedProblems } from './progress.ts';

/** '3 of 11 problems solved' with a bar (the text carries the meaning; the bar is decoration). */
export function UnitProgress({ unit, solved }: { unit: LearnUnit; solved: SolvedProblems }) {
  const counts = unitProgress(unit, solved);
  const share = counts.total === 0 ? 0 : counts.solved / counts.total;
  return (
    <div className="learn-progress" data-solved={counts.solved} data-total={counts.total}>
      {counts.total > 0 && (
        <span className="learn-progress__bar" aria-hidden="true">
          <span style={{ width: `${Math.round(share * 100)}%` }} />
        </span>
      )}
      <span className="learn-progress__text">{progressText(counts)}</span>
    </div>
  );
}

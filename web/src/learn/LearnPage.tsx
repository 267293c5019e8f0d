import { Link } from 'react-router-dom';
import { PageHeader } from '../components/PageHeader.tsx';
import { pageTitle } from '../title/pageTitle.ts';
import { useDocumentTitle } from '../title/useDocumentTitle.ts';
import { LEARN_BOOK, unitPath } from './learnBook.ts';
import { ProgressNotice } from './ProgressNotice.tsx';
import { UnitProgress } from './UnitProgress.tsx';
import { useLearnProgress } from './useLearnProgress.ts';
import './learn.css';

/** /learn: the path of units in order, each with its summary and how many of its problems are solved. */
export default function LearnPage() {
  useDocumentTitle(pageTitle('Learn'));
  const progress = useLearnProgress();
  return (
    <>
      <PageHeader
        heading="Learn"
        subtitle="A path from your first rung to instructions of your own: a short lesson per unit with live examples, then problems to solve."
      />
      <ProgressNotice progress={progress} />
      <ol className="learn-units" aria-label="Units">
        {LEARN_BOOK.units.map((unit) => (
          <li key={unit.unit} className="learn-unit-card" data-testid="learn-unit">
            <p className="learn-unit-card__number">Unit {unit.unit}</p>
            <h2>
              <Link to={unitPath(unit)}>{unit.title}</Link>
            </h2>
            <p className="learn-unit-card__summary">{unit.summary}</p>
            <UnitProgress unit={unit} solved={progress.solved} />
          </li>
        ))}
      </ol>
    </>
  );
}

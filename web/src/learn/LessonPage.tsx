import { Link, useParams } from 'react-router-dom';
import { PageHeader } from '../components/PageHeader.tsx';
import { detailTitle, pageTitle } from '../title/pageTitle.ts';
import { useDocumentTitle } from '../title/useDocumentTitle.ts';
import { LEARN_BOOK, unitBySlug, unitPath } from './learnBook.ts';
import { LessonBlocks } from './LessonBlocks.tsx';
import { MoreExamples } from './MoreExamples.tsx';
import { ProgressNotice } from './ProgressNotice.tsx';
import { UnitProblems } from './UnitProblems.tsx';
import { useLearnProgress } from './useLearnProgress.ts';
import './learn.css';

/** /learn/{slug}: a unit's lesson with its live examples, then its problems, then the way on. */
export default function LessonPage() {
  const { unitSlug } = useParams();
  const unit = unitBySlug(unitSlug);
  useDocumentTitle(unit ? detailTitle('Learn', unit.title) : pageTitle('Unit not found'));
  const progress = useLearnProgress();
  if (!unit) {
    return (
      <>
        <PageHeader heading="Unit not found" subtitle="There is no unit at this address." />
        <p>
          <Link to="/learn">See all units</Link>
        </p>
      </>
    );
  }
  const index = LEARN_BOOK.units.indexOf(unit);
  const previous = LEARN_BOOK.units[index - 1];
  const next = LEARN_BOOK.units[index + 1];
  return (
    <div className="lesson-page">
      <nav aria-label="Breadcrumb" className="learn-breadcrumb">
        <Link to="/learn">Learn</Link> <span aria-hidden="true">›</span>{' '}
        <span aria-current="page">
          Unit {unit.unit} of {LEARN_BOOK.units.length}
        </span>
      </nav>
      <PageHeader heading={unit.title} subtitle={unit.summary} />
      <ProgressNotice progress={progress} />
      <article className="lesson" aria-label={`Lesson: ${unit.title}`}>
        <LessonBlocks blocks={unit.blocks} />
        <MoreExamples unit={unit} />
      </article>
      <UnitProblems unit={unit} solved={progress.solved} />
      <nav aria-label="Units" className="learn-pager">
        {previous && (
          <Link to={unitPath(previous)} rel="prev">
            ← Unit {previous.unit}: {previous.title}
          </Link>
        )}
        {next && (
          <Link to={unitPath(next)} rel="next" className="learn-pager__next">
            Unit {next.unit}: {next.title} →
          </Link>
        )}
      </nav>
    </div>
  );
}

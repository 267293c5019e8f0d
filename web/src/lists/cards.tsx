import { SceneThumbnail, SymbolStrip } from '@plcsim/widget';
import { Link } from 'react-router-dom';
import type { CommunityProjectSummary } from '../api/community.ts';
import type { ExampleSummary } from '../api/examples.ts';
import type { ProblemSummary } from '../api/problems.ts';
import type { ProjectSummary } from '../api/projects.ts';
import {
  InlineSpinner,
  LadderIcon,
  SolvedIcon,
  StructuredTextIcon,
  TrashIcon,
  VoteIcon,
  type SolvedStatus,
} from './icons.tsx';
import { localDateTime } from '../format/localDateTime.ts';

const THUMB_WIDTH = 160;

/** A saved project (spec 000 §2 "Projects list"). */
export function ProjectCard({
  project,
  shared,
  sharingPending,
  onDelete,
  onShare,
}: {
  project: ProjectSummary;
  shared: boolean;
  sharingPending: boolean;
  onDelete: () => void;
  onShare: (shared: boolean) => void;
}) {
  return (
    <article className="list-card" data-testid="project-card">
      <SceneThumbnail scene={project.scene} width={THUMB_WIDTH} className="card-thumb" />
      <div className="card-body">
        <div className="card-title-row">
          <h2 className="card-title">
            <Link to={`/projects/${encodeURIComponent(project.project_id)}`}>{project.projectName}</Link>
          </h2>
          <button
            type="button"
            className="icon-button card-delete"
            aria-label={`Delete ${project.projectName}`}
            title="Delete Project"
            onClick={onDelete}
          >
            <TrashIcon />
          </button>
        </div>
        <SymbolStrip tagMap={project.tagMap} size={22} className="card-symbols" />
        <dl className="card-dates">
          <div>
            <dt>Created:</dt> <dd>{localDateTime(project.createdAt)}</dd>
          </div>
          <div>
            <dt>Updated:</dt> <dd>{localDateTime(project.updatedAt)}</dd>
          </div>
        </dl>
        <label className="card-share">
          <input
            type="checkbox"
            checked={shared}
            disabled={sharingPending}
            aria-busy={sharingPending}
            onChange={(event) => onShare(event.target.checked)}
          />
          Share with Community
        </label>
      </div>
    </article>
  );
}

/** An example (spec 001 §2 "Examples list"). */
export function ExampleCard({ example }: { example: ExampleSummary }) {
  const hasLadder = Array.isArray(example.rungs) && example.rungs.length > 0;
  const hasSt = typeof example.stSource === 'string' && example.stSource.trim() !== '';
  return (
    <article className="list-card" data-testid="example-card">
      <SceneThumbnail scene={example.scene} width={THUMB_WIDTH} className="card-thumb" />
      <div className="card-body">
        <div className="card-title-row">
          <h2 className="card-title">
            <Link to={`/examples/${encodeURIComponent(example.example_id)}`}>
              {`${example.exampleNumber}. ${example.exampleName}`}
            </Link>
          </h2>
          <span className="card-icons">
            {hasLadder && <LadderIcon />}
            {hasSt && <StructuredTextIcon />}
          </span>
        </div>
        <SymbolStrip tagMap={example.tagMap} size={22} className="card-symbols" />
        {example.description && <p className="card-description">{example.description}</p>}
      </div>
    </article>
  );
}

/** A problem (spec 000 §2 "Problems list"). */
export function ProblemCard({ problem, status }: { problem: ProblemSummary; status: SolvedStatus }) {
  const difficulty = String(problem.difficulty).toLowerCase();
  return (
    <article className="list-card" data-testid="problem-card">
      <SceneThumbnail scene={problem.scene} width={THUMB_WIDTH} className="card-thumb" />
      <div className="card-body">
        <div className="card-title-row">
          <SolvedIcon status={status} />
          <h2 className="card-title">
            <Link to={`/problems/${encodeURIComponent(problem.problem_id)}`}>
              {`${problem.problemNumber}. ${problem.problemName}`}
            </Link>
          </h2>
          <span className={`difficulty-badge difficulty-${difficulty}`} data-difficulty={difficulty}>
            {difficulty}
          </span>
        </div>
        <SymbolStrip tagMap={problem.tagMap} size={22} className="card-symbols" />
        {problem.description && <p className="card-description">{problem.description}</p>}
      </div>
    </article>
  );
}

/** The Vote button's tooltip on one's own community project (the API refuses such a vote with it). */
export const OWN_PROJECT_VOTE = 'You cannot vote for your own project.';

/** A community project (spec 001 §2 "Community list"); `own` when the signed-in user shared it. */
export function CommunityCard({
  project,
  votes,
  voted,
  pending,
  own = false,
  onVote,
}: {
  project: CommunityProjectSummary;
  votes: number;
  voted: boolean;
  pending: boolean;
  own?: boolean;
  onVote: () => void;
}) {
  const creator = project.username || project.creator;
  // A disabled button gets no pointer events in some browsers: the wrapper shows the tooltip too.
  const ownTip = own && !voted ? OWN_PROJECT_VOTE : undefined;
  return (
    <article className="list-card" data-testid="community-card">
      <SceneThumbnail scene={project.scene} width={THUMB_WIDTH} className="card-thumb" />
      <div className="card-body">
        <h2 className="card-title">
          <Link to={`/community/${encodeURIComponent(creator)}/${encodeURIComponent(project.community_id)}`}>
            {project.projectName}
          </Link>
        </h2>
        <SymbolStrip tagMap={project.tagMap} size={22} className="card-symbols" />
        <dl className="card-dates">
          <div>
            <dt>Creator:</dt> <dd>{creator}</dd>
          </div>
          <div>
            <dt>Shared:</dt> <dd>{localDateTime(project.date_shared)}</dd>
          </div>
        </dl>
        <div className="card-votes" title={ownTip}>
          <button
            type="button"
            className={voted ? 'vote-button voted' : 'vote-button'}
            aria-pressed={voted}
            aria-busy={pending}
            aria-label={voted ? 'Remove vote' : 'Vote'}
            title={ownTip}
            disabled={ownTip !== undefined}
            onClick={onVote}
          >
            {pending ? <InlineSpinner label="Voting" /> : <VoteIcon voted={voted} />}
          </button>
          <span className="vote-count" data-testid="vote-count">
            {votes}
          </span>
        </div>
      </div>
    </article>
  );
}

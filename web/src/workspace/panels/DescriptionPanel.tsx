import { useSimulatorState } from '@plcsim/widget';
import { useId } from 'react';
import { useWorkspace } from '../workspaceContext.ts';

/**
 * The Description tab: the text of an example or problem, or of your own project, where it can be
 * edited while stopped (spec 000 §6).
 */
export function DescriptionPanel() {
  const { project, own, setProject, controller, content } = useWorkspace();
  const running = useSimulatorState(controller).mode === 'RUN';
  const id = useId();
  const heading = content.number === undefined ? content.name : `${content.number}. ${content.name}`;
  return (
    <div
      className="workspace-panel workspace-description"
      role="region"
      aria-label="Description"
      tabIndex={0}
    >
      <h2 className="workspace-description__title">{heading}</h2>
      {content.difficulty && (
        <p className={`workspace-difficulty workspace-difficulty--${content.difficulty}`}>
          {content.difficulty}
        </p>
      )}
      {own ? (
        <>
          <label htmlFor={id} className="workspace-description__label">
            Description
          </label>
          <textarea
            id={id}
            className="workspace-description__text"
            value={project.description}
            readOnly={running}
            placeholder="What does this program do?"
            onChange={(event) => setProject({ ...project, description: event.target.value })}
          />
        </>
      ) : project.description ? (
        <p className="workspace-description__body">{project.description}</p>
      ) : (
        <p className="workspace-description__body workspace-muted">No description.</p>
      )}
    </div>
  );
}

import {
  LANGUAGE_NAMES,
  languageOf,
  RunControls,
  StatusBar,
  useSimulatorState,
  type RunRefusal,
} from '@plcsim/widget';
import { IoPalette } from '@plcsim/widget/editor';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { runOnly } from './content.ts';
import { scrollFadeRef } from './scrollFade.ts';
import { copyToProject } from './copyToProject.ts';
import { FileMenu } from './FileMenu.tsx';
import { SaveShare } from './SaveShare.tsx';
import { ToolbarMenu } from './ToolbarMenu.tsx';
import { UnsavedDot } from './UnsavedDot.tsx';
import { SOLVED_LABELS, useSolved } from './useSolved.ts';
import { useWorkspace } from './workspaceContext.ts';

/** Where the Previous and Next buttons of examples and problems go. */
const SECTION_PATHS = { example: '/examples', problem: '/problems' } as const;

/**
 * The workspace toolbar (spec 000 §2 "Toolbar"): the name box, a problem's solved indicator, Previous
 * and Next for examples and problems, Copy to Project for content that is not yours, the run mode
 * control (only RUN for examples, shared and community projects) and the status panel.
 */
export function WorkspaceToolbar({ onRunRefused }: { onRunRefused: (refusal: RunRefusal) => void }) {
  const { content, project, own, setProject, controller, store, selectedTagId, selectTag, sequence } =
    useWorkspace();
  const running = useSimulatorState(controller).mode === 'RUN';
  const navigate = useNavigate();
  const nameId = useId();
  const numbered = content.number === undefined ? project.projectName : `${content.number}. ${content.name}`;
  const section = content.context === 'example' || content.context === 'problem' ? content.context : null;
  const solved = useSolved(sequence);

  return (
    <div className="workspace-toolbar" role="toolbar" aria-label="Workspace">
      <div className="workspace-toolbar__doc" ref={scrollFadeRef}>
        <div className="workspace-toolbar__group">
          <label htmlFor={nameId} className="visually-hidden">
            Project name
          </label>
          <input
            id={nameId}
            className="workspace-toolbar__name"
            value={own ? project.projectName : numbered}
            disabled={!own || running}
            maxLength={100}
            onChange={(event) => setProject({ ...project, projectName: event.target.value })}
          />
          <UnsavedDot />
          {content.context === 'problem' && (
            <span
              className="workspace-solved"
              data-solved={solved}
              role="img"
              aria-label={SOLVED_LABELS[solved]}
              title={SOLVED_LABELS[solved]}
            />
          )}
        </div>
        {section && (
          <nav
            className="workspace-toolbar__group"
            aria-label={section === 'example' ? 'Examples' : 'Problems'}
          >
            <AdjacentLink to={content.adjacent?.prev} base={SECTION_PATHS[section]} label="Previous" />
            <AdjacentLink to={content.adjacent?.next} base={SECTION_PATHS[section]} label="Next" />
          </nav>
        )}
        {!own && (
          <div className="workspace-toolbar__group">
            <button
              type="button"
              className="workspace-button"
              onClick={() => {
                controller.stop();
                navigate('/', { state: { copy: copyToProject(project, content) } });
              }}
            >
              Copy to Project
            </button>
          </div>
        )}
        <div className="workspace-toolbar__group">
          <SaveShare />
          <FileMenu />
          {own && (
            // The I/O palette: hidden for examples and problems (spec 000 §2 "Toolbar").
            <ToolbarMenu label="I/O" className="workspace-menu__items--palette">
              <IoPalette
                store={store}
                controller={controller}
                selectedTagId={selectedTagId}
                onSelectTag={selectTag}
              />
            </ToolbarMenu>
          )}
        </div>
      </div>
      <div className="workspace-toolbar__group workspace-toolbar__run" ref={scrollFadeRef}>
        {/* Which language RUN runs, always in view (issue 22 item 2). */}
        <span className="workspace-toolbar__language" data-language={languageOf(project)}>
          Runs: {LANGUAGE_NAMES[languageOf(project)]}
        </span>
        <RunControls controller={controller} runOnly={runOnly(content.context)} onRunRefused={onRunRefused} />
      </div>
      <StatusBar controller={controller} className="workspace-toolbar__status" />
    </div>
  );
}

/** Previous or Next: a link to the adjacent item, or a disabled button at the ends. */
function AdjacentLink({ to, base, label }: { to: string | null | undefined; base: string; label: string }) {
  if (!to) {
    return (
      <button type="button" className="workspace-button" disabled>
        {label}
      </button>
    );
  }
  return (
    <Link className="workspace-button" to={`${base}/${encodeURIComponent(to)}`}>
      {label}
    </Link>
  );
}

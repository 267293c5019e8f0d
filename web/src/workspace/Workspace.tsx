import type { Project } from '@plcsim/compiler';
import { SimulatorController } from '@plcsim/widget';
import { Actions, Layout, Model, TabNode } from 'flexlayout-react';
import 'flexlayout-react/style/light.css';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Spinner } from '../components/Spinner.tsx';
import { useNarrowScreen } from '../lists/useNarrowScreen.ts';
import { isOwn, opensRunning, type WorkspaceContent } from './content.ts';
import { workspaceLayout, type PanelId } from './layoutModel.ts';
import { PanelBoundary } from './PanelBoundary.tsx';
import { DescriptionPanel } from './panels/DescriptionPanel.tsx';
import { ErrorsPanel } from './panels/ErrorsPanel.tsx';
import { IoTabPanel } from './panels/IoTabPanel.tsx';
import { LadderPanel } from './panels/LadderPanel.tsx';
import { OutputPanel } from './panels/OutputPanel.tsx';
import { ScenePanel } from './panels/ScenePanel.tsx';
import { SequencePanel } from './panels/SequencePanel.tsx';
import { StPanel } from './panels/StPanel.tsx';
import { SubmissionsPanel } from './panels/SubmissionsPanel.tsx';
import { TagsPanel } from './panels/TagsPanel.tsx';
import { WorkspaceApiContext, type WorkspaceApi } from './workspaceContext.ts';
import { WorkspaceToolbar } from './WorkspaceToolbar.tsx';
import './workspace.css';

const PANELS: Record<PanelId, () => ReactNode> = {
  description: DescriptionPanel,
  scene: ScenePanel,
  ladder: LadderPanel,
  st: StPanel,
  sequence: SequencePanel,
  submissions: SubmissionsPanel,
  tags: TagsPanel,
  io: IoTabPanel,
  output: OutputPanel,
  errors: ErrorsPanel,
};

/** Each tab's panel inside its own error boundary. */
function factory(node: TabNode): ReactNode {
  const id = node.getComponent() as PanelId | undefined;
  const Panel = id ? PANELS[id] : undefined;
  if (!Panel) return null;
  return (
    <PanelBoundary name={node.getName()}>
      <Panel />
    </PanelBoundary>
  );
}

/** Loads the VM (its own chunk) and makes a controller for this workspace. */
function useController(): { controller: SimulatorController | null; error: string | null } {
  const [controller, setController] = useState<SimulatorController | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    let made: SimulatorController | null = null;
    import('@plcsim/engine-wasm/browser')
      .then(({ loadEngine }) => loadEngine())
      .then(
        (engine) => {
          if (!current) return;
          made = SimulatorController.create(engine);
          setController(made);
        },
        () => current && setError('The simulator engine could not be loaded in this browser.'),
      );
    return () => {
      current = false;
      made?.dispose();
    };
  }, []);
  return { controller, error };
}

/**
 * The editor workspace on loaded content (spec 000 §2 "Editor workspace"): the toolbar above a
 * dockable layout of tabs, all sharing one simulator. Examples and shared projects start running;
 * problems and projects start in PROG.
 */
export function Workspace({ content }: { content: WorkspaceContent }) {
  const { controller, error } = useController();
  const [project, setDocument] = useState<Project>(content.project);
  const narrow = useNarrowScreen();
  const own = isOwn(content.context);
  const programEditable = own || content.context === 'problem';

  // The layout is made once per content (the page remounts the workspace for another) and width.
  const model = useMemo(
    () => Model.fromJson(workspaceLayout(content.context, narrow, content.project.programMode)),
    [content, narrow],
  );

  // Load the content into the simulator once it exists.
  useEffect(() => {
    if (!controller) return;
    controller.load(content.project);
    if (opensRunning(content.context)) controller.run();
  }, [controller, content]);

  const focusPanel = useCallback(
    (id: PanelId) => {
      const node = model.getNodeById(id);
      if (node instanceof TabNode && !node.isVisible()) model.doAction(Actions.selectTab(id));
    },
    [model],
  );
  const revealElement = useCallback(
    (elementId: string) => {
      focusPanel('ladder');
      // The ladder draws on the next frame when its tab was hidden.
      requestAnimationFrame(() => {
        const drawn = document.querySelector(
          `.workspace-ladder [data-element-id="${CSS.escape(elementId)}"]`,
        );
        drawn?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
        drawn?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      });
    },
    [focusPanel],
  );

  const setProject = useCallback(
    (next: Project) => {
      if (!programEditable && !own) return;
      setDocument(next);
      // A panel other than the ladder editor (description, scene) changed the document: reload it.
      if (
        controller &&
        controller.getSnapshot().mode !== 'RUN' &&
        controller.getSnapshot().project !== next
      ) {
        controller.load(next);
      }
    },
    [controller, own, programEditable],
  );

  const api = useMemo<WorkspaceApi | null>(
    () =>
      controller && {
        content,
        controller,
        project,
        setProject,
        programEditable,
        own,
        focusPanel,
        revealElement,
      },
    [content, controller, project, setProject, programEditable, own, focusPanel, revealElement],
  );

  if (error) {
    return (
      <p role="alert" className="workspace-message">
        {error}
      </p>
    );
  }
  if (!api) return <Spinner label="Loading the simulator" />;
  return (
    <WorkspaceApiContext.Provider value={api}>
      <div className="workspace" data-context={content.context} data-narrow={narrow || undefined}>
        <WorkspaceToolbar onRunRefused={() => focusPanel('errors')} />
        <div className="workspace-layout">
          <Layout model={model} factory={factory} />
        </div>
      </div>
    </WorkspaceApiContext.Provider>
  );
}

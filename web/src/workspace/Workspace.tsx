import type { Project } from '@plcsim/compiler';
import { compileLadder } from '@plcsim/compiler/ladder';
import { SimulatorController } from '@plcsim/widget';
import { EditorStore, findRoutine, useEditorStore } from '@plcsim/widget/editor';
import { Actions, Layout, Model, TabNode, type Action } from 'flexlayout-react';
import 'flexlayout-react/style/light.css';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router-dom';
import { Spinner } from '../components/Spinner.tsx';
import { useNarrowScreen } from '../lists/useNarrowScreen.ts';
import { isOwn, opensRunning, type WorkspaceContent } from './content.ts';
import { documentSnapshot } from './documentSnapshot.ts';
import { clearDraft, readDraft, writeDraft } from './drafts.ts';
import { DraftNotice } from './DraftNotice.tsx';
import { LanguageSwitchDialog } from './LanguageSwitchDialog.tsx';
import { LeaveGuard } from './LeaveGuard.tsx';
import { workspaceLayout, type PanelId } from './layoutModel.ts';
import { StartHere } from './onboarding/StartHere.tsx';
import { forgetTourRequest, tourRequested } from './onboarding/tourRequest.ts';
import { PanelBoundary } from './PanelBoundary.tsx';
import { DescriptionPanel } from './panels/DescriptionPanel.tsx';
import { ErrorsPanel } from './panels/ErrorsPanel.tsx';
import { IoTabPanel } from './panels/IoTabPanel.tsx';
import { LadderPanel } from './panels/LadderPanel.tsx';
import { OutputPanel } from './panels/OutputPanel.tsx';
import { ScenePanel } from './panels/ScenePanel.tsx';
import { StPanel } from './panels/StPanel.tsx';
import { TagsPanel } from './panels/TagsPanel.tsx';
import { useLastSolution } from './sequence/useLastSolution.ts';
import { SequenceStore } from './sequence/sequenceStore.ts';
import { WorkspaceApiContext, type WorkspaceApi } from './workspaceContext.ts';
import { WorkspaceToolbar } from './WorkspaceToolbar.tsx';
import './workspace.css';

// The Sequence and Submissions tabs are their own chunk: a new project opens without them in view.
const SequencePanel = lazy(() =>
  import('./panels/SequencePanel.tsx').then((module) => ({ default: module.SequencePanel })),
);
const SubmissionsPanel = lazy(() =>
  import('./panels/SubmissionsPanel.tsx').then((module) => ({ default: module.SubmissionsPanel })),
);
// The Add-On Instructions tab: its own chunk, loaded when the tab first shows (issue 25).
const AddOnsPanel = lazy(() =>
  import('./addons/AddOnsPanel.tsx').then((module) => ({ default: module.AddOnsPanel })),
);
// The Trend tab (its chart and uPlot) loads when the tab first shows.
const TrendPanel = lazy(() =>
  import('./panels/TrendPanel.tsx').then((module) => ({ default: module.TrendPanel })),
);
// The tour is loaded when a learner asks for it.
const Tour = lazy(() => import('./onboarding/Tour.tsx'));

const PANELS: Record<PanelId, ComponentType> = {
  description: DescriptionPanel,
  scene: ScenePanel,
  ladder: LadderPanel,
  st: StPanel,
  sequence: SequencePanel,
  submissions: SubmissionsPanel,
  tags: TagsPanel,
  addons: AddOnsPanel,
  io: IoTabPanel,
  trend: TrendPanel,
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
      <Suspense fallback={<Spinner label={`Loading ${node.getName()}`} />}>
        <Panel />
      </Suspense>
    </PanelBoundary>
  );
}

/** Runs `task` once the browser is idle (after the workspace has drawn), or after a second at most. */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 1000 });
  else setTimeout(task, 200);
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
          // A new project is ladder, so the ladder compiler comes with the workspace; the Structured
          // Text compiler (~50 KB gzip) loads when a program first needs it (the controller waits for
          // it; "Show me" waits too), keeping the first load within its budget.
          made = SimulatorController.create(engine, undefined, { compileLadder });
          setController(made);
          whenIdle(() => void made?.prefetchStCompiler());
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
  // A draft kept on this device wins over the loaded content (spec: never lose a learner's work).
  // Fresh content (the logo's empty project, a copy, an opened file) offers the draft back instead.
  const [restored] = useState(() => readDraft(content));
  // One editing store (one undo history) for the ladder, the Tags tab, the palette and the toolbar.
  const [store] = useState(
    () => new EditorStore(restored && !content.fresh ? restored.project : content.project),
  );
  const project = useEditorStore(store).state.project;
  const [selectedTagId, selectTag] = useState<string | null>(null);
  const [saved, setSaved] = useState<Project>(content.project);
  // The Sequence tab's outcome, the latest submission and a problem's solved indicator.
  const [sequence] = useState(() => new SequenceStore());
  const [notice, setNotice] = useState(restored !== null);
  const [pendingMode, setPendingMode] = useState<'LADDER' | 'ST' | null>(null);
  const narrow = useNarrowScreen();
  // First visits to the home page get the "Start here" card; Help's link opens the tour.
  const home = content.context === 'new';
  const location = useLocation();
  const [touring, setTouring] = useState(() => home && tourRequested(location.state));
  const own = isOwn(content.context);
  const programEditable = own || content.context === 'problem';
  // Unsaved by content, not by an edit flag: an undo back to the saved document is saved again.
  const savedSnapshot = useMemo(() => documentSnapshot(saved), [saved]);
  const dirty = useMemo(
    () => project !== saved && documentSnapshot(project) !== savedSnapshot,
    [project, saved, savedSnapshot],
  );

  // The layout is made once per content (the page remounts the workspace for another) and width.
  const model = useMemo(
    () => Model.fromJson(workspaceLayout(content.context, narrow, content.project.programMode)),
    [content, narrow],
  );

  // Load the content (or its draft) into the simulator once it exists.
  useEffect(() => {
    if (!controller) return;
    store.attach(controller);
    controller.load(store.project);
    if (opensRunning(content.context)) controller.run();
  }, [controller, content, store]);

  // Every change is kept as a draft; back to the saved document, the draft goes.
  // (A draft offered back over fresh content stays until this workspace writes its own.)
  const wrote = useRef(false);
  useEffect(() => {
    if (!programEditable) return;
    if (dirty) {
      wrote.current = writeDraft(content, project);
    } else if (wrote.current) {
      clearDraft(content);
      wrote.current = false;
    }
  }, [content, project, dirty, programEditable]);

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

  // Edits outside the ladder (name, description, scene, language) are undoable steps of the store.
  const setProject = useCallback(
    (next: Project) => {
      if (programEditable) store.replace(next);
    },
    [programEditable, store],
  );

  const switchLanguage = useCallback(
    (mode: 'LADDER' | 'ST') => {
      controller?.stop();
      store.replace({ ...store.project, programMode: mode });
    },
    [controller, store],
  );

  // The program mode follows the selected tab (spec 000 §4 "Program mode"); while running, ask first.
  const onAction = (action: Action): Action | undefined => {
    if (action.type !== Actions.SELECT_TAB || !programEditable || !controller) return action;
    const target = action.data.tabNode as unknown;
    const mode = target === 'st' ? 'ST' : target === 'ladder' ? 'LADDER' : null;
    // A subroutine's own tab switches nothing; the other program tab goes back to the Main Routine.
    const routine = mode ? findRoutine(project, store.routine) : undefined;
    if (routine?.language === mode) return action;
    if (routine) store.chooseRoutine(null);
    if (!mode || mode === (project.programMode ?? 'LADDER')) return action;
    if (controller.getSnapshot().mode === 'RUN') {
      setPendingMode(mode);
      return undefined;
    }
    switchLanguage(mode);
    return action;
  };

  // An explicit switch (the Output tab's "Switch to …" after a refused RUN): the language and its tab.
  const chooseLanguage = useCallback(
    (mode: 'LADDER' | 'ST') => {
      if (!programEditable) return;
      switchLanguage(mode);
      model.doAction(Actions.selectTab(mode === 'ST' ? 'st' : 'ladder'));
    },
    [programEditable, switchLanguage, model],
  );

  const markSaved = useCallback((document: Project) => setSaved(document), []);
  const endTour = useCallback(() => setTouring(false), []);
  useEffect(() => {
    if (touring) forgetTourRequest();
  }, [touring]);

  // Signed in, a problem opens with your last solution over it (unless a draft was restored).
  useLastSolution({ content, controller, store, sequence, restored: restored !== null, markSaved });

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
        chooseLanguage,
        markSaved,
        unsaved: dirty,
        store,
        selectedTagId,
        selectTag,
        sequence,
      },
    [
      content,
      controller,
      project,
      setProject,
      programEditable,
      own,
      focusPanel,
      revealElement,
      chooseLanguage,
      markSaved,
      dirty,
      store,
      selectedTagId,
      sequence,
    ],
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
        <WorkspaceToolbar
          onRunRefused={(refusal) => focusPanel(refusal.kind === 'emptyLanguage' ? 'output' : 'errors')}
        />
        {notice && restored && (
          <DraftNotice
            savedAt={restored.savedAt}
            offered={content.fresh === true}
            onKeep={() => {
              setNotice(false);
              if (!content.fresh) return;
              controller?.stop();
              store.load(restored.project);
              controller?.load(restored.project);
            }}
            onDiscard={() => {
              setNotice(false);
              if (content.fresh) {
                if (!dirty) clearDraft(content);
                return;
              }
              clearDraft(content);
              controller?.stop();
              store.load(content.project);
              controller?.load(content.project);
            }}
          />
        )}
        {home && !(notice && restored) && <StartHere onTour={() => setTouring(true)} />}
        <div className="workspace-layout">
          <Layout model={model} factory={factory} onAction={onAction} />
        </div>
        {pendingMode && (
          <LanguageSwitchDialog
            onConfirm={() => {
              switchLanguage(pendingMode);
              model.doAction(Actions.selectTab(pendingMode === 'ST' ? 'st' : 'ladder'));
              setPendingMode(null);
            }}
            onCancel={() => setPendingMode(null)}
          />
        )}
        {touring && (
          <Suspense fallback={null}>
            <Tour onClose={endTour} />
          </Suspense>
        )}
        <LeaveGuard when={dirty && content.context === 'project'} name={project.projectName} />
      </div>
    </WorkspaceApiContext.Provider>
  );
}

import { compilersNeeded, usesStructuredText, type Project } from '@plcsim/compiler';
import type { Engine } from '@plcsim/engine-wasm';
import {
  lazy,
  memo,
  Suspense,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type Ref,
} from 'react';
import { RunControls } from './controls/RunControls.tsx';
import { reportDeveloperError, DEVELOPER_ERRORS } from './embed/developerErrors.ts';
import { loadSource } from './embed/loadSource.ts';
import {
  DEFAULT_PANELS,
  isPanel,
  type PanelName,
  type SimulatorHeight,
  type SimulatorMode,
  type SimulatorTheme,
} from './embed/options.ts';
import { IoPanel } from './io/IoPanel.tsx';
import type { LadderView as LadderViewComponent } from './ladder/LadderView.tsx';
import { SceneCanvas } from './scenes/SceneCanvas.tsx';
import { useSimulatorState } from './simulator/hooks.ts';
import { SimulatorController } from './simulator/simulatorController.ts';
import { loadLadderCompiler } from './simulator/ladderCompilerLoader.ts';
import { onDemand } from './simulator/onDemand.ts';
import { loadStCompiler } from './simulator/stCompilerLoader.ts';
import type { InputRefusal, SimulatorState, SimulatorStatus } from './simulator/types.ts';
import { StatusBar } from './status/StatusBar.tsx';
import { StSourceView } from './st/StSourceView.tsx';
import './PlcSimulator.css';

// Only mode="edit" needs the editor and its editing model: they load on demand, so a page that runs or
// views a project does not download them (issue 12's size budget).
const LadderEditor = lazy(() =>
  import('./editor/LadderEditor.tsx').then((module) => ({ default: module.LadderEditor })),
);
// The ladder drawing (layout, painting, live values) loads only when a ladder is shown: a page running a
// project in Structured Text shows its source instead and never downloads it. Fetched once per page, from
// the moment there is a project to show in a ladder panel (beside the engine), so it is there to draw.
const ladderView = onDemand<{ LadderView: typeof LadderViewComponent }>(
  () => import('./ladder/LadderView.tsx'),
);
const loadLadderView = () => ladderView.load();
const LadderView = lazy(() => loadLadderView().then((module) => ({ default: module.LadderView })));
/** The Tags tab, loaded when shown (it is not among the default panels). */
const TagTable = lazy(() => import('./tags/TagTable.tsx').then((module) => ({ default: module.TagTable })));
/** The trend chart, loaded when shown (not a default panel; uPlot then loads on its own). */
const TrendChart = lazy(() =>
  import('./trend/TrendChart.tsx').then((module) => ({ default: module.TrendChart })),
);

/** What a parent can do through `ref`. */
export interface PlcSimulatorHandle {
  /** True when running, or when it starts as soon as a project in Structured Text has compiled. */
  run(): boolean;
  stop(): void;
  pause(): void;
  resume(): void;
  step(n?: number): boolean;
  /** Writes a tag once (`DI0`, an alias, `T1.PRE`); the reason when refused, else null. */
  setTag(name: string, value: number): InputRefusal;
  /** Loads another project document (stops the run). */
  load(project: Project): void;
  /** The controller, once the engine has loaded. */
  readonly controller: SimulatorController | null;
}

export interface PlcSimulatorProps {
  /** The project document to run. Give this or `src`, not both. */
  project?: Project;
  /** `examples/{id}`, `problems/{id}`, `share/{shareId}` (read from `apiBase`) or a project JSON URL. */
  src?: string;
  /** The site's API address for `src` ids; default '/api' (the site itself). */
  apiBase?: string;
  /**
   * 'run' (default) shows the run controls; 'view' only draws the project; 'edit' adds the ladder
   * editor (toolbar, toolsets, selection, keyboard) to the run controls.
   */
  mode?: SimulatorMode;
  /** In 'edit' mode: called with each new project document (an edit, an undo or a redo). */
  onChange?: (project: Project) => void;
  /** Switch to RUN as soon as the project is loaded. */
  autoRun?: boolean;
  /** Panels, in order: scene, ladder, st, io, tags, trend (default scene, ladder, io). */
  panels?: readonly PanelName[];
  /**
   * 'auto' (the default): as tall as its panels, growing and shrinking with them; a number (pixels) or
   * another CSS height: that height, the widget scrolls inside.
   */
  height?: SimulatorHeight;
  theme?: SimulatorTheme;
  /** Called when the status panel's text changes ('Program running...', …). */
  onStatus?: (status: SimulatorStatus, state: SimulatorState) => void;
  /** Called after a scan for every top-level tag whose value changed. */
  onTagChange?: (name: string, value: number) => void;
  /** Loads the VM; default: the browser build (`@plcsim/engine-wasm/browser`). */
  loadEngine?: () => Promise<Engine>;
  className?: string;
  ref?: Ref<PlcSimulatorHandle>;
}

async function browserEngine(): Promise<Engine> {
  const { loadEngine } = await import('@plcsim/engine-wasm/browser');
  return loadEngine();
}

/** The loaded project from `project` or `src`, or the message of why there is none. */
function useProject(project: Project | undefined, src: string | undefined, apiBase: string) {
  const [loaded, setLoaded] = useState<{ src: string; project?: Project; error?: string } | null>(null);
  useEffect(() => {
    if (project || !src) return;
    let current = true;
    loadSource(src, apiBase).then(
      (found) => current && setLoaded({ src, project: found }),
      (error: unknown) => current && setLoaded({ src, error: (error as Error).message }),
    );
    return () => {
      current = false;
    };
  }, [project, src, apiBase]);
  if (project) return { project };
  if (!src) return { error: 'There is no project to show.' };
  if (!loaded || loaded.src !== src) return {};
  return loaded;
}

/**
 * The embeddable simulator: a project running live on the WebAssembly engine, with the chosen panels
 * (scene, ladder, Structured Text, I/O, tags, trend), run controls and the status panel. Used by the
 * site and by course pages (docs/embedding.md).
 */
function PlcSimulatorInner({
  project: projectProp,
  src,
  apiBase = '/api',
  mode = 'run',
  autoRun = false,
  panels = DEFAULT_PANELS,
  height,
  theme = 'light',
  onStatus,
  onTagChange,
  onChange,
  loadEngine = browserEngine,
  className,
  ref,
}: PlcSimulatorProps) {
  if (projectProp && src) reportDeveloperError('error001', DEVELOPER_ERRORS.error001());
  if (!projectProp && !src) reportDeveloperError('error002', DEVELOPER_ERRORS.error002());
  for (const panel of panels)
    if (!isPanel(panel)) reportDeveloperError('error003', DEVELOPER_ERRORS.error003(panel));
  if (mode !== 'view' && mode !== 'run' && mode !== 'edit')
    reportDeveloperError('error004', DEVELOPER_ERRORS.error004(String(mode)));
  if (theme !== 'light' && theme !== 'dark')
    reportDeveloperError('error005', DEVELOPER_ERRORS.error005(String(theme)));

  const { project, error } = useProject(projectProp, src, apiBase);
  const [controller, setController] = useState<SimulatorController | null>(null);
  const [engineError, setEngineError] = useState<string | null>(null);
  const loader = useRef(loadEngine);

  useEffect(() => {
    let current = true;
    let created: SimulatorController | null = null;
    loader.current().then(
      (engine) => {
        if (!current) return;
        created = SimulatorController.create(engine);
        setController(created);
      },
      () => current && setEngineError('The simulator engine could not be loaded in this browser.'),
    );
    return () => {
      current = false;
      created?.dispose();
    };
  }, []);

  // Fetch the project's compiler while the engine loads (the controller waits for it, and says so if it
  // cannot be had). A ladder shown: fetch its view meanwhile.
  const showsLadder = programPanels(panels.filter(isPanel), project, mode).includes('ladder');
  useEffect(() => {
    if (project) {
      const needed = compilersNeeded(project);
      if (needed.st) loadStCompiler(needed.subroutines).catch(() => undefined);
      if (needed.ladder) loadLadderCompiler().catch(() => undefined);
    }
    if (project && showsLadder) loadLadderView().catch(() => undefined);
  }, [project, showsLadder]);

  useEffect(() => {
    if (!controller || !project) return;
    // In 'edit' mode the editor loads each document it makes; one handed back through `project` is not reloaded.
    if (mode === 'edit' && controller.getSnapshot().project === project) return;
    controller.load(project);
    if (autoRun && mode !== 'view') controller.run();
  }, [controller, project, autoRun, mode]);

  useStatusCallback(controller, onStatus);
  useTagChangeCallback(controller, project, onTagChange);

  useImperativeHandle(
    ref,
    () => ({
      run: () => controller?.run() ?? false,
      stop: () => controller?.stop(),
      pause: () => controller?.pause(),
      resume: () => controller?.resume(),
      step: (n = 1) => controller?.step(n) ?? false,
      setTag: (name, value) =>
        controller ? controller.write(name, value) : 'The simulator is still loading.',
      load: (next) => controller?.load(next),
      controller,
    }),
    [controller],
  );

  const shown = programPanels(panels.filter(isPanel), project, mode);
  const style: CSSProperties | undefined = height === undefined || height === 'auto' ? undefined : { height };
  const classes = ['plc-simulator', className].filter(Boolean).join(' ');
  const problem = error ?? engineError;
  return (
    <section
      className={classes}
      data-theme={theme}
      data-height={style ? 'fixed' : 'auto'}
      style={style}
      aria-label="PLC simulator"
    >
      {problem ? (
        <p className="plc-simulator__message" role="alert">
          {problem}
        </p>
      ) : !controller || !project ? (
        <p className="plc-simulator__message" role="status">
          Loading the simulator…
        </p>
      ) : (
        <Loaded controller={controller} project={project} mode={mode} panels={shown} onChange={onChange} />
      )}
    </section>
  );
}

function Loaded({
  controller,
  project,
  mode,
  panels,
  onChange,
}: {
  controller: SimulatorController;
  project: Project;
  mode: SimulatorMode;
  panels: readonly PanelName[];
  onChange: ((project: Project) => void) | undefined;
}) {
  const state = useSimulatorState(controller);
  // The controller's project is the one drawn, so the ladder never shows a project it is not running.
  const shownProject = state.project ?? project;
  return (
    <>
      <header className="plc-simulator__bar">
        <h2 className="plc-simulator__title">{shownProject.projectName}</h2>
        {mode !== 'view' && <RunControls controller={controller} />}
        <StatusBar controller={controller} />
      </header>
      <div className="plc-simulator__panels" data-panels={panels.join(' ')}>
        {panels.map((panel) => (
          <div key={panel} className={`plc-simulator__panel plc-simulator__panel--${panel}`}>
            {panel === 'ladder' && mode === 'edit' ? (
              <Suspense fallback={<p className="plc-simulator__loading">Loading the editor…</p>}>
                <LadderEditor project={shownProject} controller={controller} onChange={onChange} />
              </Suspense>
            ) : (
              <Panel panel={panel} controller={controller} project={shownProject} state={state} />
            )}
          </div>
        ))}
      </div>
    </>
  );
}

function Panel({
  panel,
  controller,
  project,
  state,
}: {
  panel: PanelName;
  controller: SimulatorController;
  project: Project;
  state: SimulatorState;
}) {
  switch (panel) {
    case 'scene':
      return (
        <SceneCanvas
          scene={project.scene}
          engine={controller.engine}
          running={state.mode === 'RUN'}
          sceneVars={project.sceneVars}
        />
      );
    case 'ladder':
      return (
        <Suspense fallback={<p className="plc-simulator__loading">Loading the ladder…</p>}>
          <LadderView project={project} controller={controller} diagnostics={state.diagnostics} />
        </Suspense>
      );
    case 'st':
      return <StSourceView source={project.stSource} diagnostics={state.diagnostics} />;
    case 'io':
      return <IoPanel controller={controller} />;
    case 'tags':
      return (
        <Suspense fallback={<p className="plc-simulator__loading">Loading the tags…</p>}>
          <TagTable controller={controller} />
        </Suspense>
      );
    case 'trend':
      return (
        <Suspense fallback={<p className="plc-simulator__loading">Loading the trend…</p>}>
          <TrendChart controller={controller} />
        </Suspense>
      );
  }
}

/**
 * The panels drawn: the 'ladder' panel (a default one) shows the program, so for a project in Structured
 * Text it shows the ST source, unless an 'st' panel is shown as well (then both are drawn as asked).
 * The editor ('edit' mode) always edits the ladder.
 */
function programPanels(
  panels: readonly PanelName[],
  project: Project | null | undefined,
  mode: string,
): PanelName[] {
  if (mode === 'edit' || !project || !usesStructuredText(project) || panels.includes('st'))
    return [...panels];
  return panels.map((panel) => (panel === 'ladder' ? 'st' : panel));
}

function useStatusCallback(
  controller: SimulatorController | null,
  onStatus: PlcSimulatorProps['onStatus'],
): void {
  const callback = useRef(onStatus);
  useEffect(() => {
    callback.current = onStatus;
  }, [onStatus]);
  useEffect(() => {
    if (!controller) return;
    let last: SimulatorStatus | null = null;
    const report = () => {
      const state = controller.getSnapshot();
      if (state.status === last) return;
      last = state.status;
      callback.current?.(state.status, state);
    };
    report();
    return controller.subscribe(report);
  }, [controller]);
}

function useTagChangeCallback(
  controller: SimulatorController | null,
  project: Project | undefined,
  onTagChange: PlcSimulatorProps['onTagChange'],
): void {
  const callback = useRef(onTagChange);
  useEffect(() => {
    callback.current = onTagChange;
  }, [onTagChange]);
  const names = useMemo(() => Object.values(project?.tagMap ?? {}).map((t) => t.name), [project]);
  const wanted = onTagChange !== undefined;
  useEffect(() => {
    if (!controller || !wanted) return;
    const last = new Map<string, number | undefined>();
    const compare = () => {
      for (const name of names) {
        const value = controller.live.value(name);
        if (value !== undefined && last.has(name) && last.get(name) !== value)
          callback.current?.(name, value);
        last.set(name, value);
      }
    };
    compare();
    return controller.subscribeScan(compare);
  }, [controller, names, wanted]);
}

/** `<PlcSimulator>`: see PlcSimulatorProps and docs/embedding.md. */
export const PlcSimulator = memo(PlcSimulatorInner);

/**
 * The Structured Text editor (spec 000 §2 "Structured Text tab", §4 "Structured Text"): Monaco with the
 * ST language, line numbers, no minimap, font size 14, read-only while running or where the program
 * cannot be changed. The source is committed to the project 150 ms after typing stops (one undo step per
 * pause); the simulator compiles it and its diagnostics become markers. While running, the live value of
 * each assigned tag is shown at the end of its line. Loaded as a lazy chunk by StPanel.
 */
import Editor from '@monaco-editor/react';
import { useRunning, useSimulatorState } from '@plcsim/widget';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { ST_MARKER_OWNER, diagnosticsToMarkers } from '@plcsim/compiler/st-editor';
import type { Project } from '@plcsim/compiler';
import { findAddOnRoutine, findRoutine, parseAddOnRoutineId, routineView } from '@plcsim/widget/editor';
import { useWorkspace } from '../workspaceContext.ts';
import { onStReveal } from './stReveal.ts';
import { PLC_ST_LANGUAGE, attachModelContext, monaco, registerStLanguage } from './monacoSetup.ts';
import {
  assignedTargets,
  createStCommitter,
  liveValueText,
  type AssignedLine,
  type StCommitter,
} from './stAssist.ts';

registerStLanguage();

/** Live values are repainted at most this often while running (scans come every 100 ms). */
const LIVE_REPAINT_MS = 250;

let editorCount = 0;

const subscribeTheme = (onChange: () => void): (() => void) => {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
};
const themeSnapshot = () => (document.documentElement.dataset.theme === 'dark' ? 'vs-dark' : 'vs');

/** Monaco's theme for the site's (`data-theme` on <html>): 'vs' or 'vs-dark'. */
function useMonacoTheme(): 'vs' | 'vs-dark' {
  return useSyncExternalStore(subscribeTheme, themeSnapshot, themeSnapshot);
}

/** The source of the Main Routine (`routineId` null) or of Structured Text subroutine `routineId`. */
function sourceOf(project: Project | null | undefined, routineId: string | null): string | null {
  if (!project) return null;
  if (routineId === null) return project.stSource;
  return (
    findRoutine(project, routineId)?.stSource ??
    findAddOnRoutine(project, routineId)?.routine.stSource ??
    null
  );
}

/**
 * The editor of one routine's source: the Main Routine's (`routineId` null) or a Structured Text
 * subroutine's (its edits are `setRoutineSource` steps); the host remounts it for another routine.
 */
export default function MonacoStEditor({ routineId = null }: { routineId?: string | null }) {
  const { project, setProject, controller, programEditable, store } = useWorkspace();
  const source = sourceOf(project, routineId) ?? '';
  const running = useRunning(controller);
  const { diagnostics, project: compiled } = useSimulatorState(controller);
  const theme = useMonacoTheme();
  const readOnly = running || !programEditable;
  const [path] = useState(() => `file:///structured-text-${++editorCount}.st`);
  const [editor, setEditor] = useState<monaco.editor.IStandaloneCodeEditor | null>(null);

  // The latest project and the source last exchanged with it (committed or received).
  const projectRef = useRef(project);
  const synced = useRef(source);
  const applying = useRef(false);
  const runningRef = useRef(running);
  useEffect(() => {
    projectRef.current = project;
    runningRef.current = running;
  });

  const committer = useRef<StCommitter | null>(null);
  const shownMarkers = useRef('');

  // The editor's own events: edits are committed after a pause, or at once when it loses focus.
  useEffect(() => {
    const model = editor?.getModel();
    if (!editor || !model) return;
    const detach = attachModelContext(model, {
      // An Add-On Instruction's routine names its own tags (routineView gives them; else the project).
      project: () => routineView(projectRef.current, routineId),
      live: () => (runningRef.current ? (name: string) => controller.live.value(name) : null),
    });
    const commits = createStCommitter(
      () => sourceOf(projectRef.current, routineId) ?? '',
      (next) => {
        synced.current = next;
        if (routineId === null) setProject({ ...projectRef.current, stSource: next });
        else if (programEditable) {
          const addOn = parseAddOnRoutineId(routineId);
          if (addOn)
            store.perform('setAddOnSource', { addOnId: addOn.aoiId, part: addOn.part, source: next });
          else store.perform('setRoutineSource', { routineId, source: next });
        }
      },
    );
    committer.current = commits;
    const changes = editor.onDidChangeModelContent(() => {
      if (!applying.current) commits.edited(model.getValue());
    });
    const blur = editor.onDidBlurEditorText(() => commits.flush());
    return () => {
      commits.flush();
      if (committer.current === commits) committer.current = null;
      changes.dispose();
      blur.dispose();
      detach();
    };
  }, [editor, setProject, controller, routineId, programEditable, store]);

  // A source changed from outside (undo or redo in the toolbar, a draft): the model follows it.
  useEffect(() => {
    const model = editor?.getModel();
    if (!model || source === synced.current) return;
    synced.current = source;
    committer.current?.cancel();
    if (model.getValue() === source) return;
    applying.current = true;
    try {
      model.pushEditOperations([], [{ range: model.getFullModelRange(), text: source }], () => null);
    } finally {
      applying.current = false;
    }
  }, [editor, source]);

  // The Errors tab asked for a line: the cursor goes there and the editor takes the focus.
  useEffect(() => {
    if (!editor) return;
    return onStReveal(({ line, col }) => {
      const position = { lineNumber: line, column: col };
      editor.setPosition(position);
      editor.revealPositionInCenterIfOutsideViewport(position);
      editor.focus();
    });
  }, [editor]);

  // Markers at the diagnostics of the source the simulator compiled; none once it compiles cleanly.
  useEffect(() => {
    const model = editor?.getModel();
    if (!model) return;
    // A subroutine's diagnostics name it (Diagnostic.routine), an Add-On Instruction's routine's name
    // the AOI and the routine (Diagnostic.addOn); the Main Routine's name neither.
    const addOn = findAddOnRoutine(project, routineId);
    const name = findRoutine(project, routineId)?.name ?? null;
    const part = addOn?.part === 'enableInFalse' ? 'EnableInFalse' : 'Logic';
    const mine = diagnostics.filter((d) =>
      addOn
        ? d.addOn?.name.toUpperCase() === addOn.aoi.name.toUpperCase() &&
          (d.addOn.routine ?? 'Logic') === part
        : d.addOn === undefined && (d.routine ?? null) === name,
    );
    const compiledSource =
      routineId === null
        ? compiled?.programMode === 'ST'
          ? compiled.stSource
          : null
        : sourceOf(compiled, routineId);
    const markers = (compiledSource === null ? [] : diagnosticsToMarkers(mine, compiledSource)).map((m) => ({
      ...m,
      source: 'st',
    }));
    // The simulator's state changes with every scan while running; the markers only when the source does.
    const key = JSON.stringify(markers);
    if (key === shownMarkers.current) return;
    shownMarkers.current = key;
    monaco.editor.setModelMarkers(model, ST_MARKER_OWNER, markers);
  }, [editor, diagnostics, compiled, project, routineId]);

  // While running: ` // x = 1` after each assignment, repainted after scans at most every 250 ms.
  useEffect(() => {
    const model = editor?.getModel();
    if (!editor || !model || !running) return;
    const decorations = editor.createDecorationsCollection();
    let targets: AssignedLine[] = [];
    let version = -1;
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const paint = () => {
      timer = null;
      last = performance.now();
      if (model.getVersionId() !== version) {
        version = model.getVersionId();
        targets = assignedTargets(model.getValue());
      }
      const read = (name: string) => controller.live.value(name);
      const typeOf = (name: string) => controller.live.engine.symbol(name)?.type;
      const shown: monaco.editor.IModelDeltaDecoration[] = [];
      for (const { line, names } of targets) {
        if (line > model.getLineCount()) continue;
        const content = liveValueText(names, read, typeOf);
        if (content === null) continue;
        const end = model.getLineMaxColumn(line);
        shown.push({
          range: new monaco.Range(line, end, line, end),
          options: {
            showIfCollapsed: true,
            after: { content, inlineClassName: 'workspace-st__live' },
          },
        });
      }
      decorations.set(shown);
    };
    const onScan = () => {
      if (timer !== null) return;
      timer = setTimeout(paint, Math.max(0, LIVE_REPAINT_MS - (performance.now() - last)));
    };
    paint();
    const unsubscribe = controller.subscribeScan(onScan);
    return () => {
      unsubscribe();
      if (timer !== null) clearTimeout(timer);
      decorations.clear();
    };
  }, [editor, running, controller]);

  const options = useMemo<monaco.editor.IStandaloneEditorConstructionOptions>(
    () => ({
      lineNumbers: 'on',
      minimap: { enabled: false },
      fontSize: 14,
      readOnly,
      readOnlyMessage: {
        value: running ? 'Editing is disabled while running.' : 'This program cannot be changed here.',
      },
      // Markers show in read-only editors too (Monaco's default hides them there).
      renderValidationDecorations: 'on',
      automaticLayout: true,
      scrollBeyondLastLine: false,
      wordBasedSuggestions: 'off',
      fixedOverflowWidgets: true,
      lineNumbersMinChars: 3,
      tabSize: 4,
      ariaLabel: 'Structured Text program',
    }),
    [readOnly, running],
  );

  return (
    <Editor
      className="workspace-st__editor"
      height="100%"
      width="100%"
      path={path}
      defaultLanguage={PLC_ST_LANGUAGE}
      defaultValue={source}
      theme={theme}
      options={options}
      loading={null}
      onMount={(mounted) => setEditor(mounted as unknown as monaco.editor.IStandaloneCodeEditor)}
    />
  );
}

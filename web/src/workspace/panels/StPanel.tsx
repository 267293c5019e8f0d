import { findAddOnRoutine, useEditorStore } from '@plcsim/widget/editor';
import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/Spinner.tsx';
import { OtherLanguage } from '../routines/OtherLanguage.tsx';
import { routineItems } from '../routines/routineItems.ts';
import { RoutineList } from '../routines/RoutineList.tsx';
import { AddOnBanner } from '../addons/AddOnBanner.tsx';
import { useWorkspace } from '../workspaceContext.ts';
import '../st/stPanel.css';

/** Monaco and the Structured Text language: their own chunk, loaded when this tab first shows. */
const MonacoStEditor = lazy(() => import('../st/MonacoStEditor.tsx'));

/**
 * The Structured Text tab (spec 000 §2): the routine list, then the chosen routine's source (the
 * Main Routine's, or a Structured Text subroutine's) in a code editor with its error markers,
 * editable where the program is (read-only while running), with live values while running.
 */
export function StPanel() {
  const { project, programEditable, store } = useWorkspace();
  useEditorStore(store);
  const routine = routineItems(project).find((item) => item.id !== null && item.id === store.routine);
  const addOn = findAddOnRoutine(project, store.routine);
  let body;
  if (addOn) {
    body =
      addOn.routine.language === 'LADDER' ? null : (
        <Suspense fallback={<Spinner label="Loading the Structured Text editor" />}>
          <MonacoStEditor key={store.routine ?? 'main'} routineId={store.routine} />
        </Suspense>
      );
  } else if (routine?.language === 'LADDER') {
    body = <OtherLanguage routine={routine} />;
  } else if (!routine && !programEditable && project.stSource.trim() === '') {
    body = <p className="workspace-muted">This program has no Structured Text.</p>;
  } else {
    body = (
      <Suspense fallback={<Spinner label="Loading the Structured Text editor" />}>
        <MonacoStEditor key={routine?.id ?? 'main'} routineId={routine?.id ?? null} />
      </Suspense>
    );
  }
  const plain =
    addOn?.routine.language === 'LADDER' ||
    routine?.language === 'LADDER' ||
    (!routine && !programEditable && project.stSource.trim() === '');
  return (
    <div
      className={`workspace-panel workspace-st workspace-routined${plain ? '' : ' workspace-st--editor'}`}
      role="region"
      aria-label="Structured Text"
      {...(plain ? { tabIndex: 0 } : {})}
    >
      <RoutineList />
      <AddOnBanner tab="ST" />
      <div className="workspace-routined__body">{body}</div>
    </div>
  );
}

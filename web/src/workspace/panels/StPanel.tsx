import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/Spinner.tsx';
import { useWorkspace } from '../workspaceContext.ts';
import '../st/stPanel.css';

/** Monaco and the Structured Text language: their own chunk, loaded when this tab first shows. */
const MonacoStEditor = lazy(() => import('../st/MonacoStEditor.tsx'));

/**
 * The Structured Text tab (spec 000 §2): the program's source in a code editor with its error markers,
 * editable where the program is (read-only while running), with live values while running.
 */
export function StPanel() {
  const { project, programEditable } = useWorkspace();
  if (!programEditable && project.stSource.trim() === '') {
    return (
      <div className="workspace-panel workspace-st" role="region" aria-label="Structured Text" tabIndex={0}>
        <p className="workspace-muted">This program has no Structured Text.</p>
      </div>
    );
  }
  return (
    <div
      className="workspace-panel workspace-st workspace-st--editor"
      role="region"
      aria-label="Structured Text"
    >
      <Suspense fallback={<Spinner label="Loading the Structured Text editor" />}>
        <MonacoStEditor />
      </Suspense>
    </div>
  );
}

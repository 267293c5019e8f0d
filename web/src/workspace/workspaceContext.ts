/** What the workspace's panels share: the content, the simulator, the document and a few commands. */
import type { Project } from '@plcsim/compiler';
import type { SimulatorController } from '@plcsim/widget';
import type { EditorStore } from '@plcsim/widget/editor';
import { createContext, useContext } from 'react';
import type { WorkspaceContent } from './content.ts';
import type { PanelId } from './layoutModel.ts';
import type { SequenceStore } from './sequence/sequenceStore.ts';

export interface WorkspaceApi {
  content: WorkspaceContent;
  controller: SimulatorController;
  /** The document as edited so far. */
  project: Project;
  /** Replaces the document (an edit in a panel); ignored where the content is read-only. */
  setProject(project: Project): void;
  /** The program can be edited: a new or own project, or a problem being solved. */
  programEditable: boolean;
  /** Name, description and scene can be edited: a new or own project. */
  own: boolean;
  /** Selects a panel's tab (the Errors tab when a RUN is refused, …). */
  focusPanel(id: PanelId): void;
  /** Selects the Ladder tab and the drawn element `id` on it. */
  revealElement(id: string): void;
  /** Makes `mode` the language that runs and selects its tab (PROG only; where the program is editable). */
  chooseLanguage(mode: 'LADDER' | 'ST'): void;
  /** Records `project` as stored on the server (no unsaved changes, no draft). */
  markSaved(project: Project): void;
  /** The document differs from the one last saved or loaded (compared by content: an undo back counts). */
  unsaved: boolean;
  /** The editing store: the document with its undo history, shared by every editing panel. */
  store: EditorStore;
  /** The tag selected in the Tags tab (the I/O palette re-symbols it). */
  selectedTagId: string | null;
  selectTag(id: string | null): void;
  /** The Sequence tab's outcome, the latest submission and a problem's solved state (the toolbar's indicator). */
  sequence: SequenceStore;
}

export const WorkspaceApiContext = createContext<WorkspaceApi | null>(null);

/** The workspace's shared state, inside a panel. */
export function useWorkspace(): WorkspaceApi {
  const api = useContext(WorkspaceApiContext);
  if (!api) throw new Error('useWorkspace outside the workspace');
  return api;
}

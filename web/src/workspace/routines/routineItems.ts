/**
 * The routine list's entries (issue 25): the Main Routine first (the project's own program, in the
 * language `programMode` chooses), then the subroutines in list order; and opening one (the editor
 * store works on it, and the tab of its language shows).
 */
import { MAIN_ROUTINE_NAME, type ProgramMode, type Project } from '@plcsim/compiler';
import type { EditorStore } from '@plcsim/widget/editor';
import type { PanelId } from '../layoutModel.ts';

/** One entry of the routine list. */
export interface RoutineItem {
  /** The subroutine's uuid; null for the Main Routine. */
  id: string | null;
  name: string;
  language: ProgramMode;
  /** Ladder: its rung count. */
  rungs: number;
}

/** MainRoutine, then the subroutines. */
export function routineItems(project: Project): RoutineItem[] {
  return [
    {
      id: null,
      name: MAIN_ROUTINE_NAME,
      language: project.programMode ?? 'LADDER',
      rungs: project.rungs.length,
    },
    ...(project.routines ?? []).map((routine) => ({
      id: routine.uuid,
      name: routine.name,
      language: routine.language,
      rungs: routine.rungs.length,
    })),
  ];
}

/** The panel that edits routines of `language`. */
export function panelOf(language: ProgramMode): PanelId {
  return language === 'ST' ? 'st' : 'ladder';
}

/** The subroutine called `name` (any case), as Diagnostic.routine names it. */
export function routineNamed(project: Project, name: string): RoutineItem | undefined {
  const upper = name.toUpperCase();
  return routineItems(project).find((item) => item.id !== null && item.name.toUpperCase() === upper);
}

/**
 * Opens routine `item`: the store edits it and the tab of its language is selected (without switching
 * the program's language: the Main Routine opens in the language it has).
 */
export function openRoutine(
  store: EditorStore,
  item: Pick<RoutineItem, 'id' | 'language'>,
  focusPanel: (id: PanelId) => void,
): void {
  store.chooseRoutine(item.id);
  focusPanel(panelOf(item.language));
}

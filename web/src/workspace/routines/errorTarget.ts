/**
 * Where an Errors tab line in a subroutine leads (issue 25): the routine to open, then the element or
 * main rung to select (Ladder) or the place to put the cursor (Structured Text).
 */
import type { Project } from '@plcsim/compiler';
import { findRoutine } from '@plcsim/widget/editor';
import type { ErrorLine } from '../errorList.ts';
import { routineNamed, type RoutineItem } from './routineItems.ts';

/** The routine of an error line and what to show in it. */
export interface RoutineTarget {
  item: RoutineItem;
  /** Ladder: the element, else the routine's rung `line.rung`. */
  elementId?: string;
  /** Structured Text: the line and column. */
  place?: { line: number; col: number };
}

/** Where `line` leads; null for a Main Routine line or a routine the project no longer has. */
export function routineTarget(project: Project, line: ErrorLine): RoutineTarget | null {
  const item = line.routine === undefined ? undefined : routineNamed(project, line.routine);
  if (!item) return null;
  if (item.language === 'ST') return line.place ? { item, place: line.place } : { item };
  const rungId = line.rung === undefined ? undefined : findRoutine(project, item.id)?.rungs[line.rung];
  const elementId = line.elementId ?? rungId;
  return elementId === undefined ? { item } : { item, elementId };
}

/**
 * Where an Errors tab line in a subroutine leads (issue 25): the routine to open, then the element or
 * main rung to select (Ladder) or the place to put the cursor (Structured Text).
 */
import type { Project } from '@plcsim/compiler';
import { addOnRoutineId, addOnsOf, findAddOnRoutine, findRoutine } from '@plcsim/widget/editor';
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
  if (line.addOn !== undefined) return addOnTarget(project, line);
  const item = line.routine === undefined ? undefined : routineNamed(project, line.routine);
  if (!item) return null;
  if (item.language === 'ST') return line.place ? { item, place: line.place } : { item };
  const rungId = line.rung === undefined ? undefined : findRoutine(project, item.id)?.rungs[line.rung];
  const elementId = line.elementId ?? rungId;
  return elementId === undefined ? { item } : { item, elementId };
}

/** Where a line in an Add-On Instruction leads: its routine (Logic unless named), at its rung or line. */
function addOnTarget(project: Project, line: ErrorLine): RoutineTarget | null {
  const name = line.addOn?.name.toUpperCase();
  const aoi = addOnsOf(project).find((a) => a.name.toUpperCase() === name);
  if (!aoi) return null;
  const id = addOnRoutineId(aoi.uuid, line.addOn?.routine === 'EnableInFalse' ? 'enableInFalse' : 'logic');
  const found = findAddOnRoutine(project, id);
  if (!found) return null;
  const item = { id, name: aoi.name, language: found.routine.language, rungs: found.routine.rungs.length };
  if (item.language === 'ST') return line.place ? { item, place: line.place } : { item };
  // A diagnostic of a call's generated copy names elements the project lacks: then its rung.
  const element =
    line.elementId !== undefined && Object.hasOwn(project.instructionMap, line.elementId)
      ? line.elementId
      : undefined;
  const elementId = element ?? (line.rung === undefined ? undefined : found.routine.rungs[line.rung]);
  return elementId === undefined ? { item } : { item, elementId };
}

/**
 * The reference interpreter's routine walk with JMP/LBL and MCR zones, written from 1756-RM003 (and
 * docs/decisions.md "Program control: JMP/LBL, MCR, NOP, AFI"), not from the VM:
 * - rungs run top to bottom; a true JMP ends its rung there and the walk goes on at the rung whose first
 *   instruction is its LBL, forward or backward; rungs jumped over are not scanned;
 * - in pre-scan jumps are ignored: every rung is pre-scanned;
 * - an MCR zone runs from a rung ending in MCR to the next rung that is a lone MCR (or the routine's
 *   end). Its start rung's condition enables it; a disabled zone's rungs are scanned with their
 *   rung-condition-in false. A zone whose start rung was not scanned in this pass (a jump into it)
 *   counts as enabled, as the manual says, and so does any zone after its end rung.
 * - a scan that runs more than WATCHDOG_BUDGET instructions (each rung counts one more) is the
 *   watchdog fault.
 */
import { WATCHDOG_BUDGET } from '@plcsim/engine-wasm/shared/layout';
import type { Project } from '../model/project.ts';

/** The watchdog fault of a scan that never ends. */
export class WatchdogFault extends Error {}

/** Where a routine's labels are and which zone each rung is in. */
interface RoutineShape {
  labels: Map<string, number>;
  /** For each rung: the index of the start rung of the zone it is inside, or -1. */
  zoneOf: number[];
  /** For each rung: starts a zone, ends one, or neither. */
  mcr: ('start' | 'end' | null)[];
}

const shapes = new WeakMap<object, RoutineShape>();

function shapeOf(project: Project, rungIds: readonly string[]): RoutineShape {
  const known = shapes.get(rungIds);
  if (known) return known;
  const labels = new Map<string, number>();
  const zoneOf: number[] = [];
  const mcr: ('start' | 'end' | null)[] = [];
  let open = -1;
  rungIds.forEach((rungId, index) => {
    const elements = project.rungMap[rungId]?.elements ?? [];
    const first = elements[0] === undefined ? undefined : project.instructionMap[elements[0]];
    if (first?.type === 'LBL' && typeof first.ref?.Label === 'string')
      labels.set(first.ref.Label.toUpperCase(), index);
    const lastId = elements[elements.length - 1];
    const endsInMcr = lastId !== undefined && project.instructionMap[lastId]?.type === 'MCR';
    if (endsInMcr && open < 0) {
      mcr.push('start');
      zoneOf.push(-1);
      open = index;
    } else if (endsInMcr) {
      mcr.push('end');
      zoneOf.push(open);
      open = -1;
    } else {
      mcr.push(null);
      zoneOf.push(open);
    }
  });
  const shape = { labels, zoneOf, mcr };
  shapes.set(rungIds, shape);
  return shape;
}

/**
 * Walks one routine's main rungs. `walk(index, rungId, rcIn)` runs a rung from condition `rcIn` and
 * returns its condition at the end (for an MCR rung: the MCR's condition); `takeJump()` then gives the
 * label of the true JMP that ended the rung (and forgets it), or null. Throws WatchdogFault for an
 * endless scan.
 */
export function walkRoutine(
  project: Project,
  rungIds: readonly string[],
  walk: (index: number, rungId: string, rcIn: boolean) => boolean,
  takeJump: () => string | null,
): void {
  const shape = shapeOf(project, rungIds);
  const enabled = new Map<number, boolean>();
  let executed = 0;
  let index = 0;
  while (index < rungIds.length) {
    const rungId = rungIds[index] as string;
    executed += 1 + (project.rungMap[rungId]?.elements.length ?? 0);
    if (executed > WATCHDOG_BUDGET)
      throw new WatchdogFault(
        `Watchdog timeout: the scan ran more than ${WATCHDOG_BUDGET} instructions (rung ${index}). The PLC stopped.`,
      );
    const zone = shape.zoneOf[index] ?? -1;
    const rcIn = zone < 0 ? true : (enabled.get(zone) ?? true);
    const rc = walk(index, rungId, rcIn);
    const jump = takeJump();
    if (jump !== null) {
      const target = shape.labels.get(jump.toUpperCase());
      if (target === undefined) throw new Error(`ReferencePlc: no label ${jump}`);
      index = target;
      continue;
    }
    const kind = shape.mcr[index];
    if (kind === 'start') enabled.set(index, rc);
    else if (kind === 'end') enabled.delete(zone);
    index++;
  }
}

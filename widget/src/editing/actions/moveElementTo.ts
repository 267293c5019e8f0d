import { insertPoint, own } from '../ladderIndex.ts';
import { relocate } from '../relocate.ts';
import { done, refuse } from '../result.ts';
import type { Action } from '../types.ts';

/**
 * Moves instruction or branch `elementId` to where `target` points (after the element, at the wire,
 * at the end of the leg: where an inserted instruction would go), as one step; the moved element
 * becomes the selection. What a drag of an instruction onto the ladder does. Refused for a place
 * inside the element itself, too deep a nesting, or a condition after an output.
 */
export const moveElementTo: Action<'moveElementTo'> = {
  name: 'moveElementTo',
  label: 'Move element to',
  perform(state, { elementId, target }) {
    const { project: base } = state;
    const kind = own(base.instructionMap, elementId)
      ? 'instruction'
      : own(base.branchMap, elementId)
        ? 'branch'
        : null;
    if (kind === null) return refuse(`Element "${elementId}" does not exist.`);
    if (target.id === elementId) return done(state, base, { kind, id: elementId, rungId: target.rungId });
    const point = insertPoint(base, target);
    if (typeof point === 'string') return refuse(point);
    const moved = relocate(base, elementId, { legId: point.legId, index: point.index });
    if (typeof moved === 'string') return refuse(moved);
    return done(state, moved, { kind, id: elementId, rungId: point.mainId });
  },
};

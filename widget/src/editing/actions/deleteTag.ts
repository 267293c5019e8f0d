import { produce } from 'immer';
import type { InstructionRef } from '@plcsim/compiler';
import { parseElementOperand } from '../../tags/arrayTags.ts';
import { own } from '../ladderIndex.ts';
import { done, dropKey, refuse } from '../result.ts';
import type { Action } from '../types.ts';

const SLOTS = [
  'SrcA',
  'SrcB',
  'Src',
  'Dest',
  'Stor',
  'Out',
] as const satisfies readonly (keyof InstructionRef)[];

/**
 * Deletes a top-level tag and its child tags, and clears them (to null) from every instruction that
 * used them as its tag or in a ref slot, element operands included: `Data[3]` and `Data[Index]` when
 * the array Data is deleted, `Data[Index]` when the index tag Index is (issue 24). Refused for a missing tag, a child tag (deleted with its
 * parent) and a tag the scene requires.
 */
export const deleteTag: Action<'deleteTag'> = {
  name: 'deleteTag',
  label: 'Delete tag',
  perform(state, { tagId }) {
    const { project: base } = state;
    const tag = own(base.tagMap, tagId);
    if (!tag) {
      const child = own(base.childTagMap, tagId);
      return refuse(
        child ? `Child tag "${child.name}" is deleted with its parent.` : `Tag "${tagId}" does not exist.`,
      );
    }
    if (tag.req) return refuse(`Tag "${tag.name}" is required by the selected scene.`);
    const gone = new Set([tagId, ...(tag.children ?? [])]);
    const uses = (operand: unknown): boolean => {
      if (typeof operand !== 'string') return false;
      if (gone.has(operand)) return true;
      if (own(base.tagMap, operand) || own(base.childTagMap, operand)) return false;
      const element = parseElementOperand(operand);
      return element !== null && (gone.has(element.array) || gone.has(String(element.index)));
    };
    const project = produce(base, (draft) => {
      dropKey(draft.tagMap, tagId);
      for (const id of tag.children ?? []) {
        if (draft.childTagMap[id]?.parent === tagId) dropKey(draft.childTagMap, id);
      }
      for (const [id, instruction] of Object.entries(base.instructionMap)) {
        const usesTag = uses(instruction.tag);
        const ref = instruction.ref;
        const usedSlots = SLOTS.filter((slot) => uses(ref?.[slot]));
        if (!usesTag && usedSlots.length === 0) continue;
        const target = draft.instructionMap[id];
        if (!target) continue;
        if (usesTag) target.tag = null;
        for (const slot of usedSlots) if (target.ref) target.ref[slot] = null;
      }
    });
    return done(state, project);
  },
};

import { own } from '../ladderIndex.ts';
import { done, refuse } from '../result.ts';
import { aliasProblem, REQUIRED_ALIAS } from '../tagRules.ts';
import type { Action } from '../types.ts';

/**
 * Sets (or, when blank, clears) a top-level tag's alias (spec 000 §5 "Tags"). Refused for a tag the
 * scene requires with the spec's tooltip text 'This tag alias is required by the selected scene', for a
 * missing tag, for a child tag (members have no alias of their own), and for an alias that is too
 * long, holds a space or a dot, or is already another tag's alias or name. The same alias is no change.
 */
export const setTagAlias: Action<'setTagAlias'> = {
  name: 'setTagAlias',
  label: 'Set alias',
  perform(state, { tagId, alias }) {
    const { project: base } = state;
    const tag = own(base.tagMap, tagId);
    if (!tag) {
      const child = own(base.childTagMap, tagId);
      return refuse(
        child ? `Child tag "${child.name}" has no alias of its own.` : `Tag "${tagId}" does not exist.`,
      );
    }
    if (tag.req) return refuse(REQUIRED_ALIAS);
    const trimmed = alias.trim();
    if (trimmed === tag.alias) return { state };
    const problem = aliasProblem(base, trimmed, tagId);
    if (problem) return refuse(problem);
    return done(state, { ...base, tagMap: { ...base.tagMap, [tagId]: { ...tag, alias: trimmed } } });
  },
};

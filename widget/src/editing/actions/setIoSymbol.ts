import { isNormallyClosed, normalizeIoSymbol } from '@plcsim/compiler';
import { own } from '../ladderIndex.ts';
import { done, refuse } from '../result.ts';
import { restValue, symbolDirection, symbolKind, tagIo } from '../tagRules.ts';
import type { Action } from '../types.ts';

/**
 * Changes the I/O symbol of an I/O tag (spec 000 §2 "Toolbar": the I/O palette "changes the symbol of
 * the selected tag"): a DI{n} tag takes an input symbol, a DO{n} tag an output symbol. When the change
 * turns a normally-open contact into a normally-closed one or back, the value becomes the new symbol's
 * resting value (1 for NC, 0 for NO), as for a new tag with that symbol; otherwise the value is kept.
 * The alias is kept. An analog channel (a REAL AI{n} or AO{n}, issue 26) takes its direction's analog
 * symbols only (slider or numeric input; gauge or numeric display), a digital tag only digital ones.
 * Refused for a missing tag, a tag that is not an I/O tag, and a symbol of the other direction or kind.
 * The same symbol is no change.
 */
export const setIoSymbol: Action<'setIoSymbol'> = {
  name: 'setIoSymbol',
  label: 'Change I/O symbol',
  perform(state, { tagId, symbol }) {
    const { project: base } = state;
    const tag = own(base.tagMap, tagId);
    if (!tag) return refuse(`Tag "${tagId}" does not exist.`);
    const kind = tagIo(tag);
    if (!kind) return refuse(`${tag.name} is not an I/O tag: only DI, DO, AI and AO tags have a symbol.`);
    const { direction } = kind;
    const io = normalizeIoSymbol(symbol);
    if (io === null || symbolDirection(io) !== direction) {
      return refuse(`${tag.name} is an ${direction}: choose an ${direction} symbol.`);
    }
    if (symbolKind(io) !== kind.kind) {
      return refuse(
        kind.kind === 'analog'
          ? `${tag.name} is an analog ${direction}: choose an analog ${direction} symbol.`
          : `${tag.name} is a digital ${direction}: choose a digital ${direction} symbol.`,
      );
    }
    if (io === tag.io_symbol) return { state };
    const flips = isNormallyClosed(io) !== isNormallyClosed(tag.io_symbol);
    const value = flips ? restValue(io) : tag.value;
    return done(state, { ...base, tagMap: { ...base.tagMap, [tagId]: { ...tag, io_symbol: io, value } } });
  },
};

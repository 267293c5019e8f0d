import { normalizeIoSymbol, type Project, type Tag } from '@plcsim/compiler';
import { done, freshIds, NO_FRESH_ID, refuse } from '../result.ts';
import { newIoTag, symbolDirection, symbolKind } from '../tagRules.ts';
import type { Action } from '../types.ts';

/**
 * Adds an I/O tag from the I/O palette (spec 000 §4 "Tag creation"): a BOOL named DI (inputs) or DO
 * (outputs) plus the lowest unused number from 0, with alias PB, LS, FS, PS or TS (inputs) or M, LAMP,
 * SOL or R (outputs) by symbol kind, followed by the count of existing aliases with that prefix plus
 * one (counting on past an alias that is already taken, so no two tags share one), value 1 for a
 * normally-closed symbol, else 0, and `io_symbol` set. Refused for a symbol that is not one of the
 * direction's. The ladder selection is left alone: the new tag is the one named
 * `newIoTag(project, direction, symbol).name` beforehand. An analog symbol (slider, numeric input,
 * gauge, numeric display; issue 26) adds a REAL analog channel instead: AI (inputs) or AO (outputs) plus
 * the lowest unused number, value 0, with the default range 0–100 % (`analogRange`).
 */
export const addIoTag: Action<'addIoTag'> = {
  name: 'addIoTag',
  label: 'Add I/O tag',
  perform(state, { direction, symbol }, env) {
    const { project: base } = state;
    const io = normalizeIoSymbol(symbol);
    if (direction !== 'input' && direction !== 'output')
      return refuse(`Unknown I/O direction "${String(direction)}".`);
    if (io === null || symbolDirection(io) !== direction) {
      return refuse(`"${symbol}" is not an ${direction} symbol.`);
    }
    const ids = freshIds(base, env, 1);
    if (!ids?.[0]) return refuse(NO_FRESH_ID);
    const { name, alias, value } = newIoTag(base, direction, io);
    const data_type = symbolKind(io) === 'analog' ? 'REAL' : 'BOOL';
    const tag: Tag = { uuid: ids[0], name, alias, data_type, value, children: null, io_symbol: io };
    const project: Project = { ...base, tagMap: { ...base.tagMap, [tag.uuid]: tag } };
    return done(state, project);
  },
};

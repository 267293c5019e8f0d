import type { DataType } from '@plcsim/compiler';
import { dataTypeNameProblem } from '../dataTypeRules.ts';
import { done, NO_FRESH_ID, refuse } from '../result.ts';
import type { Action } from '../types.ts';

/** The member a new data type starts with (a type has at least one member). */
export const FIRST_MEMBER = 'Member1';

/**
 * Creates a user-defined data type `name` (the Data types editor's create row, issue 24 item 4) with an
 * optional description and one BOOL member `Member1` to rename and retype (a data type has at least
 * one member). Refused for a name that is empty, not an identifier, a built-in type's name or taken by
 * another data type (case-insensitively).
 */
export const createDataType: Action<'createDataType'> = {
  name: 'createDataType',
  label: 'Add data type',
  perform(state, { name, description = '' }, env) {
    const { project: base } = state;
    const trimmed = name.trim();
    const problem = dataTypeNameProblem(base, trimmed);
    if (problem) return refuse(problem);
    const taken = base.dataTypes ?? {};
    let uuid = '';
    for (let tries = 0; tries < 1000 && (uuid === '' || Object.hasOwn(taken, uuid)); tries++)
      uuid = env.newId();
    if (uuid === '' || Object.hasOwn(taken, uuid)) return refuse(NO_FRESH_ID);
    const type: DataType = {
      uuid,
      name: trimmed,
      description: description.trim(),
      members: [{ name: FIRST_MEMBER, data_type: 'BOOL', description: '' }],
    };
    return done(state, { ...base, dataTypes: { ...taken, [uuid]: type } });
  },
};

import { dataTypeUsers } from '../dataTypeRules.ts';
import { own } from '../ladderIndex.ts';
import { done, refuse } from '../result.ts';
import type { Action } from '../types.ts';

/**
 * Deletes user-defined data type `typeId` (issue 24 item 4). Refused while a tag or another data type
 * uses it, naming them (`Motor is used by Pumps, Line: change or delete them first.`).
 */
export const deleteDataType: Action<'deleteDataType'> = {
  name: 'deleteDataType',
  label: 'Delete data type',
  perform(state, { typeId }) {
    const { project: base } = state;
    const type = own(base.dataTypes ?? {}, typeId);
    if (!type) return refuse(`Data type "${typeId}" does not exist.`);
    const users = dataTypeUsers(base, type.name);
    if (users.length > 0) {
      return refuse(`${type.name} is used by ${users.join(', ')}: change or delete them first.`);
    }
    const dataTypes = { ...base.dataTypes };
    Reflect.deleteProperty(dataTypes, typeId);
    return done(state, { ...base, dataTypes });
  },
};

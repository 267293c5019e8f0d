/**
 * The data type an Add-On Instruction's instance tag has (issue 25): a structure named like the AOI whose
 * members are EnableIn, EnableOut, then its Input, Output and Local tags in `tagOrder` (InOut parameters
 * are references to the caller's operand, not stored in the instance). The TypeTable finds it by the
 * AOI's name, so `Seal1.Out` and `Seal1.EnableOut` work as any structure member does.
 */
import type { AddOnInstruction, DataType, DataTypeMember } from './project.ts';

/** The implicit parameters every AOI has, first in its instance. */
export const ENABLE_IN = 'EnableIn';
export const ENABLE_OUT = 'EnableOut';

const bool = (name: string, description: string): DataTypeMember => ({
  name,
  data_type: 'BOOL',
  description,
});

/** The instance structure of `aoi` (its uuid is the AOI's; it is never stored in project.dataTypes). */
export function addOnDataType(aoi: AddOnInstruction): DataType {
  const members: DataTypeMember[] = [
    bool(ENABLE_IN, 'True while the rung enables the instruction'),
    bool(ENABLE_OUT, 'The rung condition the instruction passes on'),
  ];
  for (const id of aoi.tagOrder) {
    const tag = aoi.tagMap[id];
    if (!tag || tag.usage === 'InOut') continue;
    members.push({
      name: tag.name,
      data_type: tag.data_type,
      ...(tag.udt !== undefined ? { udt: tag.udt } : {}),
      ...(tag.dimension !== undefined ? { dimension: tag.dimension } : {}),
      ...(tag.lower !== undefined ? { lower: tag.lower } : {}),
      description: tag.description ?? '',
    });
  }
  return { uuid: aoi.uuid, name: aoi.name, description: aoi.description, members };
}

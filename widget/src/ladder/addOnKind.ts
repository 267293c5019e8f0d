/**
 * How an Add-On Instruction call is drawn (issue 25), as Studio 5000 draws one: the AOI's name as the
 * box's title, its description under it, the instance tag row, then one row per required or visible
 * parameter with its argument (a tag's live value under it; an Output left blank shows the instance's
 * member), and EnableOut as the rung out of the box's right side.
 */
import type { AddOnInstruction, Instruction, Project } from '@plcsim/compiler';
import type { BoxKind, BoxRow } from './instructionKinds.ts';
import type { OperandView } from './layout.ts';

/** The row slot of parameter `name` on a call's box (`param:Start`). */
export type ParamSlot = `param:${string}`;

/** True for a parameter row's slot. */
export function isParamSlot(slot: string): slot is ParamSlot {
  return slot.startsWith('param:');
}

/** The parameter name of a row's slot. */
export function paramOfSlot(slot: ParamSlot): string {
  return slot.slice('param:'.length);
}

/** The AOI an instruction calls (its type is the AOI's name, any case), if any. */
export function calledAddOn(
  project: Project,
  instruction: Pick<Instruction, 'type'>,
): AddOnInstruction | undefined {
  const upper = instruction.type.toUpperCase();
  return (project.addOnInstructions ?? []).find((aoi) => aoi.name.toUpperCase() === upper);
}

/** The parameters drawn on the box: InOut always, Input and Output when required or visible. */
export function shownParameters(aoi: AddOnInstruction) {
  return aoi.tagOrder
    .map((id) => aoi.tagMap[id])
    .filter((tag) => tag !== undefined)
    .filter(
      (tag) =>
        tag.usage === 'InOut' ||
        ((tag.usage === 'Input' || tag.usage === 'Output') &&
          (tag.required === true || tag.visible === true)),
    );
}

/** The box of a call of `aoi`. */
export function addOnKind(aoi: AddOnInstruction): BoxKind {
  const rows: BoxRow[] = [
    { label: aoi.name, slot: 'tag' },
    ...shownParameters(aoi).map((tag): BoxRow => ({
      label: tag.name,
      slot: `param:${tag.name}`,
      value: tag.usage !== 'InOut',
    })),
  ];
  return {
    shape: 'box',
    title: aoi.description.split('\n')[0]?.trim() || 'Add-On Instruction',
    rows,
    outputs: [],
  };
}

/**
 * The view of an Output row without an argument when the path `Instance.Param` does not resolve (yet):
 * its name, and the instance's stored member value.
 */
export function instanceMemberView(
  project: Project,
  instruction: Instruction,
  name: string,
): OperandView | undefined {
  const instance = instruction.tag !== null ? project.tagMap[instruction.tag] : undefined;
  const aoi = calledAddOn(project, instruction);
  const param = aoi ? Object.values(aoi.tagMap).find((t) => t.name === name) : undefined;
  if (!instance || !param || param.usage !== 'Output') return undefined;
  const stored = Object.entries(instance.memberValues ?? {}).find(
    ([path]) => path.toUpperCase() === name.toUpperCase(),
  );
  return {
    text: `${instance.name}.${name}`,
    valueId: `${instance.uuid}.${name}`,
    storedValue: stored?.[1] ?? param.value,
    dataType: param.data_type,
    alias: '',
    constant: false,
  };
}

/** The operand a parameter row shows: its argument, or for an Output without one the instance's member. */
export function paramOperand(
  project: Project,
  instruction: Instruction,
  name: string,
): string | number | null {
  const given = instruction.params?.[name];
  if (given !== undefined && given !== null) return given;
  const aoi = calledAddOn(project, instruction);
  const tag = aoi ? Object.values(aoi.tagMap).find((t) => t.name === name) : undefined;
  return tag?.usage === 'Output' && instruction.tag ? `${instruction.tag}.${name}` : null;
}

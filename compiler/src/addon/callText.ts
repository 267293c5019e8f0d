/**
 * The rung text of an Add-On Instruction call (issue 25), as Logix writes it in neutral text and L5X:
 * `Seal(Seal1,PB,S,Run)` — the instance, then the arguments of the box's parameters in order (`?` for
 * none; an Output without a destination is read as `Instance.Param`).
 */
import type { AddOnInstruction, Instruction } from '../model/project.ts';
import { argument, boxParameters } from './addOns.ts';

export function addOnCallText(
  aoi: AddOnInstruction,
  instruction: Instruction,
  text: (operand: string | number | null | undefined) => string,
): string {
  const args = boxParameters(aoi).map((p) => {
    const arg = argument(instruction.params, p.name);
    return typeof arg === 'number' || typeof arg === 'string' ? text(arg) : '?';
  });
  return `${aoi.name}(${[text(instruction.tag), ...args].join(',')})`;
}

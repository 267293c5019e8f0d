/**
 * A ladder call of an Add-On Instruction checked (issue 25): the instance tag is of the AOI's type,
 * every required parameter has an argument, each argument fits its parameter (Input: a tag or constant
 * of its type; Output: a tag of its type or none; InOut: a tag, never a constant, of exactly its type).
 */
import type { TypeRef } from '../model/dataTypes.ts';
import type { AddOnInstruction } from '../model/project.ts';
import { addOnParameters, isRequiredParameter } from './addOns.ts';
import * as m from './addOnMessages.ts';

/** What the check needs of the ladder validator. */
export interface CallCheck {
  /** The type an operand (tag, child or path id) names, or undefined. */
  refOf(operand: unknown): TypeRef | undefined;
  /** True when the operand is an element or path chosen by a tag index. */
  variableIndex(operand: unknown): boolean;
  rung: number;
  report(message: string): void;
}

const sameRef = (a: TypeRef, b: TypeRef): boolean =>
  a.data_type === b.data_type &&
  (a.udt ?? '').toUpperCase() === (b.udt ?? '').toUpperCase() &&
  a.dimension === b.dimension;

/** Checks one call; `params` is the instruction's `params`, `instance` its `tag`. */
export function checkAddOnCall(
  aoi: AddOnInstruction,
  instance: unknown,
  params: unknown,
  check: CallCheck,
): void {
  const { rung } = check;
  const inst = check.refOf(instance);
  if (
    !inst ||
    inst.data_type !== 'STRUCT' ||
    inst.dimension !== undefined ||
    inst.udt?.toUpperCase() !== aoi.name.toUpperCase()
  )
    check.report(m.notAnInstance(aoi.name, rung));
  const args: Record<string, unknown> = typeof params === 'object' && params !== null ? { ...params } : {};
  const byName = new Map(addOnParameters(aoi).map((p) => [p.name.toUpperCase(), p]));
  for (const name of Object.keys(args))
    if (!byName.has(name.toUpperCase())) check.report(m.unknownParameter(aoi.name, name, rung));
  for (const parameter of byName.values()) {
    const key = Object.keys(args).find((k) => k.toUpperCase() === parameter.name.toUpperCase());
    const arg = key === undefined ? undefined : args[key];
    if (arg === undefined || arg === null || arg === '') {
      if (isRequiredParameter(parameter)) check.report(m.missingArgument(aoi.name, parameter.name, rung));
      continue;
    }
    const want: TypeRef = {
      data_type: parameter.data_type,
      ...(parameter.udt !== undefined ? { udt: parameter.udt } : {}),
      ...(parameter.dimension !== undefined ? { dimension: parameter.dimension } : {}),
    };
    const expected = parameter.udt ?? parameter.data_type;
    if (typeof arg === 'number') {
      if (parameter.usage === 'InOut') check.report(m.inOutConstant(aoi.name, parameter.name, rung));
      else if (parameter.usage === 'Output' || !Number.isFinite(arg))
        check.report(m.wrongArgumentType(aoi.name, parameter.name, `${expected} tag`, rung));
      else if (parameter.data_type !== 'REAL' && !Number.isInteger(arg))
        check.report(m.wrongArgumentType(aoi.name, parameter.name, expected, rung));
      continue;
    }
    if (check.variableIndex(arg)) {
      check.report(m.indexedArgument(aoi.name, parameter.name, rung));
      continue;
    }
    const got = check.refOf(arg);
    if (!got || !sameRef(got, want))
      check.report(m.wrongArgumentType(aoi.name, parameter.name, expected, rung));
  }
}

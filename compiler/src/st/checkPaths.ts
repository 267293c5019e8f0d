/**
 * The checker's rules for paths, whole structures and enumerations (issue 24): a path walks the type
 * table and ends at a BOOL, DINT or REAL; a whole STRUCT is only copied onto one of the same type; an
 * enumeration variable takes only values of its own enumeration, and a CASE over one has its values as
 * labels.
 */
import { iecTypeText, pathErrorMessage, typeText } from '../model/dataTypes.ts';
import { pathOf, type Expression, type Span, type StepRef, type Target } from './ast.ts';
import type { ValueType } from './check.ts';
import { stMessages } from './messages.ts';
import { walkPath, wholeOf, writtenPath, type PathPlace } from './paths.ts';
import type { TagResolver } from './resolve.ts';

/** The path rules over the checker's `expression` and `report`. */
export function pathChecker(
  resolver: TagResolver,
  source: string,
  report: (span: Span, message: string) => void,
  expression: (e: Expression, depth: number) => ValueType | undefined,
  constants: ReadonlySet<string> | undefined,
) {
  /** Checks the indexes and walks `ref`; undefined after a report. */
  const walk = (ref: StepRef, depth: number, target: boolean): PathPlace | undefined => {
    const { base, steps } = pathOf(ref);
    for (const s of steps) {
      if (s.kind !== 'index') continue;
      const type = expression(s.index, depth + 1);
      if (type !== undefined && type !== 'DINT') report(s.index, stMessages.indexType(type));
    }
    const found = walkPath(resolver, ref);
    if (!found) return void report(base, stMessages.unknownTag(base.name));
    if (target && constants?.has(found.tag.name.toUpperCase()))
      return void report(ref, stMessages.assignToVarConstant(base.name));
    if ('error' in found) return void report(ref, pathErrorMessage(found.error, writtenPath(ref, source)));
    return found;
  };

  /** `'Pumps[2]' is a Motor: use one of its members, e.g. Pumps[2].Run`. */
  const notAValue = (span: Span, written: string, place: PathPlace): undefined => {
    const { ref } = place.access;
    const types = resolver.types;
    const first =
      ref.dimension !== undefined
        ? `one element, e.g. ${written}[${ref.lower ?? 0}]`
        : `one of its members, e.g. ${written}.${types.leaves(ref)[0]?.path.slice(1).split(/[.[]/)[0] ?? ''}`;
    report(span, `'${written}' is a ${typeText(ref)}: use ${first}`);
    return undefined;
  };

  /** The type of a path used as a value or target. */
  const value = (ref: StepRef, depth: number, target = false): ValueType | undefined => {
    const found = walk(ref, depth, target);
    if (!found) return undefined;
    const type = found.access.ref;
    if (
      type.dimension === undefined &&
      (type.data_type === 'BOOL' || type.data_type === 'DINT' || type.data_type === 'REAL')
    )
      return type.data_type;
    return notAValue(ref, source.slice(ref.from, ref.to), found);
  };

  /** A STRUCT (or array of them) named without a member. */
  const whole = (span: Span, name: string): undefined => {
    const resolved = resolver.resolve(name);
    if (resolved?.kind !== 'struct') return undefined;
    return notAValue(span, name, { tag: resolved.tag, access: { ref: resolved.tag, offset: 0 } });
  };

  /** `P2 := P1;`: true when the target is a whole structure (then checked here). */
  const copy = (target: Target, value: Expression): boolean => {
    const into = wholeOf(resolver, target);
    if (!into) return false;
    const from = wholeOf(resolver, value);
    const want = iecTypeText(into.access.ref);
    if (constants?.has(into.tag.name.toUpperCase()))
      report(target, stMessages.assignToVarConstant(into.tag.name));
    else if (!from || iecTypeText(from.access.ref).toUpperCase() !== want.toUpperCase())
      report(
        value,
        `'${source.slice(target.from, target.to)}' is a ${want}: assign a whole ${want} to it, or assign its members one by one`,
      );
    else if (into.index || from.index)
      report(target, `A whole ${want} is copied with constant indexes only: write the members one by one`);
    return true;
  };

  /** The enumeration of a value (an enumeration value or variable), else undefined. */
  const enumOf = (e: Expression): string | undefined => {
    if (e.kind === 'integer') return e.enumType;
    if (e.kind === 'paren') return enumOf(e.expression);
    if (e.kind !== 'name') return undefined;
    const tag = resolver.resolve(e.name.name)?.tag;
    return tag ? resolver.enumTags.get(tag.name.toUpperCase()) : undefined;
  };
  const valuesOf = (type: string) =>
    [...resolver.enums.values()]
      .filter((v) => v.type === type)
      .map((v) => v.name)
      .join(', ');

  /** An assignment into an enumeration variable takes a value of that enumeration. */
  const enumAssign = (target: Target, value: Expression) => {
    const want = target.kind === 'name' ? enumOf(target) : undefined;
    if (want !== undefined && enumOf(value)?.toUpperCase() !== want.toUpperCase())
      report(
        value,
        `"${target.kind === 'name' ? target.name.name : ''}" is a ${want}: assign one of its values (${valuesOf(want)})`,
      );
  };

  /** A CASE over an enumeration has its values as labels. */
  const enumLabel = (selector: Expression, label: Expression) => {
    const want = enumOf(selector);
    if (want !== undefined && enumOf(label)?.toUpperCase() !== want.toUpperCase())
      report(label, `The CASE selector is a ${want}: its labels are ${want} values (${valuesOf(want)})`);
  };

  return { walk, value, whole, copy, enumAssign, enumLabel };
}

/**
 * User-defined data types and structured tags in L5X (issue 24), as Studio 5000 exports them
 * (Logix 5000 Controllers Import/Export, 1756-RM014):
 * - `<DataType Name="Motor" Family="NoFamily" Class="User">` with its `<Members>`. Logix packs BOOL members
 *   into hidden SINT hosts (`ZZZZZZZZZZMotor0`, up to 8 consecutive BOOLs each); each BOOL is a `BIT`
 *   member with `Target` (its host) and `BitNumber`. Types are written so that a type comes after every
 *   type it uses.
 * - A STRUCT tag, or an array of TIMER, COUNTER or STRUCT, carries Decorated data: `<Structure>`,
 *   `<StructureMember>`, `<ArrayMember>`, `<Array>`/`<Element>` with the tag's member values.
 */
import { realText } from '../model/realText.ts';
import {
  blockMembers,
  elementRef,
  isBlockType,
  isDintMember,
  memberPath,
  type TypeRef,
  type TypeTable,
} from '../model/dataTypes.ts';
import type { DataType, Tag } from '../model/project.ts';

/** XML attribute text. */
function xml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** The Logix name of a type: the data type's name, or BOOL/DINT/REAL/TIMER/COUNTER. */
function logixType(ref: TypeRef): string {
  return ref.data_type === 'STRUCT' ? (ref.udt ?? 'STRUCT') : ref.data_type;
}

function radixOf(ref: TypeRef): string {
  return ref.data_type === 'REAL'
    ? 'Float'
    : ref.data_type === 'BOOL' || ref.data_type === 'DINT'
      ? 'Decimal'
      : 'NullType';
}

/** Logix BOOL arrays come in 32-bit words. */
function logixDimension(ref: TypeRef): number {
  const dimension = ref.dimension ?? 0;
  return ref.data_type === 'BOOL' && dimension > 0 ? Math.ceil(dimension / 32) * 32 : dimension;
}

/** The `<Member>` lines of one data type, BOOLs packed into hidden SINT hosts. */
function membersXml(type: DataType): string[] {
  const lines: string[] = [];
  let host: string | null = null;
  let bit = 0;
  let hosts = 0;
  for (const member of type.members) {
    const ref: TypeRef = member;
    if (ref.data_type === 'BOOL' && ref.dimension === undefined) {
      if (host === null || bit === 8) {
        host = `ZZZZZZZZZZ${type.name}${hosts++}`.slice(0, 40);
        bit = 0;
        lines.push(
          `<Member Name="${xml(host)}" DataType="SINT" Dimension="0" Radix="Decimal" Hidden="true" ExternalAccess="Read/Write"/>`,
        );
      }
      lines.push(
        `<Member Name="${xml(member.name)}" DataType="BIT" Dimension="0" Radix="Decimal" Hidden="false" ` +
          `Target="${xml(host)}" BitNumber="${bit++}" ExternalAccess="Read/Write"/>`,
      );
      continue;
    }
    host = null;
    const description = member.description.trim();
    const open =
      `<Member Name="${xml(member.name)}" DataType="${xml(logixType(ref))}" Dimension="${logixDimension(ref)}" ` +
      `Radix="${radixOf(ref)}" Hidden="false" ExternalAccess="Read/Write"`;
    if (description === '') lines.push(`${open}/>`);
    else lines.push(`${open}>`, `<Description>`, `<![CDATA[${description}]]>`, `</Description>`, `</Member>`);
  }
  return lines;
}

/** The data types a type uses directly. */
function usedTypes(type: DataType): string[] {
  return type.members.flatMap((m) => (m.data_type === 'STRUCT' && m.udt !== undefined ? [m.udt] : []));
}

/** `<DataTypes>…</DataTypes>` (or `<DataTypes/>`): every data type, each after the types it uses. */
export function dataTypesXml(types: TypeTable): string[] {
  const ordered: DataType[] = [];
  const done = new Set<string>();
  const visit = (type: DataType, path: Set<string>): void => {
    const key = type.name.toUpperCase();
    if (done.has(key) || path.has(key)) return;
    path.add(key);
    for (const name of usedTypes(type)) {
      const used = types.find(name);
      if (used) visit(used, path);
    }
    done.add(key);
    ordered.push(type);
  };
  for (const type of types.types) visit(type, new Set());
  if (ordered.length === 0) return ['<DataTypes/>'];
  return [
    '<DataTypes>',
    ...ordered.flatMap((type) => [
      `<DataType Name="${xml(type.name)}" Family="NoFamily" Class="User">`,
      ...(type.description.trim() === ''
        ? []
        : ['<Description>', `<![CDATA[${type.description}]]>`, '</Description>']),
      '<Members>',
      ...membersXml(type),
      '</Members>',
      '</DataType>',
    ]),
    '</DataTypes>',
  ];
}

/** Member values of a tag by upper-cased path (`SPEED`, `[2].DELAY.PRE`). */
type Values = ReadonlyMap<string, number>;

/** A stored value as Decorated data writes it. */
function valueText(type: string, value: number): string {
  if (type === 'REAL') return realText(Math.fround(value));
  if (type === 'BOOL') return value ? '1' : '0';
  return String(value | 0);
}

/** The Decorated lines of one value of `ref` at `path` (a whole array when `ref` has a dimension). */
function valueXml(
  types: TypeTable,
  ref: TypeRef,
  path: string,
  values: Values,
  name: string | null,
): string[] {
  const type = logixType(ref);
  const named = name === null ? '' : ` Name="${xml(name)}"`;
  if (ref.dimension !== undefined) {
    const element = elementRef(ref);
    const lower = ref.lower ?? 0;
    const tag = name === null ? 'Array' : 'ArrayMember';
    const radix =
      element.data_type === 'STRUCT' || isBlockType(element.data_type) ? '' : ` Radix="${radixOf(element)}"`;
    const lines = [`<${tag}${named} DataType="${xml(type)}" Dimensions="${logixDimension(ref)}"${radix}>`];
    for (let k = 0; k < logixDimension(ref); k++) {
      const at = `${path}[${lower + k}]`;
      if (element.data_type === 'BOOL' || element.data_type === 'DINT' || element.data_type === 'REAL') {
        const value = k < ref.dimension ? (values.get(memberPath(at).toUpperCase()) ?? 0) : 0;
        lines.push(`<Element Index="[${k}]" Value="${valueText(element.data_type, value)}"/>`);
      } else {
        lines.push(`<Element Index="[${k}]">`, ...valueXml(types, element, at, values, null), '</Element>');
      }
    }
    lines.push(`</${tag}>`);
    return lines;
  }
  if (ref.data_type === 'BOOL' || ref.data_type === 'DINT' || ref.data_type === 'REAL') {
    const value = values.get(memberPath(path).toUpperCase()) ?? 0;
    const radix = ref.data_type === 'BOOL' ? '' : ` Radix="${radixOf(ref)}"`;
    return [
      `<DataValueMember${named} DataType="${type}"${radix} Value="${valueText(ref.data_type, value)}"/>`,
    ];
  }
  const tag = name === null ? 'Structure' : 'StructureMember';
  const lines = [`<${tag}${named} DataType="${xml(type)}">`];
  if (isBlockType(ref.data_type)) {
    for (const member of Object.keys(blockMembers(ref.data_type))) {
      const memberRef: TypeRef = { data_type: isDintMember(member) ? 'DINT' : 'BOOL' };
      lines.push(...valueXml(types, memberRef, `${path}.${member}`, values, member));
    }
  } else {
    for (const member of types.struct(ref.udt ?? '')?.members ?? [])
      lines.push(...valueXml(types, member.ref, `${path}.${member.name}`, values, member.name));
  }
  lines.push(`</${tag}>`);
  return lines;
}

/**
 * A STRUCT tag or an array of TIMER, COUNTER or STRUCT: `<Tag … DataType="Motor" [Dimensions="10"]>`
 * with Decorated data holding its member values.
 */
export function structuredTagXml(tag: Tag, types: TypeTable, description: string[]): string[] {
  const values: Values = new Map(
    Object.entries(tag.memberValues ?? {}).map(([path, value]) => [path.toUpperCase(), value]),
  );
  const dimensions = tag.dimension === undefined ? '' : ` Dimensions="${tag.dimension}"`;
  return [
    `<Tag Name="${xml(tag.name)}" TagType="Base" DataType="${xml(logixType(tag))}"${dimensions} Constant="false" ExternalAccess="Read/Write">`,
    ...description,
    '<Data Format="Decorated">',
    ...valueXml(types, tag, '', values, null),
    '</Data>',
    '</Tag>',
  ];
}

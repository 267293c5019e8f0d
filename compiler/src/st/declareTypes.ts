/**
 * A program's TYPE blocks in the compiled project (issue 24): its STRUCT types become data types the
 * project lacks (the project's own type of the same name wins, with a warning when they differ), the
 * type table's problems become diagnostics at the declaration, and its enumerations become values the
 * checker and code generator read as DINT constants (`State#Filling` read as `Filling`).
 */
import { randomId } from '../iec/declareTags.ts';
import type { DeclaredType } from '../iec/typeBlock.ts';
import type { VarBlockResult } from '../iec/varBlock.ts';
import { lexIec } from '../iec/varLexer.ts';
import { dataTypeProblems } from '../model/dataTypeProblems.ts';
import { iecTypeText, TypeTable } from '../model/dataTypes.ts';
import type { Diagnostic } from '../model/diagnostics.ts';
import type { DataType, DataTypeMember, Project } from '../model/project.ts';
import type { EnumValue } from './resolve.ts';

/** What a program's TYPE blocks add. */
export interface DeclaredTypes {
  /** The project with the declared data types it lacks. */
  project: Project;
  /** The data types added (absent when none). */
  dataTypes?: Record<string, DataType>;
  diagnostics: Diagnostic[];
  enums: Map<string, EnumValue>;
  /** Enumeration variables: upper-cased name → enumeration. */
  enumTags: Map<string, string>;
}

const membersText = (members: readonly DataTypeMember[]) =>
  `STRUCT ${members.map((m) => `${m.name} : ${iecTypeText(m)};`).join(' ')} END_STRUCT`;

/** Adds the declared types of `vars` to `project` (see the file comment). */
export function declareTypes(project: Project, vars: VarBlockResult, newId = randomId): DeclaredTypes {
  const diagnostics: Diagnostic[] = [];
  const at = (t: DeclaredType, message: string, severity: 'error' | 'warning' = 'error') =>
    diagnostics.push({ source: 'st', severity, message, line: t.line, col: t.col });
  const table = new TypeTable(project.dataTypes, project.addOnInstructions);
  const added: Record<string, DataType> = {};
  const lines = new Map<string, DeclaredType>();
  const enums = new Map<string, EnumValue>();
  for (const t of vars.types) {
    if (t.kind === 'enum') {
      for (const v of t.values)
        enums.set(v.name.toUpperCase(), { name: v.name, value: v.value, type: t.name });
      continue;
    }
    const existing = table.find(t.name);
    if (!existing) {
      const uuid = newId();
      added[uuid] = { uuid, name: t.name, description: '', members: t.members };
      lines.set(uuid, t);
    } else if (membersText(existing.members).toUpperCase() !== membersText(t.members).toUpperCase())
      at(
        t,
        `TYPE declares "${t.name}" as ${membersText(t.members)}, but the project's data type is ${membersText(existing.members)}: the project's data type is used`,
        'warning',
      );
  }
  const dataTypes = { ...project.dataTypes, ...added };
  for (const problem of dataTypeProblems({ tagMap: {}, dataTypes })) {
    const match = /^dataTypes\.([^.[]+)(.*)$/.exec(problem);
    const t = match ? lines.get(match[1] ?? '') : undefined;
    if (t) at(t, `${t.name}${(match?.[2] ?? '').replace(/^: /, ': ')}`);
  }
  const names = new Set([
    ...Object.values(project.tagMap).map((tag) => tag.name.toUpperCase()),
    ...vars.declarations.map((d) => d.name.toUpperCase()),
  ]);
  for (const t of vars.types)
    if (t.kind === 'enum')
      for (const v of t.values)
        if (names.has(v.name.toUpperCase()))
          at(t, `"${v.name}" is both a tag and a value of ${t.name}: rename one of them`);
  const enumTags = new Map(
    vars.declarations.flatMap((d) => (d.enumType ? [[d.name.toUpperCase(), d.enumType] as const] : [])),
  );
  const any = Object.keys(added).length > 0;
  return {
    project: any ? { ...project, dataTypes } : project,
    ...(any ? { dataTypes: added } : {}),
    diagnostics,
    enums,
    enumTags,
  };
}

/** A `State#Filling` written in the source: where, and the names. */
export interface EnumQualifier {
  readonly type: string;
  readonly value: string;
  readonly line: number;
  readonly col: number;
}

const TIME_PREFIXES = /^(T|TIME|LT|LTIME|D|DATE|TOD|DT)$/i;

/**
 * Blanks the `State#` of every `State#Filling` (so the rest reads the plain value name) and returns the
 * qualifiers, checked by {@link checkQualifiers} once the enumerations are known. Lines and columns stay.
 */
export function blankQualifiers(source: string): { text: string; qualifiers: EnumQualifier[] } {
  if (!/[A-Za-z_]\w*#[A-Za-z_]/.test(source)) return { text: source, qualifiers: [] };
  const tokens = lexIec(source);
  const qualifiers: EnumQualifier[] = [];
  let text = source;
  for (let i = 0; i + 2 < tokens.length; i++) {
    const [type, hash, value] = [tokens[i], tokens[i + 1], tokens[i + 2]];
    if (type?.kind !== 'ident' || hash?.text !== '#' || value?.kind !== 'ident') continue;
    if (hash.offset !== type.end || value.offset !== hash.end || TIME_PREFIXES.test(type.text)) continue;
    qualifiers.push({ type: type.text, value: value.text, line: type.line, col: type.col });
    text = text.slice(0, type.offset) + ' '.repeat(hash.end - type.offset) + text.slice(hash.end);
  }
  return { text, qualifiers };
}

/** Diagnostics for qualifiers that name no enumeration or no value of it. */
export function checkQualifiers(
  qualifiers: readonly EnumQualifier[],
  types: readonly DeclaredType[],
): Diagnostic[] {
  return qualifiers.flatMap((q) => {
    const type = types.find((t) => t.kind === 'enum' && t.name.toUpperCase() === q.type.toUpperCase());
    const values = type?.kind === 'enum' ? type.values.map((v) => v.name) : null;
    if (values && values.some((v) => v.toUpperCase() === q.value.toUpperCase())) return [];
    const message = values
      ? `${q.type} has no value ${q.value} (its values: ${values.join(', ')})`
      : `Unknown enumeration "${q.type}" in ${q.type}#${q.value}`;
    return [{ source: 'st' as const, severity: 'error' as const, message, line: q.line, col: q.col }];
  });
}

/**
 * Project document → Studio 5000 L5X XML (a whole-controller export, `TargetType="Controller"`), so a
 * learner can take a ladder program to a real ControlLogix/CompactLogix controller: the tags as
 * controller-scoped tags, and the main rungs as the `MainRoutine` of `MainProgram`, scheduled in a
 * continuous `MainTask`. Each rung's `Text` is the Rockwell neutral text `exportNeutralText` writes (which
 * `importNeutralText` reads back to the same rungs); a rung comment becomes the rung's `Comment` and a
 * tag's alias its `Description`.
 *
 * Structured Text projects: the tags (the tag map and the tags the source's VAR blocks declare) are
 * exported, but not the ST code, whose dialect (VAR blocks, IEC `TON(...)` calls, TRUE/FALSE) Studio 5000
 * does not accept; the routine is left empty and a warning says so. Subroutines follow MainRoutine
 * (routines.ts).
 *
 * Layout as documented in Rockwell's "Logix 5000 Controllers Import/Export" reference (publication
 * 1756-RM014) and seen in exported files such as tnunnink/L5Sharp's test samples.
 */
import { realText } from '../model/realText.ts';
import { addDeclaredTags } from '../iec/declareTags.ts';
import { parseVarBlocks } from '../iec/varBlock.ts';
import type { Project, Tag } from '../model/project.ts';
import { exportNeutralText } from '../neutral/export.ts';
import { hasMemberValues, TypeTable } from '../model/dataTypes.ts';
import { dataTypesXml, structuredTagXml } from './structs.ts';
import { subroutinesXml } from './routines.ts';
import { addOnDefinitionsXml } from './addOns.ts';
import { pidTagXml } from './pidTag.ts';
import { isPidType } from '../model/pidType.ts';

export interface L5xOptions {
  /** `ExportDate` of the root element; omitted when absent (keeps the function pure). */
  exportDate?: Date;
  /** Controller processor; default a 1756-L83E (any Logix controller can be chosen on import). */
  processorType?: string;
  /** Firmware major revision; default 32. */
  majorRevision?: number;
}

export interface L5xExport {
  /** The L5X document, UTF-8 XML with a final newline. */
  xml: string;
  /** What a learner should know: names Studio 5000 will refuse, unset operands, ST not exported. */
  warnings: string[];
}

export const L5X_PROGRAM = 'MainProgram';
export const L5X_ROUTINE = 'MainRoutine';
export const L5X_TASK = 'MainTask';

/** Logix tag and component names: a letter or `_` first, then letters, digits and `_`; at most 40. */
const LOGIX_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,39}$/;

/** Text for an XML attribute value or element content. */
export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** A CDATA section holding `text` exactly; a `]]>` inside is split across two sections. */
export function cdata(text: string): string {
  return `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}

/** A Logix name for the controller from the project name: invalid characters become `_`. */
function controllerName(projectName: string): string {
  const name = projectName
    .replace(/[^A-Za-z0-9_]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40)
    .replace(/_+$/, '');
  if (name === '') return 'PLCSim';
  return /^[A-Za-z]/.test(name) ? name : `P_${name}`.slice(0, 40).replace(/_+$/, '');
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `Mon Jan 23 10:26:49 2023`, the form Studio 5000 writes (UTC here). */
function logixDate(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const time = `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())}`;
  return `${DAYS[date.getUTCDay()]} ${MONTHS[date.getUTCMonth()]} ${two(date.getUTCDate())} ${time} ${date.getUTCFullYear()}`;
}

/** Members of the predefined structures, in Logix order, and the control-word bit of each flag. */
const STRUCTURE_MEMBERS = {
  TIMER: { words: ['PRE', 'ACC'], flags: { EN: 31, TT: 30, DN: 29 } },
  COUNTER: { words: ['PRE', 'ACC'], flags: { CU: 31, CD: 30, DN: 29, OV: 28, UN: 27 } },
  CONTROL: {
    words: ['LEN', 'POS'],
    flags: { EN: 31, EU: 30, DN: 29, EM: 28, ER: 27, UL: 26, IN: 25, FD: 24 },
  },
} as const;

/** The value of a TIMER or COUNTER tag's member (0 when the project has no such child tag). */
function memberValue(project: Project, tag: Tag, member: string): number {
  for (const id of tag.children ?? []) {
    const child = project.childTagMap[id];
    if (child?.name.toUpperCase() === member) return child.value;
  }
  return 0;
}

const int32 = (n: number) => n | 0;

/** A REAL as Logix writes it in L5K (`1.50000000e+000`): eight decimals and a three-digit exponent. */
function l5kReal(value: number): string {
  const single = Math.fround(Number(value) || 0);
  if (!Number.isFinite(single))
    return single > 0 ? '1.#INF0000e+000' : single < 0 ? '-1.#INF0000e+000' : '1.#QNAN000e+000';
  const [mantissa, exponent = '0'] = single.toExponential(8).split('e');
  const sign = exponent.startsWith('-') ? '-' : '+';
  return `${mantissa}e${sign}${exponent.replace(/^[+-]/, '').padStart(3, '0')}`;
}

/** Logix BOOL arrays come in 32-bit words: a BOOL[10] is exported as a BOOL[32]. */
function logixDimension(tag: Tag): number {
  const dimension = tag.dimension ?? 1;
  return tag.data_type === 'BOOL' ? Math.ceil(dimension / 32) * 32 : dimension;
}

/**
 * An array tag (`Dimensions="10"`): its elements in L5K (`[1,2,0]`) and decorated
 * (`<Array …><Element Index="[0]" Value="1"/>…`), as Studio 5000 writes them. A BOOL array has only the
 * decorated form (Logix packs BOOL arrays into 32-bit words, whose L5K spelling we have not seen from
 * Studio 5000; the decorated form is unambiguous).
 */
function arrayTagXml(tag: Tag): string[] {
  const type = tag.data_type;
  const dimension = logixDimension(tag);
  const element = (k: number) => tag.values?.[k] ?? 0;
  const radix = type === 'REAL' ? 'Float' : 'Decimal';
  const lines = [
    `<Tag Name="${escapeXml(tag.name)}" TagType="Base" DataType="${type}" Dimensions="${dimension}" ` +
      `Radix="${radix}" Constant="false" ExternalAccess="Read/Write">`,
  ];
  if (tag.alias !== '') lines.push('<Description>', cdata(tag.alias), '</Description>');
  const indexes = Array.from({ length: dimension }, (_, k) => k);
  if (type !== 'BOOL') {
    const l5k = indexes.map((k) => (type === 'REAL' ? l5kReal(element(k)) : String(int32(element(k)))));
    lines.push('<Data Format="L5K">', cdata(`[${l5k.join(',')}]`), '</Data>');
  }
  const shown = (k: number) =>
    type === 'REAL'
      ? realText(element(k))
      : type === 'BOOL'
        ? element(k)
          ? '1'
          : '0'
        : String(int32(element(k)));
  lines.push(
    '<Data Format="Decorated">',
    `<Array DataType="${type}" Dimensions="${dimension}" Radix="${radix}">`,
    ...indexes.map((k) => `<Element Index="[${k}]" Value="${shown(k)}"/>`),
    '</Array>',
    '</Data>',
    '</Tag>',
  );
  return lines;
}

function tagXml(project: Project, tag: Tag, types: TypeTable): string[] {
  const type = tag.data_type;
  if (hasMemberValues(tag)) {
    const description = tag.alias !== '' ? ['<Description>', cdata(tag.alias), '</Description>'] : [];
    if (isPidType(tag.udt) && tag.dimension === undefined) return pidTagXml(tag, description);
    return structuredTagXml(tag, types, description);
  }
  if (tag.dimension !== undefined) return arrayTagXml(tag);
  const lines: string[] = [];
  if (type === 'STRUCT') return lines; // unreachable: a STRUCT tag has member values
  if (type === 'REAL') {
    lines.push(
      `<Tag Name="${escapeXml(tag.name)}" TagType="Base" DataType="REAL" Radix="Float" Constant="false" ExternalAccess="Read/Write">`,
    );
    if (tag.alias !== '') lines.push('<Description>', cdata(tag.alias), '</Description>');
    lines.push(
      '<Data Format="L5K">',
      cdata(l5kReal(tag.value)),
      '</Data>',
      '<Data Format="Decorated">',
      `<DataValue DataType="REAL" Radix="Float" Value="${realText(tag.value)}"/>`,
      '</Data>',
      '</Tag>',
    );
    return lines;
  }
  const isAtomic = type === 'BOOL' || type === 'DINT';
  lines.push(
    `<Tag Name="${escapeXml(tag.name)}" TagType="Base" DataType="${type}"` +
      `${isAtomic ? ' Radix="Decimal"' : ''} Constant="false" ExternalAccess="Read/Write">`,
  );
  if (tag.alias !== '') lines.push('<Description>', cdata(tag.alias), '</Description>');
  if (isAtomic) {
    const value = type === 'BOOL' ? (tag.value ? 1 : 0) : int32(tag.value);
    lines.push(
      '<Data Format="L5K">',
      cdata(String(value)),
      '</Data>',
      '<Data Format="Decorated">',
      `<DataValue DataType="${type}" Radix="Decimal" Value="${value}"/>`,
      '</Data>',
    );
  } else {
    const { flags, words } = STRUCTURE_MEMBERS[type];
    const [first, second] = words;
    const pre = int32(memberValue(project, tag, first));
    const acc = int32(memberValue(project, tag, second));
    const bits = Object.entries(flags).map(([name, bit]: [string, number]) => ({
      name,
      bit,
      value: memberValue(project, tag, name) ? 1 : 0,
    }));
    const control = int32(bits.reduce((word, { bit, value }) => word | (value << bit), 0));
    lines.push(
      '<Data Format="L5K">',
      cdata(`[${control},${pre},${acc}]`),
      '</Data>',
      '<Data Format="Decorated">',
      `<Structure DataType="${type}">`,
      `<DataValueMember Name="${first}" DataType="DINT" Radix="Decimal" Value="${pre}"/>`,
      `<DataValueMember Name="${second}" DataType="DINT" Radix="Decimal" Value="${acc}"/>`,
      ...bits.map(({ name, value }) => `<DataValueMember Name="${name}" DataType="BOOL" Value="${value}"/>`),
      '</Structure>',
      '</Data>',
    );
  }
  lines.push('</Tag>');
  return lines;
}

/** The main rungs that exist, each with its neutral text (`…;`) and comment. */
function mainRungs(project: Project): { text: string; comment: string }[] {
  return project.rungs.flatMap((id) => {
    const rung = project.rungMap[id];
    if (!rung) return [];
    const text = exportNeutralText({ ...project, rungs: [id] }).trimEnd();
    return [{ text, comment: rung.comment ?? '' }];
  });
}

/**
 * The project as an L5X document. Pure: the same project and options give the same text. Warnings
 * list what Studio 5000 will refuse or what is left out; the XML is written regardless.
 */
export function exportL5x(project: Project, options: L5xOptions = {}): L5xExport {
  const warnings: string[] = [];
  const isStructuredText = project.programMode === 'ST';
  const withDeclared = isStructuredText
    ? addDeclaredTags(
        project,
        parseVarBlocks(project.stSource).declarations,
        (() => {
          let n = 0;
          return () => `l5x-declared-${n++}`;
        })(),
      )
    : project;
  const tags = Object.values(withDeclared.tagMap);
  for (const tag of tags) {
    if (!LOGIX_NAME.test(tag.name)) {
      warnings.push(`Tag "${tag.name}" is not a valid Logix name (letters, digits and _, at most 40).`);
    }
  }
  for (const tag of tags) {
    if (tag.dimension === undefined) continue;
    if (tag.data_type === 'BOOL' && tag.dimension % 32 !== 0) {
      warnings.push(
        `BOOL array "${tag.name}" has ${tag.dimension} elements; Logix BOOL arrays come in multiples of 32, ` +
          `so it is exported as BOOL[${logixDimension(tag)}].`,
      );
    }
    if ((tag.lower ?? 0) !== 0) {
      warnings.push(
        `Array "${tag.name}" starts at index ${tag.lower}; Logix arrays start at 0, so its elements are ` +
          `exported from [0].`,
      );
    }
  }
  for (const type of Object.values(withDeclared.dataTypes ?? {})) {
    for (const member of type.members) {
      if ((member.lower ?? 0) !== 0)
        warnings.push(
          `Member "${type.name}.${member.name}" starts at index ${member.lower}; Logix arrays start at 0, so ` +
            `its elements are exported from [0].`,
        );
    }
  }
  const rungs = isStructuredText ? [] : mainRungs(project);
  rungs.forEach(({ text }, number) => {
    if (text.includes('?')) warnings.push(`Rung ${number} has an operand that is not set (?).`);
  });
  if (isStructuredText) {
    warnings.push(
      'The Structured Text program is not exported (its dialect differs from Logix ST): only the tags are. ' +
        'Type the program into a new ST routine in Studio 5000.',
    );
  }

  const name = controllerName(project.projectName);
  const exportDate = options.exportDate ? ` ExportDate="${logixDate(options.exportDate)}"` : '';
  const major = options.majorRevision ?? 32;
  const lines: string[] = [
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
    `<RSLogix5000Content SchemaRevision="1.0" SoftwareRevision="${major}.00" TargetName="${name}" ` +
      `TargetType="Controller" ContainsContext="false"${exportDate} ` +
      'ExportOptions="NoRawData L5KData DecoratedData ForceProtectedEncoding AllProjDocTrans">',
    `<Controller Use="Target" Name="${name}" ProcessorType="${escapeXml(options.processorType ?? '1756-L83E')}" ` +
      `MajorRev="${major}" MinorRev="11">`,
  ];
  // A document read without the schema's defaults may lack a description.
  const description = project.description ?? '';
  if (description.trim() !== '') lines.push('<Description>', cdata(description), '</Description>');
  const types = new TypeTable(withDeclared.dataTypes, project.addOnInstructions);
  lines.push(...dataTypesXml(types), ...addOnDefinitionsXml(project, escapeXml, cdata));
  if (tags.length === 0) lines.push('<Tags/>');
  else lines.push('<Tags>', ...tags.flatMap((tag) => tagXml(withDeclared, tag, types)), '</Tags>');
  lines.push(
    '<Programs>',
    `<Program Name="${L5X_PROGRAM}" TestEdits="false" MainRoutineName="${L5X_ROUTINE}" Disabled="false" UseAsFolder="false">`,
    '<Tags/>',
    '<Routines>',
    `<Routine Name="${L5X_ROUTINE}" Type="RLL">`,
  );
  if (isStructuredText) {
    lines.push('<!-- The Structured Text program is not exported, only its tags. -->');
  }
  if (rungs.length === 0) lines.push('<RLLContent/>');
  else {
    lines.push('<RLLContent>');
    rungs.forEach(({ text, comment }, number) => {
      lines.push(`<Rung Number="${number}" Type="N">`);
      if (comment !== '') lines.push('<Comment>', cdata(comment), '</Comment>');
      lines.push('<Text>', cdata(text), '</Text>', '</Rung>');
    });
    lines.push('</RLLContent>');
  }
  lines.push('</Routine>', ...subroutinesXml(project, warnings, escapeXml, cdata));
  lines.push(
    '</Routines>',
    '</Program>',
    '</Programs>',
    '<Tasks>',
    `<Task Name="${L5X_TASK}" Type="CONTINUOUS" Priority="10" Watchdog="500" DisableUpdateOutputs="false" InhibitTask="false">`,
    '<ScheduledPrograms>',
    `<ScheduledProgram Name="${L5X_PROGRAM}"/>`,
    '</ScheduledPrograms>',
    '</Task>',
    '</Tasks>',
    '</Controller>',
    '</RSLogix5000Content>',
  );
  return { xml: `${lines.join('\n')}\n`, warnings };
}

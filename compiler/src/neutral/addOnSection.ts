/**
 * Add-On Instruction definitions in neutral text (issue 25), before the data types and tags, L5K style:
 *
 * ```
 * ADD_ON_INSTRUCTION Seal
 * PARAMETERS
 *   Start : BOOL (Usage := Input, Required := Yes, Visible := Yes);
 *   Run : BOOL (Usage := Output, Required := Yes, Visible := Yes);
 * END_PARAMETERS
 * LOCAL_TAGS
 *   Delay : TIMER := [300,0];
 * END_LOCAL_TAGS
 * ROUTINE Logic
 * XIC(Start)OTE(Run);
 * END_ROUTINE
 * END_ADD_ON_INSTRUCTION
 * ```
 *
 * A routine is `ROUTINE Logic` / `ROUTINE EnableInFalse` (ladder) or `ST_ROUTINE …` (Structured Text),
 * as subroutines are written. A call in a rung is `Seal(Seal1,PB,S,Run)`: the instance, then the
 * arguments of the box's parameters (addon/addOns.ts `boxParameters`) in order, `?` for none.
 */
import { addOnsOf, addOnTags } from '../addon/addOns.ts';
import type { TypeTable } from '../model/dataTypes.ts';
import type { Diagnostic } from '../model/diagnostics.ts';
import type { AddOnInstruction, AddOnTag, AddOnUsage, Project } from '../model/project.ts';
import { tagDeclarationText } from './tagSection.ts';

const HEADER = /^\s*ADD_ON_INSTRUCTION\s+(\S+)\s*$/i;
const END = 'END_ADD_ON_INSTRUCTION';
const USAGE = /\(\s*Usage\s*:=\s*(Input|Output|InOut|Local)([^)]*)\)/i;

/** The project's AOI definitions as blocks ('' when it has none). */
export function addOnSectionText(
  project: Project,
  types: TypeTable,
  rungsText: (aoi: AddOnInstruction, rungs: readonly string[]) => string,
): string {
  return addOnsOf(project)
    .map((aoi) => {
      const tags = addOnTags(aoi);
      const line = (tag: AddOnTag): string => {
        const text = tagDeclarationText(tag, types);
        const attributes =
          tag.usage === 'Local'
            ? ''
            : ` (Usage := ${tag.usage}, Required := ${tag.usage === 'InOut' || tag.required ? 'Yes' : 'No'}, Visible := ${tag.usage === 'InOut' || tag.visible || tag.required ? 'Yes' : 'No'})`;
        // `Name : TYPE …;` with the attributes after the type.
        const colon = text.indexOf(':');
        const rest = text.slice(colon + 1).trimStart();
        const type = /^[^\s:;]+(\[[^\]]*\])?/.exec(rest)?.[0] ?? '';
        return `  ${text.slice(0, colon + 1)} ${type}${attributes}${rest.slice(type.length)}`;
      };
      const routine = (name: string, r: AddOnInstruction['logic'] | undefined): string =>
        !r
          ? ''
          : r.language === 'ST'
            ? `ST_ROUTINE ${name}\n${r.stSource.replace(/\n$/, '')}\nEND_ST_ROUTINE\n`
            : `ROUTINE ${name}\n${rungsText(aoi, r.rungs)}END_ROUTINE\n`;
      const params = tags.filter((t) => t.usage !== 'Local');
      const locals = tags.filter((t) => t.usage === 'Local');
      return [
        `ADD_ON_INSTRUCTION ${aoi.name}\n`,
        params.length > 0 ? `PARAMETERS\n${params.map((t) => `${line(t)}\n`).join('')}END_PARAMETERS\n` : '',
        locals.length > 0 ? `LOCAL_TAGS\n${locals.map((t) => `${line(t)}\n`).join('')}END_LOCAL_TAGS\n` : '',
        routine('Logic', aoi.logic),
        routine('EnableInFalse', aoi.enableInFalse),
        `${END}\n`,
      ].join('');
    })
    .join('');
}

/** One AOI block as read: its name, its body re-written for the importer, the usages by tag name. */
export interface AddOnBlock {
  name: string;
  /** `TAG … END_TAG` of its parameters and locals, then its routine blocks; lines outside blank. */
  body: string;
  usages: Map<string, { usage: AddOnUsage; required: boolean; visible: boolean }>;
  line: number;
}

/** The AOI blocks of `text`, and the text with their lines blanked (line numbers kept). */
export function readAddOnSections(text: string): {
  rest: string;
  blocks: AddOnBlock[];
  diagnostics: Diagnostic[];
} {
  const lines = text.split('\n');
  const blocks: AddOnBlock[] = [];
  const diagnostics: Diagnostic[] = [];
  for (let i = 0; i < lines.length; i++) {
    const header = HEADER.exec(lines[i] ?? '');
    if (!header) continue;
    let close = i + 1;
    while (close < lines.length && (lines[close] ?? '').trim().toUpperCase() !== END) close++;
    if (close >= lines.length)
      diagnostics.push({
        source: 'ladder',
        severity: 'error',
        message: `ADD_ON_INSTRUCTION ${header[1]} has no ${END}`,
        line: i + 1,
        col: 1,
      });
    const body = lines.map(() => '');
    const usages: AddOnBlock['usages'] = new Map();
    let section: 'none' | 'params' | 'locals' = 'none';
    for (let j = i + 1; j < Math.min(close, lines.length); j++) {
      const line = lines[j] ?? '';
      const word = line.trim().toUpperCase();
      if (word === 'PARAMETERS' || word === 'LOCAL_TAGS') {
        section = word === 'PARAMETERS' ? 'params' : 'locals';
        body[j] = 'TAG';
      } else if (word === 'END_PARAMETERS' || word === 'END_LOCAL_TAGS') {
        section = 'none';
        body[j] = 'END_TAG';
      } else if (section !== 'none') {
        const name = /^\s*([A-Za-z_][A-Za-z0-9_]*)/.exec(line)?.[1];
        const attrs = USAGE.exec(line);
        if (name) {
          const usage = section === 'locals' ? 'Local' : ((attrs?.[1] ?? 'Input') as AddOnUsage);
          const extra = attrs?.[2] ?? '';
          usages.set(name.toUpperCase(), {
            usage: (usage.charAt(0).toUpperCase() + usage.slice(1)) as AddOnUsage,
            required: /Required\s*:=\s*(Yes|1|true)/i.test(extra),
            visible: /Visible\s*:=\s*(Yes|1|true)/i.test(extra),
          });
        }
        body[j] = line;
      } else body[j] = line;
    }
    blocks.push({ name: header[1] ?? '', body: body.join('\n'), usages, line: i + 1 });
    for (let j = i; j <= Math.min(close, lines.length - 1); j++) lines[j] = '';
    i = close;
  }
  return { rest: lines.join('\n'), blocks, diagnostics };
}

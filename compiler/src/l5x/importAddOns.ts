/**
 * Add-On Instruction definitions read back from an L5X file (issue 25). The project has no L5X importer
 * otherwise: this reads only `<AddOnInstructionDefinition>` elements (as l5x/addOns.ts and Studio 5000
 * write them), turning each into an `ADD_ON_INSTRUCTION` block of neutral text that the neutral importer
 * reads (neutral/addOnSection.ts), so both paths share one set of rules.
 */
import type { Diagnostic } from '../model/diagnostics.ts';
import type { AddOnInstruction, Project } from '../model/project.ts';
import { importNeutralText } from '../neutral/import.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string): string =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => ENTITIES[e] ?? _);

function attributes(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [, key = '', value = ''] of text.matchAll(/([A-Za-z][\w.-]*)="([^"]*)"/g))
    out[key] = decode(value);
  return out;
}

const cdataOf = (text: string): string[] =>
  [...text.matchAll(/<!\[CDATA\[([\s\S]*?)\]\]>/g)].map((m) => m[1] ?? '');

/** What {@link importL5xAddOns} read. */
export interface L5xAddOns {
  addOnInstructions: AddOnInstruction[];
  /** The rungs of their ladder routines, for the project's shared maps. */
  maps: Pick<Project, 'rungMap' | 'branchMap' | 'instructionMap' | 'tagMap'>;
  diagnostics: Diagnostic[];
}

/** The neutral-text block of one definition element's inside. */
function definitionText(name: string, body: string): string {
  const params: string[] = [];
  const locals: string[] = [];
  const line = (a: Record<string, string>, inner: string, usage: string | null): string => {
    const dims = a.Dimensions && a.Dimensions !== '0' ? `[${a.Dimensions}]` : '';
    const attrs =
      usage === null
        ? ''
        : ` (Usage := ${usage}, Required := ${a.Required === 'true' ? 'Yes' : 'No'}, Visible := ${a.Visible === 'true' ? 'Yes' : 'No'})`;
    const value = /<DataValue [^>]*Value="([^"]*)"/.exec(inner)?.[1];
    const scalar = ['BOOL', 'DINT', 'REAL'].includes(a.DataType ?? '') && dims === '';
    const init = scalar && value !== undefined && usage !== 'InOut' ? ` := ${value}` : '';
    return `  ${a.Name} : ${a.DataType}${dims}${attrs}${init};`;
  };
  for (const m of body.matchAll(/<Parameter\s([^>]*?)(?:\/>|>([\s\S]*?)<\/Parameter>)/g)) {
    const a = attributes(m[1] ?? '');
    if (a.Name === 'EnableIn' || a.Name === 'EnableOut') continue;
    params.push(line(a, m[2] ?? '', a.Usage ?? 'Input'));
  }
  for (const m of body.matchAll(/<LocalTag\s([^>]*?)(?:\/>|>([\s\S]*?)<\/LocalTag>)/g))
    locals.push(line(attributes(m[1] ?? ''), m[2] ?? '', null));
  const routines: string[] = [];
  for (const m of body.matchAll(/<Routine\s([^>]*?)>([\s\S]*?)<\/Routine>/g)) {
    const a = attributes(m[1] ?? '');
    const inner = m[2] ?? '';
    if (a.Type === 'ST') {
      const lines = [...inner.matchAll(/<Line\s[^>]*>([\s\S]*?)<\/Line>/g)].map((l) =>
        cdataOf(l[1] ?? '').join(''),
      );
      routines.push(`ST_ROUTINE ${a.Name}`, ...lines, 'END_ST_ROUTINE');
    } else {
      const rungs = [...inner.matchAll(/<Text>([\s\S]*?)<\/Text>/g)].map((t) =>
        cdataOf(t[1] ?? '')
          .join('')
          .trim(),
      );
      routines.push(`ROUTINE ${a.Name}`, ...rungs, 'END_ROUTINE');
    }
  }
  return [
    `ADD_ON_INSTRUCTION ${name}`,
    ...(params.length > 0 ? ['PARAMETERS', ...params, 'END_PARAMETERS'] : []),
    ...(locals.length > 0 ? ['LOCAL_TAGS', ...locals, 'END_LOCAL_TAGS'] : []),
    ...routines,
    'END_ADD_ON_INSTRUCTION',
    '',
  ].join('\n');
}

/** The `<AddOnInstructionDefinition>`s of an L5X document, read. Never throws. */
export function importL5xAddOns(xml: string, options: { newId?: () => string } = {}): L5xAddOns {
  const texts: string[] = [];
  const meta: { revision: string; description: string }[] = [];
  for (const m of xml.matchAll(
    /<AddOnInstructionDefinition\s([^>]*)>([\s\S]*?)<\/AddOnInstructionDefinition>/g,
  )) {
    const a = attributes(m[1] ?? '');
    const body = m[2] ?? '';
    const head = body.split('<Parameters')[0] ?? '';
    const description = /<Description>([\s\S]*?)<\/Description>/.exec(head)?.[1];
    meta.push({
      revision: a.Revision ?? '1.0',
      description: description ? cdataOf(description).join('') : '',
    });
    texts.push(definitionText(a.Name ?? '', body));
  }
  const { project, diagnostics } = importNeutralText(
    texts.join(''),
    options.newId ? { newId: options.newId } : {},
  );
  const addOnInstructions = (project.addOnInstructions ?? []).map((aoi, i) => ({
    ...aoi,
    revision: meta[i]?.revision ?? aoi.revision,
    description: meta[i]?.description ?? aoi.description,
  }));
  return {
    addOnInstructions,
    maps: {
      rungMap: project.rungMap,
      branchMap: project.branchMap,
      instructionMap: project.instructionMap,
      tagMap: project.tagMap,
    },
    diagnostics,
  };
}

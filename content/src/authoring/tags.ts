/**
 * The `tags` of a problem's or an example's front matter: every tag of the starting project, merged
 * with the scene's own (its required tags must all be listed; its supporting tags, such as the analog
 * channels, only when listed). Entries: `{ name, alias?, type?, symbol?, value?, range? }`.
 */
import {
  applyScene,
  createTag,
  createEmptyProject,
  INPUT_SYMBOLS,
  OUTPUT_SYMBOLS,
  SCENE_CATALOGUE,
  type AnalogRange,
  type ChildTag,
  type IoSymbol,
  type Project,
  type SceneId,
  type Tag,
} from '@plcsim/compiler';
import { ContentError } from './diagnostics.ts';
import { lineOf } from './fields.ts';
import type { FrontMatterFile } from './frontMatter.ts';

/** The types a front-matter tag may have (arrays, structures and AOI instances go in start.ld). */
const SIMPLE_TYPES = ['BOOL', 'DINT', 'REAL', 'TIMER', 'COUNTER'] as const;
const SYMBOLS: readonly string[] = [...INPUT_SYMBOLS, ...OUTPUT_SYMBOLS];
const ENTRY_KEYS = ['name', 'alias', 'type', 'symbol', 'value', 'range'];

interface TagEntry {
  name: string;
  alias?: string;
  type?: Tag['data_type'];
  symbol?: IoSymbol;
  value?: number;
  range?: AnalogRange;
}

function entryOf(raw: unknown, index: number, line: number): TagEntry {
  const where = `tags[${index + 1}]`;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new ContentError(
      line,
      `${where} must be a mapping such as { name: DI0, alias: START, symbol: NO_PUSHBUTTON }`,
    );
  const entry = raw as Record<string, unknown>;
  for (const key of Object.keys(entry))
    if (!ENTRY_KEYS.includes(key))
      throw new ContentError(line, `${where}: unknown key "${key}" (known: ${ENTRY_KEYS.join(', ')})`);
  const { name, alias, type, symbol, value, range } = entry;
  if (typeof name !== 'string' || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
    throw new ContentError(line, `${where}: "name" must be a tag name such as DI0 or Setpoint`);
  const label = `tag ${name}`;
  if (alias !== undefined && (typeof alias !== 'string' || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(alias)))
    throw new ContentError(line, `${label}: "alias" must be a name such as START`);
  if (type !== undefined && !(SIMPLE_TYPES as readonly unknown[]).includes(type))
    throw new ContentError(
      line,
      `${label}: "type" must be one of ${SIMPLE_TYPES.join(', ')} (arrays and structures go in start.ld)`,
    );
  if (symbol !== undefined && !SYMBOLS.includes(String(symbol)))
    throw new ContentError(line, `${label}: "symbol" must be one of ${SYMBOLS.join(', ')}`);
  if (value !== undefined && (typeof value !== 'number' || !Number.isFinite(value)))
    throw new ContentError(line, `${label}: "value" must be a number`);
  return {
    name,
    ...(alias !== undefined ? { alias: alias as string } : {}),
    ...(type !== undefined ? { type: type as Tag['data_type'] } : {}),
    ...(symbol !== undefined ? { symbol: symbol as IoSymbol } : {}),
    ...(value !== undefined ? { value: value as number } : {}),
    ...(range !== undefined ? { range: rangeOf(range, label, line) } : {}),
  };
}

function rangeOf(raw: unknown, label: string, line: number): AnalogRange {
  const range = raw as Partial<Record<string, unknown>> | null;
  const { min, max, unit } = range ?? {};
  if (typeof min !== 'number' || typeof max !== 'number' || !(max > min) || typeof unit !== 'string')
    throw new ContentError(
      line,
      `${label}: "range" must be { min: 0, max: 300, unit: °C } with max above min`,
    );
  return { min, max, unit };
}

/** The starting project of a problem or an example: its scene and its listed tags, no program. */
export function startingProject(
  file: FrontMatterFile,
  name: string,
  scene: SceneId,
  newId: () => string,
): Project {
  const line = lineOf(file, 'tags');
  const raw = file.data.tags ?? [];
  if (!Array.isArray(raw))
    throw new ContentError(line, '"tags" must be a list, one "- { name: … }" line per tag');
  const entries = raw.map((item, index) => entryOf(item, index, line));
  const seen = new Set<string>();
  for (const entry of entries) {
    const key = entry.name.toUpperCase();
    if (seen.has(key)) throw new ContentError(line, `tag ${entry.name} is listed twice`);
    seen.add(key);
  }
  const applied = applyScene(createEmptyProject(name), scene, newId);
  if (!applied) throw new ContentError(lineOf(file, 'scene'), `unknown scene ${scene}`);
  const listed = new Map(entries.map((entry) => [entry.name.toUpperCase(), entry]));
  const catalogue = SCENE_CATALOGUE[scene];
  for (const wanted of catalogue.required) {
    if (!listed.has(wanted.name.toUpperCase()))
      throw new ContentError(
        line,
        `the ${scene} scene needs tag ${wanted.name} (${wanted.alias}): list it under "tags"`,
      );
  }
  const tagMap: Record<string, Tag> = {};
  for (const tag of Object.values(applied.tagMap)) {
    const entry = listed.get(tag.name.toUpperCase());
    if (!entry) continue; // a supporting tag the file does not list
    if (entry.type && entry.type !== tag.data_type)
      throw new ContentError(
        line,
        `tag ${entry.name}: the ${scene} scene makes it ${tag.data_type}, not ${entry.type}`,
      );
    tagMap[tag.uuid] = {
      ...tag,
      ...(entry.alias !== undefined ? { alias: entry.alias } : {}),
      ...(entry.symbol !== undefined ? { io_symbol: entry.symbol } : {}),
      ...(entry.value !== undefined ? { value: entry.value } : {}),
      ...(entry.range !== undefined ? { range: entry.range } : {}),
    };
    listed.delete(tag.name.toUpperCase());
  }
  const childTagMap: Record<string, ChildTag> = { ...applied.childTagMap };
  for (const entry of entries) {
    if (!listed.has(entry.name.toUpperCase())) continue;
    const { tag, children } = createTag(entry.name, entry.type ?? 'BOOL', entry.value ?? 0, newId);
    for (const child of children) childTagMap[child.uuid] = child;
    tagMap[tag.uuid] = {
      ...tag,
      alias: entry.alias ?? '',
      io_symbol: entry.symbol ?? tag.io_symbol,
      ...(entry.range ? { range: entry.range } : {}),
    };
  }
  return { ...applied, tagMap, childTagMap };
}

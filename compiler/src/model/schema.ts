/**
 * Reading a stored project document: JSON Schema validation (compiler/schema/project.schema.json) with
 * readable messages, then defaults and the stored spelling of I/O symbols.
 */
import type { ErrorObject } from 'ajv';
import type { Project } from './project.ts';
// The schema compiled ahead of time by ajv (generateValidator.ts, `npm run generate`): no ajv at run time.
import validateDocument from './generated/projectValidator.js';
import { normalizeIoSymbol } from './symbols.ts';
import { ladderStructure } from '../ladder/structure.ts';
import { arrayProblems } from './arrays.ts';
import { dataTypeProblems } from './dataTypeProblems.ts';
import { declaredVersion, migrateDocument } from './migrate.ts';

/** At most this many messages are listed; the rest are counted. */
const MAX_ERRORS = 50;

const ARTICLES: Record<string, string> = {
  object: 'an object',
  array: 'an array',
  string: 'a string',
  number: 'a number',
  integer: 'an integer',
  boolean: 'a boolean',
  null: 'null',
};

function joinAlternatives(items: readonly string[], last: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
}

function typeText(type: unknown): string {
  const types = Array.isArray(type) ? type.map(String) : String(type).split(',');
  return `must be ${joinAlternatives(
    types.map((t) => ARTICLES[t] ?? t),
    'or',
  )}`;
}

function enumText(allowed: unknown): string {
  const values = Array.isArray(allowed) ? allowed : [];
  const names = values.filter((v) => v !== null).map(String);
  return `must be one of ${names.join(', ')}${values.includes(null) ? ', or null' : ''}`;
}

/** The error's problem, without its location. */
function problem(error: ErrorObject): string {
  const params: Record<string, unknown> = error.params;
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'type':
      return typeText(params.type);
    case 'enum':
      return enumText(params.allowedValues);
    case 'additionalProperties':
      return 'is not an allowed field';
    // ajv's wording: the generated validator carries no message strings (generateValidator.ts).
    case 'maxLength':
      return `must NOT have more than ${String(params.limit)} characters`;
    case 'maxItems':
      return `must NOT have more than ${String(params.limit)} items`;
    case 'minimum':
      return `must be >= ${String(params.limit)}`;
    case 'maximum':
      return `must be <= ${String(params.limit)}`;
    default:
      return error.message ?? 'is invalid';
  }
}

/** `tagMap.abc.data_type`, `sequence[0].inputs[2]`: the JSON pointer made readable, walking `data`. */
function readablePath(data: unknown, error: ErrorObject): string {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const params: Record<string, unknown> = error.params;
  const extra = error.keyword === 'required' ? params.missingProperty : undefined;
  const extraField = error.keyword === 'additionalProperties' ? params.additionalProperty : undefined;
  if (typeof extra === 'string') segments.push(extra);
  if (typeof extraField === 'string') segments.push(extraField);
  let path = '';
  let node: unknown = data;
  for (const segment of segments) {
    if (Array.isArray(node)) path += `[${segment}]`;
    else if (path === '') path = /^[^\s.[\]"']+$/.test(segment) ? segment : `[${JSON.stringify(segment)}]`;
    else path += /^[^\s.[\]"']+$/.test(segment) ? `.${segment}` : `[${JSON.stringify(segment)}]`;
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[segment] : undefined;
  }
  return path === '' ? 'document' : path;
}

function messages(data: unknown, errors: readonly ErrorObject[]): string[] {
  return capped([...new Set(errors.map((e) => `${readablePath(data, e)}: ${problem(e)}`))]);
}

/** The maps whose entries carry their own key as `uuid`. */
const KEYED_MAPS = ['tagMap', 'childTagMap', 'rungMap', 'branchMap', 'instructionMap', 'dataTypes'] as const;

/**
 * `tagMap.abc.uuid: must be "abc", the key it is stored under` for each entry whose uuid differs
 * from its key: the compiler finds entries by key and the engine names slots by uuid, so the two must
 * agree.
 */
function keyMismatches(project: Project): string[] {
  const found: string[] = [];
  for (const map of KEYED_MAPS) {
    for (const [key, value] of Object.entries(project[map] ?? {})) {
      if (value.uuid === key) continue;
      const where = /^[^\s.[\]"']+$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
      found.push(`${map}${where}.uuid: must be ${JSON.stringify(key)}, the key it is stored under`);
    }
  }
  return found;
}

/** At most MAX_ERRORS messages, the rest counted. */
function capped(all: readonly string[]): string[] {
  const shown = all.slice(0, MAX_ERRORS);
  return all.length > MAX_ERRORS ? [...shown, `and ${all.length - MAX_ERRORS} more errors`] : shown;
}

/**
 * Checks a stored project document against the project schema and returns it ready for use.
 *
 * Required fields: projectName, scene, tagMap, rungs, rungMap, instructionMap (and each entity's own,
 * listed in the schema). Absent optional fields get their defaults: sceneVars `{}`, childTagMap `{}`,
 * branchMap `{}`, description `''`, sequence `[]`, stSource `''`; tags' alias `''`, value `0`, children
 * and io_symbol `null`; instructions' tag `null`; sequence steps' description `''`, sets and checks `[]`.
 * Every map entry's `uuid` must be its key. The ladder must be a tree (ladder/structure.ts): a rung, branch or instruction used twice, a branch
 * inside itself or branches nested deeper than 32 are refused, e.g. `Rung "r" is used more than once
 * (rung 0)`. Temperature switches spelled TEMPERATURE_SWITCH are stored as TEMP_SWITCH. A document of
 * an older schema version (none given: 1) is brought up to SCHEMA_VERSION (model/migrate.ts), one of a
 * newer version is refused with a message saying so. Extra
 * top-level fields are kept. The input is never modified, and the function never throws.
 *
 * @param input - Parsed JSON, e.g. the result of `JSON.parse` or a backend response body.
 * @returns The normalised project and no errors, or `project: null` and messages such as
 *   `tagMap.abc.data_type: must be one of BOOL, DINT, TIMER, COUNTER`.
 */
export function parseProjectDocument(input: unknown): { project: Project | null; errors: string[] } {
  // The validator fills the schema's `default`s (description '', sequence [], branchMap {}, ...) while
  // validating (ajv's useDefaults), which is why the input is cloned first.
  const declared = declaredVersion(input);
  if ('error' in declared) return { project: null, errors: [declared.error] };
  let data: unknown;
  try {
    data = structuredClone(input);
  } catch {
    return { project: null, errors: ['document: must be plain JSON data'] };
  }
  try {
    if (!validateDocument(data)) {
      return { project: null, errors: messages(data, validateDocument.errors ?? []) };
    }
  } catch {
    return { project: null, errors: ['document: could not be checked'] };
  }
  const mismatched = keyMismatches(data);
  if (mismatched.length > 0) return { project: null, errors: capped(mismatched) };
  const shape = ladderStructure(data);
  if (shape.length > 0) return { project: null, errors: capped(shape.map((p) => p.message)) };
  const arrays = [...arrayProblems(data.tagMap), ...dataTypeProblems(data)];
  if (arrays.length > 0) return { project: null, errors: capped(arrays) };
  for (const tag of Object.values(data.tagMap)) {
    if (tag.io_symbol !== null) tag.io_symbol = normalizeIoSymbol(tag.io_symbol);
  }
  migrateDocument(data, declared.version);
  return { project: data, errors: [] };
}

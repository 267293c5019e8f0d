/**
 * Rules the tag actions share (spec 000 §4 "Tag creation", §5 "Tags"): alias checks, the I/O symbols by
 * direction, and the name, alias and value a new I/O tag gets.
 */
import {
  ANALOG_INPUT_SYMBOLS,
  ANALOG_OUTPUT_SYMBOLS,
  INPUT_SYMBOLS,
  isNormallyClosed,
  normalizeIoSymbol,
  OUTPUT_SYMBOLS,
  type ChildTag,
  type IoSymbol,
  type Project,
  type Tag,
} from '@plcsim/compiler';
import { own } from './ladderIndex.ts';

/** Tooltip and refusal for the alias of a tag the scene requires (spec 000 §5 "Tags", exact). */
export const REQUIRED_ALIAS = 'This tag alias is required by the selected scene';
/** Tooltip of a child tag's name (spec 000 §5 "Tags", exact). */
export const CHILD_NAME_FIXED = 'This child tag name is defined by its parent';
/** Longest alias accepted. */
export const MAX_ALIAS = 40;

/** An I/O tag's direction: DI{n} and AI{n} tags are inputs, DO{n} and AO{n} outputs. */
export type IoDirection = 'input' | 'output';

/** An I/O tag's kind: digital (a BOOL DI{n}/DO{n}) or analog (a REAL AI{n}/AO{n}, issue 26). */
export type IoKind = 'digital' | 'analog';

/** The name prefix of each direction's digital tags. */
export const IO_PREFIX: Readonly<Record<IoDirection, 'DI' | 'DO'>> = { input: 'DI', output: 'DO' };

/** The name prefix of each direction's analog tags (issue 26). */
export const ANALOG_PREFIX: Readonly<Record<IoDirection, 'AI' | 'AO'>> = { input: 'AI', output: 'AO' };

/** The symbols each direction takes, in palette order (the digital ones, then the analog ones). */
export const IO_SYMBOLS: Readonly<Record<IoDirection, readonly IoSymbol[]>> = {
  input: INPUT_SYMBOLS,
  output: OUTPUT_SYMBOLS,
};

const ANALOG_SYMBOLS: readonly string[] = [...ANALOG_INPUT_SYMBOLS, ...ANALOG_OUTPUT_SYMBOLS];

/** The kind of tag a symbol goes on: analog for the slider, numeric input, gauge and numeric display. */
export function symbolKind(symbol: IoSymbol): IoKind {
  return ANALOG_SYMBOLS.includes(symbol) ? 'analog' : 'digital';
}

/**
 * The alias prefix of a new I/O tag by symbol kind (spec 000 §4 "Tag creation"): PB push button, LS
 * limit switch, FS float switch, PS pressure switch, TS temperature switch; M motor contactor, LAMP
 * indicator, SOL solenoid, R resistor.
 */
export const ALIAS_PREFIX: Readonly<Record<IoSymbol, string>> = {
  NO_PUSHBUTTON: 'PB',
  NC_PUSHBUTTON: 'PB',
  NO_LIMIT_SWITCH: 'LS',
  NC_LIMIT_SWITCH: 'LS',
  NO_FLOAT_SWITCH: 'FS',
  NC_FLOAT_SWITCH: 'FS',
  NO_PRESSURE_SWITCH: 'PS',
  NC_PRESSURE_SWITCH: 'PS',
  NO_TEMP_SWITCH: 'TS',
  NC_TEMP_SWITCH: 'TS',
  MOTOR_CONTACTOR: 'M',
  INDICATOR: 'LAMP',
  SOLENOID: 'SOL',
  RESISTOR: 'R',
  POTENTIOMETER: 'POT',
  NUMERIC_INPUT: 'NUM',
  ANALOG_GAUGE: 'GAUGE',
  NUMERIC_DISPLAY: 'DISP',
};

/** The direction a symbol belongs to (either temperature-switch spelling); null for anything else. */
export function symbolDirection(symbol: unknown): IoDirection | null {
  const io = normalizeIoSymbol(symbol);
  if (io === null) return null;
  return (INPUT_SYMBOLS as readonly string[]).includes(io) ? 'input' : 'output';
}

/** What `tagDirection` looks at. */
type IoTagShape = Pick<Tag, 'name' | 'data_type'> & Partial<Pick<Tag, 'dimension'>>;

/**
 * The direction of an I/O tag by its name and type (a BOOL DI{n} or a REAL AI{n} input, a BOOL DO{n} or
 * a REAL AO{n} output, any case); null otherwise.
 */
export function tagDirection(tag: IoTagShape): IoDirection | null {
  const io = tagIo(tag);
  return io === null ? null : io.direction;
}

/** The direction and kind of an I/O tag (see `tagDirection`); null for any other tag. */
export function tagIo(tag: IoTagShape): { direction: IoDirection; kind: IoKind } | null {
  if (tag.data_type === 'BOOL') {
    if (/^DI\d+$/i.test(tag.name)) return { direction: 'input', kind: 'digital' };
    if (/^DO\d+$/i.test(tag.name)) return { direction: 'output', kind: 'digital' };
  } else if (tag.data_type === 'REAL' && tag.dimension === undefined) {
    if (/^AI\d+$/i.test(tag.name)) return { direction: 'input', kind: 'analog' };
    if (/^AO\d+$/i.test(tag.name)) return { direction: 'output', kind: 'analog' };
  }
  return null;
}

/** The value a tag with `symbol` rests at: 1 for normally-closed symbols, else 0. */
export function restValue(symbol: IoSymbol): 0 | 1 {
  return isNormallyClosed(symbol) ? 1 : 0;
}

function upperNames(project: Project): Set<string> {
  return new Set(Object.values(project.tagMap).map((tag) => tag.name.toUpperCase()));
}

function upperAliases(project: Project, except?: string): string[] {
  return Object.values(project.tagMap)
    .filter((tag) => tag.uuid !== except && tag.alias !== '')
    .map((tag) => tag.alias.toUpperCase());
}

/**
 * The name, alias and value a new I/O tag with `symbol` gets (spec 000 §4 "Tag creation"): DI (DO)
 * plus the lowest unused number from 0 (AI or AO for an analog symbol, issue 26); the symbol's alias
 * prefix plus the count of existing aliases with that prefix (the prefix then digits, any case) plus
 * one, counting on past any alias already taken; 1 for NC symbols, else 0.
 */
export function newIoTag(
  project: Project,
  direction: IoDirection,
  symbol: IoSymbol,
): { name: string; alias: string; value: 0 | 1 } {
  const names = upperNames(project);
  const prefix = symbolKind(symbol) === 'analog' ? ANALOG_PREFIX[direction] : IO_PREFIX[direction];
  let n = 0;
  while (names.has(`${prefix}${n}`)) n++;
  const aliasPrefix = ALIAS_PREFIX[symbol];
  const aliases = upperAliases(project);
  const pattern = new RegExp(`^${aliasPrefix}\\d+$`);
  let count = aliases.filter((alias) => pattern.test(alias)).length + 1;
  while (aliases.includes(`${aliasPrefix}${count}`)) count++;
  return { name: `${prefix}${n}`, alias: `${aliasPrefix}${count}`, value: restValue(symbol) };
}

/** Why `alias` cannot be the alias of tag `tagId` (undefined for a new tag), or null when it can. */
export function aliasProblem(project: Project, alias: string, tagId?: string): string | null {
  if (alias === '') return null;
  if (alias.length > MAX_ALIAS) return `An alias has at most ${MAX_ALIAS} characters.`;
  if (/[\s.]/.test(alias)) return `"${alias}" is not an alias: use no spaces or dots.`;
  const upper = alias.toUpperCase();
  const clash = Object.values(project.tagMap).find(
    (tag) => tag.uuid !== tagId && (tag.alias.toUpperCase() === upper || tag.name.toUpperCase() === upper),
  );
  if (!clash) return null;
  return clash.alias.toUpperCase() === upper
    ? `The alias "${alias}" is already used by ${clash.name}.`
    : `"${alias}" is already a tag name.`;
}

/** A top-level tag or a child tag with its parent; a refusal reason when neither or mismatched. */
export function findTag(
  project: Project,
  id: string,
): { tag: Tag; child?: undefined } | { tag: Tag; child: ChildTag } | { problem: string } {
  const tag = own(project.tagMap, id);
  if (tag) return { tag };
  const child = own(project.childTagMap, id);
  if (!child) return { problem: `Tag "${id}" does not exist.` };
  const parent = own(project.tagMap, child.parent);
  if (!parent || !(parent.children ?? []).includes(id)) {
    return { problem: `Child tag "${child.name}" does not belong to a tag.` };
  }
  return { tag: parent, child };
}

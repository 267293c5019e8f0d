/**
 * Teaching warnings of the file and shift instructions (teachingWarnings.ts calls them):
 *
 * - one CONTROL used by two file instructions, except a load/unload pair (FFL with FFU, LFL with LFU)
 *   that Logix designs to share one (the load uses .EN, the unload .EU), and the SQO, SQI and SQL of
 *   one sequence (the manual tells them to share one);
 * - a CONTROL whose LEN is longer than the array its instruction names (Logix: a fault; here .ER); a
 *   sequencer uses positions 0 to LEN, so its array needs LEN + 1 elements.
 */
import { parseElementOperand } from '../model/arrays.ts';
import { dict, entry, type Dict } from './read.ts';

const SEQUENCERS = new Set(['SQO', 'SQI', 'SQL']);
const FILE_TYPES = new Set(['BSL', 'BSR', 'FFL', 'FFU', 'LFL', 'LFU', ...SEQUENCERS]);
const PAIRS = new Set(['FFL+FFU', 'FFU+FFL', 'LFL+LFU', 'LFU+LFL']);

/** True when two file instructions may share a CONTROL: a load/unload pair, or two sequencers of a kind each. */
function mayShare(a: string, b: string): boolean {
  return PAIRS.has(`${a}+${b}`) || (SEQUENCERS.has(a) && SEQUENCERS.has(b) && a !== b);
}

/** `Control "Ctl" is used by BSL (rung 0) and FFL (rung 2): …`. */
export function controlSharedByTwo(
  name: string,
  first: string,
  firstRung: number,
  type: string,
  rung: number,
): string {
  return (
    `Control "${name}" is used by ${first} (rung ${firstRung}) and ${type} (rung ${rung}): ` +
    'each file instruction needs its own CONTROL (only an FFL and its FFU, an LFL and its LFU, or the SQO, SQI and SQL of one sequence share one).'
  );
}

/** `Control "Ctl" has LEN 40, but Track[0] holds 32 bits from there: BSL sets .ER and does nothing (rung 0)`. */
export function lengthPastArray(
  name: string,
  len: number,
  array: string,
  room: string,
  type: string,
  rung: number,
): string {
  return `Control "${name}" has LEN ${len}, but ${array} holds ${room} from there: ${type} sets .ER and does nothing (rung ${rung})`;
}

/** `Control "Seq" has LEN 4, but Light[0] holds 4 elements from there: SQO uses positions 0 to 4 …`. */
export function sequenceLengthPastArray(
  name: string,
  len: number,
  array: string,
  elements: number,
  type: string,
  rung: number,
): string {
  return (
    `Control "${name}" has LEN ${len}, but ${array} holds ${elements} element${elements === 1 ? '' : 's'} from there: ` +
    `${type} uses positions 0 to ${len} (LEN + 1 elements) and sets .ER past the array (rung ${rung})`
  );
}

/** Collects the file instructions of one walk and warns as teachingWarnings.ts asks. */
export class FileWarnings {
  readonly #users = new Map<string, { type: string; rung: number }[]>();

  constructor(
    private readonly tags: Dict,
    private readonly children: Dict,
    private readonly warn: (message: string, rung: number, elementId: string) => void,
    private readonly name: (id: string) => string,
  ) {}

  /** Looks at one instruction; returns the ids it reads besides the common slots (its source bit). */
  see(id: string, type: string, tagId: string | undefined, ref: Dict, rung: number): string[] {
    if (!FILE_TYPES.has(type) || tagId === undefined) return [];
    const users = this.#users.get(tagId) ?? [];
    const clash = users.find((user) => !mayShare(user.type, type));
    if (clash) this.warn(controlSharedByTwo(this.name(tagId), clash.type, clash.rung, type, rung), rung, id);
    users.push({ type, rung });
    this.#users.set(tagId, users);
    this.#checkLength(id, type, tagId, ref.Array, rung);
    return [ref.Bit, ref.Mask].filter((read): read is string => typeof read === 'string');
  }

  #checkLength(id: string, type: string, tagId: string, operand: unknown, rung: number): void {
    const control = entry(this.tags, tagId);
    const lenChild = (Array.isArray(control?.children) ? (control.children as unknown[]) : [])
      .map((c) => entry(this.children, c))
      .find((c) => c?.name === 'LEN');
    const len = typeof lenChild?.value === 'number' ? lenChild.value : undefined;
    if (len === undefined || len <= 0) return;
    const element = entry(this.tags, operand) ? null : parseElementOperand(operand);
    const array = entry(this.tags, element ? element.array : operand);
    if (!array || typeof array.dimension !== 'number') return;
    const lower = typeof array.lower === 'number' ? array.lower : 0;
    const start = element && typeof element.index === 'number' ? element.index : lower;
    const elements = lower + array.dimension - start;
    const bits = type === 'BSL' || type === 'BSR';
    const room = bits ? elements * 32 : elements;
    const arrayName = `${String(dict(array).name)}[${start}]`;
    if (SEQUENCERS.has(type)) {
      if (len >= elements && elements > 0)
        this.warn(sequenceLengthPastArray(this.name(tagId), len, arrayName, elements, type, rung), rung, id);
      return;
    }
    if (len <= room || elements <= 0) return;
    const text = bits ? `${room} bits` : `${room} element${room === 1 ? '' : 's'}`;
    this.warn(lengthPastArray(this.name(tagId), len, arrayName, text, type, rung), rung, id);
  }
}

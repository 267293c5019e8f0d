/**
 * Teaching warnings of the file and shift instructions (teachingWarnings.ts calls them):
 *
 * - one CONTROL used by two file instructions, except a load/unload pair (FFL with FFU, LFL with LFU)
 *   that Logix designs to share one (the load uses .EN, the unload .EU);
 * - a CONTROL whose LEN is longer than the array its instruction names (Logix: a fault; here .ER).
 */
import { parseElementOperand } from '../model/arrays.ts';
import { dict, entry, type Dict } from './read.ts';

const FILE_TYPES = new Set(['BSL', 'BSR', 'FFL', 'FFU', 'LFL', 'LFU']);
const PAIRS = new Set(['FFL+FFU', 'FFU+FFL', 'LFL+LFU', 'LFU+LFL']);

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
    'each file instruction needs its own CONTROL (only an FFL and its FFU, or an LFL and its LFU, share one).'
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

/** Collects the file instructions of one walk and warns as teachingWarnings.ts asks. */
export class FileWarnings {
  readonly #first = new Map<string, { type: string; rung: number }>();

  constructor(
    private readonly tags: Dict,
    private readonly children: Dict,
    private readonly warn: (message: string, rung: number, elementId: string) => void,
    private readonly name: (id: string) => string,
  ) {}

  /** Looks at one instruction; returns the ids it reads besides the common slots (its source bit). */
  see(id: string, type: string, tagId: string | undefined, ref: Dict, rung: number): string[] {
    if (!FILE_TYPES.has(type) || tagId === undefined) return [];
    const first = this.#first.get(tagId);
    if (first === undefined) this.#first.set(tagId, { type, rung });
    else if (!PAIRS.has(`${first.type}+${type}`))
      this.warn(controlSharedByTwo(this.name(tagId), first.type, first.rung, type, rung), rung, id);
    this.#checkLength(id, type, tagId, ref.Array, rung);
    return typeof ref.Bit === 'string' ? [ref.Bit] : [];
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
    if (len <= room || elements <= 0) return;
    const arrayName = `${String(dict(array).name)}[${start}]`;
    const text = bits ? `${room} bits` : `${room} element${room === 1 ? '' : 's'}`;
    this.warn(lengthPastArray(this.name(tagId), len, arrayName, text, type, rung), rung, id);
  }
}

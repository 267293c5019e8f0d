/** DynamoDB's item size limit: 400 KB (of 1024 bytes), attribute names included. */
export const MAX_ITEM_BYTES = 400 * 1024;

/** Bytes of a Map or List value besides its elements, and of each element (AWS: "Item sizes"). */
const CONTAINER_OVERHEAD = 3;
const ELEMENT_OVERHEAD = 1;
/** A number is stored in at most 21 bytes (38 significant digits). */
const MAX_NUMBER_BYTES = 21;

const utf8 = (text: string) => Buffer.byteLength(text, 'utf8');

/** About 1 byte per two significant digits, plus 1. */
function numberSize(value: number): number {
  const mantissa = Math.abs(value).toExponential().split('e')[0] ?? '';
  const digits = mantissa.replace('.', '').replace(/^0+/, '').replace(/0+$/, '').length || 1;
  return Math.min(MAX_NUMBER_BYTES, Math.ceil(digits / 2) + 1);
}

/**
 * The size of a document-client item as DynamoDB counts it against its 400 KB limit: the UTF-8
 * length of every attribute name plus the size of its value (strings their UTF-8 length, numbers
 * 1 byte per two significant digits plus 1, booleans and null 1 byte, binary its length, maps and
 * lists 3 bytes plus 1 byte per element plus their elements, map keys included). Undefined values
 * are not stored and not counted. Iterative, so any nesting is measured.
 */
export function itemSize(item: Record<string, unknown>): number {
  let size = 0;
  const pending: unknown[] = [];
  for (const [name, value] of Object.entries(item)) {
    if (value === undefined) continue;
    size += utf8(name);
    pending.push(value);
  }
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') size += utf8(value);
    else if (typeof value === 'number') size += numberSize(value);
    else if (typeof value === 'bigint') size += numberSize(Number(value));
    else if (typeof value === 'boolean' || value === null) size += 1;
    else if (value instanceof Uint8Array) size += value.byteLength;
    else if (Array.isArray(value) || value instanceof Set) {
      size += CONTAINER_OVERHEAD;
      for (const element of value as Iterable<unknown>) {
        size += ELEMENT_OVERHEAD;
        pending.push(element);
      }
    } else if (typeof value === 'object') {
      size += CONTAINER_OVERHEAD;
      for (const [key, element] of Object.entries(value)) {
        if (element === undefined) continue;
        size += ELEMENT_OVERHEAD + utf8(key);
        pending.push(element);
      }
    }
  }
  return size;
}

/** An item would be larger than allowed; the service answers 413 with its own message. */
export class ItemTooLargeError extends Error {
  constructor(
    readonly size: number,
    readonly limit: number,
  ) {
    super(`The item would take ${size} bytes, more than ${limit}.`);
    this.name = 'ItemTooLargeError';
  }
}

/** Throws ItemTooLargeError when `item` is larger than `limit` bytes (DynamoDB's limit by default). */
export function checkItemSize(item: Record<string, unknown>, limit = MAX_ITEM_BYTES): void {
  const size = itemSize(item);
  if (size > limit) throw new ItemTooLargeError(size, limit);
}

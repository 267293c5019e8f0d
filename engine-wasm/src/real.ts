/**
 * REAL values in tag memory: a slot holds the bits of an IEEE 754 single. The compiler writes initial
 * values and constants with `realToBits`; the host reads and writes REAL tags through these, so a
 * REAL is never mistaken for the integer its bits spell.
 */
const word = new ArrayBuffer(4);
const asFloat = new Float32Array(word);
const asInt = new Int32Array(word);

/** The slot bits of `value` rounded to the nearest single (`Math.fround`); NaN keeps the quiet NaN. */
export function realToBits(value: number): number {
  asFloat[0] = value;
  return asInt[0] as number;
}

/** The single a slot's bits hold, as a number. */
export function bitsToReal(bits: number): number {
  asInt[0] = bits;
  return asFloat[0] as number;
}

/** A slot's value as a number, read by the symbol's type. */
export function slotValue(bits: number, type: 'BOOL' | 'DINT' | 'REAL'): number {
  return type === 'REAL' ? bitsToReal(bits) : bits;
}

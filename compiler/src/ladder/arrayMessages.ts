/**
 * Messages about array elements in ladder operands (issue 24; not in the spec, written in the style of
 * validateMessages.ts). Validation passes the 0-based main rung and gets ` (rung 4)` at the end; the
 * operand helper for the editor (elementOperands.ts) leaves it out.
 */

function at(rung: number | undefined): string {
  return rung === undefined ? '' : ` (rung ${rung})`;
}

/**
 * `Array index 12 is out of range for Data[0..9] (rung 4)`: a constant index outside the bounds (the
 * wording of the VM's major fault for a tag index, engine-wasm/src/traps.ts `indexRangeMessage`).
 */
export function indexOutOfRange(index: number, range: string, rung?: number): string {
  return `Array index ${index} is out of range for ${range}${at(rung)}`;
}

/** `Flag is not an array, so it takes no index (rung 2)`: `Flag[3]` where Flag is a BOOL, DINT … tag. */
export function arrayNotIndexable(name: string, rung?: number): string {
  return `${name} is not an array, so it takes no index${at(rung)}`;
}

/**
 * `The index of Data[Flag] must be a DINT tag or a whole number; Flag is BOOL (rung 2)`: a BOOL, REAL,
 * TIMER or array tag as an index.
 */
export function indexNotDint(element: string, index: string, type: string, rung?: number): string {
  return `The index of ${element} must be a DINT tag or a whole number; ${index} is ${type}${at(rung)}`;
}

/** `Data is an array: XIC needs one element, such as Data[0] (rung 2)`: an array tag used whole. */
export function arrayWithoutIndex(name: string, type: string, first: number, rung?: number): string {
  return `${name} is an array: ${type} needs one element, such as ${name}[${first}]${at(rung)}`;
}

/** `Unknown array tag "abc" in operand "abc[3]" of XIC (rung 2)`: an element of a tag id that is not in tagMap. */
export function unknownArray(id: string, operand: string, type: string, rung: number): string {
  return `Unknown array tag "${id}" in operand "${operand}" of ${type}${at(rung)}`;
}

/** `Unknown index tag "abc" in Data[abc] (rung 2)`: an index id that is neither a tag nor a child tag. */
export function unknownIndexTag(id: string, element: string, rung: number): string {
  return `Unknown index tag "${id}" in ${element}${at(rung)}`;
}

/** `No tag is named "Foo"` (the operand helper, for text a user typed). */
export function unknownTagName(name: string): string {
  return `No tag is named "${name}"`;
}

/** `"Data" is not an array element: write Name[3] or Name[Index]` (the operand helper). */
export function notAnElement(text: string): string {
  return `"${text}" is not an array element: write Name[3] or Name[Index]`;
}

/**
 * `Timers[Idx]: TON needs a timer named with a constant index, such as Timers[0] (rung 2)`: a TIMER or
 * COUNTER element chosen by a tag index (docs/decisions.md "Structures in ladder").
 */
export function blockIndexNotConstant(written: string, type: string, first: number, rung?: number): string {
  const example = written.replace(/\[[^\]]*[A-Za-z_][^\]]*\]/, `[${first}]`);
  return `${written}: ${type} needs a constant index, such as ${example}${at(rung)}`;
}

/**
 * Array words for the Structured Text editor (issue 24): how an array's type is shown on hover, and the
 * elements with a constant index written on a line (their live values can be shown while running).
 */

/** `ARRAY[0..9] OF DINT`. */
export function stArrayTypeText(elementType: string, dimension: number, lower = 0): string {
  return `ARRAY[${lower}..${lower + dimension - 1}] OF ${elementType}`;
}

const CONSTANT_ELEMENT = /\b([A-Za-z_]\w*)\s*\[\s*(-?\d+)\s*\]/g;

/** The elements with a constant index on a line of code, as the engine names them: `Data[3]`, each once. */
export function stConstantElements(code: string): string[] {
  const names: string[] = [];
  for (const match of code.matchAll(CONSTANT_ELEMENT)) {
    const name = `${match[1] ?? ''}[${Number(match[2])}]`;
    if (!names.includes(name)) names.push(name);
  }
  return names;
}

/**
 * How a REAL is written for people (the Tags tab, live values, neutral text, L5X's decorated value):
 * the shortest decimal that reads back as the same single, so 0.1 shows as `0.1`, not
 * `0.10000000149011612`. Whole numbers keep a `.0` so a REAL never looks like a DINT.
 */
export function realText(value: number): string {
  const single = Math.fround(Number(value));
  if (Number.isNaN(single)) return 'NaN';
  if (!Number.isFinite(single)) return single > 0 ? 'Infinity' : '-Infinity';
  let text = String(single);
  for (let digits = 1; digits <= 9; digits++) {
    const candidate = single.toPrecision(digits);
    if (Math.fround(Number(candidate)) === single) {
      text = String(Number(candidate));
      break;
    }
  }
  return /^-?\d+$/.test(text) ? `${text}.0` : text;
}

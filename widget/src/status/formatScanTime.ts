/**
 * The status panel's scan time in ms: two decimals below 10 ms (a scan usually takes a few
 * hundredths of a millisecond), one below 100, whole milliseconds above.
 */
export function formatScanTime(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '0.00';
  if (ms < 10) return ms.toFixed(2);
  if (ms < 100) return ms.toFixed(1);
  return Math.round(ms).toString();
}

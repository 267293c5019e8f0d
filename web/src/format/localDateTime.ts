/** A stored date-time in the visitor's local time; empty for a missing or unreadable value. */
export function localDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString();
}

/** The plant-time jumps the fast-forward control offers. */
export const FAST_FORWARDS: readonly { ms: number; label: string }[] = [
  { ms: 1_000, label: '1 s' },
  { ms: 10_000, label: '10 s' },
  { ms: 60_000, label: '1 min' },
];

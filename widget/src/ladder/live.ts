/**
 * A rung's live state as one string: what its live binding (liveDom.ts) compares after each scan, so it
 * touches the rung's DOM only when the rung's own energised states or shown values change. The string
 * is decoded back for writing, so what is written depends on nothing but it.
 */
import type { LiveReader } from '../simulator/types.ts';
import { elementValue } from './elementView.ts';
import type { LiveProbes } from './layout.ts';

/** What a rung drawing reads: energised elements and shown values. */
export interface RungLive {
  /** True while the controller is in RUN (rails green, values live). */
  readonly running: boolean;
  energised(elementId: string): boolean;
  /** The live value of a tag or child id; undefined when not running or unknown. */
  value(id: string): number | undefined;
}

/** Nothing live: a static drawing, or a controller in PROG. */
export const STATIC_LIVE: RungLive = {
  running: false,
  energised: () => false,
  value: () => undefined,
};

/**
 * The key of a running rung: one '0'/'1' per energised probe, '|', then the shown values joined by ','
 * (empty for unknown). '' means not running. An array element's value is the element its index names
 * now (`elementValue`).
 */
export function liveKey(
  live: Pick<LiveReader, 'energised' | 'valueOfId' | 'value'>,
  probes: LiveProbes,
): string {
  let bits = '';
  for (const id of probes.energised) bits += live.energised(id) ? '1' : '0';
  const { elements } = probes;
  const values = probes.values
    .map((id) => {
      const element = elements?.get(id);
      return (element ? elementValue(live, element) : live.valueOfId(id)) ?? '';
    })
    .join(',');
  return `${bits}|${values}`;
}

/** The `RungLive` a key stands for. */
export function decodeLiveKey(key: string, probes: LiveProbes): RungLive {
  if (key === '') return STATIC_LIVE;
  const bar = key.indexOf('|');
  const bits = key.slice(0, bar);
  const energised = new Set<string>();
  probes.energised.forEach((id, i) => {
    if (bits[i] === '1') energised.add(id);
  });
  const values = new Map<string, number>();
  const texts = key.slice(bar + 1).split(',');
  probes.values.forEach((id, i) => {
    const text = texts[i];
    if (text !== undefined && text !== '') values.set(id, Number(text));
  });
  return {
    running: true,
    energised: (id) => energised.has(id),
    value: (id) => values.get(id),
  };
}

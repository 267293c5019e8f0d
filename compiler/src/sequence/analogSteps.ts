/**
 * Sequence steps on analog channels (issue 26): a step's set of an analog input `AI{n}` (REAL, in
 * engineering units) also writes its raw form `AI{n}_Raw` when the project has that DINT tag, as the
 * I/O tab's slider and the scenes do (model/analog.ts `rawCounts`).
 */
import { analogRange, isAnalogInputName, rawCounts } from '../model/analog.ts';
import type { AnalogRange, Project } from '../model/project.ts';

/** An analog input's raw-count tag and the range its counts span. */
export interface RawChannel {
  /** The DINT tag's name, e.g. 'AI0_Raw'. */
  raw: string;
  range: AnalogRange;
}

/**
 * The project's analog inputs that have a raw form: a REAL tag `AI{n}` (no dimension) with a DINT tag
 * `AI{n}_Raw`, keyed by the input's name and its alias, upper-cased.
 */
export function analogRawChannels(project: Project): Map<string, RawChannel> {
  const tags = Object.values(project.tagMap);
  const byName = new Map(tags.map((t) => [t.name.toUpperCase(), t]));
  const channels = new Map<string, RawChannel>();
  for (const tag of tags) {
    if (tag.data_type !== 'REAL' || tag.dimension !== undefined || !isAnalogInputName(tag.name)) continue;
    const raw = byName.get(`${tag.name}_RAW`.toUpperCase());
    if (!raw || raw.data_type !== 'DINT' || raw.dimension !== undefined) continue;
    const channel = { raw: raw.name, range: analogRange(tag) };
    channels.set(tag.name.toUpperCase(), channel);
    if (tag.alias !== '') channels.set(tag.alias.toUpperCase(), channel);
  }
  return channels;
}

/** The raw write that goes with a set of `tag` (a name or alias, no child) to `value`, if any. */
export function rawWrite(
  channels: ReadonlyMap<string, RawChannel>,
  tag: string,
  child: string | null | undefined,
  value: number,
): { name: string; value: number } | undefined {
  if (child) return undefined;
  const channel = channels.get(tag.trim().toUpperCase());
  return channel ? { name: channel.raw, value: rawCounts(value, channel.range) } : undefined;
}

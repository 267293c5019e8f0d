/**
 * The trend's analog defaults (issue 26): which tags a project trends before the learner picks any,
 * and the unit and axis of each analog series. Pure: no DOM.
 */
import {
  analogRange,
  isAnalogChannel,
  isAnalogInputName,
  isAnalogOutputName,
  SCENE_CATALOGUE,
  type Project,
  type Tag,
} from '@plcsim/compiler';

/** Most series the default trend starts with (a chart stays readable). */
export const MAX_DEFAULT_SERIES = 6;

/** A REAL program tag that reads as a setpoint: SP, Setpoint, Level_SP, SP_Temp (by name or alias). */
const SETPOINT = /^(sp|setpoint)$|(^|_)(sp|setpoint)(_|$)/i;

const isScalarReal = (tag: Tag) => tag.data_type === 'REAL' && tag.dimension === undefined;

/** Names of the REAL tags the project's scene lists in its catalogue (its analog channels). */
function sceneRealNames(project: Project): Set<string> {
  const scene = Object.hasOwn(SCENE_CATALOGUE, project.scene) ? SCENE_CATALOGUE[project.scene] : undefined;
  const names = new Set<string>();
  for (const t of [...(scene?.required ?? []), ...(scene?.supporting ?? [])])
    if (t.data_type === 'REAL') names.add(t.name.toUpperCase());
  return names;
}

/**
 * The tags a project's trend shows by default: its analog channels (REAL `AI{n}` / `AO{n}` tags and
 * the REAL tags of its scene's catalogue) with any REAL setpoint tag of the program — setpoints first,
 * then inputs (process values), then outputs, then the scene's other REAL tags, each in number order;
 * at most MAX_DEFAULT_SERIES. Empty for a project without analog channels (a discrete trend starts
 * empty, as before).
 */
export function defaultTrend(project: Project): string[] {
  const scene = sceneRealNames(project);
  const reals = Object.values(project.tagMap).filter(isScalarReal);
  const analog = reals.filter((t) => isAnalogChannel(t) || scene.has(t.name.toUpperCase()));
  if (analog.length === 0) return [];
  const setpoints = reals.filter(
    (t) => !analog.includes(t) && (SETPOINT.test(t.name) || (t.alias !== '' && SETPOINT.test(t.alias))),
  );
  const rank = (t: Tag) => (isAnalogInputName(t.name) ? 0 : isAnalogOutputName(t.name) ? 1 : 2);
  const number = (t: Tag) => Number(/\d+$/.exec(t.name)?.[0] ?? 0);
  const ordered = [...analog].sort(
    (a, b) => rank(a) - rank(b) || number(a) - number(b) || a.name.localeCompare(b.name),
  );
  return [...setpoints, ...ordered].slice(0, MAX_DEFAULT_SERIES).map((t) => t.name);
}

/**
 * A trended tag's unit: an analog channel's range unit (an AI/AO without a range is 0–100 %), another
 * tag's own range unit, else '' (none).
 */
export function trendUnit(tag: Pick<Tag, 'name' | 'data_type' | 'dimension' | 'range'>): string {
  if (isAnalogChannel(tag)) return analogRange(tag).unit;
  return tag.range ? analogRange(tag).unit : '';
}

/** Whether a unit puts its series on the percent axis. */
export const isPercentUnit = (unit: string | undefined): boolean => unit?.trim() === '%';

/** The units of a project's REAL tags that have one, by name and alias upper-cased (for `trendLayout`). */
export function trendUnits(project: Project | null | undefined): Map<string, string> {
  const units = new Map<string, string>();
  for (const tag of Object.values(project?.tagMap ?? {})) {
    if (!isScalarReal(tag)) continue;
    const unit = trendUnit(tag);
    if (unit === '') continue;
    units.set(tag.name.toUpperCase(), unit);
    if (tag.alias !== '') units.set(tag.alias.toUpperCase(), unit);
  }
  return units;
}

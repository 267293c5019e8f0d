/**
 * What each drawn part shows (spec 000 §2 "Ladder editor"): its colour — red if in error, green when
 * energised, amber with a teaching warning, blue when selected, else black; the colours themselves are
 * CSS variables (ladder.css) — and its live texts. React's first drawing of a rung and its live binding
 * (liveDom.ts) both read these functions, so the two never disagree.
 */
import type { BoxOutputLayout, BoxRowLayout, BranchLayout, InstructionLayout, RungLayout } from './layout.ts';
import { formatValue } from '../tags/formatValue.ts';
import type { RungLive } from './live.ts';

/** `data-state` of a drawn element. */
export type ElementState = 'error' | 'energised' | 'warning' | 'selected' | 'normal';

/** What a rung drawing knows when it paints: live state, errors and the selection. */
export interface Paint {
  live: RungLive;
  errors: ReadonlySet<string>;
  /** Ids with a teaching warning (a diagnostic with `severity: 'warning'`); none when absent. */
  warnings?: ReadonlySet<string>;
  selectedId: string | null;
  /**
   * True when the rung's live binding (`RungLiveDom`) writes the live parts straight to the DOM after
   * each scan: React then draws energised states off and leaves live texts (bits, box values, the
   * screen-reader description) empty, for the binding alone to fill.
   */
  liveDom: boolean;
}

/**
 * The state of an instruction or branch: error > energised > warning > selected > normal. An error
 * blocks RUN, so it outranks everything; energised is what the running program does now, which a
 * warning (a remark on the program text, shown while editing and in the diagnostics list) must not
 * hide; a selected element is still marked by its `data-selected` background, so amber may win.
 */
export function elementState(paint: Paint, id: string): ElementState {
  if (paint.errors.has(id)) return 'error';
  if (paint.live.energised(id)) return 'energised';
  if (paint.warnings?.has(id)) return 'warning';
  if (paint.selectedId === id) return 'selected';
  return 'normal';
}

/** True when power flows out of `source`: an element's energised state, or the left rail in RUN. */
export function powered(paint: Paint, source: string | null): boolean {
  return source === null ? paint.live.running : paint.live.energised(source);
}

/** The state of a wire (or branch connector) `id` fed by `source`. */
export function wireState(paint: Paint, id: string, source: string | null): ElementState {
  if (powered(paint, source)) return 'energised';
  if (paint.selectedId === id) return 'selected';
  return 'normal';
}

/**
 * The states of a branch's left and right connectors: an error or the selection paints the whole
 * branch; otherwise the left one shows the power feeding the branch, the right one the branch's own.
 */
export function connectorStates(paint: Paint, branch: BranchLayout): [ElementState, ElementState] {
  const state = elementState(paint, branch.id);
  if (state === 'error' || state === 'selected') return [state, state];
  return [wireState(paint, branch.id, branch.source), wireState(paint, branch.id, branch.id)];
}

/**
 * The state of a box's `-(EN)-` stub: green while its bit is on, else its instruction's error, warning
 * or selection.
 */
export function outputState(paint: Paint, instructionId: string, output: BoxOutputLayout): ElementState {
  const { live } = paint;
  if (live.running && output.valueId !== undefined && live.value(output.valueId) === 1) return 'energised';
  const state = elementState(paint, instructionId);
  return state === 'error' || state === 'warning' || state === 'selected' ? state : 'normal';
}

/** The bit shown beside a contact or coil: its live value while running, else nothing (''). */
export function bitText(instruction: InstructionLayout, live: RungLive): string {
  const bit = live.running && instruction.bitId !== undefined ? live.value(instruction.bitId) : undefined;
  return bit === undefined ? '' : String(bit);
}

/**
 * The number a box row or value line shows: live while running, else the document's stored value; a
 * REAL tag's as a REAL (`formatValue`: `realText`, 6 significant digits while running).
 */
export function shownValue(row: BoxRowLayout, live: RungLive): string {
  const { operand } = row;
  if (operand.valueId === undefined) return operand.text;
  const value = live.running ? live.value(operand.valueId) : operand.storedValue;
  return value === undefined ? '?' : formatValue(value, operand.dataType, live.running);
}

/** A rung's screen-reader description: its neutral text and, while running, what is energised. */
export function descriptionText(layout: RungLayout, live: RungLive): string {
  const text = layout.missing ? 'Missing rung.' : layout.neutral || 'Empty rung.';
  if (!live.running) return text;
  const energised = layout.instructions.filter((i) => live.energised(i.id)).map((i) => i.neutral);
  return energised.length > 0 ? `${text} Energised: ${energised.join(', ')}.` : `${text} Nothing energised.`;
}

/** Separates the ids of a rung's error key (a string, so equal lists compare equal in `React.memo`). */
export const ERROR_KEY_SEPARATOR = '\u001f';

/** The ids drawn in a rung that have an error, as one string in drawing order ('' for none). */
export function errorKeyOf(ids: Iterable<string>, errors: ReadonlySet<string>): string {
  if (errors.size === 0) return '';
  const found: string[] = [];
  for (const id of ids) if (errors.has(id)) found.push(id);
  return found.join(ERROR_KEY_SEPARATOR);
}

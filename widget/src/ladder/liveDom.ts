/**
 * A rung's live binding: energised states, live values and the screen-reader description written
 * straight to the rung's DOM after each scan, so a scan never re-renders a rung through React.
 *
 * React draws a bound rung's structure (once per document, width, selection or error change) with
 * energised states off and its live texts empty (`Paint.liveDom`). After every such commit, `bind`
 * finds the live nodes in the rung's root (in drawing order, checked against `data-element-id`) and
 * writes all of them. After each scan batch, `update` computes the rung's live key (live.ts) and, only
 * when it changed, writes the attributes and texts whose value changed. What is written comes from the
 * same functions React's drawing uses (paint.ts), so the colours keep spec 000 §2's order: red error >
 * green energised > blue selected > black; in PROG the key is '' and nothing is green.
 */
import type { SimulatorController } from '../simulator/simulatorController.ts';
import type { ElementLayout, LegLayout, RungLayout, WireLayout } from './layout.ts';
import { decodeLiveKey, liveKey } from './live.ts';
import {
  bitText,
  connectorStates,
  descriptionText,
  elementState,
  outputState,
  shownValue,
  wireState,
  type Paint,
} from './paint.ts';

/** One live attribute or text of a drawn node. */
interface Slot {
  node: Element;
  /** The attribute written (`data-state`), or null for the node's text. */
  attribute: string | null;
  /** What the node shows under `paint`. */
  read(paint: Paint): string;
  /** The value last written (null: not yet). */
  last: string | null;
}

/** What a bound rung's nodes are drawn from, in the order React draws them (`.plc-el`, document order). */
type Drawn = { kind: 'wire'; wire: WireLayout } | ElementLayout;

/** A leg's wires, then each element followed by what it holds (as Leg and Branch render them). */
function drawnOrder(leg: LegLayout, into: Drawn[]): Drawn[] {
  for (const wire of leg.wires) into.push({ kind: 'wire', wire });
  for (const element of leg.elements) {
    into.push(element);
    if (element.kind === 'branch') for (const inner of element.legs) drawnOrder(inner, into);
  }
  return into;
}

/** `root`'s element children matching `selector`, in order. */
function children(root: Element, selector: string): Element[] {
  return [...root.children].filter((child) => child.matches(selector));
}

/** The live slots of a rung drawn in `root` from `layout`. */
export function liveSlots(root: Element, layout: RungLayout): Slot[] {
  const slots: Slot[] = [];
  const add = (node: Element | undefined | null, attribute: string | null, read: Slot['read']) => {
    if (node) slots.push({ node, attribute, read, last: null });
  };
  const nodes = root.querySelectorAll('.plc-el');
  drawnOrder(layout.main, []).forEach((drawn, i) => {
    const node = nodes[i];
    const id = drawn.kind === 'wire' ? drawn.wire.id : drawn.id;
    if (!node || node.getAttribute('data-element-id') !== id) return;
    if (drawn.kind === 'wire') {
      const { wire } = drawn;
      add(node, 'data-state', (paint) => wireState(paint, wire.id, wire.source));
      return;
    }
    add(node, 'data-state', (paint) => elementState(paint, id));
    if (drawn.kind === 'branch') {
      const [left, right] = children(node, '.plc-connector');
      add(left, 'data-state', (paint) => connectorStates(paint, drawn)[0]);
      add(right, 'data-state', (paint) => connectorStates(paint, drawn)[1]);
      return;
    }
    if (drawn.bitId !== undefined) {
      add(children(node, '.plc-bit')[0], null, (paint) => bitText(drawn, paint.live));
    }
    const box = drawn.box;
    if (!box) return;
    const rows = children(node, '.plc-box-row');
    box.rows.forEach((row, r) => {
      add(rows[r]?.querySelector('.plc-value'), null, (paint) => shownValue(row, paint.live));
    });
    const outputs = children(node, '.plc-box-output');
    box.outputs.forEach((output, o) => {
      add(outputs[o], 'data-state', (paint) => outputState(paint, id, output));
    });
  });
  add(children(root, '.plc-visually-hidden')[0], null, (paint) => descriptionText(layout, paint.live));
  return slots;
}

function write(slot: Slot, value: string): void {
  const { node } = slot;
  if (slot.attribute !== null) {
    node.setAttribute(slot.attribute, value);
    return;
  }
  const text = node.firstChild;
  if (text && text === node.lastChild && text.nodeType === Node.TEXT_NODE) text.nodeValue = value;
  else node.textContent = value;
}

/** Writes a rung's live state to its DOM; one per mounted rung with a controller. */
export class RungLiveDom {
  readonly #controller: SimulatorController;
  #layout: RungLayout | null = null;
  #paint: Omit<Paint, 'live'> | null = null;
  #slots: Slot[] = [];
  /** The live key last written; null: write everything at the next update. */
  #key: string | null = null;

  constructor(controller: SimulatorController) {
    this.#controller = controller;
  }

  /**
   * After each React commit of the rung: finds its live nodes in `root` again (React may have replaced
   * or rewritten them) and writes all of them. `paint` holds the errors and the selection drawn.
   */
  bind(root: Element | null, layout: RungLayout, paint: Omit<Paint, 'live'>): void {
    this.#layout = layout;
    this.#paint = paint;
    this.#slots = root ? liveSlots(root, layout) : [];
    this.#key = null;
    this.update();
  }

  /** After each scan batch or controller change: writes what changed, if the rung's live key did. */
  readonly update = (): void => {
    const layout = this.#layout;
    const paint = this.#paint;
    if (!layout || !paint) return;
    const controller = this.#controller;
    const key = controller.getSnapshot().mode === 'RUN' ? liveKey(controller.live, layout.probes) : '';
    if (key === this.#key) return;
    this.#key = key;
    const painted: Paint = { ...paint, live: decodeLiveKey(key, layout.probes) };
    for (const slot of this.#slots) {
      const value = slot.read(painted);
      if (value === slot.last) continue;
      slot.last = value;
      write(slot, value);
    }
  };

  /** Follows the controller's scans and state (RUN/PROG); returns the unsubscribe. */
  subscribe(): () => void {
    const scans = this.#controller.subscribeScan(this.update);
    const state = this.#controller.subscribe(this.update);
    this.update();
    return () => {
      scans();
      state();
    };
  }
}

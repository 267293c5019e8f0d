/**
 * Pure geometry of a ladder rung, Studio 5000 style: every instruction's cell, symbol and texts, every
 * branch's legs and connectors, every wire segment with the element whose energised state colours it.
 * Computed once per document change (see `cachedRungLayout`); the React views only draw it.
 *
 * Coordinates are CSS pixels inside one rung's SVG. A leg (a main rung or a branch leg) is a row of
 * cells on one horizontal wire: `wire, cell, wire, cell, …, wire`. Wires run from the previous cell's
 * `outX` to the next cell's `inX`; a branch's legs hang below each other between its two connectors.
 */
import {
  constantText,
  exportNeutralText,
  type ChildTag,
  type Operand,
  type Project,
  type Tag,
  type TagType,
} from '@plcsim/compiler';
import { parseElementOperand } from '../tags/arrayTags.ts';
import { parseOperandPath } from '@plcsim/compiler';
import { resolveElement, type ElementProbe } from './elementView.ts';
import {
  instructionKind,
  isOutputType,
  type BoxKind,
  type BoxSlot,
  type MemberSlot,
  isMemberSlot,
  type SymbolKind,
} from './instructionKinds.ts';
import {
  addOnKind,
  calledAddOn,
  instanceMemberView,
  isParamSlot,
  paramOfSlot,
  paramOperand,
} from './addOnKind.ts';
import { isNameSlot } from './routineKinds.ts';

// ── metrics ──

/** Width of the rung-number gutter left of the left rail (the rail's right edge is at this x). */
export const GUTTER = 40;
/** Space right of the right rail's left edge: the rail itself and a margin. */
export const RIGHT_MARGIN = 12;
/** Width of each power rail. */
export const RAIL_WIDTH = 3;
/** Shortest wire between two cells, or between a cell and a rail or branch connector. */
export const WIRE_MIN = 12;
/** Space above the first and below the last leg of a rung. */
export const RUNG_PAD_TOP = 6;
export const RUNG_PAD_BOTTOM = 8;
/** Vertical space between two legs of a branch (added to their own room above and below the wire). */
export const LEG_GAP = 4;
/** Deepest branch nesting drawn (the compiler refuses deeper; the view stops there rather than loop). */
export const MAX_DRAWN_NESTING = 32;

/** Font sizes (px) of tag names, and of aliases and box text (ladder.css uses the same). */
export const FONT_NAME = 12;
export const FONT_SMALL = 11;
/** Width of one character as a fraction of the font size: generous, so estimated text never overlaps. */
const CHAR_EM = 0.62;
/** Characters reserved for a live value in a box (e.g. -123456). */
const VALUE_CHARS = 7;

/** Estimated width of `text` at `font` px; a wide estimate, so labels never overlap their neighbours. */
export function textWidth(text: string, font: number): number {
  return Math.ceil(text.length * font * CHAR_EM);
}

// ── the layout's shape ──

/** What an operand slot holds, as the view shows it. */
export interface OperandView {
  /** `Tag`, `Parent.MEMBER`, a constant in decimal, or `?` when not set or naming nothing. */
  text: string;
  /** The tag or child id whose value is shown; absent for constants and unset operands. */
  valueId?: string;
  /** The document's stored value, shown while the controller is not running. */
  storedValue?: number;
  /** The data type of the tag or member shown (a REAL's value is shown as a REAL). */
  dataType?: TagType;
  /** The tag's alias ('' when none). */
  alias: string;
  /** True for an integer constant. */
  constant: boolean;
}

/** One labelled row of a box. */
export interface BoxRowLayout {
  label: string;
  slot: BoxSlot;
  operand: OperandView;
  /** Baseline of the label row. */
  y: number;
  /** Baseline of the value line under a tag operand; absent when the value sits on the label row. */
  valueY?: number;
  /** True when the row shows a number only (Preset, Accum, constants): value on the label row. */
  inlineValue: boolean;
}

/** A status bit drawn as `-(EN)-` on a box's right edge. */
export interface BoxOutputLayout {
  /** Member name: EN, DN, CU, CD. */
  name: string;
  /** Child tag id of the bit, when the instruction's tag has it. */
  valueId?: string;
  y: number;
  x1: number;
  x2: number;
}

export interface BoxLayout {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Second title line ('Timer On Delay'). */
  title: string;
  /** Left edge of the value column (operand names and values are right-aligned at `x + width - 6`). */
  valueRight: number;
  rows: BoxRowLayout[];
  outputs: BoxOutputLayout[];
}

/** Contact or coil geometry. */
export interface SymbolLayout {
  shape: 'contact' | 'coil';
  /** Centre x. */
  cx: number;
  /** Half-width of the symbol where wires attach. */
  half: number;
  inner: string;
  negated: boolean;
  /** The operand slot the name above shows (`tag`, a JMP/LBL `Label`), or `none` (MCR, NOP, AFI). */
  name: 'tag' | 'Label' | 'none';
}

interface ElementBase {
  /** Instruction or branch id (`data-element-id`). */
  id: string;
  /** The cell: left edge and width. */
  x: number;
  width: number;
  /** Where the incoming and outgoing wires attach. */
  inX: number;
  outX: number;
  /** The wire's y. */
  wireY: number;
  /** Room the cell needs above and below its wire. */
  top: number;
  bottom: number;
}

export interface InstructionLayout extends ElementBase {
  kind: 'instruction';
  /** Upper-case type, e.g. 'XIC'. */
  type: string;
  /** The instruction's tag (contacts, coils, ONS, RES; also the timer/counter tag of boxes). */
  tag: OperandView;
  /** The BOOL tag or child whose bit is shown beside a contact or coil (not RES: its tag is a timer or counter). */
  bitId?: string;
  symbol?: SymbolLayout;
  box?: BoxLayout;
  /** Neutral text of the instruction alone, e.g. `XIC(Start)`. */
  neutral: string;
}

export interface BranchLayout extends ElementBase {
  kind: 'branch';
  legs: LegLayout[];
  /** What feeds the branch: an element id, or null for the left rail. */
  source: string | null;
}

export type ElementLayout = InstructionLayout | BranchLayout;

/** A horizontal wire segment. */
export interface WireLayout {
  /** `wire:{legId}:{left element id | 'start'}`: stable while its leg and left neighbour stay. */
  id: string;
  x1: number;
  x2: number;
  y: number;
  /** The element whose energised state colours this wire; null for the left rail (energised in RUN). */
  source: string | null;
}

/** A main rung or a branch leg: its wires (one more than its elements) and elements in order. */
export interface LegLayout {
  /** The rung id of the leg (`rungMap` key). */
  id: string;
  wireY: number;
  wires: WireLayout[];
  elements: ElementLayout[];
  /**
   * Index of the wire that takes any extra width: the one before the trailing outputs, so outputs sit
   * at the right end; the last wire when the leg ends in a condition.
   */
  stretchIndex: number;
}

/** What a rung reads live: energised elements and shown values, in a fixed order (see live.ts). */
export interface LiveProbes {
  energised: readonly string[];
  values: readonly string[];
  /** How to read the values that are array elements (`arrayId[3]`, `arrayId[indexId]`), by value id. */
  elements?: ReadonlyMap<string, ElementProbe>;
}

/** A whole main rung. */
export interface RungLayout {
  id: string;
  /** True when `project.rungs` names a rung missing from `rungMap`. */
  missing: boolean;
  /** Width with every wire at its shortest; the view widens the stretch wire of `main`. */
  naturalWidth: number;
  height: number;
  main: LegLayout;
  /** The rung as Rockwell neutral text, e.g. `XIC(Start)OTE(Motor);`. */
  neutral: string;
  /** Instructions in document order with their neutral text (for the screen-reader summary). */
  instructions: readonly { id: string; neutral: string }[];
  /** Every element, branch and wire id drawn, with the rung's own id. */
  ids: ReadonlySet<string>;
  probes: LiveProbes;
  /** The document objects this layout was computed from (see `rungParts`). */
  parts: readonly unknown[];
}

// ── document access ──

/** `map[id]` when `id` is an own key (never an inherited `constructor` or `__proto__`). */
function own<T>(map: Readonly<Record<string, T>> | null | undefined, id: unknown): T | undefined {
  return map && typeof id === 'string' && Object.hasOwn(map, id) ? map[id] : undefined;
}

const UNSET: OperandView = { text: '?', alias: '', constant: false };

/** The tag or child an operand names, as shown: `Tag` or `Parent.MEMBER`, a constant, or `?`. */
export function operandView(project: Project, operand: Operand | null | undefined): OperandView {
  if (typeof operand === 'number') return { text: constantText(operand), alias: '', constant: true };
  const tag = own<Tag>(project.tagMap, operand);
  if (tag && typeof operand === 'string') {
    return {
      text: tag.name,
      valueId: operand,
      storedValue: tag.value,
      dataType: tag.data_type,
      alias: tag.alias,
      constant: false,
    };
  }
  const child = own<ChildTag>(project.childTagMap, operand);
  const parent = child ? own<Tag>(project.tagMap, child.parent) : undefined;
  if (child && parent && typeof operand === 'string') {
    return {
      text: `${parent.name}.${child.name}`,
      valueId: operand,
      storedValue: child.value,
      dataType: child.data_type,
      alias: child.alias,
      constant: false,
    };
  }
  const element = resolveElement(project, operand);
  if (element && typeof operand === 'string') {
    const view: OperandView = {
      text: element.text,
      valueId: operand,
      dataType: element.dataType,
      alias: '',
      constant: false,
    };
    if (element.storedValue !== undefined) view.storedValue = element.storedValue;
    return view;
  }
  return UNSET;
}

/** A routine's or label's name as written ('?' when unset). */
function nameView(name: string | null | undefined): OperandView {
  return typeof name === 'string' && name !== '' ? { text: name, alias: '', constant: false } : UNSET;
}

/** The child of `tagId` named `member` (PRE, ACC, DN, …), if the tag has it. */
function memberOf(project: Project, tagId: string | null, member: string): ChildTag | undefined {
  const tag = own<Tag>(project.tagMap, tagId);
  for (const id of tag?.children ?? []) {
    const child = own<ChildTag>(project.childTagMap, id);
    if (child && child.name.toUpperCase() === member) return child;
  }
  return undefined;
}

/** The value shown for a Preset or Accum row: the member's stored value, live by its id. */
function memberView(project: Project, tagId: string | null, member: MemberSlot): OperandView {
  const child = memberOf(project, tagId, member);
  if (!child) {
    // A timer or counter inside a structure or array (`Timers[2]`): its member by path, read live.
    const path = tagId === null ? undefined : resolveElement(project, `${tagId}.${member}`);
    if (!path || tagId === null) return UNSET;
    return {
      text: String(path.storedValue ?? 0),
      valueId: `${tagId}.${member}`,
      dataType: path.dataType,
      ...(path.storedValue !== undefined ? { storedValue: path.storedValue } : {}),
      alias: '',
      constant: true,
    };
  }
  return {
    text: String(child.value),
    valueId: child.uuid,
    storedValue: child.value,
    alias: '',
    constant: true,
  };
}

const A11Y_RUNG = '\u0000one-instruction';

/** Neutral text of one instruction (`XIC(Start)`), via the compiler's exporter on a one-element rung. */
function instructionNeutral(project: Project, id: string): string {
  const text = exportNeutralText({
    ...project,
    rungs: [A11Y_RUNG],
    rungMap: { [A11Y_RUNG]: { uuid: A11Y_RUNG, elements: [id] } },
  });
  return text.replace(/;\s*$/, '');
}

// ── measuring ──

/** A cell's size before it is placed: width and room above and below its wire. */
interface Measured {
  width: number;
  top: number;
  bottom: number;
}

/** Half-widths of the symbols: contact bars, coil arcs, the ONS box, the wider RES coil. */
const CONTACT_HALF = 7;
const COIL_HALF = 10;
const RES_HALF = 18;
const ONS_HALF = 16;
/** Symbol cells: shortest width, room above (tag name) and below (live bit, alias). */
const SYMBOL_MIN_WIDTH = 52;
const SYMBOL_TOP = 26;
const SYMBOL_BOTTOM = 30;
/** Box metrics: space either side of the box inside its cell, row pitch, value-line pitch. */
const BOX_MARGIN = 6;
const BOX_TOP = 10;
const ROW_PITCH = 15;
const VALUE_PITCH = 13;
/** Width of a `-(EN)-` stub right of a box. */
const STUB_WIDTH = 40;

/** The name a contact or coil shows above it: its tag, a JMP/LBL label (`?` unset), or nothing. */
function symbolOperand(
  project: Project,
  instruction: Project['instructionMap'][string],
  kind: SymbolKind,
): OperandView {
  if (kind.name === 'none') return { text: '', alias: '', constant: false };
  if (kind.name === 'Label') return { text: instruction.ref?.Label || '?', alias: '', constant: false };
  return operandView(project, instruction.tag);
}

function symbolHalf(kind: SymbolKind): number {
  if (kind.shape === 'contact') return kind.inner ? ONS_HALF : CONTACT_HALF;
  return kind.inner.length > 1 ? RES_HALF : COIL_HALF;
}

// ── building ──

class RungBuilder {
  readonly ids = new Set<string>();
  readonly energised: string[] = [];
  readonly values = new Set<string>();
  readonly instructions: { id: string; neutral: string }[] = [];
  /** Legs being laid out, so a malformed (cyclic) document ends instead of looping. */
  readonly #path = new Set<string>();
  readonly #measured = new Map<string, Measured>();
  readonly #outputs = new Map<string, boolean>();

  constructor(private readonly project: Project) {}

  /** Lays out a leg whose wire runs from `x0` to `x0 + width` (at least its natural width) at `wireY`. */
  leg(
    legId: string,
    source: string | null,
    x0: number,
    wireY: number,
    width: number,
    depth: number,
  ): LegLayout {
    return this.#inside(legId, (ids) => {
      const sizes = ids.map((id) => this.#measure(id, depth));
      const natural = legNaturalWidth(sizes);
      const stretchIndex = stretchIndexOf(ids.map((id) => this.#isOutput(id, depth)));
      const extra = Math.max(0, width - natural);
      const wires: WireLayout[] = [];
      const elements: ElementLayout[] = [];
      let cursor = x0;
      let left: ElementLayout | null = null;
      ids.forEach((id, i) => {
        const size = sizes[i] as Measured;
        const cellX = cursor + WIRE_MIN + (i === stretchIndex ? extra : 0);
        const element = this.#place(id, left ? left.id : source, cellX, wireY, size, depth);
        wires.push(this.#wire(legId, left, source, left ? left.outX : x0, element.inX, wireY));
        elements.push(element);
        left = element;
        cursor = cellX + size.width;
      });
      const last = left as ElementLayout | null;
      wires.push(
        this.#wire(legId, last, source, last ? last.outX : x0, x0 + Math.max(width, natural), wireY),
      );
      return { id: legId, wireY, wires, elements, stretchIndex };
    });
  }

  /** Size of a leg: natural width and room above and below its wire. */
  measureLeg(legId: string, depth: number): Measured {
    return this.#inside(legId, (ids) => {
      const sizes = ids.map((id) => this.#measure(id, depth));
      return {
        width: legNaturalWidth(sizes),
        top: Math.max(EMPTY_LEG_TOP, ...sizes.map((s) => s.top)),
        bottom: Math.max(EMPTY_LEG_BOTTOM, ...sizes.map((s) => s.bottom)),
      };
    });
  }

  /** Runs `work` on the existing element ids of a leg, with the leg on the path (empty when re-entered). */
  #inside<T>(legId: string, work: (ids: string[]) => T): T {
    const rung = own(this.project.rungMap, legId);
    if (!rung || this.#path.has(legId) || !Array.isArray(rung.elements)) return work([]);
    const ids = rung.elements.filter(
      (id) =>
        own(this.project.instructionMap, id) !== undefined || own(this.project.branchMap, id) !== undefined,
    );
    this.#path.add(legId);
    try {
      return work(ids);
    } finally {
      this.#path.delete(legId);
    }
  }

  #measure(id: string, depth: number): Measured {
    const known = this.#measured.get(id);
    if (known) return known;
    const instruction = own(this.project.instructionMap, id);
    const size = instruction
      ? measureInstruction(this.project, instruction)
      : branchSize(this.#branchLegs(id, depth).map((leg) => this.measureLeg(leg, depth + 1)));
    this.#measured.set(id, size);
    return size;
  }

  /** The legs of a branch that exist; none past the deepest nesting drawn. */
  #branchLegs(branchId: string, depth: number): string[] {
    const branch = own(this.project.branchMap, branchId);
    if (!branch || depth >= MAX_DRAWN_NESTING || !Array.isArray(branch.rungs)) return [];
    return branch.rungs.filter((leg) => own(this.project.rungMap, leg) !== undefined);
  }

  /** True for an output instruction, or a branch holding one anywhere inside: these end a rung, at the right. */
  #isOutput(id: string, depth: number): boolean {
    const known = this.#outputs.get(id);
    if (known !== undefined) return known;
    this.#outputs.set(id, false); // a cycle back to this branch adds nothing
    const instruction = own(this.project.instructionMap, id);
    const output = instruction
      ? isOutputType(instruction.type)
      : this.#branchLegs(id, depth).some((leg) =>
          this.#inside(leg, (ids) => ids.some((child) => this.#isOutput(child, depth + 1))),
        );
    this.#outputs.set(id, output);
    return output;
  }

  #place(
    id: string,
    input: string | null,
    x: number,
    wireY: number,
    size: Measured,
    depth: number,
  ): ElementLayout {
    const instruction = own(this.project.instructionMap, id);
    this.ids.add(id);
    this.energised.push(id);
    if (instruction) {
      const placed = placeInstruction(this.project, instruction, x, wireY, size);
      const neutral = instructionNeutral(this.project, id);
      this.instructions.push({ id, neutral });
      for (const valueId of instructionValueIds(placed)) this.values.add(valueId);
      return { ...placed, neutral };
    }
    const legs: LegLayout[] = [];
    let legWire = wireY;
    let previous: Measured | null = null;
    for (const legId of this.#branchLegs(id, depth)) {
      const legSize = this.measureLeg(legId, depth + 1);
      if (previous) legWire += previous.bottom + LEG_GAP + legSize.top;
      legs.push(this.leg(legId, input, x, legWire, size.width, depth + 1));
      previous = legSize;
    }
    return {
      kind: 'branch',
      id,
      x,
      width: size.width,
      inX: x,
      outX: x + size.width,
      wireY,
      top: size.top,
      bottom: size.bottom,
      legs,
      source: input,
    };
  }

  #wire(
    legId: string,
    left: ElementLayout | null,
    source: string | null,
    x1: number,
    x2: number,
    y: number,
  ): WireLayout {
    const id = `wire:${legId}:${left ? left.id : 'start'}`;
    this.ids.add(id);
    return { id, x1, x2, y, source: left ? left.id : source };
  }
}

const EMPTY_LEG_WIDTH = 40;
const EMPTY_LEG_TOP = 8;
const EMPTY_LEG_BOTTOM = 8;

/** A leg's width with every wire at its shortest. */
function legNaturalWidth(sizes: readonly Measured[]): number {
  if (sizes.length === 0) return EMPTY_LEG_WIDTH;
  return sizes.reduce((sum, s) => sum + s.width, 0) + (sizes.length + 1) * WIRE_MIN;
}

/** Where the extra width goes: before the trailing run of outputs, else at the end. */
export function stretchIndexOf(outputs: readonly boolean[]): number {
  let k = outputs.length;
  while (k > 0 && outputs[k - 1]) k--;
  return k === outputs.length ? outputs.length : k;
}

/** A branch from its legs' sizes: the widest leg, the first leg's top, the legs stacked below. */
function branchSize(legs: readonly Measured[]): Measured {
  if (legs.length === 0) return { width: EMPTY_LEG_WIDTH, top: EMPTY_LEG_TOP, bottom: EMPTY_LEG_BOTTOM };
  let bottom = (legs[0] as Measured).bottom;
  for (let i = 1; i < legs.length; i++) {
    const leg = legs[i] as Measured;
    bottom += LEG_GAP + leg.top + leg.bottom;
  }
  return { width: Math.max(...legs.map((l) => l.width)), top: (legs[0] as Measured).top, bottom };
}

/** CPT's and CMP's expression as written, or `?` (no value line: it names no one tag). */
function expressionView(text: string | null | undefined): OperandView {
  const shown = typeof text === 'string' ? text.replace(/\s+/g, ' ').trim() : '';
  return { text: shown === '' ? '?' : shown, alias: '', constant: false };
}

/** The rows a box shows, with their operands. */
function boxRows(project: Project, instruction: Project['instructionMap'][string], kind: BoxKind) {
  const ref = instruction.ref ?? {};
  return kind.rows.map((row) => {
    let operand: OperandView;
    if (isMemberSlot(row.slot)) operand = memberView(project, instruction.tag, row.slot);
    else if (row.slot === 'Tieback')
      operand = operandView(project, 0); // not kept: Logix's 0
    else if (row.slot === 'tag') operand = operandView(project, instruction.tag);
    else if (isNameSlot(row.slot)) operand = nameView(ref[row.slot]);
    else if (row.slot === 'Expression') operand = expressionView(ref.Expression);
    else if (isParamSlot(row.slot)) {
      const name = paramOfSlot(row.slot);
      operand = operandView(project, paramOperand(project, instruction, name));
      if (operand === UNSET) operand = instanceMemberView(project, instruction, name) ?? UNSET;
    } else operand = operandView(project, ref[row.slot]);
    // Preset, Accum and constants show one number on the label row; tags get a value line below.
    const inlineValue = isMemberSlot(row.slot) || operand.constant;
    const valueLine =
      !inlineValue && row.slot !== 'tag' && row.value !== false && operand.valueId !== undefined;
    return { label: row.label, slot: row.slot, operand, inlineValue, valueLine };
  });
}

/** How `instruction` is drawn: its type's kind, or an Add-On Instruction call's box. */
function kindOf(project: Project, instruction: Project['instructionMap'][string]) {
  const aoi = calledAddOn(project, instruction);
  return aoi ? addOnKind(aoi) : instructionKind(instruction.type);
}

function measureInstruction(project: Project, instruction: Project['instructionMap'][string]): Measured {
  const kind = kindOf(project, instruction);
  if (kind.shape !== 'box') {
    const tag = symbolOperand(project, instruction, kind);
    const half = symbolHalf(kind);
    const width = Math.max(
      SYMBOL_MIN_WIDTH,
      2 * (half + 14),
      textWidth(tag.text, FONT_NAME) + 8,
      textWidth(tag.alias, FONT_SMALL) + 8,
    );
    return { width, top: SYMBOL_TOP, bottom: SYMBOL_BOTTOM };
  }
  const box = boxMetrics(project, instruction, kind);
  const stubs = kind.outputs.length > 0 ? STUB_WIDTH : 0;
  return { width: 2 * BOX_MARGIN + box.width + stubs, top: BOX_TOP + 4, bottom: box.height - BOX_TOP + 6 };
}

/** Width and height of a box and the x offset of its value column's right edge. */
function boxMetrics(project: Project, instruction: Project['instructionMap'][string], kind: BoxKind) {
  const rows = boxRows(project, instruction, kind);
  const type = instruction.type;
  const labelWidth = Math.max(0, ...rows.map((r) => textWidth(r.label, FONT_SMALL)));
  const valueWidth = Math.max(
    textWidth('0'.repeat(VALUE_CHARS), FONT_SMALL),
    ...rows.map((r) => textWidth(r.operand.text, FONT_SMALL)),
  );
  const titleWidth = Math.max(textWidth(type, FONT_NAME), textWidth(kind.title, FONT_SMALL));
  const width = Math.max(titleWidth + 12, labelWidth + valueWidth + 22, 72);
  // Title row (mnemonic, at the wire), description row, then the operand rows and their value lines.
  let height = BOX_TOP + 4 + ROW_PITCH;
  for (const row of rows) height += ROW_PITCH + (row.valueLine ? VALUE_PITCH : 0);
  height += 8;
  return { width, height, rows };
}

function placeInstruction(
  project: Project,
  instruction: Project['instructionMap'][string],
  x: number,
  wireY: number,
  size: Measured,
): Omit<InstructionLayout, 'neutral'> {
  const kind = kindOf(project, instruction);
  const type = calledAddOn(project, instruction)?.name ?? instruction.type.toUpperCase();
  const tag =
    kind.shape === 'box' ? operandView(project, instruction.tag) : symbolOperand(project, instruction, kind);
  const base = {
    kind: 'instruction' as const,
    id: instruction.uuid,
    type,
    tag,
    x,
    width: size.width,
    wireY,
    top: size.top,
    bottom: size.bottom,
  };
  if (kind.shape !== 'box') {
    const cx = x + Math.round(size.width / 2);
    const half = symbolHalf(kind);
    const symbol: SymbolLayout = {
      shape: kind.shape,
      cx,
      half,
      inner: kind.inner,
      negated: kind.negated === true,
      name: kind.name ?? 'tag',
    };
    const placed = { ...base, inX: cx - half, outX: cx + half, symbol };
    return type === 'RES' || tag.valueId === undefined ? placed : { ...placed, bitId: tag.valueId };
  }
  const metrics = boxMetrics(project, instruction, kind);
  const boxX = x + BOX_MARGIN;
  const boxY = wireY - BOX_TOP;
  let y = wireY + 4 + ROW_PITCH;
  const rows: BoxRowLayout[] = metrics.rows.map((row) => {
    y += ROW_PITCH;
    const placed: BoxRowLayout = {
      label: row.label,
      slot: row.slot,
      operand: row.operand,
      y,
      inlineValue: row.inlineValue,
    };
    if (row.valueLine) {
      y += VALUE_PITCH;
      placed.valueY = y;
    }
    return placed;
  });
  const right = boxX + metrics.width;
  const outputs: BoxOutputLayout[] = kind.outputs.map((name, i) => {
    const member = memberOf(project, instruction.tag, name);
    const output: BoxOutputLayout = { name, y: wireY + i * 2 * ROW_PITCH, x1: right, x2: right + STUB_WIDTH };
    if (member) output.valueId = member.uuid;
    return output;
  });
  const box: BoxLayout = {
    x: boxX,
    y: boxY,
    width: metrics.width,
    height: metrics.height,
    title: kind.title,
    valueRight: right - 6,
    rows,
    outputs,
  };
  return { ...base, inX: boxX, outX: outputs.length > 0 ? right + STUB_WIDTH : right, box };
}

/** How to read each value id that is an array element (the others are tag or child ids). */
function elementProbes(project: Project, valueIds: Iterable<string>): Map<string, ElementProbe> {
  const probes = new Map<string, ElementProbe>();
  for (const id of valueIds) {
    if (own(project.tagMap, id) || own(project.childTagMap, id)) continue;
    const element = resolveElement(project, id);
    if (element) probes.set(id, element.probe);
  }
  return probes;
}

/** The tag and child ids an instruction shows values of. */
function instructionValueIds(layout: Omit<InstructionLayout, 'neutral'>): string[] {
  const ids: string[] = [];
  if (layout.bitId) ids.push(layout.bitId);
  for (const row of layout.box?.rows ?? []) {
    if (row.operand.valueId && row.slot !== 'tag') ids.push(row.operand.valueId);
  }
  for (const output of layout.box?.outputs ?? []) if (output.valueId) ids.push(output.valueId);
  return ids;
}

/**
 * The layout of main rung `rungId`: its cells placed at their natural width (the view moves the
 * trailing outputs right to the rail), its height, neutral text and live probes. Never throws; a rung
 * missing from `rungMap` is an empty rung flagged `missing`.
 */
export function layoutRung(project: Project, rungId: string): RungLayout {
  const builder = new RungBuilder(project);
  const missing = own(project.rungMap, rungId) === undefined;
  const size = builder.measureLeg(rungId, 0);
  const wireY = RUNG_PAD_TOP + size.top;
  const main = builder.leg(rungId, null, GUTTER, wireY, size.width, 0);
  builder.ids.add(rungId);
  const neutral = missing ? '' : exportNeutralText({ ...project, rungs: [rungId] }).trim();
  return {
    id: rungId,
    missing,
    naturalWidth: GUTTER + size.width + RIGHT_MARGIN,
    height: RUNG_PAD_TOP + size.top + size.bottom + RUNG_PAD_BOTTOM,
    main,
    neutral,
    instructions: builder.instructions,
    ids: builder.ids,
    probes: {
      energised: builder.energised,
      values: [...builder.values],
      elements: elementProbes(project, builder.values),
    },
    parts: rungParts(project, rungId),
  };
}

/**
 * The document objects a rung's drawing depends on, in a fixed order: the rung and its legs, branches
 * and instructions, and the tags and child tags they show (with a child's parent, for its name). Two
 * documents with the same parts (by identity) draw the rung the same; immer keeps unchanged parts.
 */
export function rungParts(project: Project, rungId: string): unknown[] {
  const parts: unknown[] = [];
  const path = new Set<string>();
  const tagParts = (id: unknown) => {
    const tag = own(project.tagMap, id);
    if (tag) {
      parts.push(tag);
      for (const child of tag.children ?? []) parts.push(own(project.childTagMap, child));
      return;
    }
    const child = own(project.childTagMap, id);
    if (child) {
      parts.push(child, own(project.tagMap, child.parent));
      return;
    }
    // An element operand draws its array's name and its index tag's name and stored value.
    const element = parseElementOperand(id);
    if (element) {
      parts.push(own(project.tagMap, element.array));
      if (typeof element.index === 'string') tagParts(element.index);
      return;
    }
    // A path (`Pumps[Idx].Speed`): its tag, its index tags and the data types it goes through.
    const path = parseOperandPath(id);
    if (path) {
      parts.push(own(project.tagMap, path.tag), project.dataTypes);
      for (const step of path.segments)
        if (step.kind === 'index' && typeof step.index === 'string') tagParts(step.index);
    }
  };
  const visitRung = (id: string, depth: number) => {
    const rung = own(project.rungMap, id);
    parts.push(rung);
    if (!rung || path.has(id) || depth > MAX_DRAWN_NESTING) return;
    path.add(id);
    for (const element of rung.elements ?? []) {
      const instruction = own(project.instructionMap, element);
      if (instruction) {
        parts.push(instruction);
        tagParts(instruction.tag);
        const ref = instruction.ref ?? {};
        for (const slot of ['SrcA', 'SrcB', 'Src', 'Dest', 'Stor', 'Out'] as const) tagParts(ref[slot]);
        if (instruction.params) parts.push(project.addOnInstructions, ...Object.values(instruction.params));
        for (const arg of Object.values(instruction.params ?? {})) tagParts(arg);
        continue;
      }
      const branch = own(project.branchMap, element);
      parts.push(branch);
      for (const leg of branch?.rungs ?? []) visitRung(leg, depth + 1);
    }
    path.delete(id);
  };
  visitRung(rungId, 0);
  return parts;
}

/** True when two part lists hold the same objects in the same order. */
export function sameParts(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((part, i) => part === b[i]);
}

/** Layouts by main rung object; an entry is reused while its parts are the same objects. */
const layoutCache = new WeakMap<object, RungLayout>();

/**
 * `layoutRung` memoised per rung: the previous layout object comes back while none of the rung's
 * document parts changed (documents are immutable; edits replace the objects they touch), so the rung
 * view, memoised on its layout, does not re-render.
 */
export function cachedRungLayout(project: Project, rungId: string): RungLayout {
  const rung = own(project.rungMap, rungId);
  if (!rung) return layoutRung(project, rungId);
  const cached = layoutCache.get(rung);
  if (cached && cached.id === rungId && sameParts(cached.parts, rungParts(project, rungId))) return cached;
  const layout = layoutRung(project, rungId);
  layoutCache.set(rung, layout);
  return layout;
}

/**
 * Teaching warnings: remarks on a ladder program that compiles and runs but probably does not do what
 * the learner meant. Each is a Diagnostic with `severity: 'warning'`, which never blocks RUN.
 *
 * - the same bit written by OTE twice (a double coil: the later OTE wins each scan);
 * - one timer driven by two timer instructions, or one counter by two CTUs or two CTDs (one CTU and
 *   one CTD is the normal up/down counter; RES drives nothing);
 * - a driven timer's or counter's DN never read by any instruction;
 * - a DI tag never read, a DO tag never written (tags the scene brings are exempt: a scene offers more
 *   I/O than most programs need);
 * - XIO on a normally closed input (its I/O symbol, or the scene's, is NC_…) in series with a seal-in
 *   (on the main rung, not in a branch leg, with an OTE whose bit the rung reads): the classic STOP that never lets the motor run, with the help page's
 *   explanation linked (`help`). XIO of an NC input that unlatches or resets on a press is right.
 *
 * One walk over the rungs collecting what each instruction reads and writes, then one pass over the
 * tags: time linear in the size of the document. Reads the document defensively, like validate.ts.
 */
import type { Diagnostic } from '../model/diagnostics.ts';
import type { AddOnUsage, Project } from '../model/project.ts';
import { SCENE_CATALOGUE } from '../scenes/catalogue.ts';
import { dict, entry, isDict, list, own, type Dict } from './read.ts';
import { isNormallyClosed, normalizeIoSymbol } from '../model/symbols.ts';
import { parseElementOperand } from '../model/arrays.ts';
import { parseOperandPath, segmentsText } from '../model/operandPaths.ts';
import { FileWarnings } from './fileWarnings.ts';
import {
  counterDrivenTwice,
  NORMALLY_CLOSED_HELP,
  doneNeverRead,
  doubleCoil,
  inputNeverRead,
  outputNeverWritten,
  timerDrivenTwice,
  xioOnNormallyClosed,
} from './validateMessages.ts';

const TIMERS = new Set(['TON', 'TOF', 'RTO']);
const COUNTERS = new Set(['CTU', 'CTD']);
/** Instructions whose `tag` is a bit they read. */
const READS_TAG = new Set(['XIC', 'XIO', 'ONS']);
/** Instructions whose `tag` is a bit they write. */
const WRITES_TAG = new Set(['OTE', 'OTL', 'OTU', 'ONS']);
/** Operand slots read, and slots written, by math, MOV, compares and the one-shots OSR and OSF. */
const READ_SLOTS = ['SrcA', 'SrcB', 'Src', 'Stor'] as const;
const WRITE_SLOTS = ['Dest', 'Stor', 'Out'] as const;

/** Where an instruction sits: its id, type and main rung index. */
interface Site {
  id: string;
  type: string;
  rung: number;
}

/** What one walk over the rungs learns. */
interface Uses {
  /** Tag and child ids some instruction reads. */
  read: Set<string>;
  /** Tag and child ids some instruction writes. */
  written: Set<string>;
  /** The first driver of each timer or counter tag id, in program order. */
  drivers: Map<string, Site>;
}

/** True for an element or path chosen by a tag index (`Data[Idx]`, `Pumps[Idx].Run`). */
function chosenAtRunTime(operand: string): boolean {
  if (typeof parseElementOperand(operand)?.index === 'string') return true;
  return (
    parseOperandPath(operand)?.segments.some((s) => s.kind === 'index' && typeof s.index === 'string') ??
    false
  );
}

/** `name (alias)` of a tag, or `parent.child` of a child tag; the id itself when it names neither. */
function displayName(tags: Dict, children: Dict, id: string): string {
  const tag = entry(tags, id);
  if (tag) {
    const name = typeof tag.name === 'string' ? tag.name : id;
    return typeof tag.alias === 'string' && tag.alias !== '' ? `${name} (${tag.alias})` : name;
  }
  const child = entry(children, id);
  const element = child ? null : parseElementOperand(id);
  if (element && typeof element.index === 'number') {
    // `Data[3]` (`Data[3] (Alias)` has no meaning: the alias names the array), by the array's name.
    const array = entry(tags, element.array);
    return `${typeof array?.name === 'string' ? array.name : element.array}[${element.index}]`;
  }
  const path = child ? null : parseOperandPath(id);
  const root = path ? entry(tags, path.tag) : undefined;
  if (path && root && typeof root.name === 'string') {
    // `Pump1.Run`, `Pumps[2].Run`: the path as written, by the tag's name.
    return (
      root.name +
      segmentsText(path.segments, (i) => (typeof i === 'number' ? String(i) : displayName(tags, children, i)))
    );
  }
  if (!child) return id;
  const parent = entry(tags, child.parent);
  const parentName = typeof parent?.name === 'string' ? parent.name : String(child.parent);
  return `${parentName}.${typeof child.name === 'string' ? child.name : id}`;
}

/** Upper-cased names of the tags the project's scene brings (required and supporting). */
function sceneTagNames(sceneId: unknown): Set<string> {
  const scene = own(SCENE_CATALOGUE, sceneId);
  return new Set(scene ? [...scene.required, ...scene.supporting].map((t) => t.name.toUpperCase()) : []);
}

/** Upper-cased names of the scene's tags whose symbol is normally closed (STOP is DI1, NC_PUSHBUTTON). */
function sceneNcNames(sceneId: unknown): Set<string> {
  const scene = own(SCENE_CATALOGUE, sceneId);
  const tags = scene ? [...scene.required, ...scene.supporting] : [];
  return new Set(tags.filter((t) => isNormallyClosed(t.io_symbol)).map((t) => t.name.toUpperCase()));
}

/** Ids of the DI or DO tags (`DI0`, `DO12`, …) in number order, like `ioTags` but read defensively. */
function ioIds(tags: Dict, prefix: 'DI' | 'DO'): string[] {
  const pattern = new RegExp(`^${prefix}(\\d+)$`, 'i');
  const found: { id: string; n: number }[] = [];
  for (const [id, tag] of Object.entries(tags)) {
    if (!isDict(tag) || typeof tag.name !== 'string') continue;
    const n = pattern.exec(tag.name)?.[1];
    if (n !== undefined) found.push({ id, n: Number(n) });
  }
  return found.sort((a, b) => a.n - b.n).map(({ id }) => id);
}

/** The id of the DN child a TIMER or COUNTER tag lists, if any. */
function doneChild(children: Dict, tagId: string, tag: Dict): string | undefined {
  for (const childId of list(tag.children)) {
    const child = entry(children, childId);
    if (child && child.parent === tagId && String(child.name).toUpperCase() === 'DN') return String(childId);
  }
  return undefined;
}

/**
 * The teaching warnings of a ladder program, ordered by rung (warnings about a tag, without a rung,
 * last). Meant for a program that validates without errors: on a broken one the reads and writes it
 * sees are incomplete. Never throws.
 *
 * @param project - The project document; malformed parts are treated as empty.
 * @returns Warning diagnostics (`source: 'ladder'`, `severity: 'warning'`); `[]` when none apply.
 */
/**
 * The tag operands of an Add-On Instruction call with the usage of the parameter each is passed to:
 * an Input argument is read, an Output one written, an InOut one both.
 */
function addOnArguments(root: Dict, type: string, params: Dict): [string, AddOnUsage][] {
  const definition = list(root.addOnInstructions)
    .map(dict)
    .find((aoi) => typeof aoi.name === 'string' && aoi.name.toUpperCase() === type.toUpperCase());
  if (!definition) return [];
  const parameters = Object.values(dict(definition.tagMap)).map(dict);
  const found: [string, AddOnUsage][] = [];
  for (const [name, operand] of Object.entries(params)) {
    const parameter = parameters.find(
      (t) => typeof t.name === 'string' && t.name.toUpperCase() === name.toUpperCase(),
    );
    const usage = parameter?.usage;
    if (typeof operand === 'string' && (usage === 'Input' || usage === 'Output' || usage === 'InOut'))
      found.push([operand, usage]);
  }
  return found;
}

export function teachingWarnings(project: Project): Diagnostic[] {
  const root = dict(project as unknown);
  const tags = dict(root.tagMap);
  const children = dict(root.childTagMap);
  const rungMap = dict(root.rungMap);
  const branchMap = dict(root.branchMap);
  const instructionMap = dict(root.instructionMap);
  const out: Diagnostic[] = [];
  const warn = (message: string, rung?: number, elementId?: string): Diagnostic => {
    const d: Diagnostic = { source: 'ladder', severity: 'warning', message };
    if (rung !== undefined) d.rung = rung;
    if (elementId !== undefined) d.elementId = elementId;
    out.push(d);
    return d;
  };
  const name = (id: string) => displayName(tags, children, id);
  const sceneNc = sceneNcNames(root.scene);
  /** True for a tag whose own I/O symbol, or the scene's for its name, is normally closed. */
  const normallyClosed = (id: string): boolean => {
    const tag = entry(tags, id);
    if (!tag) return false;
    if (isNormallyClosed(normalizeIoSymbol(tag.io_symbol))) return true;
    return typeof tag.name === 'string' && tag.io_symbol == null && sceneNc.has(tag.name.toUpperCase());
  };

  const uses: Uses = { read: new Set(), written: new Set(), drivers: new Map() };
  // Per main rung, for the NC stop check: XIOs of NC inputs, OTE bits, bits read by XIC.
  const sealIns: { ncXio: { id: string; tagId: string }[]; coils: Set<string>; read: Set<string> }[] = [];
  const firstCoil = new Map<string, number>();
  const firstCount = new Map<string, number>();
  const files = new FileWarnings(tags, children, (m, rung, id) => warn(m, rung, id), name);

  const instruction = (id: string, ins: Dict, rung: number, inSeries: boolean): void => {
    const type = String(ins.type);
    const tagId = typeof ins.tag === 'string' ? ins.tag : undefined;
    const ref = dict(ins.ref);
    for (const slot of READ_SLOTS) if (typeof ref[slot] === 'string') uses.read.add(ref[slot]);
    for (const slot of WRITE_SLOTS) if (typeof ref[slot] === 'string') uses.written.add(ref[slot]);
    for (const bit of files.see(id, type, tagId, ref, rung)) uses.read.add(bit);
    for (const [operand, usage] of addOnArguments(root, type, dict(ins.params))) {
      if (usage !== 'Output') uses.read.add(operand);
      if (usage !== 'Input') uses.written.add(operand);
    }
    if (tagId === undefined) return;
    if (READS_TAG.has(type)) uses.read.add(tagId);
    const seal = sealIns[rung] ?? (sealIns[rung] = { ncXio: [], coils: new Set(), read: new Set() });
    if (type === 'XIO' && inSeries && normallyClosed(tagId)) seal.ncXio.push({ id, tagId });
    if (type === 'OTE') seal.coils.add(tagId);
    if (type === 'XIC') seal.read.add(tagId);
    if (WRITES_TAG.has(type)) uses.written.add(tagId);
    // An element chosen by a tag index may be another element on each rung: no double-coil remark.
    if (type === 'OTE' && !chosenAtRunTime(tagId)) {
      const first = firstCoil.get(tagId);
      if (first === undefined) firstCoil.set(tagId, rung);
      else warn(doubleCoil(name(tagId), first, rung), rung, id);
    } else if (TIMERS.has(type)) {
      const first = uses.drivers.get(tagId);
      if (first === undefined) uses.drivers.set(tagId, { id, type, rung });
      else warn(timerDrivenTwice(name(tagId), first.type, first.rung, type, rung), rung, id);
    } else if (COUNTERS.has(type)) {
      if (!uses.drivers.has(tagId)) uses.drivers.set(tagId, { id, type, rung });
      // CTU and CTD each have their own edge bit: only the same instruction twice is a conflict.
      const key = `${type}\u0000${tagId}`;
      const first = firstCount.get(key);
      if (first === undefined) firstCount.set(key, rung);
      else warn(counterDrivenTwice(name(tagId), type, first, rung), rung, id);
    }
  };

  // Depth first, left to right, legs top to bottom: the order the program runs in. Each rung and
  // branch is entered once, so a document that is not a tree cannot make this loop or blow up.
  const entered = new Set<string>();
  list(root.rungs).forEach((rungId, index) => {
    const main = entry(rungMap, rungId);
    if (!main || entered.has(`rung:${String(rungId)}`)) return;
    entered.add(`rung:${String(rungId)}`);
    const stack: { items: readonly unknown[]; next: number; legs: boolean }[] = [
      { items: list(main.elements), next: 0, legs: false },
    ];
    while (stack.length > 0) {
      const frame = stack[stack.length - 1];
      if (frame === undefined || frame.next >= frame.items.length) {
        stack.pop();
        continue;
      }
      const item = frame.items[frame.next++];
      if (typeof item !== 'string') continue;
      const key = `${frame.legs ? 'rung' : 'branch'}:${item}`;
      if (frame.legs) {
        const leg = entry(rungMap, item);
        if (leg && !entered.has(key)) {
          entered.add(key);
          stack.push({ items: list(leg.elements), next: 0, legs: false });
        }
        continue;
      }
      const ins = entry(instructionMap, item);
      if (ins) {
        // Only the main rung's own elements are in series with its output.
        instruction(item, ins, index, stack.length === 1);
        continue;
      }
      const branch = entry(branchMap, item);
      if (branch && !entered.has(key)) {
        entered.add(key);
        stack.push({ items: list(branch.rungs), next: 0, legs: true });
      }
    }
  });

  // XIO on an NC input in series with a seal-in (an OTE whose bit the rung also reads, the start/stop
  // station): the rung never gets power. XIO of an NC input elsewhere (unlatch or reset on a press, a
  // branch leg that starts something on a press) is right.
  sealIns.forEach((seal, rung) => {
    if (![...seal.coils].some((coil) => seal.read.has(coil))) return;
    for (const { id, tagId } of seal.ncXio) {
      warn(xioOnNormallyClosed(name(tagId), rung), rung, id).help = NORMALLY_CLOSED_HELP;
    }
  });

  for (const [tagId, site] of uses.drivers) {
    const tag = entry(tags, tagId);
    const done = tag ? doneChild(children, tagId, tag) : undefined;
    if (done !== undefined && !uses.read.has(done)) {
      const kind = TIMERS.has(site.type) ? 'timer' : 'counter';
      const tagName = typeof tag?.name === 'string' ? tag.name : tagId;
      warn(doneNeverRead(tagName, kind, site.rung), site.rung, site.id);
    }
  }
  // Stable: rung order, and in a rung the order found; the DN warnings were found after the walk.
  out.sort((a, b) => (a.rung ?? 0) - (b.rung ?? 0));
  // The scene's own tags are there whether or not a program needs them (a stack light has four lamps);
  // only the I/O a learner added and forgot is worth a remark.
  const scene = sceneTagNames(root.scene);
  const mine = (id: string) => {
    const tag = entry(tags, id);
    return tag?.req !== true && !(typeof tag?.name === 'string' && scene.has(tag.name.toUpperCase()));
  };
  for (const id of ioIds(tags, 'DI')) if (!uses.read.has(id) && mine(id)) warn(inputNeverRead(name(id)));
  for (const id of ioIds(tags, 'DO'))
    if (!uses.written.has(id) && mine(id)) warn(outputNeverWritten(name(id)));
  return out;
}

/**
 * Ladder validation before run or submit (spec 000 §5). Reads the project document defensively: any
 * field may be missing or of the wrong shape, and the validator reports what it can instead of throwing.
 */
import type { Diagnostic } from '../model/diagnostics.ts';
import type { DataType, Project, TagType } from '../model/project.ts';
import { TypeTable } from '../model/dataTypes.ts';
import { segmentsText } from '../model/operandPaths.ts';
import { resolvePath, targetText, type PathLookup } from './pathOperands.ts';
import { DINT_CHILDREN } from '../model/project.ts';
import { memberOffset } from '../layout/tagLayout.ts';
import {
  duplicateTagName,
  missingChildTag,
  missingDestination,
  missingOut,
  missingRung,
  missingSource,
  missingSourceA,
  missingSourceB,
  missingStor,
  missingTag,
  modNeedsDint,
  requiresChildTags,
  unknownElement,
  unknownInstruction,
} from './validateMessages.ts';
import { dict, entry, idText, isDict, list, type Dict } from './read.ts';
import { isRealConstant } from './realOperands.ts';
import { ladderStructure } from './structure.ts';
import { checkFileInstruction, FILE_CHECKED } from './validateFile.ts';
import { checkSequencer, SEQUENCER_CHECKED } from './validateSequencer.ts';
import { checkControlInstruction, checkRoutineControl, type ControlCheck } from './validateProgramControl.ts';
import { routineInstructionProblem, routineNameSet } from './validateRoutines.ts';
import { isRoutineInstruction } from './emitRoutines.ts';
import { validatePid } from './validatePid.ts';
import { validateCompute } from './validateCompute.ts';
import { addOnsOf, findAddOn } from '../addon/addOns.ts';
import { checkAddOnCall, type CallCheck } from '../addon/validateCall.ts';
import { arrayBounds, arrayRangeText, parseElementOperand } from '../model/arrays.ts';
import {
  arrayNotIndexable,
  arrayWithoutIndex,
  blockIndexNotConstant,
  indexNotDint,
  indexOutOfRange,
  unknownArray,
  unknownIndexTag,
} from './arrayMessages.ts';

/** Members a timer instruction needs, in the order they are reported. */
const TIMER_MEMBERS = ['ACC', 'PRE', 'EN', 'TT', 'DN'] as const;
/** Members a counter instruction needs (spec: one reading of the editor lists only these three). */
const COUNTER_MEMBERS = ['ACC', 'PRE', 'DN'] as const;

const BIT_TAG = new Set(['XIC', 'XIO', 'ONS', 'OTE', 'OTL', 'OTU']);
const TIMERS = new Set(['TON', 'TOF', 'RTO']);
const COUNTERS = new Set(['CTU', 'CTD']);
const ONE_SHOTS = new Set(['OSR', 'OSF']);
const MATH = new Set(['ADD', 'SUB', 'MUL', 'DIV', 'MOD']);
const COMPARES = new Set(['EQU', 'NEQ', 'GRT', 'GEQ', 'LES', 'LEQ']);

/** The project's maps, each an empty object when missing or malformed. */
interface Maps {
  tags: Dict;
  /** listing(parent, child) of every child id a tag lists. */
  listed: Set<string>;
  children: Dict;
  rungs: Dict;
  branches: Dict;
  instructions: Dict;
  /** The project's data types and a lookup for path operands (`Pump1.Speed`, `Timers[2]`). */
  types: TypeTable;
  lookup: PathLookup;
  /** Upper-cased names of the project's subroutines (JSR targets). */
  routines: ReadonlySet<string>;
  /** The whole document (CPT's and CMP's expressions are checked against its tags). */
  document: Dict;
}

/**
 * The data type of the tag or child tag `id`, or undefined when it names neither. A child counts only
 * as the compiler places it: a member (PRE, ACC, DN, …) listed by its TIMER or COUNTER parent, typed
 * by its member name.
 */
function operandType(maps: Maps, id: unknown): string | undefined {
  const tag = entry(maps.tags, id);
  if (tag) return isArray(tag) || typeof tag.data_type !== 'string' ? undefined : tag.data_type;
  const path = pathOf(maps, id);
  if (path) return path.problem === null ? path.type : undefined;
  const element = elementOf(maps, id);
  if (element) return element.problem === null ? element.type : undefined;
  return scalarOperandType(maps, id);
}

/** The type of a child tag id, counted only as the compiler places it (see operandType). */
function scalarOperandType(maps: Maps, id: unknown): string | undefined {
  const child = entry(maps.children, id);
  if (!child || typeof id !== 'string' || !maps.listed.has(listing(child.parent, id))) return undefined;
  const parentType = entry(maps.tags, child.parent)?.data_type;
  if (parentType !== 'TIMER' && parentType !== 'COUNTER' && parentType !== 'CONTROL') return undefined;
  if (memberOffset(parentType, child.name) === undefined) return undefined;
  return DINT_CHILDREN.includes(String(child.name).toUpperCase()) ? 'DINT' : 'BOOL';
}

/** The key of "tag `parent` lists child `child`" in Maps.listed. */
function listing(parent: unknown, child: string): string {
  return `${idText(parent)}\u0000${child}`;
}

/** True for an array tag (one with a `dimension`). */
function isArray(tag: Dict): boolean {
  return tag.dimension !== undefined;
}

/** Elements an array may hold (arrays of TIMER, COUNTER are refused by the document schema). */
const ELEMENT_TYPES = new Set(['BOOL', 'DINT', 'REAL']);

/** The name of the tag or child id `id` (`Index`, `Timer1.ACC`), else the id itself. */
function nameOf(maps: Maps, id: string): string {
  const tag = entry(maps.tags, id);
  if (tag) return idText(tag.name);
  const child = entry(maps.children, id);
  const parent = child ? entry(maps.tags, child.parent) : undefined;
  return child && parent ? `${idText(parent.name)}.${idText(child.name)}` : id;
}

/**
 * An element operand `arrayId[3]` / `arrayId[indexId]` that is not a tag id: its element type and what
 * is wrong with it (a message builder taking the instruction type and the rung), or undefined when the
 * operand is no element. A whole array tag used as an operand counts as a problem too.
 */
function elementOf(
  maps: Maps,
  operand: unknown,
): { type: string | undefined; problem: ((type: string, rung: number) => string) | null } | undefined {
  const whole = entry(maps.tags, operand);
  if (whole && isArray(whole)) {
    const first = typeof whole.lower === 'number' ? whole.lower : 0;
    return {
      type: undefined,
      problem: (type, rung) => arrayWithoutIndex(idText(whole.name), type, first, rung),
    };
  }
  const element = parseElementOperand(operand);
  if (!element || entry(maps.children, operand)) return undefined;
  const array = entry(maps.tags, element.array);
  if (!array)
    return {
      type: undefined,
      problem: (type, rung) => unknownArray(element.array, idText(operand), type, rung),
    };
  const name = idText(array.name);
  if (!isArray(array)) return { type: undefined, problem: (_, rung) => arrayNotIndexable(name, rung) };
  const type = idText(array.data_type);
  if (!ELEMENT_TYPES.has(type) || typeof array.dimension !== 'number')
    return { type: undefined, problem: null };
  const shape = {
    name,
    dimension: array.dimension,
    lower: typeof array.lower === 'number' ? array.lower : 0,
  };
  const { index } = element;
  if (typeof index === 'number') {
    const { lower, upper } = arrayBounds(shape);
    if (index >= lower && index <= upper) return { type, problem: null };
    return { type, problem: (_, rung) => indexOutOfRange(index, arrayRangeText(shape), rung) };
  }
  const indexTag = entry(maps.tags, index);
  const indexType =
    indexTag && isArray(indexTag)
      ? 'an array'
      : indexTag
        ? idText(indexTag.data_type)
        : scalarOperandType(maps, index);
  if (indexType === undefined)
    return { type, problem: (_, rung) => unknownIndexTag(index, `${name}[${index}]`, rung) };
  if (indexType !== 'DINT') {
    const indexName = nameOf(maps, index);
    return { type, problem: (_, rung) => indexNotDint(`${name}[${indexName}]`, indexName, indexType, rung) };
  }
  return { type, problem: null };
}

/** Why index id `index` of `element` cannot be an index (not a DINT tag or child), or null. */
function indexProblem(
  maps: Maps,
  index: string,
  element: (indexName: string) => string,
): ((type: string, rung: number) => string) | null {
  const indexTag = entry(maps.tags, index);
  const indexType =
    indexTag && (isArray(indexTag) || indexTag.data_type === 'STRUCT')
      ? isArray(indexTag)
        ? 'an array'
        : 'a structure'
      : indexTag
        ? idText(indexTag.data_type)
        : scalarOperandType(maps, index);
  if (indexType === undefined) return (_, rung) => unknownIndexTag(index, element(index), rung);
  if (indexType === 'DINT') return null;
  const indexName = nameOf(maps, index);
  return (_, rung) => indexNotDint(element(indexName), indexName, indexType, rung);
}

/**
 * A path operand (`tagId.Speed`, `tagId[indexId].Run`, `tagId[2]`; pathOperands.ts): the type it
 * reaches and what is wrong with it, or undefined when the operand is no path. `type` is the data type
 * of one value (a STRUCT or an array reached gives undefined).
 */
function pathOf(
  maps: Maps,
  operand: unknown,
):
  | {
      type: string | undefined;
      /** The first index of the array indexed by a variable, when one is. */
      variable: number | undefined;
      text: string;
      problem: ((type: string, rung: number) => string) | null;
    }
  | undefined {
  const resolved = resolvePath(maps.types, maps.lookup, operand);
  if (!resolved) return undefined;
  if (resolved.error !== undefined) {
    const message = resolved.error;
    return {
      type: undefined,
      variable: undefined,
      text: '',
      problem: (_, rung) => `${message}${atRung(rung)}`,
    };
  }
  const { target } = resolved;
  const text = targetText(maps.lookup, target);
  const ref = target.access.ref;
  const type = ref.dimension === undefined ? ref.data_type : undefined;
  const variable = target.access.variable?.lower;
  if (target.indexId !== undefined) {
    const id = target.indexId;
    const problem = indexProblem(
      maps,
      id,
      (name) =>
        target.root.name +
        segmentsText(target.path.segments, (i) => (typeof i === 'number' ? String(i) : i === id ? name : i)),
    );
    if (problem) return { type, variable, text, problem };
  }
  if (ref.dimension !== undefined) {
    const lower = ref.lower ?? 0;
    return { type, variable, text, problem: (t, rung) => arrayWithoutIndex(text, t, lower, rung) };
  }
  return { type, variable, text, problem: null };
}

function atRung(rung: number): string {
  return ` (rung ${rung})`;
}

/** What an Add-On Instruction call's check needs (addon/validateCall.ts). */
function addOnCallCheck(maps: Maps, rung: number, report: (message: string) => void): CallCheck {
  return {
    rung,
    report,
    variableIndex: (operand) =>
      (pathOf(maps, operand) ?? elementOf(maps, operand)) !== undefined &&
      pathOf(maps, operand)?.variable !== undefined,
    refOf(operand) {
      const tag = entry(maps.tags, operand);
      if (tag && typeof tag.data_type === 'string')
        return {
          data_type: tag.data_type as TagType,
          ...(typeof tag.udt === 'string' ? { udt: tag.udt } : {}),
          ...(typeof tag.dimension === 'number' ? { dimension: tag.dimension } : {}),
        };
      const resolved = resolvePath(maps.types, maps.lookup, operand);
      if (resolved?.target) return resolved.target.access.ref;
      const type = operandType(maps, operand);
      return type ? { data_type: type as TagType } : undefined;
    },
  };
}

/** A TypeTable over a document's data types, skipping any that are not well formed. */
function safeTypeTable(dataTypes: unknown, addOns: unknown): TypeTable {
  const wellFormed: Record<string, DataType> = {};
  for (const [key, type] of Object.entries(dict(dataTypes))) {
    if (!isDict(type) || typeof type.name !== 'string' || !Array.isArray(type.members)) continue;
    const members = type.members as unknown[];
    if (!members.every((m) => isDict(m) && typeof m.name === 'string' && typeof m.data_type === 'string'))
      continue;
    wellFormed[key] = type as unknown as DataType;
  }
  return new TypeTable(wellFormed, addOnsOf({ addOnInstructions: addOns as Project['addOnInstructions'] }));
}

/** A PathLookup over the document's (possibly malformed) tag maps. */
function dictLookup(tags: Dict, children: Dict): PathLookup {
  const lookup: PathLookup = {
    tag(id) {
      const tag = entry(tags, id);
      if (!tag || typeof tag.data_type !== 'string' || typeof tag.name !== 'string') return undefined;
      return {
        name: tag.name,
        ref: {
          data_type: tag.data_type as TagType,
          ...(typeof tag.udt === 'string' ? { udt: tag.udt } : {}),
          ...(typeof tag.dimension === 'number' ? { dimension: tag.dimension } : {}),
          ...(typeof tag.lower === 'number' ? { lower: tag.lower } : {}),
        },
      };
    },
    isId(id) {
      return entry(tags, id) !== undefined || entry(children, id) !== undefined;
    },
    indexName(id) {
      const tag = entry(tags, id);
      if (tag) return idText(tag.name);
      const child = entry(children, id);
      const parent = child ? entry(tags, child.parent) : undefined;
      return child && parent ? `${idText(parent.name)}.${idText(child.name)}` : id;
    },
  };
  return lookup;
}

/** Every (parent, child id) pair a tag's `children` lists. */
function listedChildren(tags: Dict): Set<string> {
  const listed = new Set<string>();
  for (const [id, tag] of Object.entries(tags)) {
    if (!isDict(tag)) continue;
    for (const child of list(tag.children)) if (typeof child === 'string') listed.add(listing(id, child));
  }
  return listed;
}

function isBool(maps: Maps, id: unknown): boolean {
  return operandType(maps, id) === 'BOOL';
}

function isDint(maps: Maps, id: unknown): boolean {
  return operandType(maps, id) === 'DINT';
}

function isReal(maps: Maps, id: unknown): boolean {
  return operandType(maps, id) === 'REAL';
}

/** A math, MOV or compare destination: a DINT or REAL tag or child id. */
function isNumeric(maps: Maps, id: unknown): boolean {
  return isDint(maps, id) || isReal(maps, id);
}

/**
 * A math, MOV or compare source: a DINT or REAL tag or child id, or a finite constant (a whole number in
 * the DINT range is a DINT constant, any other a REAL one).
 */
function isSource(maps: Maps, operand: unknown): boolean {
  return typeof operand === 'number' ? Number.isFinite(operand) : isNumeric(maps, operand);
}

/** A REAL tag or a REAL constant. */
function isRealOperand(maps: Maps, operand: unknown): boolean {
  return typeof operand === 'number' ? isRealConstant(operand) : isReal(maps, operand);
}

/** What the COP/FLL checks need (validateProgramControl.ts). */
function controlCheck(maps: Maps): ControlCheck {
  return {
    types: maps.types,
    lookup: maps.lookup,
    childType: (id) => {
      const type = entry(maps.children, id) ? scalarOperandType(maps, id) : undefined;
      return type === 'BOOL' || type === 'DINT' ? type : undefined;
    },
    scalarType: (operand) => operandType(maps, operand),
  };
}

/** Collects the diagnostics of one main rung (and everything inside it). */
class RungChecker {
  constructor(
    private readonly maps: Maps,
    private readonly rung: number,
    private readonly out: Diagnostic[],
  ) {}

  private report(message: string, elementId: string, col?: number): void {
    const at = col === undefined ? {} : { col };
    this.out.push({ source: 'ladder', severity: 'error', message, rung: this.rung, elementId, ...at });
  }

  /**
   * Walks the rung's elements depth first, left to right, legs top to bottom. An explicit stack and a
   * visited set keep deep nesting and branches that contain themselves from overflowing or looping.
   */
  walk(rungId: string, rung: Dict): void {
    const visited = new Set<string>([`rung:${rungId}`]);
    const stack: { items: readonly unknown[]; next: number; branchId?: string }[] = [
      { items: list(rung.elements), next: 0 },
    ];
    while (stack.length > 0) {
      const frame = stack[stack.length - 1];
      if (frame === undefined || frame.next >= frame.items.length) {
        stack.pop();
        continue;
      }
      const item = frame.items[frame.next++];
      if (frame.branchId !== undefined) {
        // A leg of a branch: a rung in rungMap.
        const leg = entry(this.maps.rungs, item);
        if (!leg) this.report(unknownElement(idText(item), this.rung), frame.branchId);
        else if (!visited.has(`rung:${idText(item)}`)) {
          visited.add(`rung:${idText(item)}`);
          stack.push({ items: list(leg.elements), next: 0 });
        }
        continue;
      }
      const id = idText(item);
      const instruction = entry(this.maps.instructions, item);
      if (instruction) {
        this.instruction(id, instruction);
        continue;
      }
      const branch = entry(this.maps.branches, item);
      if (branch) {
        if (!visited.has(`branch:${id}`)) {
          visited.add(`branch:${id}`);
          stack.push({ items: list(branch.rungs), next: 0, branchId: id });
        }
        continue;
      }
      this.report(unknownElement(id, this.rung), id);
    }
  }

  /**
   * Reports `missing` for an operand that does not fit, unless the operand is an array element (or a
   * whole array) with a problem of its own: then that problem, which says more.
   */
  private check(id: string, type: string, operand: unknown, fits: boolean, missing: string): void {
    if (fits) return;
    const problem = (pathOf(this.maps, operand) ?? elementOf(this.maps, operand))?.problem;
    this.report(problem ? problem(type, this.rung) : missing, id);
  }

  private instruction(id: string, instruction: Dict): void {
    const type = idText(instruction.type);
    const ref = dict(instruction.ref);
    const maps = this.maps;
    const rung = this.rung;
    if (BIT_TAG.has(type)) {
      this.check(id, type, instruction.tag, isBool(maps, instruction.tag), missingTag(type, rung));
    } else if (TIMERS.has(type) || COUNTERS.has(type) || type === 'RES') {
      this.timerOrCounter(id, type, instruction.tag);
    } else if (ONE_SHOTS.has(type)) {
      this.check(id, type, ref.Stor, isBool(maps, ref.Stor), missingStor(type, rung));
      this.check(id, type, ref.Out, isBool(maps, ref.Out), missingOut(type, rung));
    } else if (MATH.has(type) || COMPARES.has(type)) {
      this.check(id, type, ref.SrcA, isSource(maps, ref.SrcA), missingSourceA(type, rung));
      this.check(id, type, ref.SrcB, isSource(maps, ref.SrcB), missingSourceB(type, rung));
      if (MATH.has(type))
        this.check(id, type, ref.Dest, isNumeric(maps, ref.Dest), missingDestination(type, rung));
      const realSource = [ref.SrcA, ref.SrcB].some((o) => isSource(maps, o) && isRealOperand(maps, o));
      if (type === 'MOD' && (realSource || isReal(maps, ref.Dest))) {
        this.report(modNeedsDint(this.rung), id);
      }
    } else if (type === 'MOV') {
      this.check(id, type, ref.Src, isSource(maps, ref.Src), missingSource(type, rung));
      this.check(id, type, ref.Dest, isNumeric(maps, ref.Dest), missingDestination(type, rung));
    } else if (FILE_CHECKED.has(type) || SEQUENCER_CHECKED.has(type)) {
      (SEQUENCER_CHECKED.has(type) ? checkSequencer : checkFileInstruction)(type, instruction, {
        typeOf: (operand) => operandType(maps, operand),
        variableIndex: (operand) => pathOf(maps, operand)?.variable !== undefined,
        tags: maps.tags,
        rung,
        report: (message) => this.report(message, id),
      });
    } else if (isRoutineInstruction(type)) {
      const problem = routineInstructionProblem(type, ref, maps.routines, rung);
      if (problem) this.report(problem, id);
    } else if (type === 'PID') {
      validatePid(instruction.tag, ref, rung, {
        tags: maps.tags,
        numeric: (o) => isNumeric(maps, o),
        check: (o, fits, missing) => this.check(id, type, o, fits, missing),
        report: (message) => this.report(message, id),
        warn: (message) =>
          this.out.push({ source: 'ladder', severity: 'warning', message, rung, elementId: id }),
      });
    } else if (findAddOn(maps.document as Pick<Project, 'addOnInstructions'>, type)) {
      const aoi = findAddOn(maps.document as Pick<Project, 'addOnInstructions'>, type);
      if (aoi)
        checkAddOnCall(
          aoi,
          instruction.tag,
          instruction.params,
          addOnCallCheck(maps, rung, (m) => this.report(m, id)),
        );
    } else if (
      !validateCompute(type, ref, {
        rung,
        project: maps.document as unknown as Project,
        check: (operand, fits, missing) => this.check(id, type, operand, fits, missing),
        report: (message, col) => this.report(message, id, col),
        isSource: (operand) => isSource(maps, operand),
        isNumeric: (operand) => isNumeric(maps, operand),
        isReal: (operand) => isRealOperand(maps, operand),
      }) &&
      !checkControlInstruction(controlCheck(maps), type, instruction, rung, (m) => this.report(m, id))
    ) {
      this.report(unknownInstruction(type, this.rung), id);
    }
  }

  /** TON, TOF, RTO need a TIMER tag; CTU, CTD a COUNTER tag; RES either. Then the tag's members. */
  private timerOrCounter(id: string, type: string, tagId: unknown): void {
    const path = pathOf(this.maps, tagId);
    if (path) {
      const fits =
        (path.type === 'TIMER' && (TIMERS.has(type) || type === 'RES')) ||
        (path.type === 'COUNTER' && (COUNTERS.has(type) || type === 'RES')) ||
        (path.type === 'CONTROL' && type === 'RES');
      if (path.problem) this.report(path.problem(type, this.rung), id);
      else if (!fits) this.report(missingTag(type, this.rung), id);
      else if (path.variable !== undefined)
        this.report(blockIndexNotConstant(path.text, type, path.variable, this.rung), id);
      return;
    }
    const tag = entry(this.maps.tags, tagId);
    if (tag && isArray(tag)) {
      const first = typeof tag.lower === 'number' ? tag.lower : 0;
      this.report(arrayWithoutIndex(idText(tag.name), type, first, this.rung), id);
      return;
    }
    const dataType = tag?.data_type;
    const fits =
      (dataType === 'TIMER' && (TIMERS.has(type) || type === 'RES')) ||
      (dataType === 'COUNTER' && (COUNTERS.has(type) || type === 'RES')) ||
      (dataType === 'CONTROL' && type === 'RES');
    if (!tag || !fits || typeof tagId !== 'string') {
      this.report(missingTag(type, this.rung), id);
      return;
    }
    if (dataType === 'CONTROL') return; // RES of a CONTROL (sequencers): the block, whatever members are listed
    const childIds = list(tag.children);
    if (childIds.length === 0) {
      this.report(requiresChildTags(type, this.rung), id);
      return;
    }
    const present = new Set<string>();
    for (const childId of childIds) {
      const child = entry(this.maps.children, childId);
      if (child && child.parent === tagId && typeof child.name === 'string') {
        present.add(child.name.toUpperCase());
      }
    }
    const required = dataType === 'TIMER' ? TIMER_MEMBERS : COUNTER_MEMBERS;
    for (const member of required) {
      if (!present.has(member)) this.report(missingChildTag(member, type, this.rung), id);
    }
  }
}

function duplicateTags(tags: Dict, out: Diagnostic[]): void {
  const byName = new Map<string, { name: string; count: number }>();
  for (const tag of Object.values(tags)) {
    if (!isDict(tag) || typeof tag.name !== 'string') continue;
    const key = tag.name.toLowerCase();
    const seen = byName.get(key);
    if (seen) seen.count++;
    else byName.set(key, { name: tag.name, count: 1 });
  }
  for (const { name, count } of byName.values()) {
    if (count > 1) out.push({ source: 'ladder', severity: 'error', message: duplicateTagName(name, count) });
  }
}

/**
 * Validates a project's ladder program before it runs or is submitted (spec 000 §5).
 *
 * Reports duplicate tag names (case-insensitive, named as first spelled), main rungs missing from
 * `rungMap`, unknown elements and instruction types, and instructions whose tag or operand slots do not
 * name a tag of the right type. Branch legs are checked recursively and reported with the index of the
 * main rung that holds them. A ladder that is not a tree (structure.ts: a rung, branch or instruction
 * used twice, a branch inside itself, nesting deeper than 32) gets those errors instead of the
 * per-instruction checks. Never throws, whatever the input.
 *
 * @param project - The project document; malformed parts are treated as empty.
 * @returns Error diagnostics (`source: 'ladder'`) in document order; `[]` for a valid ladder.
 */
export function validateLadder(project: Project): Diagnostic[] {
  const out: Diagnostic[] = [];
  const root = dict(project as unknown);
  const tags = dict(root.tagMap);
  const maps: Maps = {
    tags,
    listed: listedChildren(tags),
    children: dict(root.childTagMap),
    rungs: dict(root.rungMap),
    branches: dict(root.branchMap),
    instructions: dict(root.instructionMap),
    types: safeTypeTable(root.dataTypes, root.addOnInstructions),
    lookup: dictLookup(tags, dict(root.childTagMap)),
    routines: routineNameSet(root.routines),
    document: root,
  };
  duplicateTags(maps.tags, out);
  const shape = ladderStructure(project);
  for (const { message, rung, elementId } of shape) {
    out.push({ source: 'ladder', severity: 'error', message, rung, elementId });
  }
  const rungIds = list(root.rungs);
  for (let index = 0; index < rungIds.length; index++) {
    const rungId = rungIds[index];
    const rung = entry(maps.rungs, rungId);
    // A ladder that is not a tree is only reported as such: walking shared parts once per use is
    // what makes such documents expensive.
    if (rung && shape.length === 0) new RungChecker(maps, index, out).walk(idText(rungId), rung);
    else if (!rung)
      out.push({ source: 'ladder', severity: 'error', message: missingRung(index), rung: index });
  }
  if (shape.length === 0) {
    out.push(...checkRoutineControl(root, rungIds));
    for (const routine of list(root.routines).map(dict))
      if (routine.language === 'LADDER' && typeof routine.name === 'string')
        out.push(...checkRoutineControl(root, list(routine.rungs), routine.name));
  }
  return out;
}

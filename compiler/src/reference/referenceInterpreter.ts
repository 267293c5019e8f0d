/**
 * The reference interpreter: a deliberately plain ladder simulator that walks the project document on
 * every scan, the way simple simulators do. It is the oracle of the differential test against the
 * WebAssembly VM and the baseline of the benchmark, so it is written from the rules alone
 * (shared/SEMANTICS.md and docs/decisions.md "Engine: exact ladder rules"), not from the VM.
 *
 * State is one map from upper-cased names to numbers: 'NAME' for BOOL and DINT tags, 'NAME.MEMBER' for
 * the members of TIMER (PRE, ACC, EN, TT, DN) and COUNTER tags (PRE, ACC, CU, CD, DN, OV, UN — all seven,
 * whichever the project lists as child tags), 'NAME[3]' for each element of an array. BOOL values are 0
 * or 1, DINT values 32-bit integers, REAL values singles (`Math.fround`, realMath.ts).
 *
 * Arrays (docs/decisions.md "Arrays in ladder"): an element chosen by a tag index is looked up when the
 * instruction reads or writes it — contacts, compare and math sources on every scan, OTE, ONS, OSR and
 * OSF on every scan and in pre-scan, OTL, OTU and a Dest only when they write. An index outside the
 * array is a major fault: the scan stops there (`Array index 12 is out of range for Data[0..9] (rung
 * 4)`), and every later scan does nothing and returns the fault until the next pre-scan.
 *
 * The project is assumed valid (validation lives in the compiler).
 */
import type { Instruction, Operand, Project, Tag, TagType } from '../model/project.ts';
import { CONTROL_CHILDREN, COUNTER_CHILDREN, DINT_CHILDREN, TIMER_CHILDREN } from '../model/project.ts';
import { FILE_INSTRUCTION_TYPES, runFileInstruction, type FileMemory } from './fileInstructions.ts';
import { resetControl, runSequencer, SEQUENCER_TYPES } from './sequencerInstructions.ts';
import { isRealConstant } from '../ladder/realOperands.ts';
import {
  arrayBounds,
  arrayRangeText,
  elementName,
  isArrayTag,
  parseElementOperand,
  storedElement,
} from '../model/arrays.ts';
import { realArithmetic, realCompare, realToDint } from './realMath.ts';
import { placeText, ReferenceSubroutines, ReturnFromRoutine, type Place } from './subroutines.ts';
import { elementRef, hasMemberValues, memberPath, TypeTable, type TypeRef } from '../model/dataTypes.ts';
import { parseOperandPath, walkSegments, type OperandPath } from '../model/operandPaths.ts';
import { walkRoutine, WatchdogFault } from './programControl.ts';
import { FileInstructions, fromBits } from './fileCopy.ts';
import { runPid } from './pidInstruction.ts';
import { executeCompute, type ComputeHost } from './computeInstructions.ts';
import { ReferenceAddOns } from './addOnCalls.ts';
import { addOnDefaults, findAddOn } from '../addon/addOns.ts';

/** An AOI instance's start values: its definition's defaults (Logix), under its own member values. */
function instanceDefaults(project: Project, tag: Tag): Record<string, number> {
  const aoi =
    tag.data_type === 'STRUCT' && tag.dimension === undefined ? findAddOn(project, tag.udt) : undefined;
  return aoi ? addOnDefaults(aoi) : {};
}

const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

type ValueType = 'BOOL' | 'DINT' | 'REAL';

/** Whether a walk runs the instructions' normal actions or their pre-scan actions. */
type Mode = 'scan' | 'prescan';

/** The major fault of an index out of range: it ends the scan where it happens. */
class IndexFault extends Error {}

/** A ladder PLC that interprets a {@link Project} directly. */
export class ReferencePlc {
  private readonly project: Project;
  private readonly values = new Map<string, number>();
  private readonly types = new Map<string, ValueType>();
  /** The project's data types (member names and their types). */
  private readonly typeTable: TypeTable;
  /** Milliseconds of the scan in progress. */
  private dt = 0;
  /** The routine and 0-based rung being run (for the fault message). */
  private readonly place: Place = { routine: undefined, rung: 0 };
  /** JSR, SBR and RET (subroutines.ts). */
  private readonly subroutines: ReferenceSubroutines;
  /** Add-On Instruction calls (addOnCalls.ts). */
  private readonly addOns: ReferenceAddOns;
  /** The major fault that stopped the run, or null. */
  private faultMessage: string | null = null;
  /** Memory as the file instructions see it (fileInstructions.ts). */
  private readonly fileMemory: FileMemory;
  /** The label of the true JMP that ends the rung being run, or null. */
  private jumpTo: string | null = null;
  /** COP and FLL (fileCopy.ts). */
  private readonly files: FileInstructions;
  /** What the compute instructions (computeInstructions.ts) read and write through. */
  private readonly computeHost: ComputeHost = {
    project: {} as Project,
    source: (o) => this.source(o),
    realSource: (o) => this.realSource(o),
    isReal: (o) => this.isReal(o),
    read: (id) => this.read(this.nameOf(id)),
    write: (id, value) => this.write(this.nameOf(id), value),
    writeReal: (id, value) => this.writeReal(id, value),
    memory: (key) => ({ value: this.read(key), type: this.types.get(key) ?? 'DINT' }),
    indexFault: (k, range) => {
      throw new IndexFault(`Array index ${k} is out of range for ${range} (${placeText(this.place)})`);
    },
  };

  /** Creates the tag memory from the project's tags and child tags (their `value`s are the initial values). */
  constructor(project: Project) {
    this.project = project;
    this.fileMemory = {
      project,
      read: (key) => this.read(key),
      write: (key, value) => this.write(key, value),
      nameOf: (id) => this.nameOf(id),
    };
    this.subroutines = new ReferenceSubroutines(
      project,
      this.place,
      (rungIds, prescan) => this.walkRoutine(rungIds, prescan ? 'prescan' : 'scan'),
      (message) => new IndexFault(message),
    );
    this.computeHost.project = project;
    this.addOns = new ReferenceAddOns(project, {
      nameOf: (id) => this.nameOf(id),
      source: (o) => this.source(o),
      read: (key) => this.read(key),
      write: (key, value) => this.write(key, value),
      run: (rungs, prescan) => this.walkRoutine(rungs, prescan ? 'prescan' : 'scan'),
    });
    this.typeTable = new TypeTable(project.dataTypes, project.addOnInstructions);
    this.files = new FileInstructions(project, this.typeTable, {
      typeOf: (key) => this.types.get(key),
      read: (key) => this.read(key),
      write: (key, value) => this.write(key, value),
      writeBits: (key, bits) => {
        const type = this.types.get(key);
        if (type === undefined) throw new Error(`ReferencePlc: unknown tag ${key}`);
        this.values.set(key, fromBits(type, bits));
      },
      nameOf: (id) => this.nameOf(id),
    });
    for (const tag of Object.values(project.tagMap)) {
      const name = tag.name.toUpperCase();
      if (hasMemberValues(tag)) {
        // A STRUCT tag or an array of TIMER/COUNTER/STRUCT: every one-value member by its path.
        const stored = new Map(
          Object.entries({ ...instanceDefaults(project, tag), ...tag.memberValues }).map(([path, value]) => [
            path.toUpperCase(),
            value,
          ]),
        );
        for (const leaf of this.typeTable.leaves(tag)) {
          const path = memberPath(leaf.path).toUpperCase();
          this.define(`${name}${leaf.path.toUpperCase()}`, leaf.type, stored.get(path) ?? 0);
        }
        continue;
      }
      if (
        isArrayTag(tag) &&
        (tag.data_type === 'BOOL' || tag.data_type === 'DINT' || tag.data_type === 'REAL')
      ) {
        const { lower, upper } = arrayBounds(tag);
        for (let index = lower; index <= upper; index++) {
          this.define(elementName(name, index), tag.data_type, storedElement(tag, index - lower));
        }
        continue;
      }
      if (tag.data_type === 'BOOL' || tag.data_type === 'DINT' || tag.data_type === 'REAL') {
        this.define(name, tag.data_type, tag.value);
        continue;
      }
      const members =
        tag.data_type === 'TIMER'
          ? TIMER_CHILDREN
          : tag.data_type === 'CONTROL'
            ? CONTROL_CHILDREN
            : COUNTER_CHILDREN;
      for (const member of members) {
        this.define(`${name}.${member}`, DINT_CHILDREN.includes(member) ? 'DINT' : 'BOOL', 0);
      }
      for (const childId of tag.children ?? []) {
        const child = project.childTagMap[childId];
        if (child !== undefined) this.write(`${name}.${child.name.toUpperCase()}`, child.value);
      }
    }
  }

  /**
   * The pre-scan run on entering RUN: every rung from the top with the instructions' pre-scan actions.
   * Clears a major fault; returns the one it meets (an index out of range), else null.
   */
  prescan(): string | null {
    this.dt = 0;
    this.faultMessage = null;
    return this.walkAll('prescan');
  }

  /**
   * One scan: every rung from the top; timers add `dtMs` while they time. A negative `dtMs` counts as 0;
   * a fractional one is rounded to the nearest millisecond (halves up) — the written rules do not say,
   * and live runs pass fractional times. Returns the major fault that stopped the run, else null; after
   * a fault, scans do nothing until the next pre-scan.
   */
  scan(dtMs: number): string | null {
    if (this.faultMessage !== null) return this.faultMessage;
    this.dt = Math.max(0, Math.round(dtMs));
    return this.walkAll('scan');
  }

  /** The major fault that stopped the run (`Array index 12 is out of range for Data[0..9] (rung 4)`), or null. */
  get fault(): string | null {
    return this.faultMessage;
  }

  private walkAll(mode: Mode): string | null {
    this.subroutines.start();
    try {
      this.walkRoutine(this.project.rungs, mode);
    } catch (error) {
      // RET in the Main Routine ends it for this scan.
      if (error instanceof ReturnFromRoutine) return this.faultMessage;
      if (!(error instanceof IndexFault) && !(error instanceof WatchdogFault)) throw error;
      this.faultMessage = error.message;
    }
    return this.faultMessage;
  }

  /** The value of a tag or member ('Timer1.ACC'), case-insensitively; throws for an unknown name. */
  get(name: string): number {
    const value = this.values.get(name.toUpperCase());
    if (value === undefined) throw new Error(`ReferencePlc: unknown tag ${name}`);
    return value;
  }

  /**
   * Writes a tag or member: a BOOL stores 1 for any non-zero value, a DINT the value's 32-bit integer, a
   * REAL the nearest single.
   */
  set(name: string, value: number): void {
    const key = name.toUpperCase();
    if (!this.values.has(key)) throw new Error(`ReferencePlc: unknown tag ${name}`);
    this.write(key, value);
  }

  /** Every name in tag memory, upper-cased. */
  names(): string[] {
    return [...this.values.keys()];
  }

  /** A copy of the whole tag memory, by upper-cased name. */
  snapshot(): Record<string, number> {
    return Object.fromEntries(this.values);
  }

  // ------------------------------------------------------------------------------------- memory

  private define(key: string, type: ValueType, value: number): void {
    this.types.set(key, type);
    this.write(key, value);
  }

  private write(key: string, value: number): void {
    const type = this.types.get(key);
    if (type === undefined) throw new Error(`ReferencePlc: unknown tag ${key}`);
    this.values.set(
      key,
      type === 'BOOL' ? (value !== 0 ? 1 : 0) : type === 'REAL' ? Math.fround(Number(value)) : value | 0,
    );
  }

  private read(key: string): number {
    const value = this.values.get(key);
    if (value === undefined) throw new Error(`ReferencePlc: unknown tag ${key}`);
    return value;
  }

  private bit(key: string): boolean {
    return this.read(key) !== 0;
  }

  private setBit(key: string, on: boolean): void {
    this.write(key, on ? 1 : 0);
  }

  /**
   * The memory name of a tag or child-tag id or an element operand: 'NAME', 'PARENT.CHILD' or 'NAME[3]',
   * upper-cased. An element chosen by a tag index reads the index now; outside the array it faults.
   */
  private nameOf(id: string | null | undefined): string {
    if (id == null) throw new Error('ReferencePlc: missing operand');
    const scoped = this.addOns.scopedName(id);
    if (scoped !== undefined) return scoped;
    const tag = this.project.tagMap[id];
    if (tag !== undefined) return tag.name.toUpperCase();
    const path = this.structuredPath(id);
    if (path !== null) return this.pathKey(path);
    const element = this.project.childTagMap[id] === undefined ? parseElementOperand(id) : null;
    if (element !== null) return this.elementKey(element.array, element.index);
    const child = this.project.childTagMap[id];
    const parent = child === undefined ? undefined : this.project.tagMap[child.parent];
    if (child === undefined || parent === undefined) throw new Error(`ReferencePlc: unknown tag id ${id}`);
    return `${parent.name}.${child.name}`.toUpperCase();
  }

  /** 'NAME[k]' for element `index` (a constant or an index tag id) of array `arrayId`; faults when out of range. */
  private elementKey(arrayId: string, index: number | string): string {
    const array = this.project.tagMap[arrayId];
    if (array === undefined || !isArrayTag(array))
      throw new Error(`ReferencePlc: unknown array id ${arrayId}`);
    const k = typeof index === 'number' ? index : this.read(this.nameOf(index));
    const { lower, upper } = arrayBounds(array);
    if (k < lower || k > upper) {
      throw new IndexFault(
        `Array index ${k} is out of range for ${arrayRangeText(array)} (${placeText(this.place)})`,
      );
    }
    return elementName(array.name, k).toUpperCase();
  }

  /** The path of an operand into a STRUCT tag or an array of TIMER/COUNTER/STRUCT, else null. */
  private structuredPath(id: string): OperandPath | null {
    if (this.project.childTagMap[id] !== undefined) return null;
    const path = parseOperandPath(id);
    const tag = path === null ? undefined : this.project.tagMap[path.tag];
    return tag !== undefined && hasMemberValues(tag) ? path : null;
  }

  /**
   * 'PUMPS[3].SPEED': the memory name of a path, member names as the type declares them; a variable
   * index is read now and faults outside its array (named by the path before it: `Pumps[0..9]`).
   */
  private pathKey(path: OperandPath): string {
    const tag = this.project.tagMap[path.tag];
    if (tag === undefined) throw new Error(`ReferencePlc: unknown tag id ${path.tag}`);
    let ref: TypeRef = tag;
    let key = tag.name;
    for (const step of path.segments) {
      if (step.kind === 'index') {
        const k = typeof step.index === 'number' ? step.index : this.read(this.nameOf(step.index));
        const lower = ref.lower ?? 0;
        const upper = lower + (ref.dimension ?? 1) - 1;
        if (k < lower || k > upper)
          throw new IndexFault(
            `Array index ${k} is out of range for ${key}[${lower}..${upper}] (${placeText(this.place)})`,
          );
        key += `[${k}]`;
        ref = elementRef(ref);
      } else if (ref.data_type === 'TIMER' || ref.data_type === 'COUNTER' || ref.data_type === 'CONTROL') {
        key += `.${step.name.toUpperCase()}`;
        ref = { data_type: DINT_CHILDREN.includes(step.name.toUpperCase()) ? 'DINT' : 'BOOL' };
      } else {
        const member = this.typeTable.struct(ref.udt ?? '')?.byName.get(step.name.toUpperCase());
        if (member === undefined) throw new Error(`ReferencePlc: no member ${step.name} in ${key}`);
        key += `.${member.name}`;
        ref = member.ref;
      }
    }
    return key.toUpperCase();
  }

  /** The type a path reaches, without reading its index. */
  private pathType(path: OperandPath): TagType | undefined {
    const tag = this.project.tagMap[path.tag];
    if (tag === undefined) return undefined;
    const walked = this.typeTable.walk(tag, walkSegments(path.segments));
    return 'access' in walked ? walked.access.ref.data_type : undefined;
  }

  /** The data type of a top-level tag id or a path (for RES). */
  private typeOf(id: string | null): TagType | undefined {
    if (id === null) return undefined;
    const scoped = this.addOns.scopedName(id);
    if (scoped !== undefined)
      return this.types.get(scoped) ?? (this.types.has(`${scoped}.CU`) ? 'COUNTER' : 'TIMER');
    const path = this.structuredPath(id);
    return path === null ? this.project.tagMap[id]?.data_type : this.pathType(path);
  }

  /** The value of a DINT source operand: a constant or a tag's value. */
  private source(operand: Operand | null | undefined): number {
    if (typeof operand === 'number') return operand | 0;
    return this.read(this.nameOf(operand));
  }

  /** True for a REAL tag or a REAL constant (a number that is not a whole number in the DINT range). */
  private isReal(operand: Operand | null | undefined): boolean {
    if (typeof operand === 'number') return isRealConstant(operand);
    if (operand == null) return false;
    const scoped = this.addOns.scopedName(operand);
    if (scoped !== undefined) return this.types.get(scoped) === 'REAL';
    const path = this.project.tagMap[operand] ? null : this.structuredPath(operand);
    if (path !== null) return this.pathType(path) === 'REAL';
    const element = this.project.tagMap[operand] ? null : parseElementOperand(operand);
    if (element !== null) return this.project.tagMap[element.array]?.data_type === 'REAL';
    return this.types.get(this.nameOf(operand)) === 'REAL';
  }

  /** Logix promotion: an instruction with any REAL operand, destination included, computes in REAL. */
  private inReal(ins: Instruction): boolean {
    const ref = ins.ref ?? {};
    return [ref.SrcA, ref.SrcB, ref.Src, ref.Dest].some((operand) => this.isReal(operand));
  }

  /** The value of a source operand as a REAL: DINT values widen to the nearest single. */
  private realSource(operand: Operand | null | undefined): number {
    if (typeof operand === 'number') return Math.fround(operand);
    return Math.fround(this.read(this.nameOf(operand)));
  }

  /** Stores a REAL result: as it is into a REAL, rounded half to even and saturated into a DINT. */
  private writeReal(id: string | null | undefined, value: number): void {
    const key = this.nameOf(id);
    this.write(key, this.types.get(key) === 'REAL' ? value : realToDint(value));
  }

  // --------------------------------------------------------------------------------------- walk

  /** Runs a rung (or a branch leg) left to right from condition `rc`; returns the condition at its end. */
  /** Runs a routine's rungs in order, following JMP/LBL and MCR zones (programControl.ts). */
  private walkRoutine(rungIds: readonly string[], mode: Mode): void {
    walkRoutine(
      this.project,
      rungIds,
      (index, rungId, rcIn) => {
        this.place.rung = index;
        return this.walkRung(rungId, rcIn, mode);
      },
      () => {
        const label = this.jumpTo;
        this.jumpTo = null;
        return label;
      },
    );
  }

  private walkRung(rungId: string, rc: boolean, mode: Mode): boolean {
    const rung = this.project.rungMap[rungId];
    if (rung === undefined) return rc;
    for (const elementId of rung.elements) {
      const instruction = this.project.instructionMap[elementId];
      if (instruction !== undefined) {
        rc = this.execute(instruction, rc, mode);
        if (this.jumpTo !== null) return rc; // a true JMP (never inside a branch) ends its rung
        continue;
      }
      const branch = this.project.branchMap[elementId];
      if (branch !== undefined) {
        // Every leg starts from the condition at the branch's entry and always runs; any true leg wins.
        let any = false;
        for (const legId of branch.rungs) {
          if (this.walkRung(legId, rc, mode)) any = true;
        }
        rc = any;
      }
    }
    return rc;
  }

  /** Runs one instruction with rung condition `rc`; returns the condition passed to the right. */
  private execute(ins: Instruction, rc: boolean, mode: Mode): boolean {
    const prescan = mode === 'prescan';
    switch (ins.type) {
      // The element of a contact or a source is read whatever the rung condition (so its index may fault).
      case 'XIC':
        return this.bit(this.nameOf(ins.tag)) && rc;
      case 'XIO':
        return !this.bit(this.nameOf(ins.tag)) && rc;
      case 'EQU':
      case 'NEQ':
      case 'GRT':
      case 'GEQ':
      case 'LES':
      case 'LEQ':
        return this.compare(ins) && rc;
      case 'ONS':
        return this.ons(this.nameOf(ins.tag), rc, prescan);
      case 'OSR':
      case 'OSF':
        this.oneShotOutput(ins, rc, prescan);
        return rc;
      case 'OTE':
        this.setBit(this.nameOf(ins.tag), rc && !prescan); // the element is written in pre-scan too
        return rc;
      case 'OTL':
      case 'OTU':
        if (rc && !prescan) this.setBit(this.nameOf(ins.tag), ins.type === 'OTL');
        return rc;
      case 'TON':
      case 'RTO':
        this.onDelay(this.nameOf(ins.tag), rc, prescan, ins.type === 'RTO');
        return rc;
      case 'TOF':
        this.offDelay(this.nameOf(ins.tag), rc, prescan);
        return rc;
      case 'CTU':
      case 'CTD':
        this.count(this.nameOf(ins.tag), rc, prescan, ins.type === 'CTU');
        return rc;
      case 'RES':
        if (rc && !prescan && this.typeOf(ins.tag) === 'CONTROL')
          resetControl(this.fileMemory, this.nameOf(ins.tag));
        else if (rc && !prescan) this.reset(this.nameOf(ins.tag), this.typeOf(ins.tag) === 'COUNTER');
        return rc;
      case 'ADD':
      case 'SUB':
      case 'MUL':
      case 'DIV':
      case 'MOD': {
        // Sources are read on every scan and in pre-scan; the Dest is written only when enabled.
        const real = this.inReal(ins);
        const read = (o: Operand | null | undefined) => (real ? this.realSource(o) : this.source(o));
        const a = read(ins.ref?.SrcA);
        const b = read(ins.ref?.SrcB);
        if (rc && !prescan && real) this.writeReal(ins.ref?.Dest, realArithmetic(ins.type, a, b));
        else if (rc && !prescan) this.write(this.nameOf(ins.ref?.Dest), arithmetic(ins.type, a, b));
        return rc;
      }
      case 'MOV': {
        const real = this.inReal(ins);
        const value = real ? this.realSource(ins.ref?.Src) : this.source(ins.ref?.Src);
        if (rc && !prescan && real) this.writeReal(ins.ref?.Dest, value);
        else if (rc && !prescan) this.write(this.nameOf(ins.ref?.Dest), value);
        return rc;
      }
      case 'NOP':
      case 'LBL':
      case 'MCR': // the routine walk reads the MCR rung's condition (programControl.ts)
        return rc;
      case 'AFI':
        return false;
      case 'JMP':
        if (rc && !prescan) this.jumpTo = String(ins.ref?.Label); // ends the rung (walkRung)
        return rc;
      case 'COP':
      case 'FLL':
        if (rc && !prescan) this.files[ins.type === 'COP' ? 'copy' : 'fill'](ins);
        return rc;
      case 'JSR':
      case 'SBR':
      case 'RET':
        return this.subroutines.execute(ins, rc, prescan);
      case 'PID': {
        const loop = this.nameOf(ins.tag);
        const members = {
          get: (name: string) => this.read(`${loop}.${name}`),
          set: (name: string, value: number) => this.write(`${loop}.${name}`, value),
        };
        const pv = this.read(this.nameOf(ins.ref?.Src as string | undefined)); // read whatever the rung
        const cv = runPid(members, pv, rc, prescan, this.dt);
        if (cv !== null) this.writeReal(ins.ref?.Dest, cv);
        return rc;
      }
      default: {
        if (this.addOns.isCall(ins.type)) return this.addOns.call(ins, rc, prescan);
        const passed = executeCompute(ins, rc, prescan, this.computeHost);
        if (passed !== undefined) return passed;
        if (FILE_INSTRUCTION_TYPES.has(ins.type))
          return runFileInstruction(this.fileMemory, ins, rc, prescan);
        if (SEQUENCER_TYPES.has(ins.type)) return runSequencer(this.fileMemory, ins, rc, prescan);
        throw new Error(`ReferencePlc: unsupported instruction ${ins.type}`);
      }
    }
  }

  private compare(ins: Instruction): boolean {
    const a = ins.ref?.SrcA;
    const b = ins.ref?.SrcB;
    if (a == null || b == null) return false; // a missing operand makes the compare false
    if (this.inReal(ins)) return realCompare(ins.type, this.realSource(a), this.realSource(b));
    const x = this.source(a);
    const y = this.source(b);
    switch (ins.type) {
      case 'EQU':
        return x === y;
      case 'NEQ':
        return x !== y;
      case 'GRT':
        return x > y;
      case 'GEQ':
        return x >= y;
      case 'LES':
        return x < y;
      default:
        return x <= y;
    }
  }

  /** ONS: passes the rung for the one scan on which it rises; its tag is the storage bit. */
  private ons(storage: string, rc: boolean, prescan: boolean): boolean {
    if (prescan) {
      this.setBit(storage, rc);
      return false;
    }
    if (!rc) {
      this.setBit(storage, false);
      return false;
    }
    const out = !this.bit(storage);
    this.setBit(storage, true);
    return out;
  }

  /** OSR / OSF: Out is read-before-write of Stor; Out is written first, then Stor. */
  private oneShotOutput(ins: Instruction, rc: boolean, prescan: boolean): void {
    const stor = this.nameOf(ins.ref?.Stor);
    const last = this.bit(stor);
    const out = this.nameOf(ins.ref?.Out);
    let pulse: boolean;
    if (prescan) pulse = false;
    else if (ins.type === 'OSR') pulse = rc && !last;
    else pulse = !rc && last;
    this.setBit(out, pulse);
    this.setBit(stor, rc);
  }

  /** TON and RTO. */
  private onDelay(t: string, rc: boolean, prescan: boolean, retentive: boolean): void {
    if (prescan) {
      this.setBit(`${t}.EN`, false);
      this.setBit(`${t}.TT`, false);
      this.setBit(`${t}.DN`, false);
      if (!retentive) this.write(`${t}.ACC`, 0);
      return;
    }
    if (!rc) {
      this.setBit(`${t}.EN`, false);
      this.setBit(`${t}.TT`, false);
      if (!retentive) {
        this.setBit(`${t}.DN`, false);
        this.write(`${t}.ACC`, 0);
      }
      return;
    }
    this.setBit(`${t}.EN`, true);
    const pre = this.read(`${t}.PRE`);
    let acc = this.read(`${t}.ACC`);
    if (acc < pre) {
      acc = Math.min(acc + this.dt, pre); // computed in doubles, so it cannot overflow
      this.write(`${t}.ACC`, acc);
    }
    const done = acc >= pre;
    this.setBit(`${t}.DN`, done);
    this.setBit(`${t}.TT`, !done);
  }

  /** TOF. */
  private offDelay(t: string, rc: boolean, prescan: boolean): void {
    if (prescan) {
      this.setBit(`${t}.EN`, false);
      this.setBit(`${t}.TT`, false);
      this.setBit(`${t}.DN`, false);
      this.write(`${t}.ACC`, this.read(`${t}.PRE`));
      return;
    }
    if (rc) {
      this.setBit(`${t}.EN`, true);
      this.setBit(`${t}.DN`, true);
      this.setBit(`${t}.TT`, false);
      this.write(`${t}.ACC`, 0);
      return;
    }
    this.setBit(`${t}.EN`, false);
    if (this.bit(`${t}.DN`)) {
      const pre = this.read(`${t}.PRE`);
      let acc = this.read(`${t}.ACC`);
      if (acc < pre) {
        acc = Math.min(acc + this.dt, pre);
        this.write(`${t}.ACC`, acc);
      }
      if (acc >= pre) {
        this.setBit(`${t}.DN`, false);
        this.setBit(`${t}.TT`, false);
      } else {
        this.setBit(`${t}.TT`, true);
      }
    } else {
      this.setBit(`${t}.TT`, false);
    }
  }

  /** CTU (up) and CTD (down): count on the rising edge of the rung; CU/CD hold the last rung state. */
  private count(c: string, rc: boolean, prescan: boolean, up: boolean): void {
    const edgeBit = up ? `${c}.CU` : `${c}.CD`;
    if (prescan) {
      this.setBit(edgeBit, rc);
      return;
    }
    if (rc && !this.bit(edgeBit)) {
      const acc = this.read(`${c}.ACC`);
      if (up && acc === INT32_MAX) {
        this.write(`${c}.ACC`, INT32_MIN);
        this.setBit(`${c}.OV`, true);
      } else if (!up && acc === INT32_MIN) {
        this.write(`${c}.ACC`, INT32_MAX);
        this.setBit(`${c}.UN`, true);
      } else {
        this.write(`${c}.ACC`, up ? acc + 1 : acc - 1);
      }
    }
    this.setBit(edgeBit, rc);
    this.setBit(`${c}.DN`, this.read(`${c}.ACC`) >= this.read(`${c}.PRE`));
  }

  /** RES: clears a timer's ACC, EN, TT, DN or a counter's ACC, CU, CD, DN, OV, UN. */
  private reset(block: string, isCounter: boolean): void {
    const bits = isCounter ? ['CU', 'CD', 'DN', 'OV', 'UN'] : ['EN', 'TT', 'DN'];
    this.write(`${block}.ACC`, 0);
    for (const member of bits) this.setBit(`${block}.${member}`, false);
  }
}

/** ADD SUB MUL DIV MOD with 32-bit wrap; DIV truncates toward zero; x / 0 = 0; MOD has the dividend's sign. */
function arithmetic(type: string, a: number, b: number): number {
  switch (type) {
    case 'ADD':
      return (a + b) | 0;
    case 'SUB':
      return (a - b) | 0;
    case 'MUL':
      return Math.imul(a, b);
    case 'DIV':
      // −2147483648 / −1 = 2147483648 in doubles, which `| 0` wraps back to −2147483648.
      return b === 0 ? 0 : Math.trunc(a / b) | 0;
    default:
      return b === 0 ? 0 : (a % b) | 0;
  }
}

/**
 * Builds the ladder part of a project (rungs, branches, instructions) from parsed neutral text,
 * resolving operands against a {@link TagTable} and reporting operands that do not fit.
 */
import { isPidType } from '../model/pidType.ts';
import type { Diagnostic } from '../model/diagnostics.ts';
import type {
  AddOnInstruction,
  Branch,
  Instruction,
  InstructionRef,
  Operand,
  Project,
  Rung,
  Tag,
} from '../model/project.ts';
import { boxParameters, findAddOn } from '../addon/addOns.ts';
import { hasMemberValues, typeText } from '../model/dataTypes.ts';
import {
  operandPathText,
  parseOperandPath,
  segmentsText,
  type OperandSegment,
} from '../model/operandPaths.ts';
import { resolveProjectPath } from '../ladder/pathOperands.ts';
import { operandText } from '../ladder/elementOperands.ts';
import { isDint } from '../iec/literals.ts';
import { realText } from '../model/realText.ts';
import type {
  NeutralArg,
  NeutralIndex,
  NeutralTagArg,
  NeutralBranch,
  NeutralElement,
  NeutralInstruction,
  NeutralRung,
  NeutralSegment,
  SourcePos,
} from './parse.ts';
import { signatureOf, type OperandKind } from './signatures.ts';
import { routineOperand } from './routineOperands.ts';
import { isSourceSlot } from './computeSignatures.ts';
import { arrayBounds, arrayRangeText, elementOperand, isArrayTag } from '../model/arrays.ts';
import {
  arrayNotIndexable,
  arrayWithoutIndex,
  indexNotDint,
  indexOutOfRange,
} from '../ladder/arrayMessages.ts';
import type { TagTable } from './tagTable.ts';

const KIND_TEXT: Readonly<Record<OperandKind, string>> = {
  BOOL: 'a BOOL tag',
  DINT: 'a DINT tag',
  REAL: 'a REAL tag',
  // The message from before REAL, kept: a DINT is what most learners want there.
  NUMBER: 'a DINT tag',
  TIMER: 'a TIMER tag',
  COUNTER: 'a COUNTER tag',
  STRUCT: 'a TIMER, COUNTER or CONTROL tag',
  CONTROL: 'a CONTROL tag',
  ANY: 'a tag',
  PID: 'a PID tag',
};

/** The block members an instruction's constant operands are stored in. */
type BlockConstant = 'PRE' | 'ACC' | 'LEN' | 'POS';

/** True when a tag or child of type `actual` may stand where `kind` is needed. */
function fits(kind: OperandKind, actual: string, isMember: boolean): boolean {
  if (kind === 'ANY') return true;
  if (kind === 'NUMBER') return actual === 'DINT' || actual === 'REAL';
  if (kind === 'BOOL' || kind === 'DINT' || kind === 'REAL') return actual === kind;
  if (isMember) return false;
  if (kind === 'PID') return actual === 'PID';
  if (kind === 'STRUCT') return actual === 'TIMER' || actual === 'COUNTER' || actual === 'CONTROL';
  return actual === kind;
}

/** The instruction being built, for messages. */
interface Context {
  source: NeutralInstruction;
  rung: NeutralRung;
  uuid: string;
}

/** A JMP/LBL label: the bare name written, null for `?`, undefined when it is no name. */
function labelOperand(arg: NeutralArg | undefined): string | null | undefined {
  if (arg === undefined || arg.kind === 'empty') return null;
  if (arg.kind !== 'tag' || arg.member !== null || arg.index !== undefined || (arg.segments?.length ?? 0) > 0)
    return undefined;
  return arg.name;
}

export class LadderBuilder {
  readonly rungMap: Record<string, Rung>;
  readonly branchMap: Record<string, Branch>;
  readonly instructionMap: Record<string, Instruction>;
  /** PRE/ACC values this text has set, by child id, to warn about contradicting ones. */
  private readonly written = new Map<string, number>();

  constructor(
    private readonly tags: TagTable,
    private readonly newId: () => string,
    private readonly diagnostics: Diagnostic[],
    start: Pick<Project, 'rungMap' | 'branchMap' | 'instructionMap'>,
  ) {
    this.rungMap = { ...start.rungMap };
    this.branchMap = { ...start.branchMap };
    this.instructionMap = { ...start.instructionMap };
  }

  /** Adds a main rung and everything in it; returns its id. */
  rung(rung: NeutralRung): string {
    return this.leg(rung.elements, rung);
  }

  private leg(elements: readonly NeutralElement[], rung: NeutralRung): string {
    const uuid = this.newId();
    const ids: string[] = [];
    for (const element of elements) {
      const id = element.kind === 'branch' ? this.branch(element, rung) : this.instruction(element, rung);
      if (id !== null) ids.push(id);
    }
    this.rungMap[uuid] = { uuid, elements: ids };
    return uuid;
  }

  private branch(branch: NeutralBranch, rung: NeutralRung): string {
    const uuid = this.newId();
    const legs = branch.legs.map((leg) => this.leg(leg, rung));
    this.branchMap[uuid] = { uuid, rungs: legs };
    return uuid;
  }

  private report(
    at: SourcePos,
    message: string,
    ctx: Context,
    severity: 'error' | 'warning' = 'error',
  ): void {
    this.diagnostics.push({
      source: 'ladder',
      message: `${message} (rung ${ctx.rung.index})`,
      rung: ctx.rung.index,
      elementId: ctx.uuid,
      line: at.line,
      col: at.col,
      severity,
    });
  }

  private instruction(source: NeutralInstruction, rung: NeutralRung): string | null {
    const aoi = findAddOn(this.tags, source.type);
    if (aoi) return this.addOnCall(aoi, source, rung);
    const signature = signatureOf(source.type);
    if (!signature) {
      this.diagnostics.push({
        source: 'ladder',
        message: `Unknown or unsupported instruction type "${source.type}" (rung ${rung.index})`,
        rung: rung.index,
        line: source.line,
        col: source.col,
        severity: 'error',
      });
      return null;
    }
    const ctx: Context = { source, rung, uuid: this.newId() };
    // JSR(Fill) without its parameter count reads as JSR(Fill,0).
    const optional = signature.at(-1)?.slot === 'ZERO' && source.args.length === signature.length - 1;
    if (source.args.length !== signature.length && !optional) {
      const count = `${signature.length} operand${signature.length === 1 ? '' : 's'}`;
      this.report(source, `${source.type} expects ${count}, got ${source.args.length}`, ctx);
    }
    const instruction: Instruction = { uuid: ctx.uuid, type: source.type, tag: null };
    const ref: InstructionRef = {};
    signature.forEach((role, i) => {
      const arg = source.args[i];
      if (role.slot === 'Array') {
        ref.Array = this.fileArray(arg, role.kind, i, ctx);
      } else if (role.slot === 'PRE' || role.slot === 'ACC' || role.slot === 'LEN' || role.slot === 'POS') {
        const owner = instruction.tag === null ? undefined : this.tags.tagMap[instruction.tag];
        if (instruction.tag !== null && !owner) this.pathMember(arg, role.slot, instruction.tag);
        else this.constantMember(arg, role.slot, owner, i, ctx);
      } else if (role.slot === 'Label') {
        const label = labelOperand(arg);
        if (label === undefined) this.report(arg ?? source, `${source.type} needs a label name`, ctx);
        else if (label !== null) ref.Label = label;
      } else if (role.slot === 'Expression') {
        ref.Expression = this.expression(arg, i, ctx);
      } else if (
        role.slot === 'SourceBit' ||
        role.slot === 'DestBit' ||
        (role.slot === 'Length' && source.type.toUpperCase() === 'BTD')
      ) {
        // BTD's bit numbers and length are immediates; COP's and FLL's Length is a source.
        ref[role.slot] = this.immediate(arg, i, ctx);
      } else if ((isSourceSlot(role.slot) || role.slot === 'Length') && 'kind' in role) {
        ref[role.slot] = this.source(arg, role.kind, i, ctx);
      } else if (role.slot === 'Routine' || (role.slot === 'ZERO' && role.operand === undefined)) {
        const problem = routineOperand(role.slot, arg, ref);
        if (problem) this.report(arg ?? source, problem, ctx);
      } else if (role.slot === 'ZERO') {
        if (arg !== undefined && !(arg.kind === 'number' && arg.value === 0))
          this.report(arg, `${source.type}'s ${role.operand} is not supported here: write 0`, ctx);
      } else if (role.slot === 'tag') {
        instruction.tag = this.reference(arg, role.kind, i, ctx);
      } else {
        ref[role.slot] = this.reference(arg, role.kind, i, ctx);
      }
    });
    if (Object.keys(ref).length > 0) instruction.ref = ref;
    this.instructionMap[ctx.uuid] = instruction;
    return ctx.uuid;
  }

  /** An Add-On Instruction call `Seal(Seal1,PB,?,Run)`: the instance, then the box's parameters. */
  private addOnCall(aoi: AddOnInstruction, source: NeutralInstruction, rung: NeutralRung): string {
    const ctx: Context = { source, rung, uuid: this.newId() };
    const parameters = boxParameters(aoi);
    if (source.args.length !== parameters.length + 1)
      this.report(
        source,
        `${aoi.name} expects ${parameters.length + 1} operands, got ${source.args.length}`,
        ctx,
      );
    const params: Record<string, Operand | null> = {};
    parameters.forEach((p, i) => {
      const arg = source.args[i + 1];
      params[p.name] = arg?.kind === 'number' ? arg.value : this.reference(arg, 'ANY', i + 1, ctx);
    });
    const instruction: Instruction = {
      uuid: ctx.uuid,
      type: aoi.name,
      tag: this.reference(source.args[0], 'ANY', 0, ctx),
      params,
    };
    this.instructionMap[ctx.uuid] = instruction;
    return ctx.uuid;
  }

  /** A file instruction's Array: a whole array tag (its id), or an element (`Data[0]`) as other operands. */
  private fileArray(
    arg: NeutralArg | undefined,
    kind: OperandKind,
    index: number,
    ctx: Context,
  ): string | null {
    const whole =
      arg?.kind === 'tag' && arg.index === undefined && arg.member === null && !arg.segments?.length
        ? arg
        : undefined;
    const tag = whole ? this.tags.find(whole.name) : undefined;
    if (!whole || !tag || !isArrayTag(tag)) return this.reference(arg, kind, index, ctx);
    if (!fits(kind, tag.data_type, false)) {
      const { type } = ctx.source;
      const shape = `${tag.data_type}[${tag.dimension}]`;
      this.report(whole, `Array "${tag.name}" is ${shape}, but ${type} needs ${KIND_TEXT[kind]}`, ctx);
    }
    return tag.uuid;
  }

  /** CPT's or CMP's expression as written (checked by validation); null when left open. */
  private expression(arg: NeutralArg | undefined, index: number, ctx: Context): string | null {
    if (arg === undefined || arg.kind === 'empty') return null;
    if (arg.kind === 'expression') return arg.text;
    this.report(arg, `Operand ${index + 1} of ${ctx.source.type} must be an expression`, ctx);
    return null;
  }

  /** BTD's bit number or length: a whole-number constant (its range is checked by validation). */
  private immediate(arg: NeutralArg | undefined, index: number, ctx: Context): number | null {
    if (arg === undefined || arg.kind === 'empty') return null;
    if (arg.kind === 'number' && !arg.real) return arg.value;
    this.report(arg, `Operand ${index + 1} of ${ctx.source.type} must be a whole-number constant`, ctx);
    return null;
  }

  /**
   * A math, MOV or compare source: a tag or child of `kind`, or a constant. A REAL literal is kept as
   * its number (so `2.0` is the DINT constant 2 in the model); MOD refuses REAL literals.
   */
  private source(
    arg: NeutralArg | undefined,
    kind: OperandKind,
    index: number,
    ctx: Context,
  ): Operand | null {
    if (arg?.kind !== 'number') return this.reference(arg, kind, index, ctx);
    if (arg.real) {
      if (kind === 'DINT') {
        this.report(arg, `${ctx.source.type} needs DINT operands: use DIV and SUB for REAL values.`, ctx);
        return null;
      }
      if (Number.isFinite(Math.fround(arg.value))) return arg.value;
      this.report(arg, `Constant ${arg.value} is out of REAL range`, ctx);
      return null;
    }
    if (isDint(arg.value)) return arg.value;
    this.report(arg, `Constant ${arg.value} is out of DINT range`, ctx);
    return null;
  }

  /** The id of the tag or child `arg` names; null when it names none (reported). */
  private reference(
    arg: NeutralArg | undefined,
    kind: OperandKind,
    index: number,
    ctx: Context,
  ): string | null {
    if (arg === undefined || arg.kind === 'empty') return null;
    const { type } = ctx.source;
    if (arg.kind === 'number') {
      this.report(arg, `Operand ${index + 1} of ${type} must be a tag, got ${arg.value}`, ctx);
      return null;
    }
    if (arg.kind === 'expression') {
      this.report(arg, `Operand ${index + 1} of ${type} must be a tag, got ${arg.text}`, ctx);
      return null;
    }
    const head = this.tags.find(arg.name);
    const steps = arg.segments ?? [];
    if (head && steps.length > 0 && (steps.length > 1 || hasMemberValues(head)))
      return this.path(arg, head, steps, kind, ctx);
    if (arg.index !== undefined) return this.element(arg, arg.index, kind, ctx);
    const parent = this.tags.find(arg.name);
    if (!parent) {
      this.report(arg, `Unknown tag "${arg.name}"`, ctx);
      return null;
    }
    if (isArrayTag(parent) && kind !== 'ANY') {
      this.report(arg, arrayWithoutIndex(parent.name, type, parent.lower ?? 0), ctx);
      return parent.uuid;
    }
    let id = parent.uuid;
    let actual: string = parent.data_type === 'STRUCT' && isPidType(parent.udt) ? 'PID' : parent.data_type;
    let shown = parent.name;
    if (arg.member !== null) {
      const found = this.tags.member(parent, arg.member);
      if ('error' in found) {
        this.report(arg, found.error, ctx);
        return null;
      }
      id = found.child.uuid;
      actual = found.child.data_type;
      shown = `${parent.name}.${found.child.name}`;
    }
    if (!fits(kind, actual, arg.member !== null)) {
      this.report(arg, `Tag "${shown}" is ${actual}, but ${type} needs ${KIND_TEXT[kind]}`, ctx);
    }
    return id;
  }

  /**
   * A path operand (`Pump1.Speed`, `Pumps[Idx].Run`, `Timers[2]`): `tagId.Speed`, `tagId[indexId].Run`,
   * members as written. Null when an index tag names nothing (reported); a path that names nothing
   * else is reported and kept, so validation flags it too and export prints it back.
   */
  private path(
    arg: NeutralTagArg,
    head: Tag,
    steps: readonly NeutralSegment[],
    kind: OperandKind,
    ctx: Context,
  ): string | null {
    const segments: OperandSegment[] = [];
    for (const step of steps) {
      if (step.kind === 'member') {
        segments.push(step);
        continue;
      }
      const { index } = step;
      if (index.kind === 'number') {
        segments.push({ kind: 'index', index: index.value });
        continue;
      }
      const tag = this.tags.find(index.name);
      if (!tag) {
        this.report(index, `Unknown tag "${index.name}"`, ctx);
        return null;
      }
      let id = tag.uuid;
      if (index.member !== null) {
        const found = this.tags.member(tag, index.member);
        if ('error' in found) {
          this.report(index, found.error, ctx);
          return null;
        }
        id = found.child.uuid;
      }
      segments.push({ kind: 'index', index: id });
    }
    const operand = operandPathText({ tag: head.uuid, segments });
    const maps = {
      tagMap: this.tags.tagMap,
      childTagMap: this.tags.childTagMap,
      dataTypes: this.tags.dataTypes,
      addOnInstructions: this.tags.addOnInstructions,
    };
    const resolved = resolveProjectPath(maps, operand);
    if (resolved?.error !== undefined) this.report(arg, resolved.error, ctx);
    const ref = resolved?.target?.access.ref;
    if (ref && kind !== 'ANY' && (ref.dimension !== undefined || !fits(kind, ref.data_type, false))) {
      const shown = operandText(maps, operand);
      this.report(
        arg,
        `"${shown}" is ${typeText(ref)}, but ${ctx.source.type} needs ${KIND_TEXT[kind]}`,
        ctx,
      );
    }
    return operand;
  }

  /**
   * An array element `Data[3]` / `Data[Index]`: the operand `arrayId[3]` / `arrayId[indexId]`; null when
   * the array, or a tag index, names nothing (reported). Other problems are reported and the operand
   * kept, so validation flags it too and export prints it back.
   */
  private element(arg: NeutralTagArg, index: NeutralIndex, kind: OperandKind, ctx: Context): string | null {
    const array = this.tags.find(arg.name);
    if (!array) {
      this.report(
        arg,
        `Unknown array "${arg.name}": declare it in the tag table, e.g. ${arg.name} : DINT[10];`,
        ctx,
      );
      return null;
    }
    if (!isArrayTag(array)) {
      this.report(arg, arrayNotIndexable(array.name), ctx);
      return null;
    }
    if (!fits(kind, array.data_type, false)) {
      const { type } = ctx.source;
      this.report(
        arg,
        `Array "${array.name}" is ${array.data_type}[${array.dimension}], but ${type} needs ${KIND_TEXT[kind]}`,
        ctx,
      );
    }
    if (index.kind === 'number') {
      const { lower, upper } = arrayBounds(array);
      if (index.value < lower || index.value > upper)
        this.report(index, indexOutOfRange(index.value, arrayRangeText(array)), ctx);
      return elementOperand(array.uuid, index.value);
    }
    const tag = this.tags.find(index.name);
    if (!tag) {
      this.report(index, `Unknown tag "${index.name}"`, ctx);
      return null;
    }
    let id = tag.uuid;
    let actual: string = isArrayTag(tag) ? 'an array' : tag.data_type;
    let shown = tag.name;
    if (index.member !== null) {
      const found = this.tags.member(tag, index.member);
      if ('error' in found) {
        this.report(index, found.error, ctx);
        return null;
      }
      id = found.child.uuid;
      actual = found.child.data_type;
      shown = `${tag.name}.${found.child.name}`;
    }
    if (actual !== 'DINT') this.report(index, indexNotDint(`${array.name}[${shown}]`, shown, actual), ctx);
    return elementOperand(array.uuid, id);
  }

  /**
   * The preset or accum of a timer or counter inside a structure or array (`TON(Timers[2],500,0)`):
   * written to the tag's member values (`[2].PRE`). Anything but an integer constant is left alone
   * (validation and export say the rest).
   */
  private pathMember(arg: NeutralArg | undefined, member: BlockConstant, operand: string): void {
    const path = parseOperandPath(operand);
    const root = path ? this.tags.tagMap[path.tag] : undefined;
    if (!path || !root || arg?.kind !== 'number' || arg.real || !isDint(arg.value)) return;
    const key = `${segmentsText(path.segments, String)}.${member}`.replace(/^\./, '');
    const values = Object.fromEntries(
      Object.entries(root.memberValues ?? {}).filter(([k]) => k.toUpperCase() !== key.toUpperCase()),
    );
    if (arg.value !== 0) values[key] = arg.value;
    const { memberValues: _, ...rest } = root;
    this.tags.tagMap[root.uuid] = Object.keys(values).length > 0 ? { ...rest, memberValues: values } : rest;
  }

  /** A timer's or counter's preset or accum: written to the owner tag's PRE or ACC child. */
  private constantMember(
    arg: NeutralArg | undefined,
    member: BlockConstant,
    owner: Tag | undefined,
    index: number,
    ctx: Context,
  ): void {
    if (arg === undefined || arg.kind === 'empty') return;
    const { type } = ctx.source;
    if (arg.kind === 'expression') {
      this.report(arg, `Operand ${index + 1} of ${type} must be an integer constant, got ${arg.text}`, ctx);
      return;
    }
    if (arg.kind === 'tag' || arg.real) {
      const shown =
        arg.kind === 'number'
          ? realText(arg.value)
          : arg.member === null
            ? arg.name
            : `${arg.name}.${arg.member}`;
      this.report(arg, `Operand ${index + 1} of ${type} must be an integer constant, got ${shown}`, ctx);
      return;
    }
    if (!isDint(arg.value)) {
      this.report(arg, `Constant ${arg.value} is out of DINT range`, ctx);
      return;
    }
    if (owner?.data_type !== 'TIMER' && owner?.data_type !== 'COUNTER' && owner?.data_type !== 'CONTROL')
      return;
    const found = this.tags.member(owner, member);
    if ('error' in found) return;
    const earlier = this.written.get(found.child.uuid);
    if (earlier !== undefined && earlier !== arg.value) {
      const what = `${{ TIMER: 'Timer', COUNTER: 'Counter', CONTROL: 'Control' }[owner.data_type]} "${owner.name}" ${member}`;
      this.report(
        arg,
        `${what} ${arg.value} replaces ${earlier} set by an earlier instruction`,
        ctx,
        'warning',
      );
    }
    this.written.set(found.child.uuid, arg.value);
    this.tags.setChildValue(found.child, arg.value);
  }
}

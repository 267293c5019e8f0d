/**
 * The reference interpreter's compute, move-logical and compare instructions (issue 25), written from
 * 1756-RM003 and docs/decisions.md "Compute instructions", not from the VM: plain numbers, `Math.fround`
 * after every REAL step, and CPT's and CMP's expressions evaluated by walking their parsed tree.
 * Sources are read on every scan; outputs act only when the rung is true and never in pre-scan.
 */
import type { Expression } from '../st/ast.ts';
import { parseSt } from '../st/parse/parseSt.ts';
import type { Instruction, Operand, Project } from '../model/project.ts';
import { arrayBounds, arrayRangeText, elementName, isArrayTag } from '../model/arrays.ts';

/** What the interpreter lends: operand reads and writes by operand, memory by name, and faults. */
export interface ComputeHost {
  project: Project;
  /** A DINT source's value (a constant or a tag's). */
  source(operand: Operand | null | undefined): number;
  /** A source's value as a REAL. */
  realSource(operand: Operand | null | undefined): number;
  isReal(operand: Operand | null | undefined): boolean;
  /** A Dest's current value. */
  read(id: string | null | undefined): number;
  /** Stores into a Dest: a DINT's 32-bit integer, a REAL's nearest single. */
  write(id: string | null | undefined, value: number): void;
  /** Stores a REAL result into a Dest: as it is into a REAL, rounded half to even into a DINT. */
  writeReal(id: string | null | undefined, value: number): void;
  /** The value in memory under an upper-cased name (`A`, `T1.ACC`, `DATA[3]`) and its type. */
  memory(key: string): { value: number; type: 'BOOL' | 'DINT' | 'REAL' };
  /** Ends the scan with an index fault for array `name` (its range text) and index `k`. */
  indexFault(k: number, range: string): never;
}

type Value = { v: number; t: 'BOOL' | 'DINT' | 'REAL' };

/**
 * Runs `ins` when it is one of these instructions: returns the rung condition passed on, or undefined
 * for any other instruction.
 */
export function executeCompute(
  ins: Instruction,
  rc: boolean,
  prescan: boolean,
  host: ComputeHost,
): boolean | undefined {
  const ref = ins.ref ?? {};
  const enabled = rc && !prescan;
  switch (ins.type) {
    case 'CMP':
      return truth(evaluate(ref.Expression, host)) && rc;
    case 'LIM': {
      const real = [ref.LowLimit, ref.Test, ref.HighLimit].some((o) => host.isReal(o));
      const read = (o: Operand | null | undefined) => (real ? host.realSource(o) : host.source(o));
      const [low, test, high] = [read(ref.LowLimit), read(ref.Test), read(ref.HighLimit)];
      // Low Limit > High Limit: the range is inverted, true outside it (limits included).
      const inside = low > high ? test >= low || test <= high : low <= test && test <= high;
      return inside && rc;
    }
    case 'MEQ': {
      const mask = host.source(ref.Mask);
      return (host.source(ref.Src) & mask) === (host.source(ref.Compare) & mask) && rc;
    }
    case 'CPT':
      if (enabled) {
        const value = evaluate(ref.Expression, host);
        if (value.t === 'REAL') host.writeReal(ref.Dest, value.v);
        else host.write(ref.Dest, value.v);
      }
      return rc;
    case 'CLR':
      if (enabled) host.write(ref.Dest, 0);
      return rc;
    case 'NEG':
    case 'ABS': {
      const real = host.isReal(ref.Src) || host.isReal(ref.Dest);
      const x = real ? host.realSource(ref.Src) : host.source(ref.Src);
      if (!enabled) return rc;
      const y = ins.type === 'NEG' ? -x : Math.abs(x);
      if (real) host.writeReal(ref.Dest, Math.fround(y));
      else host.write(ref.Dest, y | 0);
      return rc;
    }
    case 'SQR':
    case 'SQRT': {
      const root = Math.fround(Math.sqrt(Math.abs(host.realSource(ref.Src))));
      if (!enabled) return rc;
      // Into a DINT: the root of a DINT source is truncated, of a REAL source rounded (1756-RM003).
      if (host.isReal(ref.Dest) || host.isReal(ref.Src)) host.writeReal(ref.Dest, root);
      else host.write(ref.Dest, Math.trunc(root));
      return rc;
    }
    case 'AND':
    case 'OR':
    case 'XOR': {
      const a = host.source(ref.SrcA);
      const b = host.source(ref.SrcB);
      if (enabled) host.write(ref.Dest, ins.type === 'AND' ? a & b : ins.type === 'OR' ? a | b : a ^ b);
      return rc;
    }
    case 'NOT': {
      const a = host.source(ref.Src);
      if (enabled) host.write(ref.Dest, ~a);
      return rc;
    }
    case 'MVM': {
      const src = host.source(ref.Src);
      const mask = host.source(ref.Mask);
      if (enabled) host.write(ref.Dest, (host.read(ref.Dest) & ~mask) | (src & mask));
      return rc;
    }
    case 'BTD': {
      const src = host.source(ref.Src);
      if (!enabled) return rc;
      const [from, to, length] = [Number(ref.SourceBit), Number(ref.DestBit), Number(ref.Length)];
      // Bit i of the field is Source bit from + i (0 past bit 31) and lands on Dest bit to + i, if any.
      let dest = host.read(ref.Dest);
      for (let i = 0; i < length && to + i < 32; i++) {
        const bit = from + i < 32 ? (src >>> (from + i)) & 1 : 0;
        dest = bit ? dest | (1 << (to + i)) : dest & ~(1 << (to + i));
      }
      host.write(ref.Dest, dest);
      return rc;
    }
    case 'SCP': {
      const f = Math.fround;
      const input = host.realSource(ref.Src);
      const [inMin, inMax] = [host.realSource(ref.InputMin), host.realSource(ref.InputMax)];
      const [outMin, outMax] = [host.realSource(ref.ScaledMin), host.realSource(ref.ScaledMax)];
      if (!enabled) return rc;
      const scaled = f(f(f(f(input - inMin) * f(outMax - outMin)) / f(inMax - inMin)) + outMin);
      host.writeReal(ref.Dest, scaled);
      return rc;
    }
    default:
      return undefined;
  }
}

function truth(value: Value): boolean {
  return value.v !== 0;
}

const PREFIX = 'X := ';

/** Parsed expressions by text (a program evaluates the same few texts every scan). */
const parsedExpressions = new Map<string, Expression>();

/** Parses and evaluates an expression (valid: validation checked it). */
function evaluate(text: string | null | undefined, host: ComputeHost): Value {
  const source = text ?? '';
  let expression = parsedExpressions.get(source);
  if (expression === undefined) {
    const parsed = parseSt(`${PREFIX}${source.replace(/[\r\n]/g, ' ')};`);
    const [statement] = parsed.program.body;
    if (statement?.kind !== 'assign') throw new Error(`ReferencePlc: bad expression ${source}`);
    expression = statement.value;
    if (parsedExpressions.size > 1000) parsedExpressions.clear();
    parsedExpressions.set(source, expression);
  }
  return new Evaluator(host).value(expression);
}

/** Evaluates an expression tree over the interpreter's memory (Structured Text rules for each operator). */
class Evaluator {
  constructor(private readonly host: ComputeHost) {}

  value(e: Expression): Value {
    switch (e.kind) {
      case 'integer':
      case 'time':
        return { v: e.value | 0, t: 'DINT' };
      case 'real':
        return { v: Math.fround(e.value), t: 'REAL' };
      case 'bool':
        return { v: e.value ? 1 : 0, t: 'BOOL' };
      case 'paren':
        return this.value(e.expression);
      case 'name':
        return this.read(this.tagName(e.name.name));
      case 'member':
        return this.read(`${this.tagName(e.object.name)}.${e.member.name.toUpperCase()}`);
      case 'index':
        return this.read(this.elementKey(e.array.name, this.value(e.index).v));
      case 'unary': {
        const x = this.value(e.operand);
        if (e.operator === 'NOT')
          return x.t === 'BOOL' ? { v: x.v ? 0 : 1, t: 'BOOL' } : { v: ~x.v, t: 'DINT' };
        return x.t === 'REAL' ? { v: Math.fround(-x.v), t: 'REAL' } : { v: -x.v | 0, t: 'DINT' };
      }
      case 'binary':
        return binary(e.operator, this.value(e.left), this.value(e.right));
      case 'call':
        return this.call(
          e.callee.name.toUpperCase(),
          e.args.map((a) => this.value(a)),
        );
      default:
        throw new Error(`ReferencePlc: unsupported expression ${e.kind}`);
    }
  }

  private read(key: string): Value {
    const { value, type } = this.host.memory(key);
    return { v: value, t: type };
  }

  private call(name: string, args: Value[]): Value {
    const [a = { v: 0, t: 'DINT' }, b = { v: 0, t: 'DINT' }] = args;
    const real = args.some((x) => x.t === 'REAL');
    switch (name) {
      case 'ABS':
        return real ? { v: Math.fround(Math.abs(a.v)), t: 'REAL' } : { v: Math.abs(a.v) | 0, t: 'DINT' };
      case 'SQRT':
        return { v: Math.fround(Math.sqrt(Math.abs(a.v))), t: 'REAL' };
      case 'MIN':
        return { v: Math.min(a.v, b.v), t: real ? 'REAL' : 'DINT' };
      case 'MAX':
        return { v: Math.max(a.v, b.v), t: real ? 'REAL' : 'DINT' };
      default:
        throw new Error(`ReferencePlc: unsupported function ${name}`);
    }
  }

  /** The upper-cased name of the tag called (or aliased) `name`. */
  private tagName(name: string): string {
    const key = name.toUpperCase();
    const tags = Object.values(this.host.project.tagMap);
    const tag =
      tags.find((t) => t.name.toUpperCase() === key) ??
      tags.find((t) => t.alias !== '' && t.alias.toUpperCase() === key);
    if (!tag) throw new Error(`ReferencePlc: unknown tag ${name}`);
    return tag.name.toUpperCase();
  }

  /** `DATA[3]` for element `k` of the array called `name`; an index outside it faults. */
  private elementKey(name: string, k: number): string {
    const upper = this.tagName(name);
    const array = Object.values(this.host.project.tagMap).find((t) => t.name.toUpperCase() === upper);
    if (!array || !isArrayTag(array)) throw new Error(`ReferencePlc: ${name} is no array`);
    const bounds = arrayBounds(array);
    if (k < bounds.lower || k > bounds.upper) this.host.indexFault(k, arrayRangeText(array));
    return elementName(array.name, k).toUpperCase();
  }
}

/** A binary operator by the Structured Text rules: REAL when either side is, else DINT (BOOL for logic). */
function binary(operator: string, left: Value, right: Value): Value {
  const real = left.t === 'REAL' || right.t === 'REAL';
  const f = Math.fround;
  // A DINT beside a REAL widens to the nearest single first.
  const [a, b] = real
    ? [
        { ...left, v: f(left.v) },
        { ...right, v: f(right.v) },
      ]
    : [left, right];
  const bool = (x: boolean): Value => ({ v: x ? 1 : 0, t: 'BOOL' });
  const dint = (x: number): Value => ({ v: x | 0, t: 'DINT' });
  switch (operator) {
    case '+':
      return real ? { v: f(a.v + b.v), t: 'REAL' } : dint(a.v + b.v);
    case '-':
      return real ? { v: f(a.v - b.v), t: 'REAL' } : dint(a.v - b.v);
    case '*':
      return real ? { v: f(a.v * b.v), t: 'REAL' } : dint(Math.imul(a.v, b.v));
    case '/':
      if (real) return { v: f(a.v / b.v), t: 'REAL' };
      return dint(b.v === 0 ? 0 : Math.trunc(a.v / b.v));
    case 'MOD':
      return dint(b.v === 0 ? 0 : a.v % b.v);
    case '<':
      return bool(a.v < b.v);
    case '>':
      return bool(a.v > b.v);
    case '<=':
      return bool(a.v <= b.v);
    case '>=':
      return bool(a.v >= b.v);
    case '=':
      return bool(a.v === b.v);
    case '<>':
      return bool(a.v !== b.v);
    case 'AND':
    case 'OR':
    case 'XOR': {
      const x = operator === 'AND' ? a.v & b.v : operator === 'OR' ? a.v | b.v : a.v ^ b.v;
      return a.t === 'BOOL' && b.t === 'BOOL' ? bool(x !== 0) : dint(x);
    }
    default:
      throw new Error(`ReferencePlc: unsupported operator ${operator}`);
  }
}

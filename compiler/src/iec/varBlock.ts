/**
 * Reads IEC 61131-3 variable blocks (`VAR`, `VAR_INPUT`, `VAR_OUTPUT`, `VAR_IN_OUT`, `VAR_GLOBAL`,
 * `VAR_TEMP`, `VAR_EXTERNAL`, optionally qualified `CONSTANT`/`RETAIN`/…) out of a Structured Text source.
 * The reading is split by declaration kind: varReader.ts (blocks and sections), scalarDeclaration.ts,
 * fbDeclaration.ts (IEC function-block instances), arrayDeclaration.ts, constantExpression.ts (initial
 * values), varNames.ts.
 */
import type { Diagnostic } from '../model/diagnostics.ts';
import type { DataTypeMember, TagType } from '../model/project.ts';
import type { FbType, LogicFb } from '../st/blocks.ts';
import type { DeclaredType } from './typeBlock.ts';
import { lexIec } from './varLexer.ts';
import { VarBlockReader } from './varReader.ts';

export { notSupported } from './varNames.ts';

/** One declared variable. */
export interface VarDeclaration {
  /** Name as written. */
  name: string;
  /** Data type. */
  type: TagType;
  /** Initial value: 0/1 for BOOL, an integer for DINT (time literals in ms); 0 when none was given. */
  initial: number;
  /** 1-based line of the name. */
  line: number;
  /** 1-based column of the name. */
  col: number;
  /** The IEC function-block type of a TIMER (TON, TOF, TP, RTO) or COUNTER (CTU, CTD, CTUD) declaration. */
  fb?: FbType;
  /** True when declared in a `VAR CONSTANT` block: the program may not write it. */
  constant?: boolean;
  /** An array (`ARRAY[lo..hi] OF type`): its element count; `type` is the elements' type. */
  dimension?: number;
  /** An array's first index when not 0. */
  lower?: number;
  /** An array's initial element values in index order (missing ones are 0); absent when all are 0. */
  values?: number[];
  /** A STRUCT (or array of STRUCT) declaration's data type name. */
  udt?: string;
  /** Initial member values of a STRUCT or array of STRUCT (memberValues paths); absent when all are 0. */
  memberValues?: Record<string, number>;
  /** A variable of an enumeration: the enumeration's name (`type` is DINT). */
  enumType?: string;
}

/** A declared R_TRIG, F_TRIG, SR or RS instance: no tag, hidden storage of its own. */
export interface VarInstance {
  name: string;
  type: LogicFb;
  line: number;
  col: number;
}

/** What {@link parseVarBlocks} found. */
export interface VarBlockResult {
  /** Every well-formed declaration, in source order (a name declared twice only once). */
  declarations: VarDeclaration[];
  /** R_TRIG, F_TRIG, SR and RS instances, in source order. */
  instances: VarInstance[];
  /**
   * The source with every VAR block blanked out: each character of a block becomes a space, line breaks
   * stay, so lines and columns in `rest` are those of the original source.
   */
  rest: string;
  /** Problems found, source 'st', 1-based line and column. */
  diagnostics: Diagnostic[];
  /** The STRUCT types and enumerations of the source's TYPE blocks, in source order. */
  types: DeclaredType[];
}

/**
 * Parses every `VAR … END_VAR` block of `source` (keywords case-insensitive, comments `(* *)` and `//`).
 * A declaration is `A, B : BOOL;` or `N : DINT := 5;` with types BOOL, DINT, REAL, TIME (a DINT of
 * milliseconds), TIMER and COUNTER, the IEC function blocks (TON, TOF, TP, RTO as TIMER declarations, CTU,
 * CTD, CTUD as COUNTER ones, R_TRIG, F_TRIG, SR, RS as `instances`), and one-dimensional arrays
 * (`Data : ARRAY[0..9] OF DINT := [1, 2, 3(0)];`, see arrayDeclaration.ts). Initial values are constant
 * expressions (see ConstantExpression): BOOL ones TRUE, FALSE, 0, 1 or a BOOL expression, DINT ones
 * integers (sign, `_`, `16#FF`), time literals (`T#1m30s` → 90000 ms), VAR CONSTANT names and operators.
 * Valid IEC types this simulator lacks (INT, LREAL, STRING …), multi-dimensional arrays and `AT`
 * addresses get a 'valid IEC 61131-3 but not supported' error. A block whose END_VAR is missing ends at
 * the end of the input or before the first line of code, with a warning. Never throws.
 */
/**
 * A type a program may use without declaring it: a name (a user FUNCTION_BLOCK's), a type the program
 * declared, or a project data type with its members (so a STRUCT initialiser knows them).
 */
export type KnownType = string | DeclaredType | { name: string; members?: DataTypeMember[] };

export function parseVarBlocks(source: string, projectTypes: readonly KnownType[] = []): VarBlockResult {
  // Most programs have no VAR block: skip lexing the whole source for them.
  if (!/\b(VAR|TYPE)/i.test(source))
    return { declarations: [], instances: [], rest: source, diagnostics: [], types: [] };
  const known = new Map<string, DeclaredType>(
    projectTypes.map((t): [string, DeclaredType] => {
      if (typeof t !== 'string' && 'kind' in t) return [t.name.toUpperCase(), t];
      const name = typeof t === 'string' ? t : t.name;
      const members = typeof t === 'string' ? [] : (t.members ?? []);
      return [name.toUpperCase(), { kind: 'struct', name, members, defaults: {}, line: 0, col: 0 }];
    }),
  );
  const reader = new VarBlockReader(source, lexIec(source), known);
  reader.run();
  let rest = '';
  let last = 0;
  for (const [start, end] of reader.blocks) {
    rest += source.slice(last, start) + source.slice(start, end).replace(/[^\r\n]/g, ' ');
    last = end;
  }
  rest += source.slice(last);
  return {
    declarations: reader.declarations,
    instances: reader.instances,
    rest,
    diagnostics: reader.diagnostics,
    types: reader.types,
  };
}

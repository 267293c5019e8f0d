/**
 * Lezer tree → the typed AST of ../ast.ts, in one walk with a tree cursor and no recursion (any nesting
 * depth is safe): every node leaves one item on a shared stack; when a node is left, its children's
 * items are replaced by its own. Nodes with errors become "bad" items: an expression or leaf statement
 * with an error inside is dropped, a block statement is kept when its header (conditions, selector, FOR
 * range) is whole, without the statements of its body that failed. The walk also collects the error
 * nodes and the problems only the converter sees (unreadable literals, unterminated comments).
 */
import type { Tree } from '@lezer/common';
import { parseIntegerLiteral, parseRealLiteral, parseTimeLiteral } from '../../iec/literals.ts';
import type {
  BinaryOperator,
  CaseClause,
  CaseRange,
  ConditionalBranch,
  Expression,
  FormalArgument,
  IntegerLiteral,
  PathStep,
  Statement,
  StProgram,
  Target,
} from '../ast.ts';
import { pathOf } from '../ast.ts';
import { builtinCall } from '../builtins.ts';
import * as terms from './generated/parser.terms.ts';
import { expectedSymbol, unexpectedInExpression } from './messages.ts';

/** A problem found while converting, with its message already decided. */
export interface ConversionError {
  readonly pos: number;
  readonly message: string;
}

/** A block statement that error recovery closed without its closing keyword. */
export interface UnclosedBlock {
  /**
   * The tokens that continue or close this kind of block: keywords upper-case (`ELSIF`, `ELSE`, `END_IF`
   * for IF), for CASE also `-` and `#number` (any number), which start its labels.
   */
  readonly keywords: ReadonlySet<string>;
  readonly from: number;
  readonly to: number;
}

/** What {@link treeToAst} returns. */
export interface Conversion {
  readonly program: StProgram;
  /** Offsets of the tree's error nodes, in source order. */
  readonly errorNodes: readonly number[];
  /** Literals whose value cannot be read (`2#102`) and an unterminated `(*` comment. */
  readonly conversionErrors: readonly ConversionError[];
  readonly unclosed: readonly UnclosedBlock[];
}

/** What a converted node leaves for its parent. */
type Item =
  | { readonly k: 'expr'; readonly e: Expression }
  | { readonly k: 'stmt'; readonly s: Statement }
  | { readonly k: 'tok'; readonly type: number; readonly from: number; readonly to: number }
  | { readonly k: 'label'; readonly l: Expression | CaseRange }
  | { readonly k: 'clause'; readonly c: CaseClause }
  | { readonly k: 'args'; readonly args: readonly Expression[]; readonly named: readonly FormalArgument[] }
  | { readonly k: 'formal'; readonly a: FormalArgument }
  /** An error node, or an expression or label that did not convert. */
  | { readonly k: 'bad' }
  /** A statement that did not convert (left out of its body). */
  | { readonly k: 'badStmt' };

const BAD: Item = { k: 'bad' };
const BAD_STMT: Item = { k: 'badStmt' };

/** Operator node types to the AST's operators. */
const BINARY_OPERATORS: ReadonlyMap<number, BinaryOperator> = new Map([
  [terms.power, '**'],
  [terms.times, '*'],
  [terms.divide, '/'],
  [terms.MOD, 'MOD'],
  [terms.plus, '+'],
  [terms.minus, '-'],
  [terms.lt, '<'],
  [terms.gt, '>'],
  [terms.le, '<='],
  [terms.ge, '>='],
  [terms.eq, '='],
  [terms.ne, '<>'],
  [terms.AND, 'AND'],
  [terms.ampersand, 'AND'],
  [terms.XOR, 'XOR'],
  [terms.OR, 'OR'],
]);

/** Each block statement's closing keyword, and the keywords that continue or close it. */
const BLOCKS: ReadonlyMap<number, { readonly closer: number; readonly keywords: ReadonlySet<string> }> =
  new Map([
    [terms.IfStatement, { closer: terms.END_IF, keywords: new Set(['ELSIF', 'ELSE', 'END_IF']) }],
    // A CASE's leftovers include its next labels: '#number' stands for any number.
    [
      terms.CaseStatement,
      { closer: terms.END_CASE, keywords: new Set(['ELSE', 'END_CASE', '#number', '-']) },
    ],
    [terms.ForStatement, { closer: terms.END_FOR, keywords: new Set(['END_FOR']) }],
    [terms.WhileStatement, { closer: terms.END_WHILE, keywords: new Set(['END_WHILE']) }],
    [terms.RepeatStatement, { closer: terms.UNTIL, keywords: new Set(['UNTIL', 'END_REPEAT']) }],
  ]);

/** How the walk handles a node type on entering it (0: an inner node, converted when left). */
type Leaf = 0 | 1 | 2 | 3 | 4 | 5 | 6;
/** A keyword or operator: a `tok` item. */
const TOKEN: Leaf = 1;
const NAME: Leaf = 2;
const NUMBER: Leaf = 3;
const TIME: Leaf = 4;
const COMMENT: Leaf = 5;
const REAL: Leaf = 6;

const LEAF = new Uint8Array(128);
for (let type = terms.IF; type <= terms.FALSE; type++) LEAF[type] = TOKEN;
for (const type of BINARY_OPERATORS.keys()) LEAF[type] = TOKEN;
LEAF[terms.Name] = NAME;
LEAF[terms.Number] = NUMBER;
LEAF[terms.TimeLiteral] = TIME;
LEAF[terms.Real] = REAL;
LEAF[terms.LineComment] = COMMENT;
LEAF[terms.BlockComment] = COMMENT;

/** Converts a Lezer tree of `source` (see the file comment). */
export function treeToAst(tree: Tree, source: string): Conversion {
  const builder = new Builder(source);
  const cursor = tree.cursor();
  // The top node (Program) is open for the whole walk.
  const starts: number[] = [0];
  walk: while (cursor.firstChild()) {
    for (;;) {
      const type = cursor.type.id;
      const leaf = (LEAF[type] ?? 0) as Leaf;
      if (leaf !== 0) {
        builder.leaf(leaf, type, cursor.from, cursor.to);
      } else {
        if (type === 0) builder.errorNodes.push(cursor.from);
        starts.push(builder.top);
        if (cursor.firstChild()) continue;
        builder.close(type, starts.pop() ?? 0, cursor.from, cursor.to);
      }
      while (!cursor.nextSibling()) {
        if (!cursor.parent() || starts.length === 1) break walk;
        builder.close(cursor.type.id, starts.pop() ?? 0, cursor.from, cursor.to);
      }
    }
  }
  const program: StProgram = {
    kind: 'program',
    body: builder.statements(0, builder.top),
    from: 0,
    to: source.length,
  };
  return {
    program,
    errorNodes: builder.errorNodes,
    conversionErrors: builder.conversionErrors,
    unclosed: builder.unclosed,
  };
}

class Builder {
  readonly errorNodes: number[] = [];
  readonly conversionErrors: ConversionError[] = [];
  readonly unclosed: UnclosedBlock[] = [];
  /** The item stack: `items[0 .. top)` are live (the array is never shrunk). */
  private readonly items: Item[] = [];
  top = 0;
  private readonly source: string;

  constructor(source: string) {
    this.source = source;
  }

  private push(item: Item): void {
    this.items[this.top++] = item;
  }

  private item(index: number, end: number): Item | undefined {
    return index < end ? this.items[index] : undefined;
  }

  leaf(leaf: Leaf, type: number, from: number, to: number): void {
    switch (leaf) {
      case TOKEN:
        this.push({ k: 'tok', type, from, to });
        return;
      case NAME:
        this.push({ k: 'expr', e: this.nameRef(from, to) });
        return;
      case NUMBER: {
        const value = parseIntegerLiteral(this.source.slice(from, to));
        this.push(
          value === null ? this.badLiteral(from, to) : { k: 'expr', e: { kind: 'integer', value, from, to } },
        );
        return;
      }
      case REAL: {
        const value = parseRealLiteral(this.source.slice(from, to));
        this.push(
          value === null ? this.badLiteral(from, to) : { k: 'expr', e: { kind: 'real', value, from, to } },
        );
        return;
      }
      case TIME: {
        const value = parseTimeLiteral(this.source.slice(from, to));
        this.push(
          value === null ? this.badLiteral(from, to) : { k: 'expr', e: { kind: 'time', value, from, to } },
        );
        return;
      }
      default:
        // Comments: an unterminated `(*` runs to the end of the input.
        if (
          this.source.charCodeAt(from + 1) === 42 &&
          (to - from < 4 || !this.source.startsWith('*)', to - 2))
        ) {
          this.conversionErrors.push({ pos: to, message: expectedSymbol('*)', null) });
        }
    }
  }

  /** Replaces the items of a node's children, `items[start .. top)`, with the node's own item. */
  close(type: number, start: number, from: number, to: number): void {
    const block = BLOCKS.get(type);
    if (block !== undefined && !this.hasKeyword(start, this.top, block.closer)) {
      this.unclosed.push({ keywords: block.keywords, from, to });
    }
    const item = this.build(type, start, this.top, from, to);
    this.top = start;
    this.push(item);
  }

  private build(type: number, start: number, end: number, from: number, to: number): Item {
    const count = end - start;
    const first = this.item(start, end);
    const second = this.item(start + 1, end);
    switch (type) {
      case terms.Boolean:
        if (count !== 1 || first?.k !== 'tok') return BAD;
        return { k: 'expr', e: { kind: 'bool', value: first.type === terms.TRUE, from, to } };
      case terms.Member:
      case terms.Index: {
        if (count !== 2 || first?.k !== 'expr' || second?.k !== 'expr') return BAD;
        const [head, next] = [first.e, second.e];
        const member = type === terms.Member;
        if (member && next.kind !== 'name') return BAD;
        if (head.kind === 'name') {
          if (next.kind === 'name' && member)
            return { k: 'expr', e: { kind: 'member', object: head.name, member: next.name, from, to } };
          return { k: 'expr', e: { kind: 'index', array: head.name, index: next, from, to } };
        }
        if (head.kind !== 'member' && head.kind !== 'index' && head.kind !== 'path') return BAD;
        const step: PathStep =
          next.kind === 'name' && member
            ? { kind: 'member', name: next.name, from: head.to, to }
            : { kind: 'index', index: next, from: head.to, to };
        const { base, steps } = pathOf(head);
        return { k: 'expr', e: { kind: 'path', base, steps: [...steps, step], from, to } };
      }
      case terms.ArgList: {
        const args: Expression[] = [];
        const named: FormalArgument[] = [];
        for (let i = start; i < end; i++) {
          const item = this.items[i];
          if (item?.k === 'expr') args.push(item.e);
          else if (item?.k === 'formal') named.push(item.a);
          else return BAD;
        }
        return { k: 'args', args, named };
      }
      case terms.NamedArgument:
        if (count !== 2 || first?.k !== 'expr' || first.e.kind !== 'name' || second?.k !== 'expr') return BAD;
        return { k: 'formal', a: { kind: 'input', name: first.e.name, value: second.e, from, to } };
      case terms.OutputArgument:
        if (count !== 2 || first?.k !== 'expr' || first.e.kind !== 'name' || second?.k !== 'expr') return BAD;
        if (!isTarget(second.e)) return BAD;
        return { k: 'formal', a: { kind: 'output', name: first.e.name, target: second.e, from, to } };
      case terms.CallExpression: {
        if (count !== 2 || first?.k !== 'expr' || first.e.kind !== 'name' || second?.k !== 'args') return BAD;
        const callee = first.e.name;
        const call = { kind: 'call', callee, args: second.args, from, to } as const;
        return { k: 'expr', e: second.named.length > 0 ? { ...call, named: second.named } : call };
      }
      case terms.ParenExpression:
        if (count !== 1 || first?.k !== 'expr') return BAD;
        return { k: 'expr', e: { kind: 'paren', expression: first.e, from, to } };
      case terms.UnaryExpression: {
        if (count !== 2 || first?.k !== 'tok' || second?.k !== 'expr') return BAD;
        const operator = first.type === terms.NOT ? 'NOT' : '-';
        return { k: 'expr', e: { kind: 'unary', operator, operand: second.e, from, to } };
      }
      case terms.BinaryExpression: {
        const third = this.item(start + 2, end);
        if (count !== 3 || first?.k !== 'expr' || second?.k !== 'tok' || third?.k !== 'expr') return BAD;
        const operator = BINARY_OPERATORS.get(second.type);
        if (operator === undefined) return BAD;
        return { k: 'expr', e: { kind: 'binary', operator, left: first.e, right: third.e, from, to } };
      }
      case terms.CaseValue: {
        // `5` or `-5`, folded into one integer literal; `Filling`, an enumeration's value.
        if (count === 1 && first?.k === 'expr' && first.e.kind === 'name') return { k: 'label', l: first.e };
        const negative = count === 2 && first?.k === 'tok' && first.type === terms.minus;
        const number = negative ? second : first;
        if ((count !== 1 && !negative) || number?.k !== 'expr' || number.e.kind !== 'integer') return BAD;
        const label: IntegerLiteral = {
          kind: 'integer',
          value: negative ? -number.e.value : number.e.value,
          from,
          to,
        };
        return { k: 'label', l: label };
      }
      case terms.CaseRange:
        if (count !== 2 || first?.k !== 'label' || second?.k !== 'label') return BAD;
        if (first.l.kind === 'range' || second.l.kind === 'range') return BAD;
        return { k: 'label', l: { kind: 'range', low: first.l, high: second.l, from, to } };
      case terms.CaseClause:
        return this.caseClause(start, end, from, to);
      case terms.AssignmentStatement:
        if (count !== 2 || first?.k !== 'expr' || second?.k !== 'expr') return BAD_STMT;
        if (!isTarget(first.e)) return BAD_STMT;
        return { k: 'stmt', s: { kind: 'assign', target: first.e, value: second.e, from, to } };
      case terms.CallStatement: {
        if (count !== 1 || first?.k !== 'expr' || first.e.kind !== 'call') return BAD_STMT;
        const call = first.e;
        // `Delay(IN := x)` and `Edge()` (no built-in of that name): function-block calls.
        const formal =
          call.args.length === 0 && (call.named !== undefined || builtinCall(call.callee.name) === undefined);
        if (!formal) return { k: 'stmt', s: { kind: 'callStatement', call, from, to } };
        const named = call.named ?? [];
        return {
          k: 'stmt',
          s: {
            kind: 'fbCall',
            instance: call.callee,
            inputs: named.filter((a) => a.kind === 'input'),
            outputs: named.filter((a) => a.kind === 'output'),
            from,
            to,
          },
        };
      }
      case terms.ExitStatement:
        return count === 1 ? { k: 'stmt', s: { kind: 'exit', from, to } } : BAD_STMT;
      case terms.ContinueStatement:
        return count === 1 ? { k: 'stmt', s: { kind: 'continue', from, to } } : BAD_STMT;
      case terms.ReturnStatement:
        return count === 1 ? { k: 'stmt', s: { kind: 'return', from, to } } : BAD_STMT;
      case terms.EmptyStatement:
        return count === 0 ? { k: 'stmt', s: { kind: 'empty', from, to } } : BAD_STMT;
      case terms.IfStatement:
        return this.ifStatement(start, end, from, to);
      case terms.CaseStatement:
        return this.caseStatement(start, end, from, to);
      case terms.ForStatement:
        return this.forStatement(start, end, from, to);
      case terms.WhileStatement:
        return this.whileStatement(start, end, from, to);
      case terms.RepeatStatement:
        return this.repeatStatement(start, end, from, to);
      default:
        // Error nodes.
        return BAD;
    }
  }

  private nameRef(from: number, to: number): Expression {
    return {
      kind: 'name',
      name: { kind: 'identifier', name: this.source.slice(from, to), from, to },
      from,
      to,
    };
  }

  private badLiteral(from: number, to: number): Item {
    this.conversionErrors.push({ pos: from, message: unexpectedInExpression(this.source.slice(from, to)) });
    return BAD;
  }

  private isKeyword(index: number, end: number, type: number): boolean {
    const item = this.item(index, end);
    return item?.k === 'tok' && item.type === type;
  }

  private hasKeyword(start: number, end: number, type: number): boolean {
    for (let i = start; i < end; i++) if (this.isKeyword(i, end, type)) return true;
    return false;
  }

  /** Index of the first of the `stops` keywords in [start, end), or `end`. */
  private indexOfKeyword(start: number, end: number, ...stops: number[]): number {
    for (let i = start; i < end; i++) {
      const item = this.items[i];
      if (item?.k === 'tok' && stops.includes(item.type)) return i;
    }
    return end;
  }

  /** The expression at `index` when keyword `next` follows it. */
  private expressionBefore(index: number, end: number, next: number): Expression | null {
    const item = this.item(index, end);
    return item?.k === 'expr' && this.isKeyword(index + 1, end, next) ? item.e : null;
  }

  /** The statements in [start, end) that converted. */
  statements(start: number, end: number): Statement[] {
    const body: Statement[] = [];
    for (let i = start; i < end; i++) {
      const item = this.items[i];
      if (item?.k === 'stmt') body.push(item.s);
    }
    return body;
  }

  private ifStatement(start: number, end: number, from: number, to: number): Item {
    const branches: ConditionalBranch[] = [];
    let otherwise: Statement[] | null = null;
    let i = start;
    for (;;) {
      const keyword = this.items[i];
      if (keyword?.k !== 'tok' || (keyword.type !== terms.IF && keyword.type !== terms.ELSIF))
        return BAD_STMT;
      const condition = this.expressionBefore(i + 1, end, terms.THEN);
      if (condition === null) return BAD_STMT;
      const stop = this.indexOfKeyword(i + 3, end, terms.ELSIF, terms.ELSE, terms.END_IF);
      const body = this.statements(i + 3, stop);
      const then = this.items[i + 2];
      const last = body[body.length - 1];
      branches.push({
        condition,
        body,
        from: keyword.from,
        to: last?.to ?? (then?.k === 'tok' ? then.to : to),
      });
      i = stop;
      if (this.isKeyword(i, end, terms.ELSIF)) continue;
      if (this.isKeyword(i, end, terms.ELSE)) {
        otherwise = this.statements(i + 1, this.indexOfKeyword(i + 1, end, terms.END_IF));
      }
      return { k: 'stmt', s: { kind: 'if', branches, otherwise, from, to } };
    }
  }

  private caseClause(start: number, end: number, from: number, to: number): Item {
    const labels: (Expression | CaseRange)[] = [];
    let i = start;
    for (; i < end; i++) {
      const item = this.items[i];
      if (item?.k === 'label') labels.push(item.l);
      else if (item?.k === 'stmt' || item?.k === 'badStmt') break;
      else return BAD;
    }
    if (labels.length === 0) return BAD;
    return { k: 'clause', c: { labels, body: this.statements(i, end), from, to } };
  }

  private caseStatement(start: number, end: number, from: number, to: number): Item {
    if (!this.isKeyword(start, end, terms.CASE)) return BAD_STMT;
    const selector = this.expressionBefore(start + 1, end, terms.OF);
    if (selector === null) return BAD_STMT;
    const clauses: CaseClause[] = [];
    let i = start + 3;
    for (; i < end; i++) {
      const item = this.items[i];
      if (item?.k === 'clause') clauses.push(item.c);
      else if (item?.k === 'tok') break;
    }
    const otherwise = this.isKeyword(i, end, terms.ELSE)
      ? this.statements(i + 1, this.indexOfKeyword(i + 1, end, terms.END_CASE))
      : null;
    return { k: 'stmt', s: { kind: 'case', selector, clauses, otherwise, from, to } };
  }

  private forStatement(start: number, end: number, from: number, to: number): Item {
    const variable = this.item(start + 1, end);
    if (!this.isKeyword(start, end, terms.FOR) || variable?.k !== 'expr' || variable.e.kind !== 'name') {
      return BAD_STMT;
    }
    const first = this.expressionBefore(start + 2, end, terms.TO);
    const last = this.item(start + 4, end);
    if (first === null || last?.k !== 'expr') return BAD_STMT;
    let i = start + 5;
    let step: Expression | null = null;
    if (this.isKeyword(i, end, terms.BY)) {
      step = this.expressionBefore(i + 1, end, terms.DO);
      if (step === null) return BAD_STMT;
      i += 2;
    }
    if (!this.isKeyword(i, end, terms.DO)) return BAD_STMT;
    const body = this.statements(i + 1, this.indexOfKeyword(i + 1, end, terms.END_FOR));
    return {
      k: 'stmt',
      s: { kind: 'for', variable: variable.e, start: first, end: last.e, step, body, from, to },
    };
  }

  private whileStatement(start: number, end: number, from: number, to: number): Item {
    if (!this.isKeyword(start, end, terms.WHILE)) return BAD_STMT;
    const condition = this.expressionBefore(start + 1, end, terms.DO);
    if (condition === null) return BAD_STMT;
    const body = this.statements(start + 3, this.indexOfKeyword(start + 3, end, terms.END_WHILE));
    return { k: 'stmt', s: { kind: 'while', condition, body, from, to } };
  }

  private repeatStatement(start: number, end: number, from: number, to: number): Item {
    if (!this.isKeyword(start, end, terms.REPEAT)) return BAD_STMT;
    const until = this.indexOfKeyword(start + 1, end, terms.UNTIL);
    const condition = this.item(until + 1, end);
    if (condition?.k !== 'expr') return BAD_STMT;
    // Nothing but END_REPEAT may follow the condition (an error node there may be part of it).
    const after = until + 2;
    if (after < end && !(after + 1 === end && this.isKeyword(after, end, terms.END_REPEAT))) return BAD_STMT;
    return {
      k: 'stmt',
      s: { kind: 'repeat', body: this.statements(start + 1, until), condition: condition.e, from, to },
    };
  }
}

const isTarget = (e: Expression): e is Target =>
  e.kind === 'name' || e.kind === 'member' || e.kind === 'index' || e.kind === 'path';

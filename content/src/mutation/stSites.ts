/**
 * Where a Structured Text program can be mutated: its statements, comparison and AND/OR operators and
 * constants, with their character spans in the source. Reads the compiler's own parser so spans are
 * exact; VAR blocks are blanked first (as the compiler does), so their initial values are never sites.
 */
import { parseVarBlocks } from '@plcsim/compiler';
// The compiler package exports no parser; its AST and parser are read from source (same monorepo).
import type { Expression, Statement } from '../../../compiler/src/st/ast.ts';
import { parseSt } from '../../../compiler/src/st/parse/parseSt.ts';
import { extractUnits } from '../../../compiler/src/iec/unitSource.ts';

export type SiteKind =
  | 'statement'
  | 'comparison'
  | 'and-or'
  | 'integer'
  | 'time'
  | 'bool'
  | 'real'
  /** `LIMIT(MN, IN, MX)`: the span from MN's start to MX's end, `limits` the two bounds' spans. */
  | 'limit';

/** A span of the source and what it holds. */
export interface Site {
  kind: SiteKind;
  from: number;
  to: number;
  /** Operator text (upper case) for operator sites, the value for constants. */
  value: string | number | boolean;
  /** An integer literal in a CASE label list (where a negative value needs no parentheses). */
  caseLabel?: boolean;
  /** A comparison with a REAL operand (realValues.ts). */
  real?: boolean;
  /** A `limit` site: the spans of MN and MX. */
  limits?: readonly [{ from: number; to: number }, { from: number; to: number }];
}

/** Whether an expression is REAL; without one, no comparison counts as REAL. */
export type RealTest = (expression: Expression) => boolean;
const NOTHING_REAL: RealTest = () => false;

const COMPARISONS = new Set(['<', '>', '<=', '>=', '=', '<>']);

/** The gap between two operands with its comments blanked (same length), to find the operator in. */
function blankComments(text: string): string {
  return text
    .replace(/\(\*[\s\S]*?\*\)/g, (c) => ' '.repeat(c.length))
    .replace(/\/\/[^\n]*/g, (c) => ' '.repeat(c.length));
}

function operatorSite(source: string, from: number, to: number, operator: string): Site | undefined {
  const gap = blankComments(source.slice(from, to));
  const pattern = operator === 'AND' ? /\bAND\b|&/i : operator === 'OR' ? /\bOR\b/i : /<>|<=|>=|<|>|=/;
  const match = pattern.exec(gap);
  if (!match) return undefined;
  const kind = operator === 'AND' || operator === 'OR' ? 'and-or' : 'comparison';
  return { kind, from: from + match.index, to: from + match.index + match[0].length, value: operator };
}

/** The sites of one expression (exported for the expressions of ladder CPT and CMP). */
export function expressionSites(
  source: string,
  expression: Expression,
  sites: Site[],
  isReal: RealTest = NOTHING_REAL,
): void {
  const visit = (e: Expression) => expressionSites(source, e, sites, isReal);
  switch (expression.kind) {
    case 'integer':
      sites.push({ kind: 'integer', from: expression.from, to: expression.to, value: expression.value });
      return;
    case 'time':
      sites.push({ kind: 'time', from: expression.from, to: expression.to, value: expression.value });
      return;
    case 'bool':
      sites.push({ kind: 'bool', from: expression.from, to: expression.to, value: expression.value });
      return;
    case 'real':
      sites.push({ kind: 'real', from: expression.from, to: expression.to, value: expression.value });
      return;
    case 'name':
    case 'member':
      return;
    case 'unary':
      visit(expression.operand);
      return;
    case 'paren':
      visit(expression.expression);
      return;
    case 'call': {
      const [low, , high] = expression.args;
      if (expression.callee.name.toUpperCase() === 'LIMIT' && expression.args.length === 3 && low && high)
        sites.push({
          kind: 'limit',
          from: low.from,
          to: high.to,
          value: 'LIMIT',
          limits: [
            { from: low.from, to: low.to },
            { from: high.from, to: high.to },
          ],
        });
      expression.args.forEach(visit);
      for (const named of expression.named ?? []) if (named.kind === 'input') visit(named.value);
      return;
    }
    case 'binary': {
      visit(expression.left);
      const { operator } = expression;
      if (COMPARISONS.has(operator) || operator === 'AND' || operator === 'OR') {
        const site = operatorSite(source, expression.left.to, expression.right.from, operator);
        if (site && site.kind === 'comparison' && (isReal(expression.left) || isReal(expression.right)))
          site.real = true;
        if (site) sites.push(site);
      }
      visit(expression.right);
      return;
    }
  }
}

function statementSites(
  source: string,
  statements: readonly Statement[],
  sites: Site[],
  isReal: RealTest,
): void {
  const visit = (e: Expression) => expressionSites(source, e, sites, isReal);
  const body = (b: readonly Statement[]) => statementSites(source, b, sites, isReal);
  for (const statement of statements) {
    if (statement.kind === 'empty') continue;
    sites.push({ kind: 'statement', from: statement.from, to: statement.to, value: statement.kind });
    switch (statement.kind) {
      case 'assign':
        visit(statement.value);
        break;
      case 'callStatement':
        visit(statement.call);
        break;
      case 'if':
        for (const branch of statement.branches) {
          visit(branch.condition);
          body(branch.body);
        }
        body(statement.otherwise ?? []);
        break;
      case 'case':
        visit(statement.selector);
        for (const clause of statement.clauses) {
          for (const label of clause.labels) {
            if (label.kind === 'range') continue;
            if (label.kind === 'integer')
              sites.push({
                kind: 'integer',
                from: label.from,
                to: label.to,
                value: label.value,
                caseLabel: true,
              });
          }
          body(clause.body);
        }
        body(statement.otherwise ?? []);
        break;
      case 'for':
        visit(statement.start);
        visit(statement.end);
        if (statement.step) visit(statement.step);
        body(statement.body);
        break;
      case 'while':
      case 'repeat':
        visit(statement.condition);
        body(statement.body);
        break;
      case 'fbCall':
        for (const input of statement.inputs) visit(input.value);
        break;
      case 'exit':
      case 'continue':
      case 'return':
        break;
    }
  }
}

const blank = (text: string) => text.replace(/[^\r\n]/g, ' ');

/**
 * Every mutation site of `source`, in source order of discovery; none when it does not parse. The
 * statements of user FUNCTION_BLOCKs and FUNCTIONs are sites too (a learner writes them as the
 * program's logic): each body is parsed on its own, the rest of the source blanked, so spans stay.
 */
export function stSites(source: string, isReal: RealTest = NOTHING_REAL): Site[] {
  const { rest: main, units } = extractUnits(source);
  const sites: Site[] = [];
  const parts = [
    main,
    ...units.map(
      ({ body: [from, to] }) =>
        blank(source.slice(0, from)) + source.slice(from, to) + blank(source.slice(to)),
    ),
  ];
  for (const part of parts) {
    const { rest } = parseVarBlocks(part);
    const { program, diagnostics } = parseSt(rest);
    if (diagnostics.length > 0) return [];
    statementSites(source, program.body, sites, isReal);
  }
  return sites;
}

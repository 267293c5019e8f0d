/**
 * Where a Structured Text program can be mutated: its statements, comparison and AND/OR operators and
 * constants, with their character spans in the source. Reads the compiler's own parser so spans are
 * exact; VAR blocks are blanked first (as the compiler does), so their initial values are never sites.
 */
import { parseVarBlocks } from '@plcsim/compiler';
// The compiler package exports no parser; its AST and parser are read from source (same monorepo).
import type { Expression, Statement } from '../../../compiler/src/st/ast.ts';
import { parseSt } from '../../../compiler/src/st/parse/parseSt.ts';

export type SiteKind = 'statement' | 'comparison' | 'and-or' | 'integer' | 'time' | 'bool';

/** A span of the source and what it holds. */
export interface Site {
  kind: SiteKind;
  from: number;
  to: number;
  /** Operator text (upper case) for operator sites, the value for constants. */
  value: string | number | boolean;
  /** An integer literal in a CASE label list (where a negative value needs no parentheses). */
  caseLabel?: boolean;
}

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

function expressionSites(source: string, expression: Expression, sites: Site[]): void {
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
    case 'name':
    case 'member':
      return;
    case 'unary':
      expressionSites(source, expression.operand, sites);
      return;
    case 'paren':
      expressionSites(source, expression.expression, sites);
      return;
    case 'call':
      expression.args.forEach((arg) => expressionSites(source, arg, sites));
      for (const named of expression.named ?? [])
        if (named.kind === 'input') expressionSites(source, named.value, sites);
      return;
    case 'binary': {
      expressionSites(source, expression.left, sites);
      const { operator } = expression;
      if (COMPARISONS.has(operator) || operator === 'AND' || operator === 'OR') {
        const site = operatorSite(source, expression.left.to, expression.right.from, operator);
        if (site) sites.push(site);
      }
      expressionSites(source, expression.right, sites);
      return;
    }
  }
}

function statementSites(source: string, statements: readonly Statement[], sites: Site[]): void {
  for (const statement of statements) {
    if (statement.kind === 'empty') continue;
    sites.push({ kind: 'statement', from: statement.from, to: statement.to, value: statement.kind });
    switch (statement.kind) {
      case 'assign':
        expressionSites(source, statement.value, sites);
        break;
      case 'callStatement':
        expressionSites(source, statement.call, sites);
        break;
      case 'if':
        for (const branch of statement.branches) {
          expressionSites(source, branch.condition, sites);
          statementSites(source, branch.body, sites);
        }
        statementSites(source, statement.otherwise ?? [], sites);
        break;
      case 'case':
        expressionSites(source, statement.selector, sites);
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
          statementSites(source, clause.body, sites);
        }
        statementSites(source, statement.otherwise ?? [], sites);
        break;
      case 'for':
        expressionSites(source, statement.start, sites);
        expressionSites(source, statement.end, sites);
        if (statement.step) expressionSites(source, statement.step, sites);
        statementSites(source, statement.body, sites);
        break;
      case 'while':
      case 'repeat':
        expressionSites(source, statement.condition, sites);
        statementSites(source, statement.body, sites);
        break;
      case 'fbCall':
        for (const input of statement.inputs) expressionSites(source, input.value, sites);
        break;
      case 'exit':
      case 'continue':
      case 'return':
        break;
    }
  }
}

/** Every mutation site of `source`, in source order of discovery; none when it does not parse. */
export function stSites(source: string): Site[] {
  const { rest } = parseVarBlocks(source);
  const { program, diagnostics } = parseSt(rest);
  if (diagnostics.length > 0) return [];
  const sites: Site[] = [];
  statementSites(source, program.body, sites);
  return sites;
}

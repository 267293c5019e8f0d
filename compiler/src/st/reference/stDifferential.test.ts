/**
 * Differential test for Structured Text: random valid programs (randomStProgram.ts) compiled by
 * `compileProject` and run on the WebAssembly VM must hold the same value as the reference interpreter
 * (stReference.ts, over the `parseSt` AST) in every tag and member after load, after the pre-scan and
 * after every scan, and log the same loop-cap warnings. A second test checks that the parser reads the
 * printed source back as the generated tree (spans, parentheses and casing aside).
 */
import { describe, expect, it } from 'vitest';
import { loadEngine } from '@plcsim/engine-wasm/node';
import { compileProject } from '../../compile.ts';
import { parseVarBlocks } from '../../iec/varBlock.ts';
import type { Statement } from '../ast.ts';
import { parseSt } from '../parse/parseSt.ts';
import { randomStProgram, randomStSchedule } from './randomStProgram.ts';
import { StReference } from './stReference.ts';

const SEEDS = 1000;
const SCANS = 30;

/** The source with line numbers, for failure messages. */
function listing(source: string): string {
  return source
    .split('\n')
    .map((line, i) => `${String(i + 1).padStart(4)} | ${line}`)
    .join('\n');
}

describe('Structured Text: VM against the reference interpreter', () => {
  it(`agrees on ${SEEDS} random programs over ${SCANS} scans`, { timeout: 180_000 }, async () => {
    const engine = await loadEngine();
    let warnings = 0;
    for (let seed = 1; seed <= SEEDS; seed++) {
      const { project, source, instances } = randomStProgram(seed);
      const fail = (when: string, detail: string): never => {
        throw new Error(`seed ${seed}, ${when}: ${detail}\n${listing(source)}`);
      };
      const { program, diagnostics } = compileProject(project);
      const errors = diagnostics.filter((d) => d.severity !== 'warning');
      if (program === null || errors.length > 0) fail('compile', JSON.stringify(diagnostics));
      const parsed = parseSt(parseVarBlocks(source).rest);
      if (parsed.diagnostics.length > 0) fail('parse', JSON.stringify(parsed.diagnostics));
      const reference = new StReference(project, parsed.program, source, instances);
      const schedule = randomStSchedule(seed, SCANS, project);

      const compare = (when: string): void => {
        for (const name of reference.names()) {
          const ref = reference.get(name);
          const vm = engine.get(name);
          if (vm !== ref) fail(when, `${name}: VM ${vm ?? 'no such tag'}, reference ${ref}`);
        }
        const vmWarnings = JSON.stringify(engine.warnings());
        const refWarnings = JSON.stringify(reference.warnings());
        if (vmWarnings !== refWarnings) fail(when, `warnings: VM ${vmWarnings}, reference ${refWarnings}`);
      };

      if (program === null) return;
      const loaded = engine.load(program);
      if (!loaded.ok) fail('load', `trap ${loaded.trap}: ${loaded.message}`);
      compare('after load');
      const pre = engine.prescan();
      reference.prescan();
      if (!pre.ok) fail('pre-scan', `trap ${pre.trap}: ${pre.message}`);
      compare('after pre-scan');
      for (const [scan, step] of schedule.entries()) {
        for (const { name, value } of step.writes) {
          if (!engine.set(name, value)) fail(`scan ${scan}`, `the VM has no tag ${name}`);
          reference.set(name, value);
        }
        const status = engine.scan(step.dt);
        reference.scan(step.dt);
        if (!status.ok) fail(`scan ${scan}`, `trap ${status.trap}: ${status.message}`);
        compare(`scan ${scan} (dt ${step.dt}, inputs ${JSON.stringify(step.writes)})`);
      }
      warnings += reference.warnings().length;
    }
    // The generator must actually reach the loop cap now and then.
    expect(warnings).toBeGreaterThan(SEEDS / 50);
  });
});

// ------------------------------------------------------------------------------- round trip

/** A plain, comparable form of an AST: no spans, no parentheses, names upper-cased, `-literal` folded. */
function normalize(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(normalize);
  if (node === null || typeof node !== 'object') return node;
  const n = node as Record<string, unknown>;
  if (n.kind === 'paren') return normalize(n.expression);
  if (n.kind === 'identifier') return String(n.name).toUpperCase();
  if (n.kind === 'unary' && n.operator === '-') {
    const operand = normalize(n.operand) as Record<string, unknown>;
    if (operand.kind === 'integer') return { kind: 'integer', value: -(operand.value as number) };
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(n)) {
    if (key !== 'from' && key !== 'to') out[key] = normalize(value);
  }
  return out;
}

/** The first path where two normalized trees differ, or null. */
function firstDifference(a: unknown, b: unknown, path = 'program'): string | null {
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    return a === b ? null : `${path}: generated ${JSON.stringify(a)}, parsed ${JSON.stringify(b)}`;
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const diff = firstDifference(
      (a as Record<string, unknown>)[key],
      (b as Record<string, unknown>)[key],
      `${path}.${key}`,
    );
    if (diff !== null) return diff;
  }
  return null;
}

describe('Structured Text: the parser reads printed programs back', () => {
  it('gives the generated tree for 300 random programs', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const { program, source } = randomStProgram(seed);
      const parsed = parseSt(parseVarBlocks(source).rest);
      if (parsed.diagnostics.length > 0) {
        throw new Error(`seed ${seed}: ${JSON.stringify(parsed.diagnostics)}\n${listing(source)}`);
      }
      const diff = firstDifference(normalize(program), normalize(parsed.program));
      if (diff !== null) throw new Error(`seed ${seed}: ${diff}\n${listing(source)}`);
    }
  });

  it('puts every loop statement span at its keyword', () => {
    for (let seed = 1; seed <= 100; seed++) {
      const { source } = randomStProgram(seed);
      const loops: Statement[] = [];
      const visit = (list: readonly Statement[]): void => {
        for (const s of list) {
          if (s.kind === 'for' || s.kind === 'while' || s.kind === 'repeat') loops.push(s);
          if (s.kind === 'if') {
            s.branches.forEach((b) => visit(b.body));
            if (s.otherwise) visit(s.otherwise);
          } else if (s.kind === 'case') {
            s.clauses.forEach((c) => visit(c.body));
            if (s.otherwise) visit(s.otherwise);
          } else if (s.kind === 'for' || s.kind === 'while' || s.kind === 'repeat') visit(s.body);
        }
      };
      visit(parseSt(parseVarBlocks(source).rest).program.body);
      for (const loop of loops) {
        const keyword = loop.kind === 'for' ? 'FOR' : loop.kind === 'while' ? 'WHILE' : 'REPEAT';
        expect(source.slice(loop.from, loop.from + keyword.length).toUpperCase(), `seed ${seed}`).toBe(
          keyword,
        );
      }
    }
  });
});

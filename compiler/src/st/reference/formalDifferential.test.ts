/**
 * Issue 17: the positional (spec) and formal (IEC) spellings of the same program behave identically.
 * Random programs (randomStProgram.ts, without IEC forms) are rewritten: each TIMER tag gets an IEC type in
 * a VAR block (the instruction of its first call), every call of that instruction on it becomes a formal
 * call with its inputs in random order, some omitted when they cannot change anything (a preset equal to
 * the one just written), and member reads get their IEC names (DN → Q, ACC → ET, PRE → PT, EN → IN; TT → Q
 * for TP). Both programs run on the VM over the same seeded input schedule and must hold the same value in
 * every tag and member after the pre-scan and after every scan.
 */
import { loadEngine } from '@plcsim/engine-wasm/node';
import { describe, expect, it } from 'vitest';
import { compileProject } from '../../compile.ts';
import type { Project } from '../../model/project.ts';
import { Dice, mulberry32 } from '../../reference/random.ts';
import type { Expression, Statement, StProgram } from '../ast.ts';
import { fbCall, memberRef } from './astBuilders.ts';
import { printSt } from './printSt.ts';
import { randomStProgram, randomStSchedule } from './randomStProgram.ts';

const SEEDS = 400;
const SCANS = 30;
const TIMERS = new Set(['TON', 'TOF', 'RTO', 'TP']);

/** IEC name of a Logix member, per instruction. */
function iecMember(type: string, member: string): string {
  switch (member.toUpperCase()) {
    case 'DN':
      return type === 'TP' ? 'DN' : 'Q';
    case 'TT':
      return type === 'TP' ? 'Q' : 'TT';
    case 'ACC':
      return 'ET';
    case 'PRE':
      return 'PT';
    case 'EN':
      return 'IN';
    default:
      return member;
  }
}

/** The formal spelling of `program` over `project` (see the file comment). */
function formal(program: StProgram, project: Project, d: Dice): { source: string; calls: number } {
  const byName = new Map<string, string>();
  for (const tag of Object.values(project.tagMap)) {
    if (tag.data_type !== 'TIMER') continue;
    byName.set(tag.name.toUpperCase(), tag.name);
    if (tag.alias) byName.set(tag.alias.toUpperCase(), tag.name);
  }
  const declared = new Map<string, string>();
  let calls = 0;
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (node === null || typeof node !== 'object') return node;
    const n = node as Record<string, unknown>;
    if (n.kind === 'callStatement') {
      const s = n as unknown as Extract<Statement, { kind: 'callStatement' }>;
      const kind = s.call.callee.name.toUpperCase();
      const [first, input, preset] = s.call.args;
      const tag = first?.kind === 'name' ? byName.get(first.name.name.toUpperCase()) : undefined;
      if (TIMERS.has(kind) && tag !== undefined && first?.kind === 'name' && input !== undefined) {
        if (!declared.has(tag)) declared.set(tag, kind);
        if (declared.get(tag) === kind) {
          calls++;
          const inputs: [string, Expression][] = [['IN', visit(input) as Expression]];
          if (preset !== undefined) inputs.push(['PT', visit(preset) as Expression]);
          // The input is read before the preset is written: keep that order when the input reads PRE.
          if (inputs.length === 2 && !JSON.stringify(input).includes('"PRE"') && d.chance(0.5))
            inputs.reverse();
          return fbCall(first.name.name, inputs);
        }
      }
    }
    if (n.kind === 'member') {
      const m = n as unknown as Extract<Expression, { kind: 'member' }>;
      const tag = byName.get(m.object.name.toUpperCase());
      const type = tag === undefined ? undefined : declared.get(tag);
      if (type !== undefined && d.chance(0.7))
        return memberRef(m.object.name, iecMember(type, m.member.name));
      return node;
    }
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(n)) out[key] = visit(value);
    return out;
  };
  // Two passes: the first fixes each timer's type (first call), the second rewrites every reference.
  visit(program);
  calls = 0;
  const rewritten = visit(program) as StProgram;
  const vars = [...declared].map(([tag, type]) => `  ${tag} : ${type};\n`).join('');
  return { source: `${vars ? `VAR\n${vars}END_VAR\n` : ''}${printSt(rewritten)}`, calls };
}

describe('Structured Text: positional and formal calls give identical traces', () => {
  it(`on ${SEEDS} random programs over ${SCANS} scans`, { timeout: 120_000 }, async () => {
    const positionalEngine = await loadEngine();
    const formalEngine = await loadEngine();
    let converted = 0;
    for (let seed = 1; seed <= SEEDS; seed++) {
      const { project, source, program } = randomStProgram(seed, { iec: false });
      const rewritten = formal(program, project, new Dice(mulberry32(seed ^ 0x51f15e)));
      converted += rewritten.calls;
      const a = compileProject(project).program;
      const compiled = compileProject({ ...project, stSource: rewritten.source });
      const b = compiled.program;
      const context = `seed ${seed}\n--- positional\n${source}\n--- formal\n${rewritten.source}`;
      expect(
        compiled.diagnostics.filter((x) => x.severity !== 'warning'),
        context,
      ).toEqual([]);
      if (a === null || b === null) throw new Error(context);
      positionalEngine.load(a);
      formalEngine.load(b);
      const names = a.symbols.map((symbol) => symbol.name);
      const compare = (when: string) => {
        for (const name of names) {
          const x = positionalEngine.get(name);
          const y = formalEngine.get(name);
          if (x !== y) throw new Error(`${when}, ${name}: positional ${x}, formal ${y}\n${context}`);
        }
      };
      positionalEngine.prescan();
      formalEngine.prescan();
      compare('after pre-scan');
      for (const [scan, step] of randomStSchedule(seed, SCANS, project).entries()) {
        for (const { name, value } of step.writes) {
          positionalEngine.set(name, value);
          formalEngine.set(name, value);
        }
        positionalEngine.scan(step.dt);
        formalEngine.scan(step.dt);
        compare(`scan ${scan}`);
      }
    }
    // The rewrite must actually reach most timer calls.
    expect(converted).toBeGreaterThan(SEEDS);
  });
});

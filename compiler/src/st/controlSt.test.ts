/**
 * CONTROL tags in Structured Text (issue 25): a program reads and writes a CONTROL's members as paths
 * (`Queue.POS`, `Queue.DN`), with the member names' exact messages, the same slots the ladder's file
 * instructions use.
 */
import { loadEngine } from '@plcsim/engine-wasm/node';
import { slotValue, type Engine } from '@plcsim/engine-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileProject } from '../compile.ts';
import type { Project } from '../model/project.ts';
import * as b from '../reference/builders.ts';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

const stProject = (source: string): Project => ({
  ...b.project(b.control('Queue', 4, { pos: 1 }), b.tag('Full', 'BOOL'), b.tag('Room', 'DINT')),
  programMode: 'ST',
  stSource: source,
});

describe('CONTROL members in Structured Text', () => {
  it('reads LEN and POS and writes a member, on the VM', () => {
    const source =
      'Room := Queue.LEN - Queue.POS;\nQueue.POS := Queue.POS + 1;\nFull := Queue.POS >= Queue.LEN;';
    const { program, diagnostics } = compileProject(stProject(source));
    expect(diagnostics).toEqual([]);
    if (!program) throw new Error('no program');
    expect(engine.load(program).ok).toBe(true);
    engine.prescan();
    const get = (name: string) => {
      const symbol = engine.symbol(name);
      if (!symbol) throw new Error(`no symbol ${name}`);
      return slotValue(engine.slots()[symbol.slot] ?? 0, symbol.type);
    };
    engine.scan(100);
    expect([get('Room'), get('Queue.POS'), get('Full')]).toEqual([3, 2, 0]);
    engine.scan(100);
    engine.scan(100);
    expect([get('Room'), get('Queue.POS'), get('Full')]).toEqual([1, 4, 1]);
  });

  it('names the CONTROL members when one does not exist', () => {
    const messages = compileProject(stProject('Room := Queue.ACC;')).diagnostics.map((d) => d.message);
    expect(messages).toEqual([
      "'Queue.ACC': CONTROL has no member ACC (its members: LEN, POS, EN, EU, DN, EM, ER, UL, IN, FD)",
    ]);
  });
});

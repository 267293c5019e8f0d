/** The document fuzzer's issue 25 mutations (instructionMutations.ts): bases and refusals. */
import { describe, expect, it } from 'vitest';
import { DOCUMENT_KINDS, documentInput } from './documentInputs.ts';
import { checkIsolated } from './isolated.ts';
import type { Project } from '../project.ts';

const CHECK = { floorMs: 200, msPerKB: 4, keepMessages: true } as const;

describe("the document fuzzer's issue 25 mutations", () => {
  it(
    'builds ladder bases holding compute, file, program-control, PID and subroutine instructions',
    { timeout: 60_000 },
    () => {
      const types = new Set<string>();
      let routines = 0;
      for (let iteration = 0; iteration < 300; iteration++) {
        const { document, kind } = documentInput(11, iteration);
        if (kind === 'wrong-types' || kind === 'stacked' || kind === 'prototype-keys') continue;
        const p = document as Project;
        if (p.programMode === 'ST' || !p.instructionMap) continue;
        for (const instruction of Object.values(p.instructionMap)) types.add(instruction.type);
        if ((p.routines ?? []).length > 0) routines++;
      }
      for (const type of [
        'CPT',
        'LIM',
        'SCP',
        'BSL',
        'FFL',
        'FFU',
        'COP',
        'JMP',
        'LBL',
        'MCR',
        'JSR',
        'PID',
      ]) {
        expect([type, types.has(type)]).toEqual([type, true]);
      }
      expect(routines).toBeGreaterThan(10);
    },
  );

  it('takes odd-slot and rung-in-two-routines in the first round', () => {
    expect(DOCUMENT_KINDS).toContain('odd-slot');
    expect(DOCUMENT_KINDS).toContain('rung-in-two-routines');
  });

  it('refuses a rung listed by two routines, naming it, without a throw', { timeout: 60_000 }, async () => {
    let checked = 0;
    for (let iteration = 0; checked < 3 && iteration < 400; iteration++) {
      const input = documentInput(5, iteration);
      if (input.kind !== 'rung-in-two-routines' || input.expect !== 'refuse') continue;
      checked++;
      const result = await checkIsolated(input, { check: CHECK });
      if ('lost' in result) expect.fail(`${result.lost.problem} (in ${result.lost.stage})`);
      expect(result.report.problems).toEqual([]);
      expect(result.report.refused).toBe(true);
      const rung = input.offenders[0] ?? '';
      expect((result.report.messages ?? []).some((m) => m.includes(`Rung "${rung}" is listed by both`))).toBe(
        true,
      );
    }
    expect(checked).toBe(3);
  });
});

import type { Project } from '@plcsim/compiler';
import { describe, expect, it } from 'vitest';
import {
  operandView,
  cachedRungLayout,
  GUTTER,
  LEG_GAP,
  layoutRung,
  MAX_DRAWN_NESTING,
  RIGHT_MARGIN,
  rungParts,
  stretchIndexOf,
  textWidth,
  WIRE_MIN,
  type BranchLayout,
  type ElementLayout,
  type InstructionLayout,
  type LegLayout,
  type RungLayout,
} from './layout.ts';
import { b1Project, instructionId as idOf, ladderProject as ladder } from './testing.ts';

const asBranch = (e: ElementLayout | undefined) => e as BranchLayout;
const asInstruction = (e: ElementLayout | undefined) => e as InstructionLayout;

/**
 * The geometry every layout keeps: in each leg wires and cells alternate left to right without
 * overlapping, wires join `outX` to `inX`, legs of a branch stack without overlapping and end at its
 * connectors. Returns the number of legs checked.
 */
function checkLeg(leg: LegLayout, x0: number, x1: number): number {
  let legs = 1;
  expect(leg.wires).toHaveLength(leg.elements.length + 1);
  expect(leg.wires[0]?.x1).toBe(x0);
  expect(leg.wires[leg.wires.length - 1]?.x2).toBe(x1);
  let cursor = x0;
  leg.elements.forEach((element, i) => {
    const before = leg.wires[i];
    const after = leg.wires[i + 1];
    expect(element.x).toBeGreaterThanOrEqual(cursor);
    expect(element.wireY).toBe(leg.wireY);
    expect(before?.x2).toBe(element.inX);
    expect(after?.x1).toBe(element.outX);
    expect(element.inX).toBeGreaterThanOrEqual(element.x);
    expect(element.outX).toBeLessThanOrEqual(element.x + element.width);
    cursor = element.x + element.width;
    if (element.kind === 'branch') {
      let bottom = -Infinity;
      element.legs.forEach((child, j) => {
        if (j > 0) expect(child.wireY).toBeGreaterThan(bottom);
        legs += checkLeg(child, element.inX, element.outX);
        // The room a leg needs below its wire comes before the next leg's room above.
        bottom = child.wireY + Math.max(...child.elements.map((e) => e.bottom), 8);
      });
    }
  });
  expect(cursor).toBeLessThanOrEqual(x1);
  return legs;
}

function checkRung(layout: RungLayout): number {
  return checkLeg(layout.main, GUTTER, layout.naturalWidth - RIGHT_MARGIN);
}

describe('layoutRung', () => {
  it('puts a contact and a coil on one wire, three wire segments fed left to right', () => {
    const project = ladder('XIC(Start)OTE(Motor);');
    const rungId = project.rungs[0] as string;
    const xic = idOf(project, 'XIC');
    const ote = idOf(project, 'OTE');
    const layout = layoutRung(project, rungId);
    checkRung(layout);
    const [contact, coil] = layout.main.elements.map(asInstruction);
    expect(contact?.type).toBe('XIC');
    expect(contact?.tag.text).toBe('Start');
    expect(contact?.symbol?.shape).toBe('contact');
    expect(coil?.symbol?.shape).toBe('coil');
    expect(layout.main.wires.map((w) => w.source)).toEqual([null, xic, ote]);
    expect(layout.main.wires.map((w) => w.id)).toEqual([
      `wire:${rungId}:start`,
      `wire:${rungId}:${xic}`,
      `wire:${rungId}:${ote}`,
    ]);
    // The coil is the trailing output: the wire before it takes any extra width.
    expect(layout.main.stretchIndex).toBe(1);
    expect(contact?.x).toBe(GUTTER + WIRE_MIN);
    expect(layout.naturalWidth).toBe(
      GUTTER + (contact?.width ?? 0) + (coil?.width ?? 0) + 3 * WIRE_MIN + RIGHT_MARGIN,
    );
    expect(layout.neutral).toBe('XIC(Start)OTE(Motor);');
    expect(layout.instructions.map((i) => i.neutral)).toEqual(['XIC(Start)', 'OTE(Motor)']);
    expect([...layout.ids]).toEqual(
      expect.arrayContaining([rungId, xic, ote, ...layout.main.wires.map((w) => w.id)]),
    );
    expect(layout.probes.energised).toEqual([xic, ote]);
  });

  it('lays out nested branches: widest leg sets the width, legs stack, wires fed by what is left of them', () => {
    const project = ladder('XIC(A)[XIC(B)[XIC(C),XIO(D),],XIC(E)XIC(F)XIC(G)XIC(H)]OTE(Y);');
    const rungId = project.rungs[0] as string;
    const layout = layoutRung(project, rungId);
    expect(checkRung(layout)).toBe(6); // the main rung, two outer legs, three inner legs
    const outer = asBranch(layout.main.elements[1]);
    expect(outer.kind).toBe('branch');
    expect(outer.source).toBe(idOf(project, 'XIC', 'A'));
    const [first, second] = outer.legs;
    // The second leg (four contacts) is the widest: the branch is exactly as wide.
    const secondNatural = (second?.elements ?? []).reduce((s, e) => s + e.width, 0) + 5 * WIRE_MIN;
    expect(outer.width).toBe(secondNatural);
    // Both legs start fed by XIC(A); the inner branch is fed by XIC(B).
    expect(first?.wires[0]?.source).toBe(idOf(project, 'XIC', 'A'));
    expect(second?.wires[0]?.source).toBe(idOf(project, 'XIC', 'A'));
    const inner = asBranch(first?.elements[1]);
    expect(inner.kind).toBe('branch');
    expect(inner.source).toBe(idOf(project, 'XIC', 'B'));
    expect(inner.legs).toHaveLength(3);
    expect(inner.legs.map((l) => l.wires[0]?.source)).toEqual(Array(3).fill(idOf(project, 'XIC', 'B')));
    // The empty third leg is a plain wire between the connectors.
    expect(inner.legs[2]?.elements).toEqual([]);
    expect(inner.legs[2]?.wires).toHaveLength(1);
    // Legs stack: the outer second leg is below everything of the inner branch.
    const innerBottom = (inner.legs[2]?.wireY ?? 0) + 8;
    expect(second?.wireY).toBeGreaterThanOrEqual(innerBottom + LEG_GAP);
    expect(layout.height).toBeGreaterThan((second?.wireY ?? 0) + 20);
    // The wire after the outer branch is fed by the branch itself.
    expect(layout.main.wires[2]?.source).toBe(outer.id);
    expect(layout.neutral).toBe('XIC(A)[XIC(B)[XIC(C),XIO(D),],XIC(E)XIC(F)XIC(G)XIC(H)]OTE(Y);');
    expect(layout.probes.energised).toContain(inner.id);
  });

  it('keeps the document order and moves only the trailing outputs right (a branch of coils counts)', () => {
    const project = ladder('XIC(A)OTE(B)XIC(C)[OTE(D),XIC(E)OTL(F)];');
    const layout = layoutRung(project, project.rungs[0] as string);
    expect(layout.main.elements.map((e) => (e.kind === 'branch' ? 'branch' : e.type))).toEqual([
      'XIC',
      'OTE',
      'XIC',
      'branch',
    ]);
    expect(layout.main.stretchIndex).toBe(3);
    // Inside the branch the short leg's coil is pushed right to line up with the other leg's coil.
    const branch = asBranch(layout.main.elements[3]);
    const [short, long] = branch.legs;
    const shortCoil = short?.elements[0];
    const longCoil = long?.elements[1];
    expect(short?.stretchIndex).toBe(0);
    expect((shortCoil?.x ?? 0) + (shortCoil?.width ?? 0)).toBe((longCoil?.x ?? 0) + (longCoil?.width ?? 0));
    checkRung(layout);
  });

  it('stretches the last wire when a rung ends in a condition', () => {
    expect(stretchIndexOf([false, false])).toBe(2);
    expect(stretchIndexOf([false, true, true])).toBe(1);
    expect(stretchIndexOf([true, false, true])).toBe(2);
    expect(stretchIndexOf([true])).toBe(0);
    expect(stretchIndexOf([])).toBe(0);
  });

  it('draws boxes with their operand rows, stored values and status bits', () => {
    const project = ladder(
      'XIC(A)TON(T1,5000,250);ADD(K,7,Z)MOV(3,T1.PRE)CTU(C1,10,0)GEQ(C1.ACC,C1.PRE)OSR(S,O);',
    );
    const [first, second] = project.rungs.map((id) => layoutRung(project, id));
    const ton = asInstruction(first?.main.elements[1]);
    expect(ton.box?.title).toBe('Timer On Delay');
    expect(
      ton.box?.rows.map((r) => [r.label, r.inlineValue ? r.operand.storedValue : r.operand.text]),
    ).toEqual([
      ['Timer', 'T1'],
      ['Preset', 5000],
      ['Accum', 250],
    ]);
    expect(ton.box?.outputs.map((o) => o.name)).toEqual(['EN', 'DN']);
    expect(ton.outX).toBeGreaterThan((ton.box?.x ?? 0) + (ton.box?.width ?? 0));
    // Live values: the timer's PRE, ACC, EN and DN.
    expect(first?.probes.values).toHaveLength(4 + 1);
    const [add, mov, ctu, geq, osr] = (second?.main.elements ?? []).map(asInstruction);
    expect(add?.box?.rows.map((r) => [r.label, r.operand.text, r.valueY !== undefined])).toEqual([
      ['Source A', 'K', true],
      ['Source B', '7', false],
      ['Dest', 'Z', true],
    ]);
    expect(mov?.box?.rows.map((r) => r.operand.text)).toEqual(['3', 'T1.PRE']);
    expect(ctu?.box?.outputs.map((o) => o.name)).toEqual(['CU', 'DN']);
    expect(geq?.box?.rows.map((r) => r.operand.text)).toEqual(['C1.ACC', 'C1.PRE']);
    expect(geq?.box?.title).toBe('Grtr Than or Eql (A>=B)');
    expect(osr?.box?.rows.map((r) => [r.label, r.operand.text])).toEqual([
      ['Storage Bit', 'S'],
      ['Output Bit', 'O'],
    ]);
    // Text fits: every box is wider than its longest label plus its longest operand.
    for (const box of [add, mov, ctu, geq, osr].map((i) => i?.box)) {
      const label = Math.max(...(box?.rows ?? []).map((r) => textWidth(r.label, 11)));
      const operand = Math.max(...(box?.rows ?? []).map((r) => textWidth(r.operand.text, 11)));
      expect(box?.width).toBeGreaterThan(label + operand);
    }
    checkRung(second as RungLayout);
  });

  it('shows missing operands as ?, and a missing rung as an empty one', () => {
    const project = ladder('XIC(?)ADD(?,1,?);');
    const layout = layoutRung(project, project.rungs[0] as string);
    const [xic, add] = layout.main.elements.map(asInstruction);
    expect(xic?.tag.text).toBe('?');
    expect(add?.box?.rows.map((r) => r.operand.text)).toEqual(['?', '1', '?']);
    const missing = layoutRung(project, 'nowhere');
    expect(missing.missing).toBe(true);
    expect(missing.main.elements).toEqual([]);
    expect(missing.main.wires).toHaveLength(1);
  });

  it('draws 32 nested branches, and ends on a cyclic document instead of looping', () => {
    const text = `${'[XIC(A),'.repeat(MAX_DRAWN_NESTING)}XIC(B)${']'.repeat(MAX_DRAWN_NESTING)}OTE(C);`;
    const project = ladder(text);
    const layout = layoutRung(project, project.rungs[0] as string);
    let depth = 0;
    let element = layout.main.elements[0];
    while (element?.kind === 'branch') {
      depth++;
      element = element.legs[1]?.elements[0];
    }
    expect(depth).toBe(MAX_DRAWN_NESTING);
    expect(checkRung(layout)).toBe(2 * MAX_DRAWN_NESTING + 1);

    // A branch whose leg holds the branch itself (not a tree: the compiler refuses it).
    const cyclic = ladder('[XIC(A),XIC(B)]OTE(C);');
    const branchId = Object.keys(cyclic.branchMap)[0] as string;
    const legId = cyclic.branchMap[branchId]?.rungs[1] as string;
    cyclic.rungMap[legId] = { uuid: legId, elements: [branchId, ...(cyclic.rungMap[legId]?.elements ?? [])] };
    const drawn = layoutRung(cyclic, cyclic.rungs[0] as string);
    expect(drawn.main.elements).toHaveLength(2);
  });

  it('keeps the geometry invariants on all 200 rungs of bench B1', () => {
    const project = b1Project();
    expect(project.rungs).toHaveLength(200);
    let legs = 0;
    for (const id of project.rungs) legs += checkRung(layoutRung(project, id));
    expect(legs).toBeGreaterThan(200);
  });
});

describe('cachedRungLayout', () => {
  it('returns the same layout while the rung’s parts are the same objects, a new one when one changes', () => {
    const project = ladder('XIC(A)OTE(B);XIC(C)TON(T1,100,0);');
    const [r0, r1] = project.rungs as [string, string];
    const first = cachedRungLayout(project, r0);
    const second = cachedRungLayout(project, r1);
    const tagC = Object.values(project.tagMap).find((t) => t.name === 'C');
    expect(rungParts(project, r1)).toContain(tagC);
    expect(rungParts(project, r0)).not.toContain(tagC);

    // An edit elsewhere (new maps, same objects for this rung): same layouts.
    const renamed: Project = {
      ...project,
      tagMap: {
        ...project.tagMap,
        [tagC?.uuid as string]: { ...(tagC as NonNullable<typeof tagC>), name: 'Cee' },
      },
    };
    expect(cachedRungLayout(renamed, r0)).toBe(first);
    const relaid = cachedRungLayout(renamed, r1);
    expect(relaid).not.toBe(second);
    expect(relaid.neutral).toBe('XIC(Cee)TON(T1,100,0);');

    // A timer's preset is one of its parts too.
    const t1 = Object.values(project.tagMap).find((t) => t.name === 'T1');
    const preId = (t1?.children ?? []).find((id) => project.childTagMap[id]?.name === 'PRE') as string;
    const preset: Project = {
      ...renamed,
      childTagMap: {
        ...renamed.childTagMap,
        [preId]: {
          ...(renamed.childTagMap[preId] as NonNullable<Project['childTagMap'][string]>),
          value: 900,
        },
      },
    };
    expect(cachedRungLayout(preset, r0)).toBe(first);
    expect(cachedRungLayout(preset, r1).neutral).toBe('XIC(Cee)TON(T1,900,0);');
  });
});

describe('operandView of constants', () => {
  it('shows a DINT constant as an integer and a REAL constant as realText writes it', () => {
    const p = ladder('MOV(1,D);');
    expect(operandView(p, 5).text).toBe('5');
    expect(operandView(p, 0.1).text).toBe('0.1');
    expect(operandView(p, 3e9).text).toBe('3000000000.0');
    expect(operandView(p, -2.5)).toEqual({ text: '-2.5', alias: '', constant: true });
  });
});

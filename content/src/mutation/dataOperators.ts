/**
 * The ladder operators of issue 27 (data, REAL values, analog scaling):
 * - swap-load-unload: a load (FFL, LFL) and an unload (FFU, LFU) of one CONTROL trade places, so each
 *   runs on the other's rung condition;
 * - fifo-lifo: an FFU becomes LFU (and LFU FFU), the loads of its CONTROL following (FFL and LFL load
 *   alike, so only the unload side tells FIFO from LIFO);
 * - swap-shift: BSL ↔ BSR;
 * - flip-comparison: GRT, GEQ, LES, LEQ, EQU, NEQ to their negation (as the ST operator); a comparison
 *   with a REAL operand also turned round (GRT ↔ LES, GEQ ↔ LEQ) and made strict or not (GRT ↔ GEQ,
 *   LES ↔ LEQ);
 * - lim-bound: a constant LIM limit nudged up and down (numbers.ts), and the two limits swapped;
 * - scale-constant: a constant source of a REAL ADD, SUB, MUL, DIV or MOV, a SCP range constant, and a
 *   REAL literal in a CPT or CMP expression ×0.9, ×1.1 and negated; a comparison in a CPT or CMP
 *   expression is flipped as in Structured Text.
 */
import { operandText, type Instruction, type InstructionRef, type Project } from '@plcsim/compiler';
import { copyProject, instructionOrder, tagLabel } from './ladderTree.ts';
import { nudgedValues, realLiteralText, round6, scaledValues } from './numbers.ts';
import { isRealInstruction, stRealTest } from './realValues.ts';
import { comparisonFlips } from './stOperators.ts';
import { expressionSitesOf } from './expressionSites.ts';
import type { Mutant, Operator } from './types.ts';

type Slot = keyof InstructionRef;

/** A mutant of `project` whose instruction `id` is changed by `change` (on the copy). */
function changed(
  project: Project,
  id: string,
  operator: Operator,
  key: string,
  description: string,
  change: (copy: Instruction, mutant: Project) => void,
): Mutant {
  const mutant = copyProject(project);
  const target = mutant.instructionMap[id];
  if (target) change(target, mutant);
  return { id: `${operator}:${id}:${key}`, operator, description, project: mutant };
}

const instructionsOf = (project: Project, types: ReadonlySet<string>) =>
  instructionOrder(project).flatMap((id) => {
    const instruction = project.instructionMap[id];
    return instruction && types.has(instruction.type) ? [{ id, instruction }] : [];
  });

const LOADS = new Set(['FFL', 'LFL']);
const UNLOADS = new Set(['FFU', 'LFU']);

export function swapLoadUnloadMutants(project: Project): Mutant[] {
  const loads = instructionsOf(project, LOADS);
  return instructionsOf(project, UNLOADS).flatMap((unload) =>
    loads
      .filter((load) => load.instruction.tag === unload.instruction.tag)
      .map((load) => {
        const mutant = copyProject(project);
        mutant.instructionMap[load.id] = { ...structuredClone(unload.instruction), uuid: load.id };
        mutant.instructionMap[unload.id] = { ...structuredClone(load.instruction), uuid: unload.id };
        return {
          id: `swap-load-unload:${load.id}:${unload.id}`,
          operator: 'swap-load-unload' as const,
          description: `${load.instruction.type} and ${unload.instruction.type} ${tagLabel(project, unload.instruction.tag)} trade places`,
          project: mutant,
        };
      }),
  );
}

const OTHER_END: Readonly<Record<string, string>> = { FFU: 'LFU', LFU: 'FFU', FFL: 'LFL', LFL: 'FFL' };

export function fifoLifoMutants(project: Project): Mutant[] {
  return instructionsOf(project, UNLOADS).map(({ id, instruction }) => {
    const into = OTHER_END[instruction.type] ?? instruction.type;
    const description = `${instruction.type} ${tagLabel(project, instruction.tag)} → ${into}`;
    return changed(project, id, 'fifo-lifo', into, description, (copy, mutant) => {
      copy.type = into;
      // The loads of the same CONTROL follow, so load and unload stay a FIFO or a LIFO pair.
      for (const other of Object.values(mutant.instructionMap))
        if (LOADS.has(other.type) && other.tag === instruction.tag)
          other.type = into === 'LFU' ? 'LFL' : 'FFL';
    });
  });
}

export function swapShiftMutants(project: Project): Mutant[] {
  return instructionsOf(project, new Set(['BSL', 'BSR'])).map(({ id, instruction }) => {
    const into = instruction.type === 'BSL' ? 'BSR' : 'BSL';
    const description = `${instruction.type} ${tagLabel(project, instruction.tag)} → ${into}`;
    return changed(project, id, 'swap-shift', into, description, (copy) => {
      copy.type = into;
    });
  });
}

const COMPARE_SYMBOL: Readonly<Record<string, string>> = {
  GRT: '>',
  GEQ: '>=',
  LES: '<',
  LEQ: '<=',
  EQU: '=',
  NEQ: '<>',
};
const COMPARE_TYPE = Object.fromEntries(
  Object.entries(COMPARE_SYMBOL).map(([type, symbol]) => [symbol, type]),
);

export function compareMutants(project: Project): Mutant[] {
  return instructionsOf(project, new Set(Object.keys(COMPARE_SYMBOL))).flatMap(({ id, instruction }) => {
    const real = isRealInstruction(project, instruction);
    const operands = `${operandText(project, instruction.ref?.SrcA)}, ${operandText(project, instruction.ref?.SrcB)}`;
    return comparisonFlips(COMPARE_SYMBOL[instruction.type] ?? '', real).flatMap(({ text }) => {
      const into = COMPARE_TYPE[text];
      if (!into) return [];
      return [
        changed(
          project,
          id,
          'flip-comparison',
          into,
          `${instruction.type}(${operands}) → ${into}`,
          (copy) => {
            copy.type = into;
          },
        ),
      ];
    });
  });
}

/** A mutant with `slot` of instruction `id` set to `value`. */
function withSlot(
  project: Project,
  id: string,
  operator: Operator,
  slot: Slot,
  value: number,
  description: string,
) {
  return changed(project, id, operator, `${slot}:${value}`, description, (copy) => {
    copy.ref = { ...copy.ref, [slot]: value };
  });
}

export function limMutants(project: Project): Mutant[] {
  return instructionsOf(project, new Set(['LIM'])).flatMap(({ id, instruction }) => {
    const real = isRealInstruction(project, instruction);
    const { LowLimit: low, HighLimit: high } = instruction.ref ?? {};
    const nudges = (['LowLimit', 'HighLimit'] as const).flatMap((slot) => {
      const value = instruction.ref?.[slot];
      if (typeof value !== 'number') return [];
      return nudgedValues(value, real).map((v) =>
        withSlot(project, id, 'lim-bound', slot, v, `LIM ${slot} ${value} → ${v}`),
      );
    });
    const swap =
      low === high || low === undefined || high === undefined
        ? []
        : [
            changed(
              project,
              id,
              'lim-bound',
              'swap',
              `LIM limits ${operandText(project, low)} and ${operandText(project, high)} swapped`,
              (copy) => {
                copy.ref = { ...copy.ref, LowLimit: high, HighLimit: low };
              },
            ),
          ];
    return [...nudges, ...swap];
  });
}

const REAL_MATH = new Set(['ADD', 'SUB', 'MUL', 'DIV', 'MOV']);
/** SCP's range constants, each with the other end of its range (a 0 is nudged by a tenth of it). */
const SCP_RANGES: readonly [Slot, Slot][] = [
  ['InputMin', 'InputMax'],
  ['InputMax', 'InputMin'],
  ['ScaledMin', 'ScaledMax'],
  ['ScaledMax', 'ScaledMin'],
];

function scpValues(value: number, other: unknown): number[] {
  if (value !== 0) return scaledValues(value);
  return typeof other === 'number' && other !== 0 ? [round6(other * 0.1), round6(other * -0.1)] : [];
}

/** Scale-constant and flip-comparison mutants of a CPT's or CMP's expression text. */
function expressionMutants(project: Project, id: string, instruction: Instruction): Mutant[] {
  const text = instruction.ref?.Expression;
  if (typeof text !== 'string') return [];
  const isReal = stRealTest(project, '');
  return expressionSitesOf(text, isReal).flatMap((site) => {
    const original = text.slice(site.from, site.to);
    const edits =
      site.kind === 'real'
        ? scaledValues(Number(site.value)).map((v) => ({
            operator: 'scale-constant' as const,
            text: realLiteralText(v),
            description: `${instruction.type} ${original} → ${realLiteralText(v)}`,
          }))
        : site.kind === 'comparison'
          ? comparisonFlips(String(site.value), site.real === true).map((flip) => ({
              operator: 'flip-comparison' as const,
              text: flip.text,
              description: `${instruction.type} ${flip.description}`,
            }))
          : [];
    return edits.map((edit, i) =>
      changed(project, id, edit.operator, `${site.from}:${i}`, edit.description, (copy) => {
        copy.ref = { ...copy.ref, Expression: text.slice(0, site.from) + edit.text + text.slice(site.to) };
      }),
    );
  });
}

export function scaleMutants(project: Project): Mutant[] {
  const types = new Set([...REAL_MATH, 'SCP', 'CPT', 'CMP']);
  return instructionsOf(project, types).flatMap(({ id, instruction }) => {
    if (instruction.type === 'CPT' || instruction.type === 'CMP')
      return expressionMutants(project, id, instruction);
    const ref = instruction.ref ?? {};
    const slots: [Slot, number[]][] =
      instruction.type === 'SCP'
        ? SCP_RANGES.flatMap(([slot, other]) => {
            const value = ref[slot];
            return typeof value === 'number'
              ? [[slot, scpValues(value, ref[other])] as [Slot, number[]]]
              : [];
          })
        : isRealInstruction(project, instruction)
          ? (['SrcA', 'SrcB', 'Src'] as const).flatMap((slot) => {
              const value = ref[slot];
              return typeof value === 'number' ? [[slot, scaledValues(value)] as [Slot, number[]]] : [];
            })
          : [];
    return slots.flatMap(([slot, values]) =>
      values.map((v) =>
        withSlot(
          project,
          id,
          'scale-constant',
          slot,
          v,
          `${instruction.type} ${slot} ${String(ref[slot])} → ${v}`,
        ),
      ),
    );
  });
}

/** Every issue-27 ladder mutant of `project`, operator by operator. */
export function dataMutants(project: Project): Mutant[] {
  return [
    ...compareMutants(project),
    ...limMutants(project),
    ...scaleMutants(project),
    ...swapLoadUnloadMutants(project),
    ...fifoLifoMutants(project),
    ...swapShiftMutants(project),
  ];
}

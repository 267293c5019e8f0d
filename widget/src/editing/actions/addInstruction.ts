import { produce } from 'immer';
import { computeOperands, INSTRUCTION_TYPES, type Instruction, type InstructionRef } from '@plcsim/compiler';
import { insertPoint, isConditionType, orderedPosition, own } from '../ladderIndex.ts';
import { done, freshIds, NO_FRESH_ID, refuse } from '../result.ts';
import type { Action } from '../types.ts';
import { addOnCall, addOnOfCall } from '../addOnRules.ts';

const MATH = new Set(['ADD', 'SUB', 'MUL', 'DIV', 'MOD']);
const COMPARES = new Set(['EQU', 'NEQ', 'GRT', 'GEQ', 'LES', 'LEQ']);

/** The empty operand slots a new instruction of `type` gets; undefined when it has none. */
export function emptyRef(type: string): InstructionRef | undefined {
  if (MATH.has(type)) return { SrcA: null, SrcB: null, Dest: null };
  if (type === 'MOV') return { Src: null, Dest: null };
  if (COMPARES.has(type)) return { SrcA: null, SrcB: null };
  if (type === 'OSR' || type === 'OSF') return { Stor: null, Out: null };
  if (type === 'BSL' || type === 'BSR') return { Array: null, Bit: null };
  if (type === 'FFL' || type === 'LFL') return { Src: null, Array: null };
  if (type === 'FFU' || type === 'LFU') return { Array: null, Dest: null };
  if (type === 'SQO') return { Array: null, Mask: null, Dest: null };
  if (type === 'SQI') return { Array: null, Mask: null, Src: null };
  if (type === 'SQL') return { Array: null, Src: null };
  if (type === 'JMP' || type === 'LBL') return { Label: null };
  if (type === 'COP' || type === 'FLL') return { Src: null, Dest: null, Length: null };
  if (type === 'JSR') return { Routine: null };
  if (type === 'PID') return { Src: null, Dest: null };
  const compute = computeOperands(type);
  // BTD starts as a one-bit move of bit 0 to bit 0 (its three numbers are constants only).
  if (compute)
    return Object.fromEntries(
      compute.map((o) => [o.slot, o.slot === 'Length' ? 1 : o.role === 'immediate' ? 0 : null]),
    ) as InstructionRef;
  return undefined;
}

/**
 * Adds an instruction of `type` (no operands yet) after the selected element, at the selected wire, or
 * at the end of the selected rung or leg; it becomes the selection. Conditions (XIC, XIO, ONS,
 * compares) stay ahead of the others in their rung or leg: a condition goes no later than the first
 * output, an output no earlier than after the last condition. Refused without a valid selection or
 * for an unknown type.
 */
export const addInstruction: Action<'addInstruction'> = {
  name: 'addInstruction',
  label: 'Add instruction',
  perform(state, { type }, env) {
    const addOn = addOnOfCall(state.project, type);
    if (!addOn && !(INSTRUCTION_TYPES as readonly string[]).includes(type)) {
      return refuse(`Unknown instruction type "${String(type)}".`);
    }
    const point = insertPoint(state.project, state.selection);
    if (typeof point === 'string') return refuse(point);
    const [uuid] = freshIds(state.project, env, 1) ?? [];
    if (uuid === undefined) return refuse(NO_FRESH_ID);
    const leg = own(state.project.rungMap, point.legId);
    if (!leg) return refuse('The selected rung is not in the ladder.');
    const role = isConditionType(type) ? 'condition' : 'output';
    const at = orderedPosition(state.project, leg.elements, point.index, role);
    const instruction: Instruction = addOn ? addOnCall(uuid, addOn) : { uuid, type, tag: null };
    const ref = addOn ? undefined : emptyRef(type);
    if (ref) instruction.ref = ref;
    const project = produce(state.project, (draft) => {
      draft.instructionMap[uuid] = instruction;
      draft.rungMap[point.legId]?.elements.splice(at, 0, uuid);
    });
    return done(state, project, { kind: 'instruction', id: uuid, rungId: point.mainId });
  },
};

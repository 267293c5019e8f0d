/**
 * Builders for the Logix PID instruction in test projects (reference/builders.ts style): a PID tag of
 * the built-in PID type with its member values, and the instruction with its Process Variable and
 * Control Variable.
 */
import { PID_DEFAULT_MEMBER_VALUES, PID_TYPE_NAME } from '../model/pidType.ts';
import { struct, type InstructionSpec, type TagSpec } from './builders.ts';

/** A PID tag: MAXO 100 as a new tag has, then `memberValues` (`{ SP: 50, KP: 2 }`). */
export function pidTag(name: string, memberValues: Readonly<Record<string, number>> = {}): TagSpec {
  return struct(name, PID_TYPE_NAME, { ...PID_DEFAULT_MEMBER_VALUES, ...memberValues });
}

/** PID(loop, Process Variable, 0, Control Variable, 0, 0, 0). */
export function pid(loop: string, processVariable: string, controlVariable: string): InstructionSpec {
  return {
    kind: 'instruction',
    type: 'PID',
    tag: loop,
    ref: { Src: processVariable, Dest: controlVariable },
  };
}

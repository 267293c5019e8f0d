/**
 * The editing model's types: the editor state (the project document and the selection), the closed
 * union of action names with each action's arguments, and the shape of an action (excalidraw style:
 * a name, a label, a pure `perform` and an optional key test).
 */
import type { AddOnActionArgs } from './addOnArgs.ts';
import type { InstructionRef, InstructionType, Operand, ProgramMode, Project } from '@plcsim/compiler';

/** What is selected on the ladder. */
export interface Selection {
  /**
   * 'rung': a main rung or a branch leg (`id` in `rungMap`); 'branch' (`branchMap`); 'instruction'
   * (`instructionMap`); 'wire': a place between two elements, `wire:{legId}:{left element id | 'start'}`
   * as the ladder layout names its wires.
   */
  kind: 'rung' | 'branch' | 'instruction' | 'wire';
  id: string;
  /** The main rung holding the selection, when known. */
  rungId?: string;
}

/** The state actions work on: the document and the selection. */
export interface EditorState {
  project: Project;
  selection: Selection | null;
}

/** An instruction's operand slot: its tag, or one of its named ref slots. */
export type OperandSlot = 'tag' | keyof InstructionRef | `param:${string}`;

/** Every action's name and arguments (the closed union is `ActionName`). */
export interface ActionArgs extends AddOnActionArgs {
  /** Adds an empty main rung after the selected rung, else at the end. */
  addRung: Record<string, never>;
  /**
   * Adds a branch of two legs after the selected element (or at the selected wire, or at the end of the
   * selected leg); with `around`, the selected instruction or branch becomes the first leg's content.
   */
  addBranch: { around?: boolean };
  /** Adds an instruction of `type` at the selection; it becomes the selection. */
  addInstruction: { type: InstructionType };
  /** Deletes the selected instruction or branch (with everything in it). */
  deleteElement: Record<string, never>;
  /** Removes the selected branch leg; removing one of two legs dissolves the branch. */
  removeBranch: Record<string, never>;
  /** Removes the main rung holding the selection. */
  removeRung: Record<string, never>;
  /** Moves the main rung holding the selection one place up or down. */
  moveRung: { direction: 'up' | 'down' };
  /** Moves the selected instruction or branch one place left or right, into and out of branch legs. */
  moveElement: { direction: 'left' | 'right' };
  /**
   * Moves instruction or branch `elementId` to where `target` points (after an element, at a wire, at
   * the end of a leg), as a drag and drop does.
   */
  moveElementTo: { elementId: string; target: Selection };
  /** Sets an instruction's tag or ref slot to a tag or child id, an integer constant (sources), or null. */
  setOperand: { instructionId: string; slot: OperandSlot; value: Operand | null };
  /**
   * Creates a tag called `name` with the type the slot implies (TIMER for TON, DINT for a math
   * destination, BOOL for a contact) and sets the slot to it, as one step.
   */
  createOperandTag: { instructionId: string; slot: OperandSlot; name: string };
  /** Deletes a top-level tag and its children, clearing them from the instructions that used them. */
  deleteTag: { tagId: string };
  /** Sets (or, when blank, removes) a main rung's comment; `rungId` defaults to the selected rung. */
  setRungComment: { comment: string; rungId?: string };
  /**
   * Replaces main rung `rungId`'s elements with the one rung of neutral `text`
   * (`XIC(Start)[XIC(Run),XIO(Stop)]OTE(Motor);`), creating missing tags with inferred types.
   */
  replaceRungText: { rungId: string; text: string };
  /** Removes main rungs `rungIds` (default: the selected rung); their text comes from `copyRungs` first. */
  cutRungs: { rungIds?: readonly string[] };
  /** Pastes the rungs of neutral `text` after the selected rung, else at the end, creating missing tags. */
  pasteRungs: { text: string };
  /**
   * Creates a top-level tag (the Tags tab's create row): BOOL, DINT, REAL, TIMER, COUNTER or a data type's
   * name (a STRUCT tag; others refused as unsupported); timers and counters with their members.
   */
  createTag: {
    name: string;
    type: string;
    alias?: string;
    /** An array's element count (any type; issue 24); absent or blank for a single value. */
    dimension?: number | string;
  };
  /** Changes an array tag's element count; the values that still fit are kept. */
  setTagDimension: { tagId: string; dimension: number | string };
  /** Sets (blank: clears) a top-level tag's alias; refused for a tag the scene requires. */
  setTagAlias: { tagId: string; alias: string };
  /**
   * Sets the stored value of a BOOL, DINT or REAL tag, of a timer's or counter's PRE or ACC, or of an
   * array element (`tagId` its operand `arrayId[3]`); entered values (text) become numbers.
   */
  setTagValue: { tagId: string; value: number | string | boolean };
  /** Creates a user-defined data type with one BOOL member `Member1` (the Data types editor). */
  createDataType: { name: string; description?: string };
  /**
   * Changes a data type's name (renaming every reference), description or members (each when given);
   * refused when the types would stop being valid (model/dataTypes.ts `dataTypeProblems`).
   */
  setDataType: {
    typeId: string;
    name?: string;
    description?: string;
    members?: readonly MemberEntry[];
  };
  /** Deletes a data type; refused while a tag or another data type uses it. */
  deleteDataType: { typeId: string };
  /** Adds an I/O tag (DI/DO plus the lowest unused number) with `symbol` (the I/O palette). */
  addIoTag: { direction: 'input' | 'output'; symbol: string };
  /** Changes an I/O tag's symbol (inputs take input symbols, outputs output symbols). */
  setIoSymbol: { tagId: string; symbol: string };
  /** Adds a subroutine (issue 25) called `name` in `language` at the end of the routine list. */
  addRoutine: { name: string; language: ProgramMode };
  /** Renames a subroutine, and the JSRs that call it. */
  renameRoutine: { routineId: string; name: string };
  /** Deletes a subroutine with its rungs. */
  deleteRoutine: { routineId: string };
  /** Replaces a Structured Text subroutine's statements. */
  setRoutineSource: { routineId: string; source: string };
}

/** A data type member as the Data types editor enters it. */
export interface MemberEntry {
  name: string;
  /** BOOL, DINT, REAL, TIMER, COUNTER or a data type's name. */
  type: string;
  /** An array member's element count; absent or blank for one value. */
  dimension?: number | string;
  /** An array member's first index (kept from an imported type); absent means 0. */
  lower?: number;
  description?: string;
}

/** The closed union of action names. */
export type ActionName = keyof ActionArgs;

/** A keyboard event, or anything shaped like one. */
export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

/** What an action needs from outside: new ids (crypto.randomUUID by default; tests pass a counter). */
export interface EditorEnv {
  newId: () => string;
}

/** An action's outcome: the new state (possibly the same object), or the reason it was refused. */
export type ActionResult = { state: EditorState } | { refused: string };

/** One editor action: pure, unit-tested without React. */
export interface Action<N extends ActionName = ActionName> {
  name: N;
  /** Menu and tooltip text. */
  label: string;
  /**
   * The new state, or a refusal with its reason (the state is then untouched). Unchanged parts of the
   * document keep their identity (immer).
   */
  perform(state: EditorState, args: ActionArgs[N], env: EditorEnv): ActionResult;
  /** True when a key press triggers this action. */
  keyTest?(event: KeyLike): boolean;
  /** The arguments a key press gives (for actions with a key test and arguments). */
  keyArgs?(event: KeyLike): ActionArgs[N];
}

/**
 * The action registry: every action by name, dispatch with one warning per refusal, and the key
 * binding look-up.
 */
import { addBranch } from './actions/addBranch.ts';
import { addIoTag } from './actions/addIoTag.ts';
import { addInstruction } from './actions/addInstruction.ts';
import { addRung } from './actions/addRung.ts';
import { createOperandTag } from './actions/createOperandTag.ts';
import { createDataType } from './actions/createDataType.ts';
import { createTag } from './actions/createTag.ts';
import { cutRungs } from './actions/cutRungs.ts';
import { deleteElement } from './actions/deleteElement.ts';
import { deleteDataType } from './actions/deleteDataType.ts';
import { deleteTag } from './actions/deleteTag.ts';
import { moveElement } from './actions/moveElement.ts';
import { moveElementTo } from './actions/moveElementTo.ts';
import { moveRung } from './actions/moveRung.ts';
import { pasteRungs } from './actions/pasteRungs.ts';
import { removeBranch } from './actions/removeBranch.ts';
import { removeRung } from './actions/removeRung.ts';
import { replaceRungText } from './actions/replaceRungText.ts';
import { setDataType } from './actions/setDataType.ts';
import { setIoSymbol } from './actions/setIoSymbol.ts';
import { setOperand } from './actions/setOperand.ts';
import { setRungComment } from './actions/setRungComment.ts';
import { setTagAlias } from './actions/setTagAlias.ts';
import { setTagDimension } from './actions/setTagDimension.ts';
import { setTagValue } from './actions/setTagValue.ts';
import { addRoutine } from './actions/addRoutine.ts';
import { deleteRoutine } from './actions/deleteRoutine.ts';
import { renameRoutine } from './actions/renameRoutine.ts';
import { setRoutineSource } from './actions/setRoutineSource.ts';
import { ADD_ON_ACTIONS } from './actions/addOnActions.ts';
import type {
  Action,
  ActionArgs,
  ActionName,
  ActionResult,
  EditorEnv,
  EditorState,
  KeyLike,
} from './types.ts';

/** Every action, by name. */
export const ACTIONS: { readonly [N in ActionName]: Action<N> } = {
  addRung,
  addBranch,
  addInstruction,
  deleteElement,
  removeBranch,
  removeRung,
  moveRung,
  moveElement,
  moveElementTo,
  setOperand,
  createOperandTag,
  deleteTag,
  setRungComment,
  replaceRungText,
  cutRungs,
  pasteRungs,
  createTag,
  setTagAlias,
  setTagValue,
  setTagDimension,
  createDataType,
  setDataType,
  deleteDataType,
  addIoTag,
  setIoSymbol,
  addRoutine,
  renameRoutine,
  deleteRoutine,
  setRoutineSource,
  ...ADD_ON_ACTIONS,
};

/** The action names, in menu order. */
export const ACTION_NAMES = Object.keys(ACTIONS) as ActionName[];

/** New ids from `crypto.randomUUID`. */
export const DEFAULT_ENV: EditorEnv = { newId: () => crypto.randomUUID() };

/**
 * Performs action `name`. A refusal comes back with its reason, is logged once with `console.warn`,
 * and leaves the state as it was (the caller keeps its state object).
 */
export function performAction<N extends ActionName>(
  state: EditorState,
  name: N,
  args: ActionArgs[N],
  env: EditorEnv = DEFAULT_ENV,
): ActionResult {
  const action = ACTIONS[name] as Action<N> | undefined;
  const result = action ? action.perform(state, args, env) : { refused: `Unknown action "${String(name)}".` };
  if ('refused' in result) console.warn(`${String(name)}: ${result.refused}`);
  return result;
}

/** The action (with its arguments) a key press triggers, or null. */
export function actionForKey(event: KeyLike): { name: ActionName; args: ActionArgs[ActionName] } | null {
  for (const name of ACTION_NAMES) {
    const action = ACTIONS[name] as Action;
    if (action.keyTest?.(event)) return { name, args: action.keyArgs?.(event) ?? {} };
  }
  return null;
}

/** Helpers for the editing model's tests. */
import type { Project } from '@plcsim/compiler';
import type { ActionArgs, ActionName, Action, EditorEnv, EditorState, Selection } from './types.ts';

/** Ids new-1, new-2, … */
export function counterEnv(prefix = 'new'): EditorEnv {
  let n = 0;
  return { newId: () => `${prefix}-${++n}` };
}

/** An editor state over `project`. */
export function stateOf(project: Project, selection: Selection | null = null): EditorState {
  return { project, selection };
}

/** The state an action gives; throws when it is refused. */
export function performOk<N extends ActionName>(
  action: Action<N>,
  state: EditorState,
  args: ActionArgs[N],
  env: EditorEnv = counterEnv(),
): EditorState {
  const result = action.perform(state, args, env);
  if ('refused' in result) throw new Error(`refused: ${result.refused}`);
  return result.state;
}

/** The reason an action is refused; throws when it is performed. */
export function refusal<N extends ActionName>(
  action: Action<N>,
  state: EditorState,
  args: ActionArgs[N],
  env: EditorEnv = counterEnv(),
): string {
  const result = action.perform(state, args, env);
  if (!('refused' in result)) throw new Error(`performed ${action.name}`);
  return result.refused;
}

/** The instruction types along a rung or leg, branches as `[leg|leg]`. */
export function shape(project: Project, rungId: string): string {
  const rung = project.rungMap[rungId];
  if (!rung) return '?';
  return rung.elements
    .map((id) => {
      const instruction = project.instructionMap[id];
      if (instruction) return instruction.type;
      const branch = project.branchMap[id];
      return branch ? `[${branch.rungs.map((leg) => shape(project, leg)).join('|')}]` : `?${id}`;
    })
    .join(' ');
}

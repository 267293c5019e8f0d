/**
 * Whether the simulator is in RUN, for the views that refuse edits then (the ladder editor, the Tags tab,
 * the I/O palette). Kept apart from the editor store so a view that only reads it does not pull in the
 * editing model.
 */
import { useSyncExternalStore } from 'react';
import type { SimulatorController } from './simulatorController.ts';

/** Why nothing can be edited now (the refusal of every edit while the simulator is in RUN). */
export const EDITING_DISABLED_WHILE_RUNNING = 'Editing is disabled while running.';

const noSubscribe = () => () => {};
const notRunning = () => false;

/** True while `controller` is in RUN (false without one), re-rendering on each change. */
export function useRunning(controller: SimulatorController | undefined): boolean {
  return useSyncExternalStore(
    controller ? controller.subscribe : noSubscribe,
    controller ? () => controller.getSnapshot().mode === 'RUN' : notRunning,
  );
}

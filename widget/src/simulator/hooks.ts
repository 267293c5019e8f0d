import { useSyncExternalStore } from 'react';
import type { SimulatorController } from './simulatorController.ts';
import type { SimulatorState } from './types.ts';

/** The controller's rarely-changing state; re-renders only when it changes (never per scan). */
export function useSimulatorState(controller: SimulatorController): SimulatorState {
  return useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);
}

/**
 * Re-renders once per scan batch and returns the scan count: for views that show live values. Prefer
 * `useScanValue` where a component shows a few values, so it re-renders only when they change.
 */
export function useScanTick(controller: SimulatorController): number {
  return useSyncExternalStore(controller.subscribeScan, controller.live.scanCount, controller.live.scanCount);
}

/**
 * A value computed from live data after every scan batch; the component re-renders only when the
 * returned primitive changes (e.g. one lamp's on/off). Views with many live parts (the ladder) write
 * the DOM themselves after each scan instead.
 */
export function useScanValue<T extends string | number | boolean | null | undefined>(
  controller: SimulatorController,
  read: () => T,
): T {
  return useSyncExternalStore(controller.subscribeScan, read, read);
}

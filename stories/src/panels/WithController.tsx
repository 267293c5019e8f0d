import type { SimulatorController } from '@plcsim/widget';
import type { ReactNode } from 'react';
import { useDemoController, type DemoSetup } from './useDemoController.ts';

export interface WithControllerProps extends DemoSetup {
  /** The panel(s) to show once the controller is ready. */
  children: (controller: SimulatorController) => ReactNode;
  /** Frame width in CSS pixels; default 640 (375 shows a phone). */
  width?: number;
}

/** Loads the engine, makes the demo controller and renders `children` with it. */
export function WithController({ children, width = 640, ...setup }: WithControllerProps) {
  const { controller, error } = useDemoController(setup);
  return (
    <div style={{ width, maxWidth: '100%', font: '14px system-ui, sans-serif' }}>
      {error !== null && <pre role="alert">{error}</pre>}
      {controller ? children(controller) : error === null && <p>Loading the engine…</p>}
    </div>
  );
}

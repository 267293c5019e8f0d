import { TrendChart } from '@plcsim/widget/editor';
import { useWorkspace } from '../workspaceContext.ts';

/**
 * The Trend tab (issue 26): the simulator's recorded tags over plant time, the plot first and below it
 * the picker that chooses them. A project whose scene has analog channels trends them from the start
 * (setpoint, transmitter, output; % channels on their own axis), so tuning a loop shows its response
 * without setup.
 */
export function TrendPanel() {
  const { controller } = useWorkspace();
  return (
    <div className="workspace-panel workspace-trend" role="region" aria-label="Trend">
      <TrendChart controller={controller} height={240} pickerPlacement="after" />
    </div>
  );
}

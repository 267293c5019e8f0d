import { IoPanel } from '@plcsim/widget';
import { useWorkspace } from '../workspaceContext.ts';

/** The IO tab: the DI switches (toggle while running) and DO lamps. */
export function IoTabPanel() {
  const { controller } = useWorkspace();
  return (
    <div className="workspace-panel">
      <IoPanel controller={controller} />
    </div>
  );
}

import { TagTable } from '@plcsim/widget';
import { useWorkspace } from '../workspaceContext.ts';

/** The Tags tab: every tag with its live value (spec 000 §2 "Tags tab"). */
export function TagsPanel() {
  const { controller } = useWorkspace();
  return (
    <div className="workspace-panel">
      <TagTable controller={controller} />
    </div>
  );
}

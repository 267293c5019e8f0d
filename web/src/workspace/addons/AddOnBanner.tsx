import { LANGUAGE_NAMES } from '@plcsim/widget';
import { findAddOnRoutine, useEditorStore } from '@plcsim/widget/editor';
import { useWorkspace } from '../workspaceContext.ts';

const PART_NAMES = { logic: 'Logic', enableInFalse: 'EnableInFalse' } as const;

/**
 * Above the Ladder and Structured Text editors while an Add-On Instruction's routine is open (issue 25):
 * which AOI and routine is edited (its operands are the AOI's parameters and local tags only), a way
 * back to the MainRoutine, and, in the other language's tab, where the routine is edited. Null while
 * a program routine is open.
 */
export function AddOnBanner({ tab }: { tab: 'LADDER' | 'ST' }) {
  const { project, store, focusPanel } = useWorkspace();
  useEditorStore(store);
  const open = findAddOnRoutine(project, store.routine);
  if (!open) return null;
  const { aoi, part, routine } = open;
  const elsewhere = routine.language !== tab;
  return (
    <div className="workspace-addons__banner" role="note" aria-label="Add-On Instruction routine">
      <span>
        Add-On Instruction <strong>{aoi.name}</strong> › {PART_NAMES[part]} (
        {LANGUAGE_NAMES[routine.language]}): its operands are {aoi.name}&apos;s parameters and local tags.
      </span>
      <span className="workspace-addons__buttons">
        {elsewhere && (
          <button
            type="button"
            className="workspace-button"
            onClick={() => focusPanel(routine.language === 'ST' ? 'st' : 'ladder')}
          >
            Open it in the {LANGUAGE_NAMES[routine.language]} tab
          </button>
        )}
        <button type="button" className="workspace-button" onClick={() => focusPanel('addons')}>
          Parameters
        </button>
        <button type="button" className="workspace-button" onClick={() => store.chooseRoutine(null)}>
          Back to MainRoutine
        </button>
      </span>
    </div>
  );
}

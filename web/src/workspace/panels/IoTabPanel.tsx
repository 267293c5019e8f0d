import { IoPanel } from '@plcsim/widget';
import { useWorkspace } from '../workspaceContext.ts';

/** Opens the toolbar's I/O palette (its drop-down) and puts it in view. */
function openIoPalette(): void {
  const menu = document
    .querySelector('.workspace-toolbar .workspace-menu__items--palette')
    ?.closest('details');
  if (!menu) return;
  menu.open = true;
  const summary = menu.querySelector('summary');
  summary?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  summary?.focus();
}

/**
 * The IO tab: the DI switches, DO lamps and the internal bits the program reads (toggle while
 * running); with no I/O, in your own project, buttons to the I/O palette and the scene chooser.
 */
export function IoTabPanel() {
  const { controller, own, focusPanel } = useWorkspace();
  // The Scene tab's chooser (its list of scenes while the project has none), focused once drawn.
  const pickScene = () => {
    focusPanel('scene');
    requestAnimationFrame(() =>
      document.querySelector<HTMLSelectElement>('.workspace-scene__picker select')?.focus(),
    );
  };
  return (
    <div className="workspace-panel">
      <IoPanel
        controller={controller}
        {...(own ? { onOpenIoPalette: openIoPalette, onPickScene: pickScene } : {})}
      />
    </div>
  );
}

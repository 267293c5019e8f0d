/**
 * The workspace's dockable layout (spec 000 §2 "Editor workspace", §9): the tabs, their arrangement by
 * kind of content and screen width, and the bottom border with Output and Errors (size 200, not
 * closable). Wide: a left group (Description and Sequence above, Scene, IO, Trend and Tags below; weight 1
 * each) beside the Ladder and Structured Text group (weight 2). Narrow (≤ 768 px): one tab strip.
 */
import type { IJsonModel, IJsonTabNode } from 'flexlayout-react';
import type { WorkspaceContext } from './content.ts';

/** Every panel of the workspace: the tab id is also its component name. */
export type PanelId =
  | 'description'
  | 'scene'
  | 'ladder'
  | 'st'
  | 'sequence'
  | 'submissions'
  | 'tags'
  | 'addons'
  | 'io'
  | 'trend'
  | 'output'
  | 'errors';

/** Tab names as the spec writes them. */
export const PANEL_NAMES: Record<PanelId, string> = {
  description: 'Description',
  scene: 'Scene',
  ladder: 'Ladder',
  st: 'Structured Text',
  sequence: 'Sequence',
  submissions: 'Submissions',
  tags: 'Tags',
  addons: 'Add-Ons',
  io: 'IO',
  trend: 'Trend',
  output: 'Output',
  errors: 'Errors',
};

/** The bottom border's size in pixels. */
export const BORDER_SIZE = 200;

const tab = (id: PanelId): IJsonTabNode => ({
  type: 'tab',
  id,
  name: PANEL_NAMES[id],
  component: id,
  enableClose: false,
  enableRename: false,
});

/** The tabs of the left group's upper tab set for a kind of content. */
function notes(context: WorkspaceContext): PanelId[] {
  return context === 'problem' ? ['description', 'sequence', 'submissions'] : ['description', 'sequence'];
}

/**
 * The layout of a workspace on `context`, with the program tab of `programMode` selected: wide, or
 * narrow (one tab strip, the ladder first).
 */
export function workspaceLayout(
  context: WorkspaceContext,
  narrow: boolean,
  programMode: 'LADDER' | 'ST' = 'LADDER',
): IJsonModel {
  const program: PanelId = programMode === 'ST' ? 'st' : 'ladder';
  const global: IJsonModel['global'] = {
    tabEnableClose: false,
    tabEnableRename: false,
    tabEnableFloat: false,
    tabEnablePopout: false,
    tabSetEnableMaximize: !narrow,
    enableEdgeDock: true,
    enableEdgeDockIndicators: true,
    tabSetEnableDrag: !narrow,
    // A phone wraps its tabs onto two rows: every tab one tap away, no overflow menu.
    tabSetEnableTabWrap: narrow,
    tabEnableDrag: !narrow,
    borderSize: BORDER_SIZE,
    borderEnableAutoHide: false,
  };
  const borders: IJsonModel['borders'] = [
    {
      type: 'border',
      location: 'bottom',
      size: BORDER_SIZE,
      // Collapsed at first; Errors opens by itself when a RUN is refused.
      selected: -1,
      children: [tab('output'), tab('errors')],
    },
  ];
  if (narrow) {
    const order: PanelId[] = ['ladder', 'st', 'addons', 'scene', 'io', 'trend', 'tags', ...notes(context)];
    return {
      global,
      borders,
      layout: {
        type: 'row',
        children: [
          {
            type: 'tabset',
            id: 'main',
            weight: 1,
            selected: order.indexOf(program),
            children: order.map(tab),
          },
        ],
      },
    };
  }
  // A problem or an example opens on its description; a project on the scene.
  const upper = notes(context);
  const lower: PanelId[] = ['scene', 'io', 'trend', 'tags'];
  return {
    global,
    borders,
    layout: {
      type: 'row',
      children: [
        {
          type: 'row',
          weight: 1,
          children: [
            { type: 'tabset', id: 'notes', weight: 1, selected: 0, children: upper.map(tab) },
            { type: 'tabset', id: 'plant', weight: 1, selected: 0, children: lower.map(tab) },
          ],
        },
        {
          type: 'tabset',
          id: 'program',
          weight: 2,
          selected: program === 'st' ? 1 : 0,
          // The Add-On Instructions beside the program they extend (issue 25).
          children: [tab('ladder'), tab('st'), tab('addons')],
        },
      ],
    },
  };
}

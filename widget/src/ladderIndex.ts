/**
 * @plcsim/widget/ladder: the live ladder view and its rung layout, for hosts that draw a ladder themselves
 * (the site's workspace, the stories). `<PlcSimulator>` loads the view from here on demand when it shows a
 * ladder, so a page running a project in Structured Text never downloads it (issue 12's size budget).
 */
export { LadderView, type LadderViewProps } from './ladder/LadderView.tsx';
export { layoutRung, cachedRungLayout, type RungLayout } from './ladder/layout.ts';

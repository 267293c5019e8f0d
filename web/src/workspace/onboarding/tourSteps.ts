/**
 * The workspace tour's steps and the pure parts of its logic: moving between steps and placing the
 * step's card next to what it points at (Tour.tsx draws them).
 */

export interface TourStep {
  /** Names the step in tests and in `data-tour-step`. */
  id: string;
  title: string;
  text: string;
  /** CSS selector of what the step points at; the first visible match is highlighted. */
  target: string;
}

/** Six steps: the toolbar, the toolsets, the operand picker, RUN, the IO tab and the Errors tab. */
export const TOUR_STEPS: readonly TourStep[] = [
  {
    id: 'toolbar',
    title: 'The toolbar',
    text: 'Name your project here, save and share it, open or download a file, and add inputs and outputs from the I/O palette.',
    target: '.workspace-toolbar__doc',
  },
  {
    id: 'toolsets',
    title: 'Instructions',
    text: 'Add Rung, then pick a toolset (Favorites, Bit, Timer, Counter, Math, Compare) and click an instruction to put it on the selected rung, or drag it onto the ladder.',
    target: '.plc-toolsets',
  },
  {
    id: 'picker',
    title: 'Operands',
    text: 'Click or tap an operand on the ladder (the ? of a new instruction) to open the operand picker and choose the tag it reads or writes. Type to find a tag, or to create one.',
    target: '.plc-editor__ladder',
  },
  {
    id: 'run',
    title: 'RUN',
    text: 'Switch from PROG to RUN to start your program. It is checked first; the status beside it says whether it runs.',
    target: '.plc-controls__mode',
  },
  {
    id: 'io',
    title: 'The IO tab',
    text: 'While the program runs, click or tap an input here to toggle it, and watch the outputs and the scene answer.',
    target: '#flexlayout-tabbutton-io',
  },
  {
    id: 'errors',
    title: 'The Errors tab',
    text: 'When RUN is refused, this tab opens with the errors: click one to go to it. Output, beside it, shows what the run said.',
    target: '#flexlayout-tabbutton-errors',
  },
];

/** The step after a move, or null when Next on the last step finishes the tour. */
export function moveStep(index: number, move: 'next' | 'back', count: number): number | null {
  if (move === 'back') return Math.max(0, index - 1);
  return index + 1 < count ? index + 1 : null;
}

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** Space kept between the card and the target, and between the card and the window's edges. */
const GAP = 12;
const MARGIN = 8;

/**
 * Where the step's card goes (viewport pixels): below its target when it fits, else above, else at the
 * bottom of the window; in the middle when the step has no visible target. Always inside the window.
 */
export function placeCard(
  target: Box | null,
  card: { width: number; height: number },
  viewport: { width: number; height: number },
): { top: number; left: number } {
  const clampLeft = (left: number) => Math.max(MARGIN, Math.min(left, viewport.width - card.width - MARGIN));
  const clampTop = (top: number) => Math.max(MARGIN, Math.min(top, viewport.height - card.height - MARGIN));
  if (!target) {
    return {
      top: clampTop((viewport.height - card.height) / 2),
      left: clampLeft((viewport.width - card.width) / 2),
    };
  }
  const left = clampLeft(target.left);
  const below = target.top + target.height + GAP;
  if (below + card.height <= viewport.height - MARGIN) return { top: below, left };
  const above = target.top - GAP - card.height;
  if (above >= MARGIN) return { top: above, left };
  return { top: clampTop(viewport.height - card.height - MARGIN), left };
}

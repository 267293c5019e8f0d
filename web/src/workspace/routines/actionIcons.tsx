import type { ReactElement } from 'react';

/** The routine list's actions, drawn inline (nothing loads from elsewhere). */
export type RoutineAction = 'add' | 'rename' | 'delete';

const paths: Record<RoutineAction, ReactElement> = {
  add: <path d="M12 5v14M5 12h14" />,
  rename: <path d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4" />,
  delete: <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />,
};

/** A 16×16 line icon beside (on a narrow screen: instead of) an action's text; decorative. */
export function RoutineActionIcon({ action }: { action: RoutineAction }) {
  return (
    <svg
      className="workspace-routines__icon"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[action]}
    </svg>
  );
}

import { useEffect, useRef, type PointerEvent as ReactPointerEvent } from 'react';

/** How long a touch must rest (ms) to count as a long press. */
export const LONG_PRESS_MS = 550;
/** Finger travel (px) that makes it a scroll instead. */
const SLOP = 10;

/**
 * A long press by touch on something `pick` recognises (an instruction or branch): `onLongPress` runs
 * after LONG_PRESS_MS unless the finger lifts or moves first. The click that follows the lift is
 * swallowed (`consumeClick` returns true once), and so is the browser's context menu.
 */
export function useLongPress<T>(
  pick: (target: EventTarget | null) => T | null,
  onLongPress: (picked: T) => void,
  disabled: boolean,
) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const fired = useRef(false);
  const latest = useRef(onLongPress);
  useEffect(() => {
    latest.current = onLongPress;
  });
  const cancel = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    start.current = null;
  };
  useEffect(() => cancel, []);

  const onPointerDown = (event: ReactPointerEvent) => {
    cancel();
    fired.current = false;
    if (disabled || event.pointerType !== 'touch') return;
    const picked = pick(event.target);
    if (picked === null) return;
    start.current = { x: event.clientX, y: event.clientY };
    timer.current = setTimeout(() => {
      timer.current = null;
      fired.current = true;
      latest.current(picked);
    }, LONG_PRESS_MS);
  };
  const onPointerMove = (event: ReactPointerEvent) => {
    const s = start.current;
    if (s && Math.hypot(event.clientX - s.x, event.clientY - s.y) > SLOP) cancel();
  };
  const consumeClick = () => {
    const was = fired.current;
    fired.current = false;
    return was;
  };
  return {
    onPointerDown,
    onPointerMove,
    onPointerUp: cancel,
    onPointerCancel: cancel,
    /** The browser's long-press menu would cover the ladder. */
    onContextMenu: (event: { preventDefault(): void }) => {
      if (fired.current || timer.current !== null) event.preventDefault();
    },
    consumeClick,
  };
}

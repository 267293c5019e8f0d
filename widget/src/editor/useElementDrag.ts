import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';

/** Pointer travel (px) before a press on an element becomes a drag. */
const DRAG_THRESHOLD = 6;

/** Which side of an instruction or branch a drop lands on (wires take it where they are). */
export type DropSide = 'before' | 'after';

/** A drag in progress: the element dragged, what it is called, where it would land and the pointer. */
export interface ElementDrag {
  id: string;
  label: string;
  /** 'before XIC START', 'on the wire', or '' over nothing that takes it. */
  where: string;
  x: number;
  y: number;
}

/** What `useElementDrag` needs from the editor. */
export interface ElementDragOptions {
  /** The ladder's box: drops land on `[data-element-id]` inside it. */
  ladder: RefObject<HTMLElement | null>;
  /** The draggable element (instruction or branch) under a press, with its label; null for anything else. */
  draggable: (target: EventTarget | null) => { id: string; label: string } | null;
  /** Outlines the element a drop would land on (null clears). */
  mark: (element: Element | null) => void;
  /** Where a drop on `targetId` lands, in words ('before XIC START'). */
  describe: (targetId: string, side: DropSide) => string;
  /** Drops element `id` on the element named `targetId`, before or after it. */
  drop: (id: string, targetId: string, side: DropSide) => void;
  disabled: boolean;
}

/**
 * Dragging an instruction or branch to another place with a mouse or pen (a touch press scrolls the
 * ladder; on touch a long press puts a branch around instead). Pointer events rather than HTML
 * drag-and-drop, which SVG elements do not take part in. While dragging, the element under the pointer
 * is outlined and the label says where the drop lands (before or after an element by the half the
 * pointer is over, or on a wire); Escape cancels. Returns the drag (for the floating label), the pointer-down handler and
 * `consumeClick`, true once after a drag so the click that ends it does not also select.
 */
export function useElementDrag({ ladder, draggable, mark, describe, drop, disabled }: ElementDragOptions) {
  const [drag, setDrag] = useState<ElementDrag | null>(null);
  const press = useRef<{ id: string; label: string; x: number; y: number; dragging: boolean } | null>(null);
  const dragged = useRef(false);
  const latest = useRef({ mark, describe, drop, ladder });
  useEffect(() => {
    latest.current = { mark, describe, drop, ladder };
  });

  /** The element under the pointer (not the one dragged) and the half of it the pointer is over. */
  const targetAt = (x: number, y: number, dragged: string) => {
    const root = latest.current.ladder.current;
    const hit = typeof document.elementFromPoint === 'function' ? document.elementFromPoint(x, y) : null;
    const found = hit?.closest('[data-element-id]') ?? null;
    const id = found?.getAttribute('data-element-id');
    if (!found || !id || id === dragged || !root?.contains(found)) return null;
    const box = found.getBoundingClientRect();
    const side: DropSide = x < box.left + box.width / 2 ? 'before' : 'after';
    return { element: found, id, side };
  };

  useEffect(() => {
    if (disabled) return;
    const end = () => {
      press.current = null;
      setDrag(null);
      latest.current.mark(null);
    };
    const onMove = (event: PointerEvent) => {
      const p = press.current;
      if (!p) return;
      if (!p.dragging && Math.hypot(event.clientX - p.x, event.clientY - p.y) < DRAG_THRESHOLD) return;
      p.dragging = true;
      event.preventDefault();
      const target = targetAt(event.clientX, event.clientY, p.id);
      const where = target ? latest.current.describe(target.id, target.side) : '';
      setDrag({ id: p.id, label: p.label, where, x: event.clientX, y: event.clientY });
      latest.current.mark(target?.element ?? null);
    };
    const onUp = (event: PointerEvent) => {
      const p = press.current;
      if (!p) return;
      if (p.dragging) {
        dragged.current = true;
        const target = targetAt(event.clientX, event.clientY, p.id);
        if (target) latest.current.drop(p.id, target.id, target.side);
      }
      end();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && press.current?.dragging) {
        event.preventDefault();
        dragged.current = true;
        end();
      }
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', end);
    window.addEventListener('keydown', onKey, true);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', end);
      window.removeEventListener('keydown', onKey, true);
      end();
    };
  }, [disabled]);

  const onPointerDown = (event: ReactPointerEvent) => {
    if (disabled || event.button !== 0 || event.pointerType === 'touch') return;
    const found = draggable(event.target);
    dragged.current = false;
    press.current = found ? { ...found, x: event.clientX, y: event.clientY, dragging: false } : null;
  };

  const consumeClick = () => {
    const was = dragged.current;
    dragged.current = false;
    return was;
  };

  return { drag, onPointerDown, consumeClick };
}

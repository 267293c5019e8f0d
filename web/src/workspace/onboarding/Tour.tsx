import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { moveStep, placeCard, TOUR_STEPS, type Box, type TourStep } from './tourSteps.ts';
import './tour.css';

/** The first match of `selector` that is drawn (a hidden tab's content has no size). */
function visibleTarget(selector: string): HTMLElement | null {
  for (const element of document.querySelectorAll<HTMLElement>(selector)) {
    const box = element.getBoundingClientRect();
    if (box.width > 0 && box.height > 0) return element;
  }
  return null;
}

const boxOf = (element: HTMLElement): Box => {
  const { top, left, width, height } = element.getBoundingClientRect();
  return { top, left, width, height };
};

const FOCUSABLE = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * The workspace tour (a lazy chunk): a dialog card per step beside a highlight around what the step
 * points at, the rest of the page dimmed and not clickable. Next, Back and Done; Escape or Close
 * ends it. Focus moves into the card, stays there (Tab cycles) and goes back where it was at the end.
 */
export default function Tour({
  steps = TOUR_STEPS,
  onClose,
}: {
  steps?: readonly TourStep[];
  onClose: () => void;
}) {
  const [index, setIndex] = useState(0);
  const step = steps[index] ?? steps[0];
  const [target, setTarget] = useState<Box | null>(null);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();
  const last = index === steps.length - 1;

  // Focus into the card on open, back to where it was at the end.
  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    nextRef.current?.focus();
    return () => {
      if (before?.isConnected) before.focus();
    };
  }, []);

  // Point at the step's target: scroll it into view once, then follow it every frame (the layout may
  // still settle, a tab strip may wrap, the window may turn) and keep the card beside it.
  useLayoutEffect(() => {
    if (!step) return undefined;
    let scrolled = false;
    let frame = 0;
    let placed = '';
    const place = () => {
      const element = visibleTarget(step.target);
      if (element && !scrolled) {
        element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        scrolled = true;
      }
      const box = element ? boxOf(element) : null;
      const card = cardRef.current;
      const size = card ? { width: card.offsetWidth, height: card.offsetHeight } : null;
      const viewport = { width: window.innerWidth, height: window.innerHeight };
      const key = JSON.stringify([box, size, viewport]);
      if (key !== placed) {
        placed = key;
        setTarget(box);
        if (size) setPosition(placeCard(box, size, viewport));
      }
      frame = requestAnimationFrame(place);
    };
    place();
    return () => cancelAnimationFrame(frame);
  }, [step]);

  const move = useCallback(
    (direction: 'next' | 'back') => {
      const next = moveStep(index, direction, steps.length);
      if (next === null) onClose();
      else setIndex(next);
      // Back is disabled on the first step: keep the focus in the card.
      if (next === 0) nextRef.current?.focus();
    },
    [index, steps.length, onClose],
  );

  // Escape ends the tour wherever the focus is.
  useEffect(() => {
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      onClose();
    };
    document.addEventListener('keydown', onEscape, true);
    return () => document.removeEventListener('keydown', onEscape, true);
  }, [onClose]);

  // Tab and Shift+Tab cycle through the card's buttons.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || !cardRef.current) return;
    const focusable = Array.from(cardRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const end = focusable[focusable.length - 1];
    if (!first || !end) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      end.focus();
    } else if (!event.shiftKey && document.activeElement === end) {
      event.preventDefault();
      first.focus();
    }
  };

  if (!step) return null;
  const pad = 4;
  return createPortal(
    <div className="tour" data-tour-step={step.id} onKeyDown={onKeyDown}>
      <div
        className="tour__shade"
        data-dim={target ? undefined : true}
        // A click on the page keeps the focus in the card.
        onMouseDown={(event) => event.preventDefault()}
      />
      {target && (
        <div
          className="tour__highlight"
          aria-hidden="true"
          style={{
            top: target.top - pad,
            left: target.left - pad,
            width: target.width + 2 * pad,
            height: target.height + 2 * pad,
          }}
        />
      )}
      <div
        ref={cardRef}
        className="tour__card"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        style={position ?? { visibility: 'hidden' }}
      >
        <p className="tour__count">
          Step {index + 1} of {steps.length}
        </p>
        <h2 id={titleId} className="tour__title">
          {step.title}
        </h2>
        <p id={textId} className="tour__text" aria-live="polite">
          {step.text}
        </p>
        <div className="tour__actions">
          <button type="button" className="workspace-button" onClick={onClose}>
            Close tour
          </button>
          <button
            type="button"
            className="workspace-button"
            disabled={index === 0}
            onClick={() => move('back')}
          >
            Back
          </button>
          <button
            ref={nextRef}
            type="button"
            className="workspace-button workspace-button--primary"
            onClick={() => move('next')}
          >
            {last ? 'Done' : 'Next'}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}

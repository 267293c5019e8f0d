import { memo, useLayoutEffect, useMemo, useRef } from 'react';
import type { SimulatorController } from '../simulator/simulatorController.ts';
import type { RungLayout } from './layout.ts';
import { STATIC_LIVE } from './live.ts';
import { RungLiveDom } from './liveDom.ts';
import { ERROR_KEY_SEPARATOR, type Paint } from './paint.ts';
import { RungDrawing } from './RungDrawing.tsx';

export interface RungProps {
  layout: RungLayout;
  index: number;
  width: number;
  /** Live state; without one the rung is a static drawing. */
  controller?: SimulatorController | undefined;
  /** The selected id when it is drawn in this rung, else null (so other rungs keep their props). */
  selectedId: string | null;
  /** Ids in this rung with an error diagnostic, joined by ERROR_KEY_SEPARATOR (a string, so equal lists compare equal). */
  errorKey: string;
  /** Ids in this rung with a teaching warning, joined the same way ('' for none). */
  warningKey?: string;
  /** A diagnostic names this rung but none of its elements. */
  rungError: boolean;
}

/** The rung's comment: the first of a layout's parts is the rung itself (see `rungParts`). */
function commentOf(layout: RungLayout): string | undefined {
  const rung = layout.parts[0] as { comment?: unknown } | undefined;
  return typeof rung?.comment === 'string' && rung.comment.trim() !== '' ? rung.comment : undefined;
}

/**
 * One rung, memoised on its layout (one object per document version of the rung) and a few primitives,
 * so a scan or an edit elsewhere does not re-render it. React draws its structure; with a controller,
 * its live binding (liveDom.ts) writes energised states, values and the description straight to the
 * DOM after each scan, and only when the rung's own live key changed: a scan never re-renders a rung,
 * nor does RUN or PROG.
 */
export const Rung = memo(function Rung({
  controller,
  layout,
  index,
  width,
  selectedId,
  errorKey,
  warningKey = '',
  rungError,
}: RungProps) {
  const errors = useMemo(() => new Set(errorKey ? errorKey.split(ERROR_KEY_SEPARATOR) : []), [errorKey]);
  const warnings = useMemo(
    () => new Set(warningKey ? warningKey.split(ERROR_KEY_SEPARATOR) : []),
    [warningKey],
  );
  const liveDom = controller !== undefined;
  const paint = useMemo<Paint>(
    () => ({ live: STATIC_LIVE, errors, warnings, selectedId, liveDom }),
    [errors, warnings, selectedId, liveDom],
  );
  const root = useRef<HTMLDivElement>(null);
  const binding = useMemo(() => (controller ? new RungLiveDom(controller) : null), [controller]);
  // After every commit of this rung: React drew it with nothing live, so the binding finds its live
  // nodes again and writes them all, before the browser paints.
  useLayoutEffect(() => {
    binding?.bind(root.current, layout, paint);
  });
  useLayoutEffect(() => binding?.subscribe(), [binding]);
  return (
    <RungDrawing
      // A drawing the binding wrote to is not reused without one: React would keep its live attributes.
      key={liveDom ? 'live' : 'static'}
      rootRef={root}
      layout={layout}
      index={index}
      width={width}
      paint={paint}
      rungError={rungError}
      comment={commentOf(layout)}
    />
  );
});

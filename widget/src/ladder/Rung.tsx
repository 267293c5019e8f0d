import { memo, useMemo } from 'react';
import { useScanValue } from '../simulator/hooks.ts';
import type { SimulatorController } from '../simulator/simulatorController.ts';
import type { RungLayout } from './layout.ts';
import { decodeLiveKey, liveKey, STATIC_LIVE, type RungLive } from './live.ts';
import { ERROR_KEY_SEPARATOR } from './paint.ts';
import { RungDrawing } from './RungDrawing.tsx';

export interface RungProps {
  layout: RungLayout;
  index: number;
  width: number;
  /** Live state; without one the rung is a static drawing. */
  controller?: SimulatorController | undefined;
  /** True while the controller is in RUN. */
  running: boolean;
  /** The selected id when it is drawn in this rung, else null (so other rungs keep their props). */
  selectedId: string | null;
  /** Ids in this rung with an error diagnostic, joined by ERROR_KEY_SEPARATOR (a string, so equal lists compare equal). */
  errorKey: string;
  /** A diagnostic names this rung but none of its elements. */
  rungError: boolean;
}

/**
 * One rung, memoised on its layout (one object per document version of the rung) and a few primitives,
 * so a scan or an edit elsewhere does not re-render it. Its live part re-renders only when its own
 * energised states or shown values change (`useScanValue` on a per-rung key).
 */
export const Rung = memo(function Rung({ controller, running, ...rest }: RungProps) {
  if (controller && running) return <LiveRung controller={controller} {...rest} />;
  return <PaintedRung live={STATIC_LIVE} {...rest} />;
});

type RungBodyProps = Omit<RungProps, 'controller' | 'running'>;

function LiveRung({ controller, ...rest }: RungBodyProps & { controller: SimulatorController }) {
  const { probes } = rest.layout;
  const key = useScanValue(controller, () =>
    controller.getSnapshot().mode === 'RUN' ? liveKey(controller.live, probes) : '',
  );
  const live = useMemo(() => decodeLiveKey(key, probes), [key, probes]);
  return <PaintedRung live={live} {...rest} />;
}

function PaintedRung({
  live,
  layout,
  index,
  width,
  selectedId,
  errorKey,
  rungError,
}: RungBodyProps & { live: RungLive }) {
  const errors = useMemo(() => new Set(errorKey ? errorKey.split(ERROR_KEY_SEPARATOR) : []), [errorKey]);
  const paint = useMemo(() => ({ live, errors, selectedId }), [live, errors, selectedId]);
  return <RungDrawing layout={layout} index={index} width={width} paint={paint} rungError={rungError} />;
}

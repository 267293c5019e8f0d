import { speedLabel } from '../controls/speeds.ts';
import { useScanValue, useSimulatorState } from '../simulator/hooks.ts';
import type { SimulatorController } from '../simulator/simulatorController.ts';
import { formatScanTime } from './formatScanTime.ts';
import './status.css';

/** Props of `StatusBar`. */
export interface StatusBarProps {
  /** The simulator whose mode and scans are shown. */
  controller: SimulatorController;
  className?: string;
}

/**
 * The status panel (spec 000 §2 "Toolbar"): 'Program contains Errors', 'PLC is in Program mode' or
 * 'Program running...' with the last scan time and the scan count, plus Paused, a speed other than 1×
 * and a watchdog fault. Mode changes are announced politely; the per-scan numbers are not.
 */
export function StatusBar({ controller, className }: StatusBarProps) {
  const { status, mode, paused, speed, fault } = useSimulatorState(controller);
  return (
    <div className={['plc-status', className].filter(Boolean).join(' ')} data-status={status.kind}>
      <p className="plc-status__mode" role="status" aria-live="polite">
        <span className="plc-status__text">{status.text}</span>
        {mode === 'RUN' && paused && <span className="plc-status__flag">Paused</span>}
        {speed !== 1 && <span className="plc-status__flag">Speed {speedLabel(speed)}</span>}
        {fault !== null && <span className="plc-status__fault">{fault}</span>}
      </p>
      {status.kind === 'running' && <ScanFigures controller={controller} />}
    </div>
  );
}

function ScanFigures({ controller }: { controller: SimulatorController }) {
  const scanTime = useScanValue(controller, () => formatScanTime(controller.live.lastScanTime()));
  const scanCount = useScanValue(controller, () => controller.live.scanCount());
  return (
    <p className="plc-status__figures">
      <span>Last Scan Time: {scanTime} ms</span>
      <span>Scan Count: {scanCount}</span>
    </p>
  );
}

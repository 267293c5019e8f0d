/**
 * The standalone bundle's entry (`npm run build:standalone` → dist/standalone/plc-simulator.js): React,
 * the widget and its CSS in one script that defines `<plc-simulator>`. scriptBase.ts comes first so it
 * reads `document.currentScript` while this script runs.
 */
import './scriptBase.ts';
import { PlcSimulatorElement } from './PlcSimulatorElement.ts';

export { PlcSimulatorElement };

if (typeof customElements !== 'undefined' && !customElements.get('plc-simulator')) {
  customElements.define('plc-simulator', PlcSimulatorElement);
}

/**
 * The standalone bundle's entry (`npm run build:standalone` → dist/standalone/plc-simulator.module.js,
 * loaded by the classic script plc-simulator.js): React, the widget and its CSS; defines `<plc-simulator>`.
 */
import { PlcSimulatorElement } from './PlcSimulatorElement.ts';

export { PlcSimulatorElement };

if (typeof customElements !== 'undefined' && !customElements.get('plc-simulator')) {
  customElements.define('plc-simulator', PlcSimulatorElement);
}

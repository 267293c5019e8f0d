import type { Meta, StoryObj } from '@storybook/react-vite';
import { AnalogScene } from './AnalogScene.tsx';

/**
 * Issue 26's Mixing Tank heat and Air Compressor transmitter, live on the real engine under a small
 * Structured Text controller (no buttons: the controller runs from the first scan).
 */
const meta = {
  title: 'Scenes/Heat and pressure',
  component: AnalogScene,
  args: { running: true },
  argTypes: { scene: { control: false } },
} satisfies Meta<typeof AnalogScene>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On/off with hysteresis: the heater cycles, the lagging transmitter overshoots the 48–52 °C band. */
export const MixingTankOnOff: Story = {
  args: {
    scene: 'MIXING_TANK',
    source: `(* Heater on below 48 °C, off above 52 °C. *)
IF TEMPERATURE < 48.0 THEN HEATER := TRUE;
ELSIF TEMPERATURE > 52.0 THEN HEATER := FALSE;
END_IF;`,
    watch: ['TEMPERATURE', 'TEMPERATURE_RAW', 'HEATER'],
  },
};

/** A PI controller on the heater power (AO0) holds 50 °C without offset. */
export const MixingTankPi: Story = {
  args: {
    scene: 'MIXING_TANK',
    source: `(* PI on HEATER_POWER, setpoint 50 °C, Kp 4 %/°C, Ki 0.2 %/(°C·s). *)
VAR Integral : REAL; Err : REAL; Out : REAL; END_VAR
Err := 50.0 - TEMPERATURE;
Integral := Integral + 0.2 * Err * 0.1;
IF Integral > 100.0 THEN Integral := 100.0; ELSIF Integral < 0.0 THEN Integral := 0.0; END_IF;
Out := 4.0 * Err + Integral;
IF Out > 100.0 THEN Out := 100.0; ELSIF Out < 0.0 THEN Out := 0.0; END_IF;
HEATER_POWER := Out;`,
    watch: ['TEMPERATURE', 'HEATER_POWER'],
  },
};

/** The compressor pumps from 4 bar to 8 bar on its transmitter, then bleeds. */
export const AirCompressorTransmitter: Story = {
  args: {
    scene: 'AIR_COMPRESSOR',
    source: `(* Pump below 4 bar until 8 bar, bleed in between. *)
VAR Pumping : BOOL; END_VAR
IF PRESSURE < 4.0 THEN Pumping := TRUE; ELSIF PRESSURE > 8.0 THEN Pumping := FALSE; END_IF;
MOTOR := Pumping;
VALVE := NOT Pumping;`,
    watch: ['PRESSURE', 'PRESSURE_RAW', 'MOTOR', 'VALVE'],
  },
};

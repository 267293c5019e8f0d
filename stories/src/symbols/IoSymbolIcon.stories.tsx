import type { Meta, StoryObj } from '@storybook/react-vite';
import { INPUT_SYMBOLS, OUTPUT_SYMBOLS } from '@plcsim/compiler';
import { IO_SYMBOL_LABELS, IoSymbolIcon } from '@plcsim/widget';

const SYMBOLS = [...INPUT_SYMBOLS, ...OUTPUT_SYMBOLS];

const meta = {
  title: 'IO symbols/Symbol',
  component: IoSymbolIcon,
  args: { symbol: 'NO_PUSHBUTTON', size: 96 },
  argTypes: {
    symbol: {
      control: 'select',
      options: [...SYMBOLS, 'NO_TEMPERATURE_SWITCH', 'NC_TEMPERATURE_SWITCH', 'UNKNOWN', null],
    },
    size: { control: { type: 'range', min: 16, max: 256, step: 8 } },
  },
} satisfies Meta<typeof IoSymbolIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoPushbutton: Story = { args: { symbol: 'NO_PUSHBUTTON' } };
export const NcPushbutton: Story = { args: { symbol: 'NC_PUSHBUTTON' } };
export const NoLimitSwitch: Story = { args: { symbol: 'NO_LIMIT_SWITCH' } };
export const NcLimitSwitch: Story = { args: { symbol: 'NC_LIMIT_SWITCH' } };
export const NoFloatSwitch: Story = { args: { symbol: 'NO_FLOAT_SWITCH' } };
export const NcFloatSwitch: Story = { args: { symbol: 'NC_FLOAT_SWITCH' } };
export const NoPressureSwitch: Story = { args: { symbol: 'NO_PRESSURE_SWITCH' } };
export const NcPressureSwitch: Story = { args: { symbol: 'NC_PRESSURE_SWITCH' } };
export const NoTempSwitch: Story = { args: { symbol: 'NO_TEMP_SWITCH' } };
export const NcTempSwitch: Story = { args: { symbol: 'NC_TEMP_SWITCH' } };
export const Indicator: Story = { args: { symbol: 'INDICATOR' } };
export const MotorContactor: Story = { args: { symbol: 'MOTOR_CONTACTOR' } };
export const Solenoid: Story = { args: { symbol: 'SOLENOID' } };
export const Resistor: Story = { args: { symbol: 'RESISTOR' } };
export const Potentiometer: Story = { args: { symbol: 'POTENTIOMETER' } };
export const NumericInput: Story = { args: { symbol: 'NUMERIC_INPUT' } };
export const AnalogGauge: Story = { args: { symbol: 'ANALOG_GAUGE' } };
export const NumericDisplay: Story = { args: { symbol: 'NUMERIC_DISPLAY' } };

/** The filter lists' spelling draws the stored symbol. */
export const TemperatureSpelling: Story = { args: { symbol: 'NO_TEMPERATURE_SWITCH' } };

/** Every symbol with its value and label, in a themed colour. */
export const AllSymbols: Story = {
  parameters: { layout: 'padded' },
  render: ({ size }) => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
        gap: '1rem',
        color: '#1d4ed8',
        fontFamily: 'system-ui, sans-serif',
      }}
    >
      {SYMBOLS.map((symbol) => (
        <figure key={symbol} style={{ margin: 0, textAlign: 'center' }}>
          <IoSymbolIcon symbol={symbol} size={size} />
          <figcaption style={{ color: '#111', fontSize: '0.8rem' }}>
            <code>{symbol}</code>
            <br />
            {IO_SYMBOL_LABELS[symbol]}
          </figcaption>
        </figure>
      ))}
    </div>
  ),
};

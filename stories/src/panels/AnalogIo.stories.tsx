import type { AnalogRange, IoSymbol } from '@plcsim/compiler';
import { IoPanel } from '@plcsim/widget';
import { TrendChart } from '@plcsim/widget/editor';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { analogProject } from './analogProject.ts';
import { WithController } from './WithController.tsx';

interface AnalogIoDemoProps {
  input: IoSymbol;
  output: IoSymbol;
  range?: AnalogRange;
  autoRun: boolean;
  width: number;
}

/** The I/O panel and the trend of AI0 and AO0 on a real controller running `MOV(AI0,AO0)`. */
function AnalogIoDemo({ input, output, range, autoRun, width }: AnalogIoDemoProps) {
  return (
    <WithController
      project={() => analogProject({ input, output, ...(range ? { range } : {}) })}
      autoRun={autoRun}
      trended={['AI0', 'AO0', 'AI0_Raw']}
      width={width}
    >
      {(controller) => (
        <div style={{ display: 'grid', gap: '1rem' }}>
          <IoPanel controller={controller} />
          <TrendChart controller={controller} />
        </div>
      )}
    </WithController>
  );
}

/**
 * Analog channels (issue 26): AI0 drives AO0 through `MOV(AI0,AO0)` (`AO0 := AI0;`). Drag the slider,
 * or focus it and use the arrow keys, Page Up/Down, Home and End; type into the numeric input and press
 * Enter. The gauge or the numeric display follows at the next scan, and the trend plots AI0, AO0 and the
 * raw counts AI0_Raw (0–32767). In PROG the input is refused (read-only, with the reason).
 */
const meta = {
  title: 'Panels/Analog I/O',
  component: AnalogIoDemo,
  args: { input: 'POTENTIOMETER', output: 'ANALOG_GAUGE', autoRun: true, width: 560 },
  argTypes: {
    input: { control: 'select', options: ['POTENTIOMETER', 'NUMERIC_INPUT'] },
    output: { control: 'select', options: ['ANALOG_GAUGE', 'NUMERIC_DISPLAY'] },
  },
} satisfies Meta<typeof AnalogIoDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** POTENTIOMETER: a slider driving a bar gauge, 0–100 %. */
export const Potentiometer: Story = {};

/** NUMERIC_INPUT: type a pressure (0–10 bar) and press Enter; a gauge shows it. */
export const NumericInput: Story = {
  args: { input: 'NUMERIC_INPUT', output: 'ANALOG_GAUGE', range: { min: 0, max: 10, unit: 'bar' } },
};

/** ANALOG_GAUGE: a bar over a temperature range, 20–250 °C, driven by a slider. */
export const AnalogGauge: Story = {
  args: { input: 'POTENTIOMETER', output: 'ANALOG_GAUGE', range: { min: 20, max: 250, unit: '°C' } },
};

/** NUMERIC_DISPLAY: the output as digits, driven by a slider. */
export const NumericDisplay: Story = {
  args: { input: 'POTENTIOMETER', output: 'NUMERIC_DISPLAY', range: { min: 0, max: 10, unit: 'bar' } },
};

/** In PROG the slider is read-only: "Switch to RUN to operate the inputs." */
export const InProgramMode: Story = { args: { autoRun: false } };

/** A phone's width: the slider keeps a 44 px touch target. */
export const Phone: Story = { args: { width: 375 } };

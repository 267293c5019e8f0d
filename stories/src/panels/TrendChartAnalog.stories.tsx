import { RunControls } from '@plcsim/widget';
import { TrendChart } from '@plcsim/widget/editor';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { analogLoopProject } from './analogLoopProject.ts';
import { WithController } from './WithController.tsx';

interface AnalogTrendDemoProps {
  width: number;
  height: number;
  speed: number;
}

/**
 * A temperature loop's default trend (issue 26): nothing is chosen, so the chart plots the analog
 * channels — setpoint Temp_SP and the thermocouple AI0 in °C on the left-hand axis, the heater AO0 in
 * % on a second axis — with units in the legend.
 */
function AnalogTrendDemo({ width, height, speed }: AnalogTrendDemoProps) {
  return (
    <WithController project={analogLoopProject} autoRun speed={speed} width={width}>
      {(controller) => (
        <div style={{ display: 'grid', gap: 12 }}>
          <RunControls controller={controller} />
          <TrendChart controller={controller} height={height} />
        </div>
      )}
    </WithController>
  );
}

const meta = {
  title: 'Panels/TrendChart/Analog',
  component: AnalogTrendDemo,
  args: { width: 720, height: 260, speed: 4 },
} satisfies Meta<typeof AnalogTrendDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TemperatureLoop: Story = {};
export const Phone: Story = { args: { width: 375, height: 220 } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlcSimulator } from '@plcsim/widget';
import { conveyorSt, garageDoorLadder, withError } from './projects.ts';

/**
 * `<PlcSimulator>` on the real engine: each mode and panel set an embed can choose
 * (docs/embedding.md). Press START (DI0) in the I/O panel.
 */
const meta = {
  title: 'PlcSimulator',
  component: PlcSimulator,
  args: { autoRun: true },
} satisfies Meta<typeof PlcSimulator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LadderOnAScene: Story = {
  args: { project: garageDoorLadder(), panels: ['scene', 'ladder', 'io'] },
};

export const StructuredText: Story = {
  args: { project: conveyorSt(), panels: ['scene', 'st', 'io', 'tags'] },
};

export const EveryPanel: Story = {
  args: { project: garageDoorLadder(), panels: ['scene', 'ladder', 'io', 'tags', 'trend'] },
};

export const ViewOnly: Story = {
  args: { project: garageDoorLadder(), mode: 'view', autoRun: false, panels: ['ladder'] },
};

export const Dark: Story = {
  args: { project: garageDoorLadder(), theme: 'dark', panels: ['scene', 'ladder', 'io'] },
};

export const ProgramWithErrors: Story = {
  args: { project: withError(), autoRun: true, panels: ['ladder', 'io'] },
};

export const FixedHeight: Story = {
  args: { project: garageDoorLadder(), height: 360, panels: ['scene', 'ladder', 'io', 'tags'] },
};

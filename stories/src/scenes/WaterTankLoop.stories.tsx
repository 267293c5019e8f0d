import type { Meta, StoryObj } from '@storybook/react-vite';
import { WaterTankLoop } from './WaterTankLoop.tsx';

/**
 * The Water Tank's analog channels under a level controller written in Structured Text, live on the real
 * engine: PI settles at the 50 % setpoint; P-only settles short of it (the offset).
 */
const meta = {
  title: 'Scene loops/Water Tank',
  component: WaterTankLoop,
  args: { running: true, controller: 'PI' },
} satisfies Meta<typeof WaterTankLoop>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PiController: Story = { args: { controller: 'PI' } };
export const POnlyController: Story = { args: { controller: 'P' } };

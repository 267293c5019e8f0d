import type { Meta, StoryObj } from '@storybook/react-vite';
import { LiveScene } from './LiveScene.tsx';

/**
 * Every scene running live on the real engine with its demo program (compiler/src/scenes/demoPrograms.ts).
 * Press START (or a CALL button in the elevator, START held for a train at the crossing); STOP is normally
 * closed, so pressing it sets it to 0.
 */
const meta = {
  title: 'Scenes',
  component: LiveScene,
  args: { running: true },
  argTypes: { scene: { control: false } },
} satisfies Meta<typeof LiveScene>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AirCompressor: Story = { args: { scene: 'AIR_COMPRESSOR' } };
export const BottleFill: Story = { args: { scene: 'BOTTLE_FILL' } };
export const CarWash: Story = { args: { scene: 'CAR_WASH' } };
export const Conveyor: Story = { args: { scene: 'CONVEYOR' } };
export const Cylinder: Story = { args: { scene: 'CYLINDER' } };
export const Elevator: Story = { args: { scene: 'ELEVATOR' } };
export const GarageDoor: Story = { args: { scene: 'GARAGE_DOOR' } };
export const InjectionMold: Story = { args: { scene: 'INJECTION_MOLD' } };
export const Intersection: Story = { args: { scene: 'INTERSECTION' } };
export const MixingTank: Story = { args: { scene: 'MIXING_TANK' } };
/** The oven under the PI controller of its demo program: hold DOOR to see the disturbance and the recovery. */
export const Oven: Story = { args: { scene: 'OVEN' } };
export const RailroadCrossing: Story = { args: { scene: 'RAILROAD_CROSSING' } };
export const StackLight: Story = { args: { scene: 'STACK_LIGHT' } };
export const Stoplight: Story = { args: { scene: 'STOPLIGHT' } };
export const WaterTank: Story = { args: { scene: 'WATER_TANK' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { LiveLadder } from './LiveLadder.tsx';
import { programProject, type LadderProgram } from './ladderPrograms.ts';

/**
 * The PID instruction (issue 25) on the real engine: a tank level loop, the tank simulated in ladder
 * REAL math (the level moves 5 % of the way to the valve opening each 100 ms scan). DI0 puts the loop
 * in manual (TankLoop.MO), where the valve holds TankLoop.SO; releasing it returns to auto bumplessly.
 */
const TANK: LadderProgram = {
  name: 'PID tank level',
  rungs: [
    'TAG',
    '  TankLoop : PID := (SP := 50.0, KP := 2.0, KI := 0.5, MAXO := 100.0, SO := 20.0);',
    '  Level : REAL := 0.0;',
    '  Valve : REAL := 0.0;',
    '  Inflow : REAL := 0.0;',
    '  DI0 : BOOL := 0;',
    'END_TAG',
    // The mode rung comes first, so the PID sees this scan's mode.
    'XIC(DI0)OTE(TankLoop.MO);',
    'PID(TankLoop,Level,0,Valve,0,0,0);',
    'MUL(Valve,0.05,Inflow)MUL(Level,0.95,Level)ADD(Level,Inflow,Level);',
    '',
  ].join('\n'),
  aliases: { DI0: 'HAND' },
};

/** The same tank held in manual until DI0 (AUTO) is pressed. */
const TANK_MANUAL: LadderProgram = {
  ...TANK,
  name: 'PID tank level, manual',
  rungs: TANK.rungs
    .replace('XIC(DI0)OTE(TankLoop.MO);', 'XIO(DI0)OTE(TankLoop.MO);')
    // In manual from the first scan (in auto, SO tracks the output).
    .replace('SO := 20.0)', 'SO := 20.0, MO := 1)'),
  aliases: { DI0: 'AUTO' },
};

const meta = {
  title: 'Ladder/PID',
  component: LiveLadder,
  parameters: { layout: 'padded' },
  argTypes: { project: { control: false } },
} satisfies Meta<typeof LiveLadder>;

export default meta;
type Story = StoryObj<typeof meta>;

const tank = () => programProject(TANK);
const tankManual = () => programProject(TANK_MANUAL);

/** Stopped: the box with its operands and the loop's stored setpoint, PV and output. */
export const Stopped: Story = { args: { project: tank, live: false } };

/** Running in real time: watch the level climb to 50 and the valve settle near 50 %. */
export const Live: Story = { args: { project: tank, running: true } };

/** Held after 3 s (30 scans): the valve at MAXO while the level rises, no windup. */
export const After3Seconds: Story = { args: { project: tank, running: true, steps: 30 } };

/** Held after 60 s: settled at the setpoint, the PI loop has no offset. */
export const Settled: Story = { args: { project: tank, running: true, steps: 600 } };

/** Manual until DI0 (AUTO) is pressed: the valve holds TankLoop.SO = 20 %; AUTO returns bumplessly. */
export const Manual: Story = { args: { project: tankManual, running: true, steps: 50 } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { importNeutralText } from '@plcsim/compiler';
import { LiveLadder } from './LiveLadder.tsx';

/**
 * Subroutines (issue 25) on the real engine: the Main Routine calls a ladder routine with JSR while DI0
 * is on (the routine counts scans in Level and returns early once Level reaches 5), and a Structured Text
 * routine that sets Half from Level (DO1 follows it). The Main Routine's compare shows Level live.
 */
const meta = {
  title: 'Ladder/Subroutines',
  component: LiveLadder,
  parameters: { layout: 'padded' },
  argTypes: { project: { control: false } },
} satisfies Meta<typeof LiveLadder>;

export default meta;
type Story = StoryObj<typeof meta>;

const PROGRAM = [
  'XIC(DI0)JSR(Fill,0)OTE(DO0);',
  'JSR(Show,0);',
  'GEQ(Level,5)OTE(Full);',
  'XIC(Half)OTE(DO1);',
  'ROUTINE Fill',
  'SBR()GEQ(Level,5)RET();',
  'ADD(Level,1,Level);',
  'END_ROUTINE',
  'ST_ROUTINE Show',
  'Half := Level >= 3;',
  'END_ST_ROUTINE',
  '',
].join('\n');

const subroutines = () => importNeutralText(PROGRAM, { projectName: 'Subroutines' }).project;

export const Stopped: Story = { args: { project: subroutines, live: false } };

/** Three scans with DI0 on: Fill ran three times, Show set Half, DO1 is on. */
export const Running: Story = { args: { project: subroutines, running: true, on: ['DI0'], steps: 3 } };

/** Live: toggle DI0 and watch Level climb to 5 and stop there (RET). */
export const Live: Story = { args: { project: subroutines, running: true } };

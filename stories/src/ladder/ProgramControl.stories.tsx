import type { Meta, StoryObj } from '@storybook/react-vite';
import { LiveLadder } from './LiveLadder.tsx';
import { programProject, type LadderProgram } from './ladderPrograms.ts';

/**
 * JMP/LBL, MCR, NOP, AFI (the Program Control tab) and COP/FLL (File/Misc) on the real engine. Running
 * stories scan live: DI0 jumps over rung 1, DI2 enables the MCR zone (its OTE drops when DI2 is off, its
 * OTL stays); in the copy story DI0 copies Data[1..3] into Copy and DI1 clears Data.
 */
const meta = {
  title: 'Ladder/ProgramControl',
  component: LiveLadder,
  parameters: { layout: 'padded' },
  argTypes: { project: { control: false } },
} satisfies Meta<typeof LiveLadder>;

export default meta;
type Story = StoryObj<typeof meta>;

const JUMPS: LadderProgram = {
  name: 'Program control',
  rungs: [
    'XIC(DI0)JMP(Skip);',
    'XIC(DI1)OTE(DO0);',
    'LBL(Skip)XIC(DI2)MCR();',
    'XIC(DI1)OTE(DO1);',
    'XIC(DI1)OTL(DO2);',
    'MCR();',
    'XIC(DI1)NOP()OTE(Passed);',
    'XIC(DI1)AFI()OTE(Never);',
  ].join('\n'),
  aliases: { DI0: 'JUMP', DI1: 'RUN', DI2: 'ZONE_ON' },
};

const COPIES: LadderProgram = {
  name: 'Copy and fill',
  vars: [
    'VAR',
    '  Data : ARRAY[0..4] OF DINT := [10, 20, 30, 40, 50];',
    '  Copy : ARRAY[0..2] OF DINT;',
    'END_VAR',
  ].join('\n'),
  rungs: ['XIC(DI0)COP(Data[1],Copy,3);', 'XIC(DI1)FLL(0,Data,5);'].join('\n'),
};

const jumps = () => programProject(JUMPS);
const copies = () => programProject(COPIES);

export const ProgramControl: Story = { args: { project: jumps, live: false } };

/** DI1 on, DI2 on: the zone is enabled and every output follows DI1. */
export const ProgramControlRunning: Story = {
  args: { project: jumps, running: true, on: ['DI1', 'DI2'], steps: 2 },
};

/** Live: toggle DI0 to jump over rung 1, DI2 to switch the MCR zone. */
export const ProgramControlLive: Story = { args: { project: jumps, running: true, on: ['DI1', 'DI2'] } };

export const CopyAndFill: Story = { args: { project: copies, live: false } };

/** DI0 on: COP copies Data[1..3] into Copy every scan. */
export const CopyAndFillRunning: Story = { args: { project: copies, running: true, on: ['DI0'], steps: 1 } };

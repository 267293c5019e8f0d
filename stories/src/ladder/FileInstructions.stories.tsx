import type { Meta, StoryObj } from '@storybook/react-vite';
import { LiveLadder } from './LiveLadder.tsx';
import { programProject, type LadderProgram } from './ladderPrograms.ts';

/**
 * The file and shift instructions (issue 25) on the real engine: a BSL reject-tracking register and an
 * FFL/FFU part queue sharing one CONTROL, stopped and running live. Live: DI0 steps the conveyor (a
 * shift), DI2 is the reject sensor, DI1 parks a part id in the queue, DI3 lets the oldest one leave.
 */
const meta = {
  title: 'Ladder/File instructions',
  component: LiveLadder,
  parameters: { layout: 'padded' },
  argTypes: { project: { control: false } },
} satisfies Meta<typeof LiveLadder>;

export default meta;
type Story = StoryObj<typeof meta>;

const FILE: LadderProgram = {
  name: 'File instructions',
  rungs: [
    'TAG',
    '  Track : DINT[1] := [0];',
    '  Parts : DINT[4] := [0,0,0,0];',
    '  PartId : DINT := 100;',
    '  NextId : DINT := 0;',
    '  Shift : CONTROL;',
    '  Queue : CONTROL;',
    'END_TAG',
    'XIC(DI0)BSL(Track[0],Shift,DI2,5);',
    'XIC(Shift.UL)OTE(DO1);',
    'XIC(DI1)ONS(ArriveStore)ADD(PartId,1,PartId);',
    'XIC(DI1)FFL(PartId,Parts[0],Queue,4,0);',
    'XIC(DI3)FFU(Parts[0],NextId,Queue,4,0);',
    'XIC(Queue.DN)OTE(DO0);',
  ].join('\n'),
  aliases: { DI0: 'STEP', DI1: 'ARRIVE', DI2: 'REJECT', DI3: 'LEAVE', DO0: 'FULL', DO1: 'GATE' },
};

/** One stable factory (a new function would reload the engine on every render). */
const fileProject = () => programProject(FILE);

/** The boxes as Studio 5000 draws them: Array, Control, Source Bit, Length; FIFO, Dest, Position. */
export const FileInstructions: Story = { args: { project: fileProject, live: false } };

/** Running live: RUN, then DI0/DI2 shift rejects toward the gate, DI1/DI3 fill and empty the queue. */
export const FileInstructionsLive: Story = { args: { project: fileProject, running: true } };

/** After scans with STEP and REJECT on: the first shift has happened, .EN and .DN are on. */
export const FileInstructionsShifted: Story = {
  args: { project: fileProject, running: true, on: ['DI0', 'DI2', 'DI1'], steps: 2 },
};

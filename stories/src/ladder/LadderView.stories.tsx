import type { Meta, StoryObj } from '@storybook/react-vite';
import { LiveLadder } from './LiveLadder.tsx';
import {
  b1Project,
  BIT,
  COMPARE,
  COUNTER,
  ERRORS,
  MATH,
  NESTED,
  programProject,
  SEAL_IN,
  TIMER,
  type LadderProgram,
} from './ladderPrograms.ts';
import { COMPUTE, COMPUTE_COMPARE } from './computePrograms.ts';

/**
 * The ladder view (widget/src/ladder) on the real engine: one story per instruction group, stopped and
 * running, nested branches, errors, a selection, bench B1's 200 rungs and a phone-width frame. Running
 * stories either scan live (RUN/PROG and the DI buttons work) or, with `steps`, hold after a fixed
 * number of scans so the picture does not move.
 */
const meta = {
  title: 'Ladder/LadderView',
  component: LiveLadder,
  parameters: { layout: 'padded' },
  argTypes: { project: { control: false } },
} satisfies Meta<typeof LiveLadder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stable project factories (a new function would reload the engine on every render). */
const factories = new Map<LadderProgram, () => ReturnType<typeof programProject>>();
const projectOf = (program: LadderProgram) => {
  let make = factories.get(program);
  if (!make) {
    make = () => programProject(program);
    factories.set(program, make);
  }
  return make;
};

export const Bit: Story = { args: { project: projectOf(BIT), live: false } };
export const BitRunning: Story = { args: { project: projectOf(BIT), running: true, on: ['DI0'], steps: 2 } };

export const Timer: Story = { args: { project: projectOf(TIMER), live: false } };
export const TimerRunning: Story = {
  args: { project: projectOf(TIMER), running: true, on: ['DI0'], steps: 23 },
};

export const Counter: Story = { args: { project: projectOf(COUNTER), live: false } };
export const CounterRunning: Story = {
  args: { project: projectOf(COUNTER), running: true, on: ['DI0'], steps: 1 },
};

export const MathInstructions: Story = { args: { project: projectOf(MATH), live: false } };
export const MathRunning: Story = {
  args: { project: projectOf(MATH), running: true, on: ['DI0'], steps: 1 },
};

export const Compare: Story = { args: { project: projectOf(COMPARE), live: false } };
export const CompareRunning: Story = { args: { project: projectOf(COMPARE), running: true, steps: 1 } };

/**
 * CPT, NEG, ABS, SQR, AND, OR, XOR, NOT, MVM, BTD and SCP computing live with DI0 (Enable) on; DI1
 * (Reset) clears Total with CLR after CPT writes it, DI0 off holds the last results.
 */
export const ComputeRunning: Story = {
  args: { project: projectOf(COMPUTE), running: true, on: ['DI0'] },
};

/** LIM with a normal and an inverted range, MEQ and CMP, live. */
export const ComputeCompareRunning: Story = {
  args: { project: projectOf(COMPUTE_COMPARE), running: true },
};

export const NestedBranches: Story = {
  args: { project: projectOf(NESTED), running: true, on: ['DI0', 'DI3', 'DI4'], steps: 25 },
};

/** Compile errors from the controller: the instructions at fault are red and RUN is refused. */
export const Errors: Story = { args: { project: projectOf(ERRORS) } };

/** The selected instruction is blue (selection and editing arrive with the editor). */
export const Selected: Story = { args: { project: projectOf(SEAL_IN), live: false, select: 'XIO(DI1)' } };

/** A start/stop seal-in running live: press DI0 (start) and DI1 (stop). */
export const SealInLive: Story = { args: { project: projectOf(SEAL_IN), running: true } };

/** Bench B1: 200 rungs running live with I0 on; each scan re-renders only the rungs that change. */
export const B1: Story = { args: { project: b1Project, running: true, on: ['I0'] } };

/** A phone-width frame (375 px): wide rungs scroll sideways. */
export const Narrow: Story = {
  args: { project: projectOf(NESTED), running: true, on: ['DI0'], steps: 5, width: 375 },
};

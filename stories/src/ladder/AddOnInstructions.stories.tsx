import type { Meta, StoryObj } from '@storybook/react-vite';
import { LiveLadder } from './LiveLadder.tsx';
import { sealInProject } from './addOnProgram.ts';

/**
 * An Add-On Instruction call (issue 25) drawn as Studio 5000 draws it: the AOI's name and description,
 * the instance tag Motor1, then one row per parameter with its argument and value. SealIn latches Run
 * (DO0) on Start (DI0) and unlatches it on Stop (DI1). `Live` runs it on the real engine once the
 * compiler runs AOIs; until then RUN is refused with the compiler's reason.
 */
const meta = {
  title: 'Ladder/Add-On Instructions',
  component: LiveLadder,
  parameters: { layout: 'padded' },
  argTypes: { project: { control: false } },
} satisfies Meta<typeof LiveLadder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The call in Program mode. */
export const Stopped: Story = { args: { project: sealInProject, live: false } };

/** Live: RUN, toggle DI0 (Start) and DI1 (Stop) and watch Run latch and unlatch DO0. */
export const Live: Story = { args: { project: sealInProject, running: true } };

/** On a phone-width frame. */
export const Narrow: Story = { args: { project: sealInProject, live: false, width: 375 } };

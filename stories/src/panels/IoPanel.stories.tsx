import { IoPanel } from '@plcsim/widget';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { panelProject } from './panelProject.ts';
import { WithController } from './WithController.tsx';

interface IoPanelDemoProps {
  autoRun: boolean;
  width: number;
}

/** The I/O panel on a real controller running the garage-door demo. */
function IoPanelDemo({ autoRun, width }: IoPanelDemoProps) {
  return (
    <WithController project={panelProject} autoRun={autoRun} width={width}>
      {(controller) => <IoPanel controller={controller} />}
    </WithController>
  );
}

/**
 * Press START (DI0) to open the door; STOP (DI1, normally closed, so it rests On) closes it. UP and DOWN
 * are the scene's limit switches: read-only, with the reason as tooltip. In PROG every input is refused.
 */
const meta = {
  title: 'Panels/IoPanel',
  component: IoPanelDemo,
  args: { autoRun: true, width: 480 },
} satisfies Meta<typeof IoPanelDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {};
export const InProgramMode: Story = { args: { autoRun: false } };
export const Phone: Story = { args: { width: 375 } };

import { IoPanel } from '@plcsim/widget';
import { TagTable } from '@plcsim/widget/editor';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { panelProject } from './panelProject.ts';
import { WithController } from './WithController.tsx';

interface TagTableDemoProps {
  autoRun: boolean;
  forceRev: boolean;
  width: number;
}

/** The tag table beside the I/O panel (to press START), on a real controller. */
function TagTableDemo({ autoRun, forceRev, width }: TagTableDemoProps) {
  return (
    <WithController
      project={panelProject}
      autoRun={autoRun}
      forced={forceRev ? { DO1: 0 } : undefined}
      width={width}
    >
      {(controller) => (
        <div style={{ display: 'grid', gap: 16 }}>
          <IoPanel controller={controller} iconSize={20} />
          <TagTable controller={controller} />
        </div>
      )}
    </WithController>
  );
}

/** Timers and counters list their members as T1.ACC, C1.DN…; T2 restarts every 500 ms, so T2.ACC keeps moving. */
const meta = {
  title: 'Panels/TagTable',
  component: TagTableDemo,
  args: { autoRun: true, forceRev: false, width: 560 },
} satisfies Meta<typeof TagTableDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {};
export const InProgramMode: Story = { args: { autoRun: false } };
export const WithAForcedTag: Story = { args: { forceRev: true } };
export const Phone: Story = { args: { width: 375 } };

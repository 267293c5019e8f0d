import { IoPanel, RunControls, StatusBar } from '@plcsim/widget';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { panelProject } from './panelProject.ts';
import { WithController } from './WithController.tsx';

interface RunControlsDemoProps {
  runOnly: boolean;
  autoRun: boolean;
  width: number;
}

/** The run controls with the status panel and the I/O panel, so every control shows its effect. */
function RunControlsDemo({ runOnly, autoRun, width }: RunControlsDemoProps) {
  return (
    <WithController project={panelProject} autoRun={autoRun} width={width}>
      {(controller) => (
        <div style={{ display: 'grid', gap: 12 }}>
          <RunControls controller={controller} runOnly={runOnly} />
          <StatusBar controller={controller} />
          <IoPanel controller={controller} iconSize={20} />
        </div>
      )}
    </WithController>
  );
}

/** PROG / RUN, Pause / Resume, Step (while paused), speed and fast-forward, all on a real controller. */
const meta = {
  title: 'Panels/RunControls',
  component: RunControlsDemo,
  args: { runOnly: false, autoRun: false, width: 640 },
} satisfies Meta<typeof RunControlsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Examples, shared and community views offer only RUN. */
export const RunOnly: Story = { args: { runOnly: true, autoRun: true } };
export const Phone: Story = { args: { width: 375 } };

import { StatusBar } from '@plcsim/widget';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { brokenPanelProject, panelProject } from './panelProject.ts';
import { WithController } from './WithController.tsx';

interface StatusBarDemoProps {
  errors: boolean;
  autoRun: boolean;
  paused: boolean;
  speed: number;
}

/** The status panel of a real controller. */
function StatusBarDemo({ errors, autoRun, paused, speed }: StatusBarDemoProps) {
  return (
    <WithController
      project={errors ? brokenPanelProject : panelProject}
      autoRun={autoRun}
      paused={paused}
      speed={speed}
    >
      {(controller) => <StatusBar controller={controller} />}
    </WithController>
  );
}

/** The spec's three strings, plus Paused and a speed other than 1×. */
const meta = {
  title: 'Panels/StatusBar',
  component: StatusBarDemo,
  args: { errors: false, autoRun: true, paused: false, speed: 1 },
} satisfies Meta<typeof StatusBarDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {};
export const ProgramMode: Story = { args: { autoRun: false } };
export const ProgramContainsErrors: Story = { args: { errors: true } };
export const PausedAtDoubleSpeed: Story = { args: { paused: true, speed: 2 } };

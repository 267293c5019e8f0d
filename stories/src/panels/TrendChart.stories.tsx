import { IoPanel, RunControls } from '@plcsim/widget';
import { TrendChart } from '@plcsim/widget/editor';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { panelProject } from './panelProject.ts';
import { WithController } from './WithController.tsx';

interface TrendChartDemoProps {
  trended: readonly string[];
  width: number;
  height: number;
}

/** The trend of a real controller, with run controls (try fast-forward) and the I/O panel. */
function TrendChartDemo({ trended, width, height }: TrendChartDemoProps) {
  return (
    <WithController project={panelProject} autoRun trended={trended} width={width}>
      {(controller) => (
        <div style={{ display: 'grid', gap: 12 }}>
          <RunControls controller={controller} />
          <IoPanel controller={controller} iconSize={20} />
          <TrendChart controller={controller} height={height} />
        </div>
      )}
    </WithController>
  );
}

/** BOOLs as steps in their own lanes, DINTs as lines on the right-hand axis; x is plant time in seconds. */
const meta = {
  title: 'Panels/TrendChart',
  component: TrendChartDemo,
  args: { trended: ['DI0', 'DO0', 'T2.DN', 'T2.ACC', 'T1.ACC'], width: 720, height: 240 },
} satisfies Meta<typeof TrendChartDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BitsAndWords: Story = {};
export const BitsOnly: Story = { args: { trended: ['DI0', 'DI1', 'DO0', 'DO1', 'T2.DN'] } };
export const NothingTrended: Story = { args: { trended: [] } };
export const Phone: Story = { args: { width: 375, height: 200 } };

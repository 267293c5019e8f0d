import type { Meta, StoryObj } from '@storybook/react-vite';
import { panelProject } from './panelProject.ts';
import { TagsEditing } from './TagsEditing.tsx';
import { WithController } from './WithController.tsx';

interface TagTableEditDemoProps {
  canCreate: boolean;
  width: number;
}

/** The Tags tab in edit mode: create, alias, value and delete on the shared undo history. */
function TagTableEditDemo({ canCreate, width }: TagTableEditDemoProps) {
  return (
    <WithController project={panelProject} width={width}>
      {(controller) => <TagsEditing controller={controller} canCreate={canCreate} palette={false} />}
    </WithController>
  );
}

/**
 * FWD, REV, UP and DOWN are required by the Garage Door scene: their alias and delete are disabled.
 * Child names (T1.PRE…) are fixed; PRE and ACC take values, the status bits do not.
 */
const meta = {
  title: 'Panels/TagTable edit mode',
  component: TagTableEditDemo,
  args: { canCreate: true, width: 640 },
} satisfies Meta<typeof TagTableEditDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = {};
export const WithoutCreateRow: Story = { args: { canCreate: false } };
export const Phone: Story = { args: { width: 375 } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { arrayProject } from './arrayProject.ts';
import { TagsEditing } from './TagsEditing.tsx';
import { WithController } from './WithController.tsx';

interface TagTableArraysDemoProps {
  width: number;
}

/** The Tags tab with array tags, in edit mode. */
function TagTableArraysDemo({ width }: TagTableArraysDemoProps) {
  return (
    <WithController project={arrayProject} width={width}>
      {(controller) => <TagsEditing controller={controller} palette={false} />}
    </WithController>
  );
}

/**
 * Data is a `DINT[5]`, Flags a `BOOL[4]`, Temps a `REAL[1..3]` (an IEC array from 1) and Log a
 * `DINT[40]`: each array's name opens and closes its element rows (`Data[0]` …; Enter or Space on the
 * focused name), Log starts closed as it has more than 16 elements. Element values are edited like tags
 * of their type (BOOL elements are switches); the length field next to the type changes the length and
 * keeps the values that fit. The create row takes an array length for BOOL, DINT and REAL.
 */
const meta = {
  title: 'Panels/TagTable arrays',
  component: TagTableArraysDemo,
  args: { width: 640 },
} satisfies Meta<typeof TagTableArraysDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ArrayTags: Story = {};
export const Phone: Story = { args: { width: 375 } };

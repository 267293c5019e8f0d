import type { Meta, StoryObj } from '@storybook/react-vite';
import { structProject } from './structProject.ts';
import { TagsEditing } from './TagsEditing.tsx';
import { WithController } from './WithController.tsx';

interface TagTableStructsDemoProps {
  width: number;
  /** The Data types section starts open. */
  typesOpen: boolean;
}

/** The Tags tab with data types and structure tags, in edit mode. */
function TagTableStructsDemo({ width, typesOpen }: TagTableStructsDemoProps) {
  return (
    <WithController project={structProject} width={width}>
      {(controller) => <TagsEditing controller={controller} palette={false} dataTypes={typesOpen} />}
    </WithController>
  );
}

/**
 * Motor is a user-defined data type (Run BOOL, Speed REAL, Delay TIMER, Hist DINT[3]) and Station holds
 * a Motor and a COUNTER. The Data types section above the table edits them: each type's name and
 * description, its members (name, type, array length, description; move up and down, remove, Add
 * member) and a create row that checks a new name as it is typed. Pump1 is a Motor, Pumps a Motor[4]
 * and Waits a TIMER[3]: their names open and close element and member rows (`Pumps[2].Delay.PRE`);
 * member values are edited as tags of their type. Edits go on the shared undo history; RUN disables
 * them and shows live member values.
 */
const meta = {
  title: 'Panels/TagTable structures',
  component: TagTableStructsDemo,
  args: { width: 760, typesOpen: false },
} satisfies Meta<typeof TagTableStructsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UdtArray: Story = {};
export const DataTypesEditor: Story = { args: { typesOpen: true } };
export const Phone: Story = { args: { width: 375, typesOpen: true } };

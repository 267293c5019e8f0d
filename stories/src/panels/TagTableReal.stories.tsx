import type { Meta, StoryObj } from '@storybook/react-vite';
import { realProject } from './realProject.ts';
import { TagsEditing } from './TagsEditing.tsx';
import { WithController } from './WithController.tsx';

interface TagTableRealDemoProps {
  width: number;
}

/** The Tags tab with REAL tags, in edit mode: REAL values show as REAL and take typed REALs. */
function TagTableRealDemo({ width }: TagTableRealDemoProps) {
  return (
    <WithController project={realProject} width={width}>
      {(controller) => <TagsEditing controller={controller} palette={false} />}
    </WithController>
  );
}

/**
 * Level 1.5, Gain 0.1 and Temperature -273.15 are REAL tags: their values show as REAL (`realText`)
 * and take `1.5`, `-2.`, `.5` or `1.0E-3`; `abc` is refused with what a REAL looks like. REAL is in
 * the create row's type choice.
 */
const meta = {
  title: 'Panels/TagTable REAL',
  component: TagTableRealDemo,
  args: { width: 640 },
} satisfies Meta<typeof TagTableRealDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RealTags: Story = {};
export const Phone: Story = { args: { width: 375 } };

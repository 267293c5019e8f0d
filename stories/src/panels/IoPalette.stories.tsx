import type { Meta, StoryObj } from '@storybook/react-vite';
import { panelProject } from './panelProject.ts';
import { TagsEditing } from './TagsEditing.tsx';
import { WithController } from './WithController.tsx';

interface IoPaletteDemoProps {
  hideInputs: boolean;
  hideOutputs: boolean;
  width: number;
}

/** The I/O palette over the Tags tab: add DI/DO tags, or select a tag's name and change its symbol. */
function IoPaletteDemo({ hideInputs, hideOutputs, width }: IoPaletteDemoProps) {
  return (
    <WithController project={panelProject} width={width}>
      {(controller) => (
        <TagsEditing controller={controller} hideInputs={hideInputs} hideOutputs={hideOutputs} />
      )}
    </WithController>
  );
}

/** New inputs are DI plus the lowest unused number with PB1, LS1…; NC symbols start at 1. */
const meta = {
  title: 'Panels/IoPalette',
  component: IoPaletteDemo,
  args: { hideInputs: false, hideOutputs: false, width: 640 },
} satisfies Meta<typeof IoPaletteDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Palette: Story = {};
export const OutputsOnly: Story = { args: { hideInputs: true } };
export const Phone: Story = { args: { width: 375 } };

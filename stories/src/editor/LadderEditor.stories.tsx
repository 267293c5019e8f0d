import {
  createEmptyProject,
  importNeutralText,
  parseVarBlocks,
  type IoSymbol,
  type Project,
  type Tag,
} from '@plcsim/compiler';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlcSimulator } from '@plcsim/widget';
import { useMemo } from 'react';
import { LiveEditor } from './LiveEditor.tsx';

/**
 * The ladder editor (widget/src/editor) on the real engine: click or tap to select, the toolbar and
 * toolset tabs to add and move, double-click or Enter for tags, `?` for every shortcut. RUN locks it.
 */
const meta = {
  title: 'Editor/LadderEditor',
  component: LiveEditor,
  parameters: { layout: 'padded' },
  argTypes: { project: { control: false } },
} satisfies Meta<typeof LiveEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const TAGS = `VAR
  Start : BOOL;
  Stop : BOOL;
  Motor : BOOL;
  Count : DINT;
  T1 : TIMER;
  C1 : COUNTER;
END_VAR`;

/** A project with tags to pick from and the given rungs. */
function withTags(rungs: string, projectName: string): () => Project {
  return () => {
    const { declarations } = parseVarBlocks(TAGS);
    return importNeutralText(rungs, { declarations, projectName }).project;
  };
}

const sealIn = withTags('[XIC(Start),XIC(Motor)]XIO(Stop)OTE(Motor);\nXIC(Motor)TON(T1,3000,0);', 'Seal-in');
const empty = withTags('', 'New Project');

export const SealIn: Story = { args: { project: sealIn } };
export const Empty: Story = { args: { project: empty } };
export const Phone: Story = { args: { project: sealIn, width: 375 } };

/** `<PlcSimulator mode="edit">`: the run controls, the editor and the I/O panel together. */
function EditModeSimulator({ project }: { project: () => Project }) {
  const document = useMemo(project, [project]);
  return <PlcSimulator project={document} mode="edit" panels={['ladder', 'io']} />;
}

export const InPlcSimulator: Story = {
  args: { project: sealIn },
  render: (args) => <EditModeSimulator project={args.project} />,
};

/** A BOOL I/O tag: `name` (DI{n} or DO{n}) with its alias and I/O symbol. */
function ioTag(name: string, alias: string, io_symbol: IoSymbol): Tag {
  return { uuid: `tag-${name}`, name, alias, data_type: 'BOOL', value: 0, children: null, io_symbol };
}

/**
 * An empty ladder with the I/O tags DI0 START, DI1 STOP (push buttons) and DO0 MOTOR, in
 * `<PlcSimulator mode="edit">` with the I/O panel: build the seal-in rung, RUN and press START.
 * tests/e2e/ladderEditor.spec.ts drives it.
 */
function emptyIo(): Project {
  const project = createEmptyProject('Motor start/stop');
  for (const tag of [
    ioTag('DI0', 'START', 'NO_PUSHBUTTON'),
    ioTag('DI1', 'STOP', 'NO_PUSHBUTTON'),
    ioTag('DO0', 'MOTOR', 'MOTOR_CONTACTOR'),
  ]) {
    project.tagMap[tag.uuid] = tag;
  }
  return project;
}

export const EmptyInPlcSimulator: Story = {
  args: { project: emptyIo },
  render: (args) => <EditModeSimulator project={args.project} />,
};

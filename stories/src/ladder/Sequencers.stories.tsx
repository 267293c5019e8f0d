import type { Meta, StoryObj } from '@storybook/react-vite';
import { LiveLadder } from './LiveLadder.tsx';
import { programProject, type LadderProgram } from './ladderPrograms.ts';

/**
 * The sequencers (issue 25) on the real engine: the manual's traffic light, an SQO stepped by a timer
 * through a table of lamp patterns, with an SQI that checks the lamps against the table and a RES that
 * takes the light back to step 0. Live: DI0 runs the light, DI1 resets it.
 */
const meta = {
  title: 'Ladder/Sequencers',
  component: LiveLadder,
  parameters: { layout: 'padded' },
  argTypes: { project: { control: false } },
} satisfies Meta<typeof LiveLadder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bits of Lights: 0-2 the north-south red, yellow, green lamps, 3-5 the east-west ones. */
const TRAFFIC_LIGHT: LadderProgram = {
  name: 'Traffic light',
  rungs: [
    'TAG',
    '  Light : DINT[5] := [9,12,10,33,17];',
    '  Lights : DINT := 0;',
    '  Seq : CONTROL;',
    'END_TAG',
    'XIC(DI0)XIO(Step.DN)TON(Step,1000,0);',
    'XIC(Step.DN)SQO(Light[0],63,Lights,Seq,4,0);',
    'SQI(Light[0],63,Lights,Seq,4,0)OTE(InStep);',
    'XIC(DI1)RES(Seq);',
    'MEQ(Lights,1,1)OTE(DO0);',
    'MEQ(Lights,2,2)OTE(DO1);',
    'MEQ(Lights,4,4)OTE(DO2);',
    'MEQ(Lights,8,8)OTE(DO3);',
    'MEQ(Lights,16,16)OTE(DO4);',
    'MEQ(Lights,32,32)OTE(DO5);',
  ].join('\n'),
  aliases: {
    DI0: 'RUN',
    DI1: 'RESET',
    DO0: 'NS_RED',
    DO1: 'NS_YELLOW',
    DO2: 'NS_GREEN',
    DO3: 'EW_RED',
    DO4: 'EW_YELLOW',
    DO5: 'EW_GREEN',
  },
};

/** One stable factory (a new function would reload the engine on every render). */
const trafficLight = () => programProject(TRAFFIC_LIGHT);

/** The boxes as Studio 5000 draws them: Array, Mask, Dest or Source, Control, Length, Position. */
export const Sequencers: Story = { args: { project: trafficLight, live: false } };

/** Running live: switch RUN (DI0) on and the light steps every second; RESET (DI1) goes back to step 0. */
export const TrafficLightLive: Story = { args: { project: trafficLight, running: true } };

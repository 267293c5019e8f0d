/**
 * The sequencer boxes, drawn as Studio 5000 draws them: SQO (Array, Mask, Dest, Control, Length,
 * Position; EN, DN), SQI (Array, Mask, Source, Control, Length, Position; an input, no status bits),
 * SQL (Array, Source, Control, Length, Position; EN, DN).
 */
import type { BoxKind, BoxRow } from './instructionKinds.ts';

const CONTROL_ROWS: readonly BoxRow[] = [
  { label: 'Control', slot: 'tag' },
  { label: 'Length', slot: 'LEN' },
  { label: 'Position', slot: 'POS' },
];

/** Spread into INSTRUCTION_KINDS. */
export const SEQUENCER_KINDS: Readonly<Record<string, BoxKind>> = {
  SQO: {
    shape: 'box',
    title: 'Sequencer Output',
    rows: [
      { label: 'Array', slot: 'Array' },
      { label: 'Mask', slot: 'Mask' },
      { label: 'Dest', slot: 'Dest' },
      ...CONTROL_ROWS,
    ],
    outputs: ['EN', 'DN'],
  },
  SQI: {
    shape: 'box',
    title: 'Sequencer Input',
    rows: [
      { label: 'Array', slot: 'Array' },
      { label: 'Mask', slot: 'Mask' },
      { label: 'Source', slot: 'Src' },
      ...CONTROL_ROWS,
    ],
    outputs: [],
  },
  SQL: {
    shape: 'box',
    title: 'Sequencer Load',
    rows: [{ label: 'Array', slot: 'Array' }, { label: 'Source', slot: 'Src' }, ...CONTROL_ROWS],
    outputs: ['EN', 'DN'],
  },
};

/** Tooltip titles of the sequencers (Toolsets). */
export const SEQUENCER_TITLES: Readonly<Record<string, string>> = {
  SQO: 'Sequencer Output',
  SQI: 'Sequencer Input',
  SQL: 'Sequencer Load',
};

/** The sequencer that is a condition (an input instruction): SQI. */
export const SEQUENCER_CONDITIONS: readonly string[] = ['SQI'];

/**
 * The file and shift instruction boxes, drawn as Studio 5000 draws them: BSL/BSR (Array, Control,
 * Source Bit, Length; EN, DN, ER), FFL/LFL (Source, FIFO or LIFO, Control, Length, Position; EN, DN,
 * EM), FFU/LFU (FIFO or LIFO, Dest, Control, Length, Position; EU, DN, EM).
 */
import type { BoxKind } from './instructionKinds.ts';

const shift = (title: string): BoxKind => ({
  shape: 'box',
  title,
  rows: [
    { label: 'Array', slot: 'Array' },
    { label: 'Control', slot: 'tag' },
    { label: 'Source Bit', slot: 'Bit' },
    { label: 'Length', slot: 'LEN' },
  ],
  outputs: ['EN', 'DN', 'ER'],
});

const load = (title: string, file: string): BoxKind => ({
  shape: 'box',
  title,
  rows: [
    { label: 'Source', slot: 'Src' },
    { label: file, slot: 'Array' },
    { label: 'Control', slot: 'tag' },
    { label: 'Length', slot: 'LEN' },
    { label: 'Position', slot: 'POS' },
  ],
  outputs: ['EN', 'DN', 'EM'],
});

const unload = (title: string, file: string): BoxKind => ({
  shape: 'box',
  title,
  rows: [
    { label: file, slot: 'Array' },
    { label: 'Dest', slot: 'Dest' },
    { label: 'Control', slot: 'tag' },
    { label: 'Length', slot: 'LEN' },
    { label: 'Position', slot: 'POS' },
  ],
  outputs: ['EU', 'DN', 'EM'],
});

/** Spread into INSTRUCTION_KINDS. */
export const FILE_KINDS: Readonly<Record<string, BoxKind>> = {
  BSL: shift('Bit Shift Left'),
  BSR: shift('Bit Shift Right'),
  FFL: load('FIFO Load', 'FIFO'),
  FFU: unload('FIFO Unload', 'FIFO'),
  LFL: load('LIFO Load', 'LIFO'),
  LFU: unload('LIFO Unload', 'LIFO'),
};

/** Tooltip titles of the file instructions (Toolsets). */
export const FILE_TITLES: Readonly<Record<string, string>> = {
  BSL: 'Bit Shift Left',
  BSR: 'Bit Shift Right',
  FFL: 'FIFO Load',
  FFU: 'FIFO Unload',
  LFL: 'LIFO Load',
  LFU: 'LIFO Unload',
};

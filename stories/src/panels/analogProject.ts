import {
  createEmptyProject,
  createTag,
  importNeutralText,
  type AnalogRange,
  type IoSymbol,
  type Project,
} from '@plcsim/compiler';

/** What an analog demo shows: the input's and the output's symbol, and their range. */
export interface AnalogDemo {
  input: IoSymbol;
  output: IoSymbol;
  range?: AnalogRange;
}

/**
 * The analog stories' project (issue 26): an analog input AI0 and an analog output AO0 of type REAL
 * with `range`, drawn with the given symbols, AI0's raw form AI0_Raw (DINT), and a rung `MOV(AI0,AO0)`
 * (as `AO0 := AI0;`): the output follows the input every scan.
 */
export function analogProject({ input, output, range }: AnalogDemo): Project {
  let next = 0;
  const newId = () => `analog-${next++}`;
  const channel = (name: string, alias: string, symbol: IoSymbol) => ({
    ...createTag(name, 'REAL', range?.min ?? 0, newId).tag,
    alias,
    io_symbol: symbol,
    ...(range ? { range } : {}),
  });
  const tags = [
    channel('AI0', 'LEVEL_SP', input),
    channel('AO0', 'VALVE', output),
    createTag('AI0_Raw', 'DINT', 0, newId).tag,
  ];
  const base = createEmptyProject('Analog I/O demo');
  const project = { ...base, tagMap: Object.fromEntries(tags.map((tag) => [tag.uuid, tag])) };
  return importNeutralText('MOV(AI0,AO0);', { project, newId }).project;
}

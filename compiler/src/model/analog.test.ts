import { describe, expect, it } from 'vitest';
import { parseProjectDocument } from './schema.ts';
import { analogRange, DEFAULT_ANALOG_RANGE, isAnalogChannel, rawCounts, rawTagName } from './analog.ts';
import { createEmptyProject } from './emptyProject.ts';

describe('analog channels (issue 26)', () => {
  it('are REAL tags named AI{n} or AO{n}', () => {
    expect(isAnalogChannel({ name: 'AI0', data_type: 'REAL' })).toBe(true);
    expect(isAnalogChannel({ name: 'ao12', data_type: 'REAL' })).toBe(true);
    expect(isAnalogChannel({ name: 'AI0', data_type: 'DINT' })).toBe(false);
    expect(isAnalogChannel({ name: 'AI0_Raw', data_type: 'REAL' })).toBe(false);
    expect(isAnalogChannel({ name: 'AI0', data_type: 'REAL', dimension: 4 })).toBe(false);
    expect(rawTagName('AI3')).toBe('AI3_Raw');
  });

  it('scale to raw counts over their range, rounded and clamped to 0–32767', () => {
    const bar = { min: 0, max: 10, unit: 'bar' };
    expect(rawCounts(0, bar)).toBe(0);
    expect(rawCounts(5, bar)).toBe(16384);
    expect(rawCounts(10, bar)).toBe(32767);
    expect(rawCounts(12, bar)).toBe(32767);
    expect(rawCounts(-1, bar)).toBe(0);
    expect(rawCounts(Number.NaN, bar)).toBe(0);
    expect(rawCounts(25, { min: -50, max: 150, unit: '°C' })).toBe(12288);
  });

  it('fall back to 0–100 % without a usable range', () => {
    expect(analogRange({})).toEqual(DEFAULT_ANALOG_RANGE);
    expect(analogRange({ range: { min: 5, max: 5, unit: 'x' } })).toEqual(DEFAULT_ANALOG_RANGE);
    expect(analogRange({ range: { min: 0, max: 300, unit: '°C' } })).toEqual({
      min: 0,
      max: 300,
      unit: '°C',
    });
  });

  it('keep their range through the project document', () => {
    const project = createEmptyProject();
    const document = JSON.parse(JSON.stringify(project)) as Record<string, unknown>;
    const channel: Record<string, unknown> = {
      uuid: 't1',
      name: 'AI0',
      data_type: 'REAL',
      range: { min: 0, max: 10, unit: 'bar' },
    };
    (document.tagMap as Record<string, unknown>).t1 = channel;
    const parsed = parseProjectDocument(document);
    expect(parsed.errors).toEqual([]);
    expect(parsed.project?.tagMap.t1?.range).toEqual({ min: 0, max: 10, unit: 'bar' });
    channel.range = { min: 0 };
    expect(parseProjectDocument(document).project).toBeNull();
  });
});

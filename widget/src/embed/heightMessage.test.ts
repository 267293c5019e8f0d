import { describe, expect, it } from 'vitest';
import { heightMessage, isHeightMessage } from './heightMessage.ts';

describe('the plcsim:height message', () => {
  it('carries type, version 1, the height rounded up to whole pixels and the embed address', () => {
    expect(heightMessage(642.2, '/embed/examples/1?height=auto')).toEqual({
      type: 'plcsim:height',
      version: 1,
      height: 643,
      src: '/embed/examples/1?height=auto',
    });
    expect(heightMessage(-3, '/embed/share/x').height).toBe(0);
  });

  it('is recognised only in its version-1 shape', () => {
    expect(isHeightMessage(heightMessage(500, '/embed/share/x'))).toBe(true);
    expect(isHeightMessage(structuredClone(heightMessage(500, '/embed/share/x')))).toBe(true);
    expect(isHeightMessage({ type: 'plcsim:height', version: 2, height: 500, src: '' })).toBe(false);
    expect(isHeightMessage({ type: 'plcsim:height', version: 1, height: '500', src: '' })).toBe(false);
    expect(isHeightMessage({ type: 'plcsim:height', version: 1, height: Infinity, src: '' })).toBe(false);
    expect(isHeightMessage({ type: 'plcsim:height', version: 1, height: 500 })).toBe(false);
    expect(isHeightMessage({ type: 'resize', version: 1, height: 500, src: '' })).toBe(false);
    expect(isHeightMessage('plcsim:height')).toBe(false);
    expect(isHeightMessage(null)).toBe(false);
  });
});

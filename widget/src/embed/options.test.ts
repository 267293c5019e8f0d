import { describe, expect, it } from 'vitest';
import { parseEmbedOptions, parseFlag, parseHeight, parsePanels } from './options.ts';

describe('embed options', () => {
  it('reads panels in order, once each, reporting unknown names; empty means the defaults', () => {
    const unknown: string[] = [];
    expect(parsePanels('scene, IO,scene,chart', (n) => unknown.push(n))).toEqual(['scene', 'io']);
    expect(unknown).toEqual(['chart']);
    expect(parsePanels('')).toEqual(['scene', 'ladder', 'io']);
    expect(parsePanels(null)).toEqual(['scene', 'ladder', 'io']);
  });

  it('reads flags as HTML attributes do: present is true unless "false" or "0"', () => {
    expect(parseFlag('')).toBe(true);
    expect(parseFlag('true')).toBe(true);
    expect(parseFlag('false')).toBe(false);
    expect(parseFlag('0')).toBe(false);
    expect(parseFlag(null)).toBe(false);
  });

  it('reads a query string with every option, and defaults the rest', () => {
    const query = new URLSearchParams('autoRun=1&panels=scene,io&theme=dark&height=420&mode=view');
    expect(parseEmbedOptions((n) => query.get(n))).toEqual({
      mode: 'view',
      autoRun: true,
      panels: ['scene', 'io'],
      theme: 'dark',
      height: 420,
    });
    expect(parseEmbedOptions(() => null)).toEqual({
      mode: 'run',
      autoRun: false,
      panels: ['scene', 'ladder', 'io'],
      theme: 'light',
    });
  });

  it("reads height as 'auto', pixels or another CSS length", () => {
    expect(parseHeight('auto')).toBe('auto');
    expect(parseHeight(' Auto ')).toBe('auto');
    expect(parseHeight('480')).toBe(480);
    expect(parseHeight('30rem')).toBe('30rem');
    expect(parseHeight('')).toBeUndefined();
    expect(parseHeight(null)).toBeUndefined();
    const query = new URLSearchParams('height=AUTO&autoRun=1');
    expect(parseEmbedOptions((n) => query.get(n)).height).toBe('auto');
  });
});

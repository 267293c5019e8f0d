import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { embedSnippet, FALLBACK_FRAME_HEIGHT, HEIGHT_LISTENER } from './embedSnippet.ts';

const here = dirname(fileURLToPath(import.meta.url));
const docs = readFileSync(join(here, '../../../docs/embedding.md'), 'utf8');

describe('the Share dialog embed code', () => {
  it('is an auto-height iframe of the share, then the documented height listener', () => {
    const snippet = embedSnippet('https://plc.example', 'a b/c');
    const [frame, ...listener] = snippet.split('\n');
    expect(frame).toBe(
      '<iframe src="https://plc.example/embed/share/a%20b%2Fc?autoRun=1&height=auto" title="PLC simulator" ' +
        `width="100%" height="${FALLBACK_FRAME_HEIGHT}" style="border:0" loading="lazy" ` +
        'allow="clipboard-write"></iframe>',
    );
    expect(listener.join('\n')).toBe(HEIGHT_LISTENER);
  });

  it('pastes the very listener docs/embedding.md gives', () => {
    expect(docs).toContain(HEIGHT_LISTENER);
  });

  it('has a listener that sizes only the frame the message came from, for version-1 height messages', () => {
    const code = /<script>([\s\S]*)<\/script>/.exec(HEIGHT_LISTENER)?.[1] ?? '';
    const listeners: ((event: { data: unknown; source: unknown }) => void)[] = [];
    const frames = [
      { contentWindow: { id: 1 }, style: { height: '660px' } },
      { contentWindow: { id: 2 }, style: { height: '660px' } },
    ];
    const document = { querySelectorAll: (selector: string) => (selector === 'iframe' ? frames : []) };
    const addEventListener = (type: string, listener: (typeof listeners)[number]) => {
      if (type === 'message') listeners.push(listener);
    };
    // The listener as a course page runs it, with this page's window functions it names.
    new Function('addEventListener', 'document', code)(addEventListener, document);
    const send = (data: unknown, source: unknown) =>
      listeners.forEach((listener) => listener({ data, source }));

    send({ type: 'plcsim:height', version: 1, height: 990, src: '/embed/share/x' }, frames[1]?.contentWindow);
    expect(frames.map((frame) => frame.style.height)).toEqual(['660px', '990px']);
    send({ type: 'plcsim:height', version: 2, height: 100, src: '' }, frames[0]?.contentWindow);
    send({ type: 'other', height: 100 }, frames[0]?.contentWindow);
    send(null, frames[0]?.contentWindow);
    expect(frames.map((frame) => frame.style.height)).toEqual(['660px', '990px']);
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notFound } from '../http/errors.ts';
import {
  BAD_MAX_HEIGHT,
  BAD_MAX_WIDTH,
  embedHtml,
  embedSize,
  embedUrl,
  escapeHtml,
  FORMAT_NOT_IMPLEMENTED,
  MAX_URL_LENGTH,
  NOT_A_SITE_LINK,
  oembed,
  parseSiteLink,
  UNNAMED_SHARE,
  URL_REQUIRED,
  URL_TOO_LONG,
  ZERO_MAX_HEIGHT,
  ZERO_MAX_WIDTH,
} from './oembedService.ts';

const services = vi.hoisted(() => ({
  getExample: vi.fn(),
  requireProblem: vi.fn(),
  getShare: vi.fn(),
}));
vi.mock('./exampleService.ts', () => ({ getExample: services.getExample }));
vi.mock('./problemService.ts', () => ({ requireProblem: services.requireProblem }));
vi.mock('./shareService.ts', () => ({ getShare: services.getShare }));

const SITE = 'https://plcsim.example';
const DEV = 'http://127.0.0.1:5173';
const ORIGINS = [SITE, DEV];

/** The ApiError (status and message) a promise rejects with. */
async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return { status: (error as { status?: number }).status, message: (error as Error).message };
  }
  throw new Error('expected the call to fail');
}

describe('parseSiteLink', () => {
  it.each([
    ['examples', `${SITE}/examples/start-stop-seal-in`, 'start-stop-seal-in'],
    ['problems', `${SITE}/problems/batch-counter`, 'batch-counter'],
    ['share', `${SITE}/share/0b6f2d2e-4c1a-4f7e-9d1e-2a3b4c5d6e7f`, '0b6f2d2e-4c1a-4f7e-9d1e-2a3b4c5d6e7f'],
  ])('reads a link to a %s page', (kind, url, id) => {
    expect(parseSiteLink(url, ORIGINS)).toEqual({ origin: SITE, kind, id, options: [] });
  });

  it('reads the embed forms, a trailing slash, a query and a fragment', () => {
    for (const url of [
      `${SITE}/embed/examples/on-delay-timer`,
      `${SITE}/examples/on-delay-timer/`,
      `${SITE}/embed/examples/on-delay-timer/`,
      `${SITE}/examples/on-delay-timer?from=list`,
      `${SITE}/examples/on-delay-timer/?from=list#ladder`,
      `${SITE}/examples/on-delay-timer#ladder`,
    ]) {
      expect(parseSiteLink(url, ORIGINS), url).toMatchObject({ kind: 'examples', id: 'on-delay-timer' });
    }
    expect(parseSiteLink(`${SITE}/embed/share/abc`, ORIGINS)).toMatchObject({ kind: 'share', id: 'abc' });
    expect(parseSiteLink(`${SITE}/embed/problems/p1/`, ORIGINS)).toMatchObject({
      kind: 'problems',
      id: 'p1',
    });
  });

  it('keeps only the embed options of the query, in a fixed order', () => {
    const link = parseSiteLink(
      `${SITE}/embed/problems/p1?theme=dark&utm_source=x&autoRun=1&panels=ladder,io&evil=%22`,
      ORIGINS,
    );
    expect(link?.options).toEqual([
      ['autoRun', '1'],
      ['panels', 'ladder,io'],
      ['theme', 'dark'],
    ]);
    expect(parseSiteLink(`${SITE}/examples/x?theme=${'d'.repeat(101)}`, ORIGINS)?.options).toEqual([]);
  });

  it('accepts each configured origin, normalised as URLs are, and answers with that origin', () => {
    expect(parseSiteLink(`${DEV}/share/s1`, ORIGINS)?.origin).toBe(DEV);
    expect(parseSiteLink('HTTPS://PLCSIM.EXAMPLE:443/examples/x', ORIGINS)?.origin).toBe(SITE);
    expect(parseSiteLink(`${SITE}/examples/x`, [])).toBeNull();
  });

  it('refuses foreign origins, look-alikes and other schemes or ports', () => {
    for (const url of [
      'https://evil.example/examples/x',
      'https://plcsim.example.evil.example/examples/x',
      'https://evil.example/?u=https://plcsim.example/examples/x',
      'http://plcsim.example/examples/x',
      'https://plcsim.example:8443/examples/x',
      'http://127.0.0.1:5174/examples/x',
      'http://localhost:5173/examples/x',
      `javascript:fetch('${SITE}/examples/x')`,
      'javascript://plcsim.example/examples/x',
      'data:text/html,<script>alert(1)</script>',
      'file:///examples/x',
      'ftp://plcsim.example/examples/x',
    ]) {
      expect(parseSiteLink(url, ORIGINS), url).toBeNull();
    }
  });

  it('refuses what is not an absolute URL', () => {
    for (const url of [
      '',
      'examples/x',
      '/examples/x',
      '//plcsim.example/examples/x',
      'not a url',
      'https://',
    ]) {
      expect(parseSiteLink(url, ORIGINS), url).toBeNull();
    }
  });

  it('refuses every other path of the site', () => {
    for (const path of [
      '/',
      '/examples',
      '/examples/',
      '/examples//',
      '/examples/x/y',
      '/examples/x//',
      '//examples/x',
      '/embed',
      '/embed/examples',
      '/embed/embed/examples/x',
      '/shared/x',
      '/projects/x',
      '/community/someone/x',
      '/Examples/x',
      '/api/examples/x',
      '/examples/%20',
      '/examples/%E0%A4%A',
      `/examples/${'x'.repeat(201)}`,
    ]) {
      expect(parseSiteLink(`${SITE}${path}`, ORIGINS), path).toBeNull();
    }
  });

  it('decodes the id, which the embed address encodes again', () => {
    const link = parseSiteLink(`${SITE}/share/a%20b%22%3C`, ORIGINS);
    expect(link?.id).toBe('a b"<');
    expect(link && embedUrl(link)).toBe(`${SITE}/embed/share/a%20b%22%3C`);
    expect(parseSiteLink(`${SITE}/examples/${'x'.repeat(200)}`, ORIGINS)?.id).toHaveLength(200);
  });
});

describe('embedUrl', () => {
  it('is the embed page on the same origin, with the embed options', () => {
    expect(embedUrl({ origin: SITE, kind: 'examples', id: 'x', options: [] })).toBe(
      `${SITE}/embed/examples/x`,
    );
    expect(
      embedUrl({
        origin: DEV,
        kind: 'problems',
        id: 'p/1',
        options: [
          ['autoRun', '1'],
          ['theme', 'a"b&c'],
        ],
      }),
    ).toBe(`${DEV}/embed/problems/p%2F1?autoRun=1&theme=a%22b%26c`);
  });
});

describe('embedSize', () => {
  it('is 800 × 500 unless maxwidth/maxheight ask for less', () => {
    expect(embedSize()).toEqual({ width: 800, height: 500 });
    expect(embedSize('', ' ')).toEqual({ width: 800, height: 500 });
    expect(embedSize('1200', '900')).toEqual({ width: 800, height: 500 });
    expect(embedSize('640', undefined)).toEqual({ width: 640, height: 500 });
    expect(embedSize(undefined, '360')).toEqual({ width: 800, height: 360 });
    expect(embedSize('600', '400')).toEqual({ width: 600, height: 400 });
  });

  it('never exceeds what the consumer allows, as oEmbed requires', () => {
    expect(embedSize('100', '50')).toEqual({ width: 100, height: 50 });
    expect(embedSize('1', '1')).toEqual({ width: 1, height: 1 });
    expect(embedSize('320', '240')).toEqual({ width: 320, height: 240 });
  });

  it('answers 400 for maxwidth or maxheight 0, which no iframe can honour', async () => {
    for (const value of ['0', '00', ' 0 ']) {
      expect(await failure(Promise.resolve().then(() => embedSize(value))), value).toEqual({
        status: 400,
        message: ZERO_MAX_WIDTH,
      });
      expect(await failure(Promise.resolve().then(() => embedSize('300', value))), value).toEqual({
        status: 400,
        message: ZERO_MAX_HEIGHT,
      });
    }
  });

  it('answers 400 for a maxwidth or maxheight that is not a whole number', async () => {
    for (const value of ['-1', '1.5', 'abc', '1e3', '0x10', '9999999999']) {
      expect(await failure(Promise.resolve().then(() => embedSize(value))), value).toEqual({
        status: 400,
        message: BAD_MAX_WIDTH,
      });
      expect(await failure(Promise.resolve().then(() => embedSize(undefined, value))), value).toEqual({
        status: 400,
        message: BAD_MAX_HEIGHT,
      });
    }
  });
});

describe('escapeHtml and embedHtml', () => {
  it('escapes the characters that could end an attribute or open a tag', () => {
    expect(escapeHtml(`a & b < c > d " e ' f`)).toBe('a &amp; b &lt; c &gt; d &quot; e &#39; f');
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });

  it('builds the iframe with every attribute value escaped', () => {
    const html = embedHtml(
      `${SITE}/embed/share/x?theme=a&b`,
      { width: 640, height: 400 },
      `"><script>x</script>`,
    );
    expect(html).toBe(
      `<iframe src="${SITE}/embed/share/x?theme=a&amp;b" width="640" height="400" style="border:0" ` +
        'loading="lazy" allow="clipboard-write" title="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"></iframe>',
    );
    expect(html).not.toContain('<script');
    // Exactly the attributes' own quotes: nothing breaks out of one.
    expect(html.match(/"/g)).toHaveLength(14);
  });
});

describe('oembed', () => {
  beforeEach(() => {
    services.getExample.mockReset().mockResolvedValue({
      example: { exampleNumber: 2, exampleName: 'On-Delay Timer' },
      adjacent: { prev: null, next: null },
    });
    services.requireProblem.mockReset().mockResolvedValue({ problemNumber: 3, problemName: 'Batch Counter' });
    services.getShare
      .mockReset()
      .mockResolvedValue({ share_id: 's1', projectName: `Tank "A" <fill> & 'drain'` });
  });

  it('answers the rich oEmbed response for an example, titled "N. name"', async () => {
    const answer = await oembed({ url: `${SITE}/examples/on-delay-timer`, format: 'json' }, ORIGINS);
    expect(services.getExample).toHaveBeenCalledWith('on-delay-timer');
    expect(answer).toEqual({
      version: '1.0',
      type: 'rich',
      provider_name: 'PLC IO Simulator',
      provider_url: SITE,
      title: '2. On-Delay Timer',
      html:
        `<iframe src="${SITE}/embed/examples/on-delay-timer" width="800" height="500" style="border:0" ` +
        'loading="lazy" allow="clipboard-write" title="2. On-Delay Timer"></iframe>',
      width: 800,
      height: 500,
    });
  });

  it('answers for a problem, with the size the consumer allows', async () => {
    const answer = await oembed(
      { url: `${DEV}/embed/problems/batch-counter/?autoRun=1`, maxwidth: '500', maxheight: '300' },
      ORIGINS,
    );
    expect(services.requireProblem).toHaveBeenCalledWith('batch-counter');
    expect(answer).toMatchObject({ provider_url: DEV, title: '3. Batch Counter', width: 500, height: 300 });
    expect(answer.html).toContain(
      `src="${DEV}/embed/problems/batch-counter?autoRun=1" width="500" height="300"`,
    );
  });

  it("answers for a shared project, titled by its name, escaped in the iframe's title", async () => {
    const answer = await oembed({ url: `${SITE}/share/s1` }, ORIGINS);
    expect(services.getShare).toHaveBeenCalledWith('s1');
    expect(answer.title).toBe(`Tank "A" <fill> & 'drain'`);
    expect(answer.html).toContain('title="Tank &quot;A&quot; &lt;fill&gt; &amp; &#39;drain&#39;"></iframe>');
  });

  it('titles a shared project without a name "Shared project"', async () => {
    for (const projectName of [undefined, '', '  ', 42]) {
      services.getShare.mockResolvedValue({ share_id: 's1', projectName });
      expect((await oembed({ url: `${SITE}/share/s1` }, ORIGINS)).title).toBe(UNNAMED_SHARE);
    }
  });

  it("passes on the services' 404 for an unknown id", async () => {
    services.getExample.mockRejectedValue(notFound('Example not found.'));
    expect(await failure(oembed({ url: `${SITE}/examples/nope` }, ORIGINS))).toEqual({
      status: 404,
      message: 'Example not found.',
    });
  });

  it('answers 400 without a url or with one over 2 000 characters', async () => {
    for (const url of [undefined, '', '   ']) {
      expect(await failure(oembed({ url }, ORIGINS)), String(url)).toEqual({
        status: 400,
        message: URL_REQUIRED,
      });
    }
    const long = `${SITE}/examples/${'x'.repeat(MAX_URL_LENGTH)}`;
    expect(await failure(oembed({ url: long }, ORIGINS))).toEqual({ status: 400, message: URL_TOO_LONG });
  });

  it('answers 501 for a format other than json (json in any case, or none, is fine)', async () => {
    for (const format of ['xml', 'html', 'jsonp']) {
      expect(await failure(oembed({ url: `${SITE}/examples/x`, format }, ORIGINS)), format).toEqual({
        status: 501,
        message: FORMAT_NOT_IMPLEMENTED,
      });
    }
    for (const format of [undefined, '', 'JSON']) {
      await expect(oembed({ url: `${SITE}/examples/x`, format }, ORIGINS)).resolves.toMatchObject({
        type: 'rich',
      });
    }
  });

  it('answers 404 for a link that is not ours, without looking anything up', async () => {
    for (const url of [
      'https://evil.example/examples/x',
      'javascript:alert(1)',
      'not a url',
      `${SITE}/projects/x`,
    ]) {
      expect(await failure(oembed({ url }, ORIGINS)), url).toEqual({ status: 404, message: NOT_A_SITE_LINK });
    }
    expect(await failure(oembed({ url: `${SITE}/examples/x` }, []))).toEqual({
      status: 404,
      message: NOT_A_SITE_LINK,
    });
    expect(services.getExample).not.toHaveBeenCalled();
  });
});

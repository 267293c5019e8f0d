import { EXAMPLES, PROBLEMS } from '@plcsim/content';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_SITE_ORIGIN } from '../../scripts/lib/localStack/stack.ts';
import { richDocument } from './projectFixtures.ts';
import { api, type ApiResponse } from './support/api.ts';
import { localStack } from './support/context.ts';

interface OEmbed {
  version: string;
  type: string;
  provider_name: string;
  provider_url: string;
  title: string;
  html: string;
  width: number;
  height: number;
}

const NOT_OURS = 'This link is not a PLC IO Simulator example, problem or shared project.';
/** The stack passes its site origin to the handlers as PLCSIM_SITE_ORIGINS (scripts/lib/localStack/stack.ts). */
const site = localStack().siteOrigin;

const oembed = (params: Record<string, string>, headers?: Record<string, string>): Promise<ApiResponse> =>
  api('GET', `/oembed?${new URLSearchParams(params).toString()}`, { headers });

const iframe = (src: string, title: string, width = 800, height = 500) =>
  `<iframe src="${src}" width="${width}" height="${height}" style="border:0" loading="lazy" ` +
  `allow="clipboard-write" title="${title}"></iframe>`;

const example = EXAMPLES[0];
const problem = PROBLEMS[PROBLEMS.length - 1];
if (!example || !problem) throw new Error('no seeded examples or problems in @plcsim/content');

/** A shared project whose name would break out of an unescaped attribute. */
const SHARE_NAME = `Tank "A" <b>fill</b> & 'drain'`;
let shareId = '';
beforeAll(async () => {
  const created = await api('POST', '/shared', { body: richDocument(SHARE_NAME) });
  expect(created.status).toBe(200);
  shareId = (created.body as { shareId: string }).shareId;
});

describe('GET /oembed', () => {
  it("answers for links on the site's actual port (the stack's siteOrigin), not a fixed 5173", async () => {
    expect(site).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(site).not.toBe(LOCAL_SITE_ORIGIN);
    const onSite = await oembed({ url: `${site}/examples/${example.example_id}` });
    expect(onSite.status).toBe(200);
    expect((onSite.body as OEmbed).provider_url).toBe(site);
    const onDefault = await oembed({ url: `${LOCAL_SITE_ORIGIN}/examples/${example.example_id}` });
    expect(onDefault.status).toBe(404);
    expect(onDefault.body).toEqual({ message: NOT_OURS });
  });

  it('answers 400 for maxwidth=0 or maxheight=0 instead of an iframe wider or taller than allowed', async () => {
    const url = `${site}/examples/${example.example_id}`;
    const wide = await oembed({ url, maxwidth: '0' });
    expect(wide.status).toBe(400);
    expect(wide.body).toEqual({ message: 'maxwidth must be at least 1 pixel.' });
    const tall = await oembed({ url, maxwidth: '300', maxheight: '0' });
    expect(tall.status).toBe(400);
    expect(tall.body).toEqual({ message: 'maxheight must be at least 1 pixel.' });
    const smallest = await oembed({ url, maxwidth: '1', maxheight: '1' });
    expect(smallest.status).toBe(200);
    expect(smallest.body).toMatchObject({ width: 1, height: 1 });
  });

  it('answers the rich embed of an example link, titled "N. name", to anyone, with CORS', async () => {
    const response = await oembed(
      { url: `${site}/examples/${example.example_id}`, format: 'json' },
      { origin: 'https://blog.example' },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(response.headers.get('access-control-allow-origin')).toBeTruthy();
    const title = `${example.exampleNumber}. ${example.exampleName}`;
    expect(response.body).toEqual({
      version: '1.0',
      type: 'rich',
      provider_name: 'PLC IO Simulator',
      provider_url: site,
      title,
      html: iframe(`${site}/embed/examples/${example.example_id}`, title),
      width: 800,
      height: 500,
    } satisfies OEmbed);
  });

  it('answers the embed form of a problem link with a trailing slash and a query, at the size asked for', async () => {
    const response = await oembed({
      url: `${site}/embed/problems/${problem.problem_id}/?autoRun=1&utm_source=forum`,
      maxwidth: '600',
      maxheight: '100',
    });
    expect(response.status).toBe(200);
    const title = `${problem.problemNumber}. ${problem.problemName}`;
    expect(response.body).toMatchObject({
      provider_url: site,
      title,
      html: iframe(`${site}/embed/problems/${problem.problem_id}?autoRun=1`, title, 600, 100),
      width: 600,
      height: 100,
    });
  });

  it("answers a shared project's link titled by its name, escaped in the iframe", async () => {
    const response = await oembed({ url: `${site}/share/${shareId}` });
    expect(response.status).toBe(200);
    const body = response.body as OEmbed;
    expect(body.title).toBe(SHARE_NAME);
    expect(body.html).toBe(
      iframe(
        `${site}/embed/share/${shareId}`,
        'Tank &quot;A&quot; &lt;b&gt;fill&lt;/b&gt; &amp; &#39;drain&#39;',
      ),
    );
  });

  it.each([
    ['example', '/examples/no-such-example', 'Example not found.'],
    ['problem', '/embed/problems/no-such-problem', 'Problem not found.'],
    ['share', '/share/00000000-0000-0000-0000-000000000000', 'Shared project not found.'],
  ])('answers 404 for an unknown %s id', async (_kind, path, message) => {
    const response = await oembed({ url: `${site}${path}` });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message });
  });

  it('answers 404 for a foreign origin, a javascript: URL, text, or another page of the site', async () => {
    for (const url of [
      `https://evil.example/examples/${example.example_id}`,
      `${site.replace(/:(\d+)$/, (_m, port: string) => `:${Number(port) + 1}`)}/examples/${example.example_id}`,
      'javascript:alert(document.cookie)',
      'not a link',
      `${site}/projects/${example.example_id}`,
      `${site}/examples`,
    ]) {
      const response = await oembed({ url });
      expect(response.status, url).toBe(404);
      expect(response.body, url).toEqual({ message: NOT_OURS });
    }
  });

  it('answers 400 without a url, or with one over 2 000 characters', async () => {
    for (const params of [{}, { url: '' }, { format: 'json' }] as Record<string, string>[]) {
      const response = await oembed(params);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        message:
          'The url parameter is required: the address of a PLC IO Simulator example, problem or shared project.',
      });
    }
    const long = await oembed({ url: `${site}/examples/${'x'.repeat(2000)}` });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ message: 'The url parameter is too long (at most 2 000 characters).' });
  });

  it('answers 501 for format=xml', async () => {
    const response = await oembed({ url: `${site}/examples/${example.example_id}`, format: 'xml' });
    expect(response.status).toBe(501);
    expect(response.body).toEqual({ message: 'Only format=json is supported.' });
  });
});

import { backendConfig } from '../config.ts';
import { ApiError, badRequest, notFound } from '../http/errors.ts';
import { getExample } from './exampleService.ts';
import { requireProblem } from './problemService.ts';
import { getShare } from './shareService.ts';

/**
 * oEmbed 1.0 (https://oembed.com), rich type: a link to one of the site's examples, problems or
 * shared projects becomes an iframe of its `/embed/…` page.
 */

export const PROVIDER_NAME = 'PLC IO Simulator';
/** Longer `url` parameters are not links to the site (its longest are well under 300 characters). */
export const MAX_URL_LENGTH = 2000;
/** Longest id taken from a link, as for the API's own path parameters (request.ts `pathParam`). */
const MAX_ID_LENGTH = 200;
/** Size of the iframe without maxwidth/maxheight, and the smallest the simulator stays usable in. */
export const DEFAULT_WIDTH = 800;
export const DEFAULT_HEIGHT = 500;
/** The embed page's options (`?autoRun=…&panels=…&theme=…`) a pasted `/embed/…` link carries over. */
export const EMBED_OPTIONS = ['autoRun', 'panels', 'theme', 'mode', 'height'] as const;
const MAX_OPTION_LENGTH = 100;

export const URL_REQUIRED =
  'The url parameter is required: the address of a PLC IO Simulator example, problem or shared project.';
export const URL_TOO_LONG = 'The url parameter is too long (at most 2 000 characters).';
export const FORMAT_NOT_IMPLEMENTED = 'Only format=json is supported.';
export const NOT_A_SITE_LINK = 'This link is not a PLC IO Simulator example, problem or shared project.';
export const BAD_MAX_WIDTH = 'maxwidth must be a whole number of pixels.';
export const BAD_MAX_HEIGHT = 'maxheight must be a whole number of pixels.';
/** maxwidth/maxheight 0: no iframe fits in no pixels, and oEmbed forbids answering a larger one. */
export const ZERO_MAX_WIDTH = 'maxwidth must be at least 1 pixel.';
export const ZERO_MAX_HEIGHT = 'maxheight must be at least 1 pixel.';
/** The iframe's title when a shared project has no name. */
export const UNNAMED_SHARE = 'Shared project';

/** The site's link forms: `/examples/{id}`, `/problems/{id}`, `/share/{shareId}` (and their `/embed/…`). */
export type EmbedKind = 'examples' | 'problems' | 'share';

/** A link to something the site can embed. */
export interface SiteLink {
  /** One of the configured site origins (PLCSIM_SITE_ORIGINS). */
  origin: string;
  kind: EmbedKind;
  /** The example, problem or share id, percent-decoded. */
  id: string;
  /** The embed options of the link's query, in EMBED_OPTIONS order. */
  options: [string, string][];
}

export interface EmbedSize {
  width: number;
  height: number;
}

/** The JSON answer (oEmbed 1.0 §2.3.4, rich type). */
export interface OEmbedResponse extends EmbedSize {
  version: '1.0';
  type: 'rich';
  provider_name: string;
  provider_url: string;
  title: string;
  html: string;
}

const LINK_PATH = /^\/(?:embed\/)?(examples|problems|share)\/([^/]+)\/?$/;

/**
 * The example, problem or shared project `url` links to, or null when it is not an absolute http(s)
 * URL on one of `origins` with one of the site's link paths. A trailing slash, a query and a fragment
 * are allowed; only the embed options of the query are kept.
 */
export function parseSiteLink(url: string, origins: readonly string[]): SiteLink | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (!origins.includes(parsed.origin)) return null;
  const match = LINK_PATH.exec(parsed.pathname);
  if (!match) return null;
  let id: string;
  try {
    id = decodeURIComponent(match[2] ?? '').trim();
  } catch {
    return null;
  }
  if (id === '' || id.length > MAX_ID_LENGTH) return null;
  const options: [string, string][] = [];
  for (const name of EMBED_OPTIONS) {
    const value = parsed.searchParams.get(name);
    if (value !== null && value.length <= MAX_OPTION_LENGTH) options.push([name, value]);
  }
  return { origin: parsed.origin, kind: match[1] as EmbedKind, id, options };
}

/**
 * A maxwidth/maxheight value: absent is no limit; 400 `message` unless a whole number, 400 `zero`
 * for 0 (no answer could honour it).
 */
function maxPixels(value: string | undefined, message: string, zero: string): number {
  if (value === undefined || value.trim() === '') return Number.POSITIVE_INFINITY;
  if (!/^\d{1,9}$/.test(value.trim())) throw badRequest(message);
  const pixels = Number(value.trim());
  if (pixels === 0) throw badRequest(zero);
  return pixels;
}

/**
 * The iframe's size: DEFAULT_WIDTH × DEFAULT_HEIGHT, smaller when the consumer's maxwidth/maxheight
 * ask for it (oEmbed: an answer must never exceed them). 400 when either is not a whole number or is
 * 0 (docs/decisions.md "oEmbed maxwidth=0").
 */
export function embedSize(maxwidth?: string, maxheight?: string): EmbedSize {
  const width = Math.min(DEFAULT_WIDTH, maxPixels(maxwidth, BAD_MAX_WIDTH, ZERO_MAX_WIDTH));
  const height = Math.min(DEFAULT_HEIGHT, maxPixels(maxheight, BAD_MAX_HEIGHT, ZERO_MAX_HEIGHT));
  return { width, height };
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** `value` safe inside a quoted HTML attribute (and in text). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** The embed page of a link: `{origin}/embed/{kind}/{id}`, with the link's embed options. */
export function embedUrl(link: SiteLink): string {
  const query = new URLSearchParams(link.options).toString();
  return `${link.origin}/embed/${link.kind}/${encodeURIComponent(link.id)}${query ? `?${query}` : ''}`;
}

/** The iframe markup; every attribute value is escaped. */
export function embedHtml(src: string, size: EmbedSize, title: string): string {
  return (
    `<iframe src="${escapeHtml(src)}" width="${size.width}" height="${size.height}" ` +
    `style="border:0" loading="lazy" allow="clipboard-write" title="${escapeHtml(title)}"></iframe>`
  );
}

/** The answer for a link whose item is called `title`. */
export function oembedResponse(link: SiteLink, title: string, size: EmbedSize): OEmbedResponse {
  return {
    version: '1.0',
    type: 'rich',
    provider_name: PROVIDER_NAME,
    provider_url: link.origin,
    title,
    html: embedHtml(embedUrl(link), size, title),
    width: size.width,
    height: size.height,
  };
}

/** The stored item's title ('N. name', or the shared project's name); 404 when the id is unknown. */
async function titleOf(link: SiteLink): Promise<string> {
  switch (link.kind) {
    case 'examples': {
      const { example } = await getExample(link.id);
      return `${example.exampleNumber}. ${example.exampleName}`;
    }
    case 'problems': {
      const problem = await requireProblem(link.id);
      return `${problem.problemNumber}. ${problem.problemName}`;
    }
    case 'share': {
      const { projectName } = await getShare(link.id);
      return typeof projectName === 'string' && projectName.trim() !== '' ? projectName : UNNAMED_SHARE;
    }
  }
}

/** The query parameters of GET /oembed. */
export interface OEmbedQuery {
  url?: string;
  format?: string;
  maxwidth?: string;
  maxheight?: string;
}

/**
 * GET /oembed: 400 without `url` or with one over MAX_URL_LENGTH (or a maxwidth/maxheight that is not
 * a whole number), 501 for a format other than json, 404 for a URL that is not a link to the site
 * (`origins`, PLCSIM_SITE_ORIGINS by default) or whose item does not exist.
 */
export async function oembed(
  query: OEmbedQuery,
  origins: readonly string[] = backendConfig().siteOrigins,
): Promise<OEmbedResponse> {
  if ((query.url?.length ?? 0) > MAX_URL_LENGTH) throw badRequest(URL_TOO_LONG);
  const url = query.url?.trim() ?? '';
  if (url === '') throw badRequest(URL_REQUIRED);
  const format = query.format?.trim().toLowerCase() ?? '';
  if (format !== '' && format !== 'json') throw new ApiError(501, FORMAT_NOT_IMPLEMENTED);
  const size = embedSize(query.maxwidth, query.maxheight);
  const link = parseSiteLink(url, origins);
  if (!link) throw notFound(NOT_A_SITE_LINK);
  return oembedResponse(link, await titleOf(link), size);
}

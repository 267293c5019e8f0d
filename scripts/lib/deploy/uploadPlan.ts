/**
 * What `npm run deploy` uploads to the site bucket and with which headers (docs/operations.md
 * "Deploying"): every file of the built site, hashed files cached for a year and immutable, everything
 * else (index.html, the service worker, the manifest, the embed script's entry files) revalidated on
 * every use. The order is the upload order: hashed files first, index.html last, so no visitor gets
 * an index.html that names a file not uploaded yet.
 */
import { readdirSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';

/** Hashed files: a new build gives a changed file a new name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files under a fixed name: browsers and CloudFront ask S3 (ETag) before every use. */
export const REVALIDATE = 'no-cache';

export interface UploadEntry {
  /** The object key (the path under the site's root, `/` separated). */
  key: string;
  /** The file on disk. */
  file: string;
  size: number;
  cacheControl: string;
  contentType: string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

export function contentTypeFor(key: string): string {
  return CONTENT_TYPES[extname(key).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * `assets/…` (Vite's hashed output) and the script-tag embed's hashed chunks
 * (`plc-simulator-<name>-<hash>.js`, widget/vite.standalone.config.ts) never change under their name.
 * Workbox's `workbox-<hash>.js` is named by a hash too, but the service worker that imports it is not,
 * and it is only read when the worker updates: it stays revalidated like sw.js.
 */
export function cacheControlFor(key: string): string {
  if (key.startsWith('assets/')) return IMMUTABLE;
  if (/^plc-simulator-[\w.-]+-[\w-]{8}\.js$/.test(key)) return IMMUTABLE;
  return REVALIDATE;
}

/** Upload order: immutable files, then the rest, the service worker next to last, index.html last. */
function rank(entry: UploadEntry): number {
  if (entry.key === 'index.html') return 3;
  if (entry.key === 'sw.js') return 2;
  return entry.cacheControl === IMMUTABLE ? 0 : 1;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** The plan for the built site in `siteDir`. */
export function uploadPlan(siteDir: string): UploadEntry[] {
  return filesUnder(siteDir)
    .map((file) => {
      const key = relative(siteDir, file).split(sep).join('/');
      return {
        key,
        file,
        size: statSync(file).size,
        cacheControl: cacheControlFor(key),
        contentType: contentTypeFor(key),
      };
    })
    .sort((a, b) => rank(a) - rank(b) || a.key.localeCompare(b.key));
}

/** The plan as the dry run prints it: one line per file. */
export function formatPlan(plan: readonly UploadEntry[]): string {
  const width = Math.max(...plan.map((entry) => entry.key.length));
  const lines = plan.map(
    (entry) =>
      `  ${entry.key.padEnd(width)}  ${String(entry.size).padStart(9)} B  ${entry.cacheControl.padEnd(35)}  ${entry.contentType}`,
  );
  const total = plan.reduce((sum, entry) => sum + entry.size, 0);
  return `${lines.join('\n')}\n  ${plan.length} files, ${total} bytes`;
}

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import {
  cacheControlFor,
  contentTypeFor,
  formatPlan,
  IMMUTABLE,
  REVALIDATE,
  uploadPlan,
} from './uploadPlan.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the upload plan', () => {
  it('caches hashed files for a year and revalidates files under a fixed name', () => {
    expect(cacheControlFor('assets/index-C6raV4_9.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('assets/engine-AbCdEf12.wasm')).toBe(IMMUTABLE);
    expect(cacheControlFor('plc-simulator-core-zTnfaQW9.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('plc-simulator-uPlot.esm-BeF90p-u.js')).toBe(IMMUTABLE);
    for (const key of [
      'index.html',
      'sw.js',
      'workbox-9c191d2f.js',
      'manifest.webmanifest',
      'plc-simulator.js',
      'plc-simulator.module.js',
      'engine.wasm',
      'favicon.svg',
    ]) {
      expect(cacheControlFor(key), key).toBe('no-cache');
    }
  });

  it('names each file its content type', () => {
    expect(contentTypeFor('index.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeFor('assets/a-1.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeFor('engine.wasm')).toBe('application/wasm');
    expect(contentTypeFor('manifest.webmanifest')).toBe('application/manifest+json; charset=utf-8');
    expect(contentTypeFor('assets/codicon-DF1abBS2.ttf')).toBe('font/ttf');
    expect(contentTypeFor('favicon.svg')).toBe('image/svg+xml');
    expect(contentTypeFor('README')).toBe('application/octet-stream');
  });

  it('lists every file, hashed ones first, the service worker and index.html last', () => {
    dir = mkdtempSync(`${tmpdir()}/plcsim-plan-`);
    mkdirSync(`${dir}/assets`);
    for (const file of ['index.html', 'sw.js', 'favicon.svg', 'assets/a-12345678.js', 'plc-simulator.js']) {
      writeFileSync(`${dir}/${file}`, file);
    }
    const plan = uploadPlan(dir);
    expect(plan.map((entry) => [entry.key, entry.cacheControl])).toEqual([
      ['assets/a-12345678.js', IMMUTABLE],
      ['favicon.svg', REVALIDATE],
      ['plc-simulator.js', REVALIDATE],
      ['sw.js', REVALIDATE],
      ['index.html', REVALIDATE],
    ]);
    expect(plan[0]?.size).toBe('assets/a-12345678.js'.length);
    expect(formatPlan(plan)).toMatch(
      /index\.html +10 B +no-cache +text\/html; charset=utf-8\n {2}5 files, \d+ bytes$/,
    );
  });
});

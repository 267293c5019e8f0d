/**
 * `npm run deploy -- --dry-run` (scripts/deploy.ts) does everything but the AWS calls: it packages the
 * stack, builds the site with placeholder outputs injected and the script-tag embed at its root, and
 * prints the upload plan with each file's Cache-Control and content type. A build of the same sources is
 * reused, so a second run costs about the packaging. Seeding "only when the content changed" runs here
 * against the local stack's DynamoDB.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_HASH_KEY, contentBundleHash, seedIfChanged } from '../../scripts/lib/deploy/content.ts';
import { IMMUTABLE, REVALIDATE } from '../../scripts/lib/deploy/uploadPlan.ts';
import { repoRoot } from '../../scripts/lib/paths.ts';
import { localStack } from './support/context.ts';
import { tableClient } from './support/table.ts';

const execFileAsync = promisify(execFile);

interface Report {
  outputs: Record<string, string>;
  siteDir: string;
  buildEnv: Record<string, string>;
  contentHash: string;
  seeded: boolean | null;
  plan: { key: string; size: number; cacheControl: string; contentType: string }[];
}

const tempDir = mkdtempSync(`${tmpdir()}/plcsim-deploy-`);
let stdout = '';
let exit = -1;
let report: Report;
let seconds = 0;

beforeAll(async () => {
  // No credentials, and any AWS SDK call the dry run made would go nowhere and fail it.
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!name.startsWith('PLCSIM_') && !name.startsWith('AWS_')) env[name] = value;
  }
  Object.assign(env, {
    AWS_ACCESS_KEY_ID: 'none',
    AWS_SECRET_ACCESS_KEY: 'none',
    AWS_ENDPOINT_URL: 'http://127.0.0.1:9',
    AWS_EC2_METADATA_DISABLED: 'true',
  });
  const started = performance.now();
  try {
    const answer = await execFileAsync(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/deploy.ts',
        '--dry-run',
        '--stage',
        'prod',
        '--region',
        'eu-west-1',
        '--plan-json',
        `${tempDir}/plan.json`,
      ],
      { cwd: repoRoot, env, maxBuffer: 20_000_000 },
    );
    stdout = answer.stdout;
    exit = 0;
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    console.error(`The dry run failed:\n${failed.stdout ?? ''}\n${failed.stderr ?? ''}`);
    exit = typeof failed.code === 'number' ? failed.code : 1;
  }
  seconds = Math.round((performance.now() - started) / 100) / 10;
  console.log(`npm run deploy -- --dry-run took ${seconds} s`);
  if (exit === 0) report = JSON.parse(readFileSync(`${tempDir}/plan.json`, 'utf8')) as Report;
}, 600_000);

afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

describe('npm run deploy -- --dry-run', () => {
  const entry = (key: string) => {
    const found = report.plan.find((candidate) => candidate.key === key);
    expect(found, key).toBeDefined();
    return found as Report['plan'][number];
  };

  it('succeeds without AWS and says so', () => {
    expect(exit).toBe(0);
    expect(stdout).toMatch(/Dry run done in [\d.]+ s: nothing was sent to AWS\./);
  });

  it('packages the stack for the stage and region (Cognito of that region in the CSP)', () => {
    const template = JSON.parse(
      readFileSync(
        `${repoRoot}dist/deploy/dry-run-eu-west-1/package/cloudformation-template-update-stack.json`,
        'utf8',
      ),
    ) as { Resources: Record<string, { Properties: Record<string, unknown> }> };
    expect(template.Resources.SiteDistribution).toBeDefined();
    expect(JSON.stringify(template.Resources.SiteHeadersPolicy)).toContain(
      "connect-src 'self' https://cognito-idp.eu-west-1.amazonaws.com;",
    );
    expect(template.Resources.Table?.Properties.TableName).toBe('plcsim-prod');
  });

  it('builds the site with the outputs injected: pool, client and the API at /api', () => {
    expect(report.buildEnv).toEqual({
      VITE_PLCSIM_USER_POOL_ID: 'eu-west-1_DryRun000',
      VITE_PLCSIM_CLIENT_ID: 'dryrunclient000000000000000',
      VITE_PLCSIM_API_URL: '/api',
    });
    const scripts = readdirSync(`${report.siteDir}/assets`)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(`${report.siteDir}/assets/${file}`, 'utf8'))
      .join('\n');
    expect(scripts).toContain('eu-west-1_DryRun000');
    expect(scripts).toContain('dryrunclient000000000000000');
  });

  it('plans hashed files immutable for a year and the rest revalidated, index.html last', () => {
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
    expect(REVALIDATE).toBe('no-cache');
    const assets = report.plan.filter((file) => file.key.startsWith('assets/'));
    expect(assets.length).toBeGreaterThan(20);
    for (const file of assets) expect(file.cacheControl, file.key).toBe(IMMUTABLE);
    expect(entry('index.html')).toMatchObject({
      cacheControl: REVALIDATE,
      contentType: 'text/html; charset=utf-8',
    });
    expect(entry('sw.js')).toMatchObject({
      cacheControl: REVALIDATE,
      contentType: 'text/javascript; charset=utf-8',
    });
    expect(entry('manifest.webmanifest')).toMatchObject({
      cacheControl: REVALIDATE,
      contentType: 'application/manifest+json; charset=utf-8',
    });
    const workbox = report.plan.find((file) => /^workbox-\w+\.js$/.test(file.key));
    expect(workbox?.cacheControl).toBe(REVALIDATE);
    expect(report.plan.at(-1)?.key).toBe('index.html');
    const firstRevalidated = report.plan.findIndex((file) => file.cacheControl === REVALIDATE);
    expect(report.plan.slice(firstRevalidated).every((file) => file.cacheControl === REVALIDATE)).toBe(true);
    const assetPath = assets.find((file) => file.key.endsWith('.js'))?.key ?? '';
    expect(stdout).toContain(assetPath);
    expect(stdout).toMatch(/index\.html +\d+ B +no-cache +text\/html; charset=utf-8/);
  });

  it('puts the script-tag embed at the site root: plc-simulator.js, its module and chunks, engine.wasm', () => {
    expect(entry('plc-simulator.js')).toMatchObject({
      cacheControl: REVALIDATE,
      contentType: 'text/javascript; charset=utf-8',
    });
    expect(entry('plc-simulator.module.js').cacheControl).toBe(REVALIDATE);
    expect(entry('engine.wasm')).toMatchObject({ cacheControl: REVALIDATE, contentType: 'application/wasm' });
    const chunks = report.plan.filter((file) => /^plc-simulator-.+\.js$/.test(file.key));
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks) expect(chunk.cacheControl, chunk.key).toBe(IMMUTABLE);
    // The loader imports its module from beside itself.
    expect(readFileSync(`${report.siteDir}/plc-simulator.js`, 'utf8')).toContain(
      "'./plc-simulator.module.js'",
    );
  });

  it('says whether content would be seeded: by the bundle hash against the table', () => {
    expect(report.contentHash).toBe(contentBundleHash());
    expect(report.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(report.seeded).toBeNull();
    expect(stdout).toContain(
      `bundle sha256 ${report.contentHash}: seeded if the table plcsim-prod holds another hash`,
    );
  });
});

describe('seeding only when the content changed (the local stack)', () => {
  it('seeds once per bundle hash and remembers it in the table', async () => {
    const table = localStack().tableName;
    const documents = tableClient();
    const stored = async () =>
      (await documents.send(new GetCommand({ TableName: table, Key: CONTENT_HASH_KEY }))).Item?.hash;
    const hash = contentBundleHash();
    const other = `${hash.slice(0, 60)}beef`;
    await seedIfChanged(documents, table, other);
    expect(await stored()).toBe(other);
    expect(await seedIfChanged(documents, table, hash)).toBe(true);
    expect(await stored()).toBe(hash);
    expect(await seedIfChanged(documents, table, hash)).toBe(false);
    // The examples are still there after seeding.
    const example = await documents.send(
      new GetCommand({ TableName: table, Key: { pk: 'EXAMPLE#start-stop-seal-in', sk: 'EXAMPLE' } }),
    );
    expect(example.Item?.example_id).toBe('start-stop-seal-in');
  });
});

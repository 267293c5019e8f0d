/**
 * `npm run deploy -- --stage prod --region eu-west-1 [--alarm-email ops@example.com]`: the whole product
 * on AWS with your credentials (docs/operations.md "Deploying"):
 *   1. `serverless deploy` (the API, the table, the user pool, the site's bucket and CloudFront);
 *   2. reads the stack's outputs;
 *   3. builds the site with them injected (pool and client ids, the API at `/api`) and the script-tag
 *      embed at its root;
 *   4. seeds the examples and problems when their bundle changed;
 *   5. uploads the site with each file's Cache-Control, then invalidates CloudFront.
 * `--dry-run` does all of it but the AWS calls: `serverless package` instead of deploy, placeholder
 * outputs, and prints the upload plan and the seeding decision (`--plan-json <file>` also writes them).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { buildSite, siteBuildEnv } from './lib/deploy/buildSite.ts';
import { contentBundleHash, seedIfChanged } from './lib/deploy/content.ts';
import { parseDeployArgs, type DeployOptions } from './lib/deploy/options.ts';
import { invalidate, upload } from './lib/deploy/publish.ts';
import { placeholderOutputs, runServerless, stackOutputs } from './lib/deploy/stack.ts';
import { formatPlan, uploadPlan } from './lib/deploy/uploadPlan.ts';
import { repoRoot } from './lib/paths.ts';

function step(text: string): void {
  console.log(`\n━━ ${text} ━━`);
}

async function deploy(options: DeployOptions): Promise<void> {
  const started = performance.now();
  const work = `${repoRoot}dist/deploy/${options.dryRun ? 'dry-run' : options.stage}-${options.region}`;
  mkdirSync(work, { recursive: true });
  const mode = options.dryRun ? 'dry run: no AWS calls' : 'with your AWS credentials';
  console.log(`Deploying stage ${options.stage} to ${options.region} (${mode}).`);

  step(
    options.dryRun ? '1. Package the stack (serverless package)' : '1. Deploy the stack (serverless deploy)',
  );
  await runServerless(options, `${work}/package`, process.env);

  step('2. Stack outputs');
  const outputs = options.dryRun
    ? placeholderOutputs(options)
    : await stackOutputs(options.region, options.stage);
  for (const [name, value] of Object.entries(outputs)) console.log(`  ${name}: ${value}`);

  step('3. Build the site with the outputs (and plc-simulator.js at its root)');
  const env = siteBuildEnv(outputs);
  for (const [name, value] of Object.entries(env)) console.log(`  ${name}=${value}`);
  const siteDir = `${work}/site`;
  const built = await buildSite(siteDir, env);
  console.log(built ? `  built into ${siteDir}` : `  ${siteDir} is a build of the same sources: reused`);

  step('4. Content (examples and problems)');
  const hash = contentBundleHash();
  let seeded: boolean | null = null;
  if (options.dryRun) {
    console.log(`  bundle sha256 ${hash}: seeded if the table ${outputs.TableName} holds another hash`);
  } else {
    const documents = DynamoDBDocumentClient.from(new DynamoDBClient({ region: options.region }));
    seeded = await seedIfChanged(documents, outputs.TableName, hash);
    console.log(seeded ? `  seeded (bundle ${hash})` : `  unchanged (bundle ${hash}): not seeded`);
  }

  step(`5. Upload to s3://${outputs.SiteBucketName} and invalidate CloudFront ${outputs.SiteDistributionId}`);
  const plan = uploadPlan(siteDir);
  console.log(formatPlan(plan));
  if (!options.dryRun) {
    const put = await upload(options.region, outputs.SiteBucketName, plan);
    console.log(`  uploaded ${put} files (hashed files already there skipped)`);
    console.log(`  invalidation ${(await invalidate(outputs.SiteDistributionId)) ?? '?'} of /*`);
  }

  if (options.planJson) {
    const plain = plan.map(({ key, size, cacheControl, contentType }) => ({
      key,
      size,
      cacheControl,
      contentType,
    }));
    const report = {
      options,
      outputs,
      siteDir,
      built,
      buildEnv: env,
      contentHash: hash,
      seeded,
      plan: plain,
    };
    writeFileSync(options.planJson, `${JSON.stringify(report, null, 2)}\n`);
  }
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  console.log(
    options.dryRun
      ? `\nDry run done in ${seconds} s: nothing was sent to AWS.`
      : `\nDeployed in ${seconds} s: ${outputs.SiteUrl}`,
  );
}

let options: DeployOptions;
try {
  options = parseDeployArgs(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
deploy(options).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`\nDeploy failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);

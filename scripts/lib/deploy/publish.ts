/** Uploading the built site to its bucket and invalidating CloudFront's copies. */
import { createReadStream } from 'node:fs';
import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { IMMUTABLE, type UploadEntry } from './uploadPlan.ts';

async function existingKeys(s3: S3Client, bucket: string): Promise<Set<string>> {
  const keys = new Set<string>();
  let token: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    for (const object of page.Contents ?? []) if (object.Key) keys.add(object.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

/**
 * Uploads the plan in its order. A hashed file already in the bucket is the same file: skipped. Files
 * of earlier deploys stay (a visitor's open page may still load its old chunks). Returns how many it put.
 */
export async function upload(region: string, bucket: string, plan: readonly UploadEntry[]): Promise<number> {
  const s3 = new S3Client({ region });
  const present = await existingKeys(s3, bucket);
  let put = 0;
  for (const entry of plan) {
    if (entry.cacheControl === IMMUTABLE && present.has(entry.key)) continue;
    await s3.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: entry.key,
        Body: createReadStream(entry.file),
        ContentLength: entry.size,
        ContentType: entry.contentType,
        CacheControl: entry.cacheControl,
      }),
    );
    put++;
  }
  return put;
}

/** Invalidates every path, so the edge fetches index.html and the unhashed files again. */
export async function invalidate(distributionId: string): Promise<string | undefined> {
  const cloudFront = new CloudFrontClient({ region: 'us-east-1' });
  const { Invalidation } = await cloudFront.send(
    new CreateInvalidationCommand({
      DistributionId: distributionId,
      InvalidationBatch: {
        CallerReference: `plcsim-deploy-${Date.now()}`,
        Paths: { Quantity: 1, Items: ['/*'] },
      },
    }),
  );
  return Invalidation?.Id;
}

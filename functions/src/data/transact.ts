import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from './client.ts';

/** Transactions cancelled by a concurrent one on the same item are retried this often. */
const MAX_ATTEMPTS = 12;

/** Why each item of a cancelled transaction failed, in item order ('None' for the ones that did not). */
export type CancellationCodes = string[];

function cancellationCodes(error: unknown): CancellationCodes | null {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return null;
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.map((reason) => reason.Code ?? 'None');
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs one TransactWriteItems. Returns null when it committed, or the cancellation codes when a
 * condition failed. A conflict with a concurrent transaction (two votes on one entry at the same
 * moment) is retried after a short random pause, so concurrent voters all succeed.
 */
export async function transactWrite(input: TransactWriteCommandInput): Promise<CancellationCodes | null> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db().send(new TransactWriteCommand(input));
      return null;
    } catch (error) {
      const codes = cancellationCodes(error);
      if (!codes) throw error;
      const conflicted = codes.includes('TransactionConflict');
      if (!conflicted || attempt >= MAX_ATTEMPTS) {
        if (conflicted) throw error;
        return codes;
      }
      await pause(Math.random() * 20 * attempt);
    }
  }
}

/** The result of a cancelled transaction: did item `index` fail its condition? */
export function conditionFailed(codes: CancellationCodes, index: number): boolean {
  return codes[index] === 'ConditionalCheckFailed';
}

import { inject } from 'vitest';
import type { LocalStackInfo } from '../../../scripts/lib/localStack/stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The stack globalSetup started: API base URL, DynamoDB and cognito-local endpoints, pool and client ids. */
    localStack: LocalStackInfo;
  }
}

/** The running local stack's addresses and ids (see globalSetup.ts). */
export function localStack(): LocalStackInfo {
  return inject('localStack');
}

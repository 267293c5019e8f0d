import { fileURLToPath } from 'node:url';

/** Absolute path of the repository root (with a trailing slash). */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

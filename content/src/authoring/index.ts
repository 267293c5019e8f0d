/** `@plcsim/content/authoring`: the content build and its checks, for `plcsim content check`. */
export { buildContent, contentRoot, type BuiltContent } from './buildContent.ts';
export { checkContent, type CheckOptions, type ContentCheckResult } from './check.ts';
export { diagnosticText, type ContentDiagnostic } from './diagnostics.ts';

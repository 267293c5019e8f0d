/** A problem found in a content file: where (file relative to the repository, 1-based line) and what. */
export interface ContentDiagnostic {
  file: string;
  line: number;
  message: string;
}

/** `content/problems/26-hand-signal/sequence.md:7: step 3: …`, as compilers print them. */
export const diagnosticText = (d: ContentDiagnostic) => `${d.file}:${d.line}: ${d.message}`;

/** Thrown inside one file's reader to stop reading it; the reader's caller turns it into a diagnostic. */
export class ContentError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

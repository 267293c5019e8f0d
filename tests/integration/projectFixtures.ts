/** Project documents for the projects, shared, community and votes integration tests. */
import { parseProjectDocument } from '@plcsim/compiler/document';
import { EXAMPLES } from '@plcsim/content';

/** A complete ladder document (tags with I/O symbols, rungs, a sequence), normalised as the server stores it. */
export function richDocument(projectName = 'Ampel – grün ✓'): Record<string, unknown> {
  const source = EXAMPLES.find((e) => e.rungs.length > 1 && e.sequence.length > 0) ?? EXAMPLES[0];
  if (!source) throw new Error('no examples in @plcsim/content');
  const { example_id: _id, exampleNumber: _n, exampleName: _name, createdAt: _c, ...rest } = source;
  const { project, errors } = parseProjectDocument({
    ...rest,
    projectName,
    sceneVars: { level: 12.5, speed: -0.25 },
    editorNote: { nested: [1, 'two', { three: null }] },
  });
  if (!project) throw new Error(errors.join('\n'));
  return project as unknown as Record<string, unknown>;
}

export const MINIMAL = {
  projectName: 'P',
  scene: 'EMPTY',
  tagMap: {},
  rungs: [],
  rungMap: {},
  instructionMap: {},
};

/** The document without the fields an answer adds (ids, timestamps, sharing and community data). */
export function content(project: unknown, serverFields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(project as Record<string, unknown>).filter(([key]) => !serverFields.includes(key)),
  );
}

/**
 * Copy to Project (spec 000 §4): the example's or problem's name becomes the project's name, and the
 * copy keeps the program, tags, scene and sequence but none of the ids, the description or counters.
 */
import type { Project } from '@plcsim/compiler';
import type { WorkspaceContent } from './content.ts';

/** Fields of a stored item that a copy must not carry. */
const DROPPED = [
  'project_id',
  'example_id',
  'problem_id',
  'share_id',
  'community_id',
  'exampleName',
  'exampleNumber',
  'problemName',
  'problemNumber',
  'difficulty',
  'createdAt',
  'updatedAt',
  'shared',
  'creatorUsername',
] as const;

/** The project a copy starts from. */
export function copyToProject(project: Project, content: WorkspaceContent): Project {
  const copy: Record<string, unknown> = { ...project };
  for (const key of DROPPED) Reflect.deleteProperty(copy, key);
  const named =
    content.context === 'example' || content.context === 'problem' ? content.name : project.projectName;
  return { ...(copy as unknown as Project), projectName: named, description: '' };
}

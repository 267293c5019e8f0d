import { SCHEMA_VERSION } from './migrate.ts';
import { DEFAULT_PROJECT_NAME, type Project } from './project.ts';

/** A new project with every stored field present and nothing in it (spec 000 §3 defaults). */
export function createEmptyProject(projectName: string = DEFAULT_PROJECT_NAME): Project {
  return {
    schemaVersion: SCHEMA_VERSION,
    projectName,
    scene: 'EMPTY',
    sceneVars: {},
    tagMap: {},
    childTagMap: {},
    rungs: [],
    rungMap: {},
    branchMap: {},
    instructionMap: {},
    description: '',
    sequence: [],
    stSource: '',
  };
}

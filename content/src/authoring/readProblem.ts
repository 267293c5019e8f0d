/**
 * A problem folder (docs/content-format.md) read into its problem document and reference solutions;
 * every reference is run through the sequence, which also fills in the inputs the scene drives.
 */
import { SCENES, type Project } from '@plcsim/compiler';
import type { Engine } from '@plcsim/engine-wasm';
import { DIFFICULTIES, UNIT_COUNT, type ProblemDocument, type SolutionDocument } from '../documents.ts';
import { ContentError } from './diagnostics.ts';
import {
  lineOf,
  numberMap,
  oneOf,
  onlyKeys,
  optionalDateTime,
  requiredInteger,
  requiredString,
} from './fields.ts';
import { FolderError, inFile, readFolder, type ContentFolder } from './folder.ts';
import { bodyText, splitFrontMatter } from './frontMatter.ts';
import { withProgram, type ProgramLanguage } from './programFiles.ts';
import { checkReference, withSensors } from './referenceRun.ts';
import { parseSequenceTable } from './sequenceTable.ts';
import { stepsOf } from './sequenceSteps.ts';
import { startingProject } from './tags.ts';

export const PROBLEM_FILES = ['problem.md', 'sequence.md', 'solution.ld', 'solution.st', 'start.ld'] as const;
const KEYS = ['number', 'name', 'difficulty', 'scene', 'unit', 'created', 'tags', 'sceneVars'];
const SOLUTIONS: readonly [string, ProgramLanguage][] = [
  ['solution.ld', 'ladder'],
  ['solution.st', 'st'],
];

export interface BuiltProblem {
  folder: ContentFolder;
  problem: ProblemDocument;
  solutions: SolutionDocument[];
}

const pad = (n: number) => String(n).padStart(2, '0');
/**
 * A problem without `created` sorts by its number, after the first 48 (dated in 2025): day `number`
 * of 2026.
 */
export const defaultCreated = (n: number) => new Date(Date.UTC(2026, 0, n, 9)).toISOString();

/** The scene's variables with the file's starting values; a name the scene lacks is refused. */
export function sceneVarsOf(
  base: Record<string, number>,
  given: Record<string, number>,
  line: number,
): Record<string, number> {
  for (const name of Object.keys(given))
    if (!Object.hasOwn(base, name))
      throw new ContentError(
        line,
        `"sceneVars": the scene has no variable ${name} (it has ${Object.keys(base).join(', ') || 'none'})`,
      );
  return { ...base, ...given };
}

export function readProblem(dir: string, engine: Engine): BuiltProblem {
  const folder = readFolder(dir, PROBLEM_FILES);
  let next = 0;
  const newId = () => `pr${pad(folder.number)}-${next++}`;
  const meta = inFile(folder, 'problem.md', (text) => {
    const file = splitFrontMatter(text);
    onlyKeys(file, KEYS);
    const number = requiredInteger(file, 'number', 1, 9999);
    if (number !== folder.number)
      throw new ContentError(
        lineOf(file, 'number'),
        `"number" is ${number} but the folder is numbered ${folder.number}`,
      );
    const name = requiredString(file, 'name');
    const scene = oneOf(file, 'scene', SCENES);
    const description = bodyText(file.body);
    if (description === '')
      throw new ContentError(file.bodyLine, 'the statement (the text after the front matter) is empty');
    const project = startingProject(file, name, scene, newId);
    return {
      name,
      scene,
      description,
      difficulty: oneOf(file, 'difficulty', DIFFICULTIES),
      unit: requiredInteger(file, 'unit', 1, UNIT_COUNT),
      createdAt: optionalDateTime(file, 'created', defaultCreated(number)),
      project: {
        ...project,
        sceneVars: sceneVarsOf(project.sceneVars, numberMap(file, 'sceneVars'), lineOf(file, 'sceneVars')),
      },
    };
  });
  const start = folder.files.has('start.ld')
    ? inFile(folder, 'start.ld', (text) => withProgram(meta.project, text, 'ladder', newId))
    : { ...meta.project, programMode: 'LADDER' as const, stSource: '' };
  const table = inFile(folder, 'sequence.md', (text) => {
    const parsed = parseSequenceTable(text);
    return { ...stepsOf(parsed, start), lines: parsed.rows.map((row) => row.line) };
  });
  const present = SOLUTIONS.filter(([file]) => folder.files.has(file));
  if (present.length === 0)
    throw new FolderError(
      folder.path,
      'a problem needs a reference solution: solution.ld, solution.st or both',
    );
  const requiredTags = Object.values(start.tagMap).map(({ name, data_type }) => ({ name, data_type }));
  const problem: ProblemDocument = {
    ...start,
    problem_id: folder.id,
    problemNumber: folder.number,
    problemName: meta.name,
    projectName: meta.name,
    description: meta.description,
    difficulty: meta.difficulty,
    unit: meta.unit,
    createdAt: meta.createdAt,
    sequence: table.steps,
  };
  const solutions = present.map(([file, language]): SolutionDocument => {
    const project: Project = inFile(folder, file, (text) => withProgram(start, text, language, newId));
    const named = present.length === 1 ? '' : `, ${language === 'st' ? 'Structured Text' : 'ladder'}`;
    return {
      ...project,
      problem_id: folder.id,
      projectName: `${meta.name} (reference solution${named})`,
      description: '',
      sequence: [],
    };
  });
  solutions.forEach((solution, index) => {
    const label = present[index]?.[0] ?? 'solution';
    const filled = inFile(folder, 'sequence.md', () =>
      checkReference(engine, {
        project: { ...solution, scene: problem.scene, sequence: problem.sequence },
        requiredTags,
        lines: table.lines,
        label,
      }),
    );
    if (index === 0) problem.sequence = withSensors(problem.sequence, filled, table.sensorInputs);
  });
  return { folder, problem, solutions };
}

/**
 * An example folder (docs/content-format.md) read into its example document: the scene and tags of
 * its front matter, its program (program.ld or program.st) and, when it has one, its sequence, which
 * the program must pass (the inputs the scene drives are filled in from that run).
 */
import { SCENES } from '@plcsim/compiler';
import type { Engine } from '@plcsim/engine-wasm';
import { UNIT_COUNT, type ExampleDocument } from '../documents.ts';
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
import { withProgram } from './programFiles.ts';
import { sceneVarsOf } from './readProblem.ts';
import { checkReference, withSensors } from './referenceRun.ts';
import { parseSequenceTable } from './sequenceTable.ts';
import { stepsOf } from './sequenceSteps.ts';
import { startingProject } from './tags.ts';

export const EXAMPLE_FILES = ['example.md', 'program.ld', 'program.st', 'sequence.md'] as const;
const KEYS = ['number', 'name', 'scene', 'unit', 'created', 'tags', 'sceneVars'];

export interface BuiltExample {
  folder: ContentFolder;
  example: ExampleDocument;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** An example without `created` sorts by its number: day 2 + `number` of February 2025. */
const defaultCreated = (n: number) => new Date(Date.UTC(2025, 1, 2 + n, 9)).toISOString();

export function readExample(dir: string, engine: Engine): BuiltExample {
  const folder = readFolder(dir, EXAMPLE_FILES);
  let next = 0;
  const newId = () => `ex${pad(folder.number)}-${next++}`;
  const meta = inFile(folder, 'example.md', (text) => {
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
      throw new ContentError(file.bodyLine, 'the description (the text after the front matter) is empty');
    const project = startingProject(file, name, scene, newId);
    return {
      name,
      description,
      unit: requiredInteger(file, 'unit', 1, UNIT_COUNT),
      createdAt: optionalDateTime(file, 'created', defaultCreated(number)),
      project: {
        ...project,
        sceneVars: sceneVarsOf(project.sceneVars, numberMap(file, 'sceneVars'), lineOf(file, 'sceneVars')),
      },
    };
  });
  const ladder = folder.files.has('program.ld');
  if (ladder === folder.files.has('program.st'))
    throw new FolderError(
      folder.path,
      'an example has one program: program.ld (ladder) or program.st (Structured Text)',
    );
  const programFile = ladder ? 'program.ld' : 'program.st';
  const program = inFile(folder, programFile, (text) =>
    withProgram(meta.project, text, ladder ? 'ladder' : 'st', newId),
  );
  const example: ExampleDocument = {
    ...program,
    example_id: folder.id,
    exampleNumber: folder.number,
    exampleName: meta.name,
    projectName: meta.name,
    description: meta.description,
    unit: meta.unit,
    createdAt: meta.createdAt,
    sequence: [],
  };
  if (folder.files.has('sequence.md')) {
    const table = inFile(folder, 'sequence.md', (text) => {
      const parsed = parseSequenceTable(text);
      return { ...stepsOf(parsed, program), lines: parsed.rows.map((row) => row.line) };
    });
    const filled = inFile(folder, 'sequence.md', () =>
      checkReference(engine, {
        project: { ...example, sequence: table.steps },
        lines: table.lines,
        label: programFile,
      }),
    );
    example.sequence = withSensors(table.steps, filled, table.sensorInputs);
  }
  return { folder, example };
}

import { importNeutralText } from '@plcsim/compiler';
import { describe, expect, it } from 'vitest';
import { fileBaseName, l5xFile, neutralTextFile, projectJsonFile, readProjectFile } from './projectFiles.ts';

const sealIn = () =>
  importNeutralText('[XIC(Start),XIC(Motor)]XIO(Stop)OTE(Motor);', { projectName: 'Seal-in: motor #1' })
    .project;

describe('project files', () => {
  it('names files after the project, safely', () => {
    expect(fileBaseName('Seal-in: motor #1')).toBe('Seal-in-motor-1');
    expect(fileBaseName('  ')).toBe('project');
    expect(projectJsonFile(sealIn()).name).toBe('Seal-in-motor-1.json');
    expect(l5xFile(sealIn()).name).toBe('Seal-in-motor-1.L5X');
  });

  it('round-trips a project through its JSON file', () => {
    const project = sealIn();
    const read = readProjectFile(projectJsonFile(project).text);
    expect('project' in read && read.project.rungs).toEqual(project.rungs);
  });

  it('exports the ladder as neutral text and as L5X rungs', () => {
    expect(neutralTextFile(sealIn()).text).toBe('[XIC(Start),XIC(Motor)]XIO(Stop)OTE(Motor);\n');
    expect(l5xFile(sealIn()).text).toContain('<![CDATA[[XIC(Start),XIC(Motor)]XIO(Stop)OTE(Motor);]]>');
  });

  it('says why a file cannot be opened', () => {
    expect(readProjectFile('{oops')).toEqual({ error: 'This file is not a project: it is not valid JSON.' });
    const notProject = readProjectFile('[1, 2]');
    expect('error' in notProject && notProject.error).toMatch(/^This file is not a project: /);
  });
});

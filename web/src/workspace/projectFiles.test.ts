import { importNeutralText } from '@plcsim/compiler';
import { describe, expect, it } from 'vitest';
import { fileBaseName, l5xFile, neutralTextFile, projectJsonFile, readProjectFile } from './projectFiles.ts';

const sealIn = () =>
  importNeutralText('[XIC(Start),XIC(Motor)]XIO(Stop)OTE(Motor);', { projectName: 'Seal-in: motor #1' })
    .project;

describe('project files', () => {
  it('names files after the project, safely', async () => {
    expect(fileBaseName('Seal-in: motor #1')).toBe('Seal-in-motor-1');
    expect(fileBaseName('  ')).toBe('project');
    expect(projectJsonFile(sealIn()).name).toBe('Seal-in-motor-1.json');
    expect((await l5xFile(sealIn())).name).toBe('Seal-in-motor-1.L5X');
  });

  it('round-trips a project through its JSON file', () => {
    const project = sealIn();
    const read = readProjectFile(projectJsonFile(project).text);
    expect('project' in read && read.project.rungs).toEqual(project.rungs);
  });

  it('exports the ladder as neutral text and as L5X rungs', async () => {
    expect(neutralTextFile(sealIn()).text).toBe('[XIC(Start),XIC(Motor)]XIO(Stop)OTE(Motor);\n');
    expect((await l5xFile(sealIn())).text).toContain(
      '<![CDATA[[XIC(Start),XIC(Motor)]XIO(Stop)OTE(Motor);]]>',
    );
  });

  it('a project with an array downloads as neutral text with its tag table, which opens back whole', () => {
    const text = 'TAG\n  Data : DINT[3] := [4,5,6];\nEND_TAG\nXIC(Start)MOV(Data[1],Out);\n';
    const project = importNeutralText(text, { projectName: 'Arrays' }).project;
    const file = neutralTextFile(project);
    expect(file.text).toContain('Data : DINT[3]');
    const back = importNeutralText(file.text, { projectName: 'Arrays' });
    expect(back.diagnostics).toEqual([]);
    expect(Object.values(back.project.tagMap).find((t) => t.name === 'Data')).toMatchObject({
      dimension: 3,
      values: [4, 5, 6],
    });
  });

  it('says why a file cannot be opened', () => {
    expect(readProjectFile('{oops')).toEqual({ error: 'This file is not a project: it is not valid JSON.' });
    const notProject = readProjectFile('[1, 2]');
    expect('error' in notProject && notProject.error).toMatch(/^This file is not a project: /);
  });
});

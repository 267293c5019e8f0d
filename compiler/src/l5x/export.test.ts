import { describe, expect, it } from 'vitest';
import type { Project } from '../model/project.ts';
import { exportNeutralText } from '../neutral/export.ts';
import { importNeutralText } from '../neutral/import.ts';
import { counterIds, fixture } from '../neutral/testing.ts';
import { cdata, escapeXml, exportL5x } from './export.ts';
import { child, parseXml, path, rungsOf, type XmlElement } from './testing.ts';

const fail = (what: string): never => {
  throw new Error(`missing ${what}`);
};

/** A ladder project from neutral text (deterministic ids), then edited. */
function ladder(text: string, edit: (p: Project) => void = () => {}): Project {
  const { project, diagnostics } = importNeutralText(text, {
    newId: counterIds(),
    projectName: 'Mixer #2 <test>',
  });
  expect(diagnostics.filter((d) => d.severity !== 'warning')).toEqual([]);
  edit(project);
  return project;
}

function tagByName(project: Project, name: string) {
  const tag = Object.values(project.tagMap).find((t) => t.name === name);
  if (!tag) throw new Error(`no tag ${name}`);
  return tag;
}

/** Sets the comment of main rung `index`. */
function comment(project: Project, index: number, text: string): void {
  const rung = project.rungMap[project.rungs[index] ?? ''];
  if (rung) rung.comment = text;
}

describe('exportL5x', () => {
  const project = ladder(
    [
      'XIC(Start)[XIC(Run),XIO(Stop)]TON(Delay,5000,120)OTE(Run);',
      'XIC(Delay.DN)CTU(Parts,10,3)ADD(Parts.ACC,1,Total);',
      'GRT(Total,100)OTL(Alarm);',
      ';',
    ].join('\n'),
    (p) => {
      tagByName(p, 'Start').alias = 'START PB & "green" <NO>';
      tagByName(p, 'Alarm').alias = 'contains ]]> a CDATA end';
      tagByName(p, 'Total').value = -42;
      comment(p, 0, 'Seal-in: <Start> & "Run" ]]> done');
      comment(p, 2, 'Line one\nline two');
      p.description = 'A mixer & its <alarm>';
    },
  );
  const { xml, warnings } = exportL5x(project, { exportDate: new Date(Date.UTC(2026, 0, 23, 10, 26, 49)) });
  const root = parseXml(xml);

  it('is a well-formed controller export with the documented root and controller attributes', () => {
    expect(root.name).toBe('RSLogix5000Content');
    expect(root.attrs).toMatchObject({
      SchemaRevision: '1.0',
      TargetType: 'Controller',
      TargetName: 'Mixer_2_test',
      ContainsContext: 'false',
      ExportDate: 'Fri Jan 23 10:26:49 2026',
    });
    const controller = child(root, 'Controller');
    expect(controller.attrs).toMatchObject({
      Use: 'Target',
      Name: 'Mixer_2_test',
      ProcessorType: '1756-L83E',
    });
    expect(controller.children.map((c) => c.name)).toEqual([
      'Description',
      'DataTypes',
      'Tags',
      'Programs',
      'Tasks',
    ]);
    expect(child(controller, 'Description').text).toBe('A mixer & its <alarm>');
    expect(warnings).toEqual([]);
    expect(xml.endsWith('</RSLogix5000Content>\n')).toBe(true);
  });

  it('exports every tag with its data type, alias as description, and values (L5K and decorated)', () => {
    const tags = path(root, 'Controller', 'Tags').children;
    expect(tags.map((t) => [t.attrs.Name, t.attrs.DataType])).toEqual(
      Object.values(project.tagMap).map((t) => [t.name, t.data_type]),
    );
    expect(new Set(tags.map((t) => t.attrs.DataType))).toEqual(new Set(['BOOL', 'DINT', 'TIMER', 'COUNTER']));
    for (const tag of tags) {
      expect(tag.name).toBe('Tag');
      expect(tag.attrs).toMatchObject({ TagType: 'Base', Constant: 'false', ExternalAccess: 'Read/Write' });
      expect(tag.children.filter((c) => c.name === 'Data').map((d) => d.attrs.Format)).toEqual([
        'L5K',
        'Decorated',
      ]);
    }
    const named = (name: string) => tags.find((t) => t.attrs.Name === name) ?? fail(name);
    expect(child(named('Start'), 'Description').text).toBe('START PB & "green" <NO>');
    expect(child(named('Alarm'), 'Description').text).toBe('contains ]]> a CDATA end');
    expect(named('Run').children.some((c) => c.name === 'Description')).toBe(false);

    const data = (name: string, format: string) =>
      named(name).children.find((c) => c.attrs.Format === format) ?? fail(`${name} ${format}`);
    const decorated = (name: string) => data(name, 'Decorated');
    const l5k = (name: string) => data(name, 'L5K').text;
    expect(child(decorated('Total'), 'DataValue').attrs).toEqual({
      DataType: 'DINT',
      Radix: 'Decimal',
      Value: '-42',
    });
    expect(l5k('Total')).toBe('-42');
    expect(named('Run').attrs).toMatchObject({ DataType: 'BOOL', Radix: 'Decimal' });

    const timer = child(decorated('Delay'), 'Structure');
    expect(timer.attrs.DataType).toBe('TIMER');
    expect(timer.children.map((m) => [m.attrs.Name, m.attrs.DataType, m.attrs.Value])).toEqual([
      ['PRE', 'DINT', '5000'],
      ['ACC', 'DINT', '120'],
      ['EN', 'BOOL', '0'],
      ['TT', 'BOOL', '0'],
      ['DN', 'BOOL', '0'],
    ]);
    expect(l5k('Delay')).toBe('[0,5000,120]');
    expect(named('Delay').attrs.Radix).toBeUndefined();
    const counter = child(decorated('Parts'), 'Structure');
    expect(counter.children.map((m) => m.attrs.Name)).toEqual(['PRE', 'ACC', 'CU', 'CD', 'DN', 'OV', 'UN']);
    expect(l5k('Parts')).toBe('[0,10,3]');
  });

  it('puts the rungs in MainRoutine of MainProgram, scheduled by a continuous MainTask', () => {
    const program = path(root, 'Controller', 'Programs', 'Program');
    expect(program.attrs).toMatchObject({ Name: 'MainProgram', MainRoutineName: 'MainRoutine' });
    expect(child(program, 'Routines').children.map((r) => r.attrs)).toEqual([
      { Name: 'MainRoutine', Type: 'RLL' },
    ]);
    const rungs = rungsOf(root);
    expect(rungs.map((r) => r.attrs)).toEqual([0, 1, 2, 3].map((n) => ({ Number: String(n), Type: 'N' })));
    expect(rungs.map((r) => r.text)).toEqual(exportNeutralText(project).trimEnd().split('\n'));
    expect(rungs[0]).toMatchObject({
      comment: 'Seal-in: <Start> & "Run" ]]> done',
      order: ['Comment', 'Text'],
    });
    expect(rungs[1]).toMatchObject({ comment: undefined, order: ['Text'] });
    expect(rungs[2]?.comment).toBe('Line one\nline two');
    const task = path(root, 'Controller', 'Tasks', 'Task');
    expect(task.attrs).toMatchObject({ Name: 'MainTask', Type: 'CONTINUOUS' });
    expect(path(task, 'ScheduledPrograms', 'ScheduledProgram').attrs).toEqual({ Name: 'MainProgram' });
  });

  it('round-trips the rungs through the neutral-text importer', () => {
    const projects: [string, Project][] = [
      ['the test project', project],
      ['bench B1', importNeutralText(fixture('b1-ladder.txt'), { newId: counterIds() }).project],
      ['bench B3', importNeutralText(fixture('b3-ladder.txt'), { newId: counterIds() }).project],
    ];
    for (const [name, original] of projects) {
      const texts = rungsOf(parseXml(exportL5x(original).xml)).map((r) => r.text);
      const back = importNeutralText(texts.join('\n'), { newId: counterIds() });
      expect(
        back.diagnostics.filter((d) => d.severity !== 'warning'),
        name,
      ).toEqual([]);
      expect(exportNeutralText(back.project), name).toBe(exportNeutralText(original));
      expect(back.project.rungs, name).toHaveLength(original.rungs.length);
    }
  });

  it('escapes names, is pure, and warns about names Studio 5000 refuses and unset operands', () => {
    const odd = ladder('XIC(a)OTE(b);\nXIC(a)OTE(?);', (p) => {
      tagByName(p, 'a').name = 'Bad & <"name">';
    });
    const first = exportL5x(odd);
    expect(first).toEqual(exportL5x(odd));
    const tags = path(parseXml(first.xml), 'Controller', 'Tags').children;
    expect(tags.map((t) => t.attrs.Name)).toEqual(['Bad & <"name">', 'b']);
    expect(first.xml).toContain('Name="Bad &amp; &lt;&quot;name&quot;&gt;"');
    expect(first.xml).not.toContain('ExportDate');
    expect(first.warnings).toEqual([
      'Tag "Bad & <"name">" is not a valid Logix name (letters, digits and _, at most 40).',
      'Rung 1 has an operand that is not set (?).',
    ]);
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
    expect(cdata('a]]>b')).toBe('<![CDATA[a]]]]><![CDATA[>b]]>');
  });

  it('exports an empty ladder as an empty routine', () => {
    const empty = exportL5x(ladder(''));
    expect(
      child(
        path(parseXml(empty.xml), 'Controller', 'Programs', 'Program', 'Routines', 'Routine'),
        'RLLContent',
      ).children,
    ).toEqual([]);
    expect(path(parseXml(empty.xml), 'Controller', 'Tags').children).toEqual([]);
  });

  it('exports a Structured Text project’s tags (VAR blocks included) but not its code, and says so', () => {
    const source: Project = {
      ...ladder('XIC(DI0)OTE(DO0);'),
      programMode: 'ST',
      stSource: 'VAR Running : BOOL; Warning : TIMER; Count : DINT := 7; END_VAR\nDO0 := DI0;',
    };
    const { xml, warnings } = exportL5x(source);
    const root = parseXml(xml);
    const tags = path(root, 'Controller', 'Tags').children.map((t) => [t.attrs.Name, t.attrs.DataType]);
    expect(tags).toEqual([
      ['DI0', 'BOOL'],
      ['DO0', 'BOOL'],
      ['Running', 'BOOL'],
      ['Warning', 'TIMER'],
      ['Count', 'DINT'],
    ]);
    expect(rungsOf(root)).toEqual([]);
    expect(xml).toContain('<!-- The Structured Text program is not exported, only its tags. -->');
    expect(warnings).toEqual([expect.stringMatching(/^The Structured Text program is not exported/)]);
  });
});

describe('exportL5x with subroutines', () => {
  const text = [
    'XIC(Go)JSR(Fill,0);',
    'JSR(Calc,0);',
    'ROUTINE Fill',
    'SBR()ADD(N,1,N);',
    'XIC(Full)RET();',
    'END_ROUTINE',
    'ST_ROUTINE Calc',
    'N := N * 2;',
    'JSR(Fill);',
    'END_ST_ROUTINE',
    '',
  ].join('\n');

  it('writes one Routine per subroutine, RLL or ST, with JSR as Logix writes it', () => {
    const project = ladder(text);
    const { xml, warnings } = exportL5x(project);
    const routines = path(parseXml(xml), 'Controller', 'Programs', 'Program', 'Routines');
    expect(routines.children.map((r) => r.attrs)).toEqual([
      { Name: 'MainRoutine', Type: 'RLL' },
      { Name: 'Fill', Type: 'RLL' },
      { Name: 'Calc', Type: 'ST' },
    ]);
    const [main, fill, calc] = routines.children;
    const texts = (routine: XmlElement | undefined) =>
      routine ? child(routine, 'RLLContent').children.map((rung) => child(rung, 'Text').text) : [];
    expect(texts(main)).toEqual(['XIC(Go)JSR(Fill,0);', 'JSR(Calc,0);']);
    expect(texts(fill)).toEqual(['SBR()ADD(N,1,N);', 'XIC(Full)RET();']);
    const lines = calc ? child(calc, 'STContent').children : [];
    expect(lines.map((l) => [l.attrs.Number, l.text])).toEqual([
      ['0', 'N := N * 2;'],
      ['1', 'JSR(Fill,0);'],
    ]);
    expect(warnings).toEqual([
      'Routine "Calc" is exported as written; check it in Studio 5000, whose Structured Text differs in places (TRUE/FALSE, IEC timer calls).',
    ]);
  });
});

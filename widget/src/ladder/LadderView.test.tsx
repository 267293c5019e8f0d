import { INSTRUCTION_TYPES, type Diagnostic, type Project } from '@plcsim/compiler';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LadderView } from './LadderView.tsx';
import { instructionId, ladderProject } from './testing.ts';
import { PROGRAM_CONTROL_RUNGS } from './programControlTesting.ts';

/** Every instruction type, grouped as the toolbar groups them. */
const ALL_TYPES = [
  'TAG',
  '  Bits : DINT[2] := [0,0];',
  '  Fifo : DINT[4] := [0,0,0,0];',
  '  Steps : DINT[5] := [9,12,10,33,17];',
  // The PID's tag is declared: a PID tag is never inferred from a rung.
  '  Loop1 : PID := (SP := 50.0, MAXO := 100.0, OUT := 37.5);',
  '  Level : REAL := 12.5;',
  '  Valve : REAL;',
  'END_TAG',
  'XIC(DI0)XIO(DI1)ONS(OS1)OTE(DO0);',
  'XIC(T1.DN)OTL(L1);',
  'XIC(C1.DN)OTU(L1);',
  'XIC(DI0)OSR(S1,Q1);',
  'XIC(DI0)OSF(S2,Q2);',
  'XIC(DI0)TON(T1,5000,0);',
  'XIC(DI0)TOF(T2,300,0);',
  'XIC(DI0)RTO(T3,700,25);',
  'XIC(DI1)RES(T3);',
  'XIC(DI0)CTU(C1,10,0);',
  'XIC(DI0)CTD(C2,5,3);',
  'XIC(DI1)RES(C1);',
  'ADD(K,1,Z)SUB(Z,2,Z)MUL(K,3,Z)DIV(K,4,Z)MOD(K,5,Z)MOV(K,Z);',
  'EQU(K,1)NEQ(K,2)GRT(K,3)GEQ(K,4)LES(K,5)LEQ(K,6)OTE(DO1);',
  'XIC(DI0)BSL(Bits[0],Sh1,DI1,40)BSR(Bits,Sh2,DI1,8)FFL(K,Fifo[0],F1,4,0)FFU(Fifo[0],Z,F1,4,0)LFL(K,Fifo,F2,4,0)LFU(Fifo,Z,F2,4,0);',
  ...PROGRAM_CONTROL_RUNGS,
  'SBR()XIC(DI0)JSR(Fill,0)RET();',
  'PID(Loop1,Level,0,Valve,0,0,0);',
  'CPT(Z,K * 2 + 1)NEG(K,Z)ABS(K,Z)SQR(K,Z)SQRT(K,Z)AND(K,1,Z)OR(K,1,Z)XOR(K,1,Z)NOT(K,Z)CLR(Z);',
  'MVM(K,255,Z)BTD(K,0,Z,4,4)SCP(K,0,10,0,100,Z);',
  'LIM(0,K,9)MEQ(K,15,1)CMP(K > 2)OTE(DO2);',
  'SQI(Steps,7,K,Sq1,4,0)SQO(Steps[0],63,Z,Sq1,4,0)SQL(Steps,K,Sq2,4,2);',
].join('\n');

function allTypes(): Project {
  const project = ladderProject(ALL_TYPES, 'All types');
  // Aliases, as the I/O palette gives them.
  for (const tag of Object.values(project.tagMap)) {
    if (tag.name === 'DI0') tag.alias = 'PB1';
    if (tag.name === 'DO0') tag.alias = 'LAMP1';
    if (tag.name === 'K') tag.value = 42;
  }
  return project;
}

/** The drawn element with `data-element-id` = id. */
function drawn(container: HTMLElement, id: string): Element {
  const element = container.querySelector(`[data-element-id="${CSS.escape(id)}"]`);
  if (!element) throw new Error(`nothing drawn for ${id}`);
  return element;
}

/** Texts of an element, in document order. */
const texts = (element: Element) => [...element.querySelectorAll('text')].map((t) => t.textContent);

describe('LadderView: drawing', () => {
  it('numbers rungs from 0, each a group named and described by its neutral text', () => {
    render(<LadderView project={ladderProject('XIC(Start)OTE(Motor);\nXIO(Stop)OTL(Fault);', 'Motor')} />);
    expect(screen.getByRole('region', { name: 'Ladder: Motor' })).toBeInTheDocument();
    const rungs = screen.getAllByRole('group');
    expect(rungs.map((r) => r.getAttribute('aria-label'))).toEqual(['Rung 0', 'Rung 1']);
    expect(screen.getByRole('group', { name: 'Rung 0' })).toHaveAccessibleDescription(
      'XIC(Start)OTE(Motor);',
    );
    expect(screen.getByRole('group', { name: 'Rung 1' })).toHaveAccessibleDescription('XIO(Stop)OTL(Fault);');
    expect(texts(screen.getByRole('group', { name: 'Rung 1' }))[0]).toBe('1');
    expect(screen.getByText('(End)')).toBeInTheDocument();
  });

  it('draws all 27 instruction types with their names and operands', () => {
    const project = allTypes();
    const { container } = render(<LadderView project={project} />);
    const types = new Set(
      [...container.querySelectorAll('[data-type]')].map((e) => e.getAttribute('data-type')),
    );
    expect([...types].sort()).toEqual([...new Set(INSTRUCTION_TYPES)].sort());

    const of = (type: string, name?: string) => drawn(container, instructionId(project, type, name));
    // Issue 25's boxes: Logix titles and labels; CPT's and CMP's expression as written.
    expect(texts(of('CPT'))).toEqual(['CPT', 'Compute', 'Dest', 'Z', '0', 'Expression', 'K * 2 + 1']);
    expect(texts(of('LIM')).slice(0, 4)).toEqual(['LIM', 'Limit Test', 'Low Limit', '0']);
    expect(texts(of('SCP')).slice(0, 3)).toEqual(['SCP', 'Scale w/Parameters', 'Input']);
    // The sequencers: Studio 5000's rows; SQO and SQL carry EN and DN, SQI (an input) none.
    expect(texts(of('SQO'))).toEqual([
      'SQO',
      'Sequencer Output',
      'Array',
      'Steps[0]',
      '9',
      'Mask',
      '63',
      'Dest',
      'Z',
      '0',
      'Control',
      'Sq1',
      'Length',
      '4',
      'Position',
      '0',
      '(EN)',
      '(DN)',
    ]);
    expect(texts(of('SQI')).slice(0, 2)).toEqual(['SQI', 'Sequencer Input']);
    expect(texts(of('SQL'))).toEqual(expect.arrayContaining(['Sequencer Load', 'Source', 'Position', '2']));
    // Contacts and coils: tag name above, alias below; child tags as parent.child.
    expect(texts(of('XIC', 'DI0'))).toEqual(['DI0', 'PB1']);
    expect(texts(of('XIO'))).toEqual(['DI1']);
    expect(texts(of('ONS'))).toEqual(['OS1', 'ONS']);
    expect(texts(of('OTE', 'DO0'))).toEqual(['DO0', 'LAMP1']);
    expect(texts(of('OTL'))).toEqual(['L1', 'L']);
    expect(texts(of('OTU'))).toEqual(['L1', 'U']);
    expect(texts(of('RES', 'T3'))).toEqual(['T3', 'RES']);
    expect(texts(drawn(container, project.rungs[1] as string))).toContain('T1.DN');
    // Boxes: mnemonic, description, labelled operands; constants as numbers, tags with their value.
    // Subroutines (issue 25): JSR names its routine; SBR and RET are boxes without operands.
    expect(texts(of('JSR'))).toEqual(['JSR', 'Jump To Subroutine', 'Routine Name', 'Fill']);
    expect(texts(of('SBR'))).toEqual(['SBR', 'Subroutine']);
    expect(texts(of('RET'))).toEqual(['RET', 'Return']);
    expect(texts(of('TON'))).toEqual([
      'TON',
      'Timer On Delay',
      'Timer',
      'T1',
      'Preset',
      '5000',
      'Accum',
      '0',
      '(EN)',
      '(DN)',
    ]);
    expect(texts(of('RTO'))).toEqual(expect.arrayContaining(['Retentive Timer On', 'T3', '700', '25']));
    expect(texts(of('TOF'))).toEqual(expect.arrayContaining(['Timer Off Delay', 'T2', '300']));
    expect(texts(of('CTU'))).toEqual(
      expect.arrayContaining(['Count Up', 'Counter', 'C1', '10', '(CU)', '(DN)']),
    );
    expect(texts(of('CTD'))).toEqual(expect.arrayContaining(['Count Down', 'C2', '5', '3', '(CD)', '(DN)']));
    expect(texts(of('OSR'))).toEqual([
      'OSR',
      'One Shot Rising',
      'Storage Bit',
      'S1',
      '0',
      'Output Bit',
      'Q1',
      '0',
    ]);
    expect(texts(of('OSF'))).toEqual(expect.arrayContaining(['One Shot Falling', 'S2', 'Q2']));
    expect(texts(of('ADD'))).toEqual([
      'ADD',
      'Add',
      'Source A',
      'K',
      '42',
      'Source B',
      '1',
      'Dest',
      'Z',
      '0',
    ]);
    expect(texts(of('SUB'))).toEqual(expect.arrayContaining(['Subtract', 'Z', '2']));
    expect(texts(of('MUL'))).toEqual(expect.arrayContaining(['Multiply', '3']));
    expect(texts(of('DIV'))).toEqual(expect.arrayContaining(['Divide', '4']));
    expect(texts(of('MOD'))).toEqual(expect.arrayContaining(['Modulo', '5']));
    expect(texts(of('MOV'))).toEqual(['MOV', 'Move', 'Source', 'K', '42', 'Dest', 'Z', '0']);
    expect(texts(of('EQU'))).toEqual(['EQU', 'Equal', 'Source A', 'K', '42', 'Source B', '1']);
    expect(texts(of('NEQ'))).toEqual(expect.arrayContaining(['Not Equal', '2']));
    expect(texts(of('GRT'))).toEqual(expect.arrayContaining(['Greater Than (A>B)', '3']));
    expect(texts(of('GEQ'))).toEqual(expect.arrayContaining(['Grtr Than or Eql (A>=B)', '4']));
    expect(texts(of('LES'))).toEqual(expect.arrayContaining(['Less Than (A<B)', '5']));
    expect(texts(of('LEQ'))).toEqual(expect.arrayContaining(['Less Than or Eql (A<=B)', '6']));
    // File instructions: the array (its first element's value), the CONTROL, LEN and POS as numbers.
    expect(texts(of('BSL'))).toEqual([
      'BSL',
      'Bit Shift Left',
      'Array',
      'Bits[0]',
      '0',
      'Control',
      'Sh1',
      'Source Bit',
      'DI1',
      '0',
      'Length',
      '40',
      '(EN)',
      '(DN)',
      '(ER)',
    ]);
    expect(texts(of('FFU'))).toEqual(
      expect.arrayContaining(['FIFO Unload', 'FIFO', 'Fifo[0]', 'Dest', 'Z', 'Control', 'F1', 'Length', '4']),
    );
    expect(texts(of('FFU')).slice(-3)).toEqual(['(EU)', '(DN)', '(EM)']);
    // PID, as Studio 5000 draws it: its operands, then the loop's setpoint, PV and output %.
    expect(texts(of('PID'))).toEqual([
      'PID',
      'Proportional Integral Derivative',
      'PID',
      'Loop1',
      'Process Variable',
      'Level',
      '12.5',
      'Tieback',
      '0',
      'Control Variable',
      'Valve',
      '0.0',
      'Setpoint',
      '50.0',
      'Process Variable',
      '0.0',
      'Output %',
      '37.5',
    ]);
    // Static drawing: no bit values beside contacts.
    expect(of('XIC', 'DI0').querySelector('.plc-bit')).toBeNull();
  });

  it('draws nested branches with their connectors and wires, each with an element id', () => {
    const project = ladderProject('XIC(A)[XIC(B)[XIC(C),XIO(D)],XIC(E)]OTE(Y);');
    const { container } = render(<LadderView project={project} />);
    const branches = container.querySelectorAll('.plc-branch');
    expect(branches).toHaveLength(2);
    const [outer, inner] = [...branches];
    expect(outer?.contains(inner as Node)).toBe(true);
    expect(outer?.querySelectorAll(':scope > .plc-connector')).toHaveLength(2);
    expect(outer?.querySelectorAll(':scope > .plc-leg')).toHaveLength(2);
    expect(inner?.querySelectorAll(':scope > .plc-leg')).toHaveLength(2);
    // 4 main wires, 3 + 2 in the outer legs, 2 + 2 in the inner legs.
    expect(container.querySelectorAll('.plc-wire')).toHaveLength(13);
    for (const element of container.querySelectorAll('.plc-el')) {
      expect(element.getAttribute('data-element-id')).toBeTruthy();
      expect(element.getAttribute('data-state')).toBe('normal');
    }
    const ids = [...container.querySelectorAll('.plc-el')].map((e) => e.getAttribute('data-element-id'));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('paints errors red, warnings amber, the selection blue, and nothing energised without a controller', () => {
    const project = ladderProject('XIC(A)OTE(B);\nXIC(C)[XIC(D),XIO(E)]OTE(F);\nXIC(G)OTE(H);');
    const xicA = instructionId(project, 'XIC', 'A');
    const oteB = instructionId(project, 'OTE', 'B');
    const branch = Object.keys(project.branchMap)[0] as string;
    const diagnostics: Diagnostic[] = [
      {
        source: 'ladder',
        message: 'Missing or invalid tag for instruction XIC (rung 0)',
        rung: 0,
        elementId: xicA,
      },
      { source: 'ladder', message: 'only a warning', rung: 0, elementId: oteB, severity: 'warning' },
      { source: 'ladder', message: 'Missing rung at index: 2', rung: 2 },
    ];
    const { container, rerender } = render(
      <LadderView project={project} diagnostics={diagnostics} selectedId={branch} />,
    );
    expect(drawn(container, xicA)).toHaveAttribute('data-state', 'error');
    // A teaching warning (severity 'warning' with an element) paints that element amber.
    expect(drawn(container, oteB)).toHaveAttribute('data-state', 'warning');
    expect(drawn(container, project.rungs[0] as string)).toHaveAttribute('data-state', 'normal');
    expect(drawn(container, branch)).toHaveAttribute('data-state', 'selected');
    expect(drawn(container, branch)).toHaveAttribute('data-selected', 'true');
    const connectors = drawn(container, branch).querySelectorAll(':scope > .plc-connector');
    expect([...connectors].map((c) => c.getAttribute('data-state'))).toEqual(['selected', 'selected']);
    // A diagnostic with a rung and no element marks the rung.
    expect(drawn(container, project.rungs[2] as string)).toHaveAttribute('data-state', 'error');
    expect(container.querySelectorAll('[data-state="energised"]')).toHaveLength(0);
    expect(container.querySelector('.plc-ladder')).not.toHaveAttribute('data-running');

    // Selecting a wire, then a rung; an element both in error and selected is red.
    const wire = `wire:${project.rungs[0]}:${xicA}`;
    rerender(<LadderView project={project} diagnostics={diagnostics} selectedId={wire} />);
    expect(drawn(container, wire)).toHaveAttribute('data-state', 'selected');
    expect(drawn(container, branch)).toHaveAttribute('data-state', 'normal');
    rerender(
      <LadderView project={project} diagnostics={diagnostics} selectedId={project.rungs[1] as string} />,
    );
    expect(drawn(container, project.rungs[1] as string)).toHaveAttribute('data-state', 'selected');
    rerender(<LadderView project={project} diagnostics={diagnostics} selectedId={xicA} />);
    expect(drawn(container, xicA)).toHaveAttribute('data-state', 'error');
    expect(drawn(container, xicA)).toHaveAttribute('data-selected', 'true');
    // Amber outranks the selection's blue (the selection keeps its data-selected background).
    rerender(<LadderView project={project} diagnostics={diagnostics} selectedId={oteB} />);
    expect(drawn(container, oteB)).toHaveAttribute('data-state', 'warning');
    expect(drawn(container, oteB)).toHaveAttribute('data-selected', 'true');
    rerender(<LadderView project={project} diagnostics={[]} selectedId={oteB} />);
    expect(drawn(container, oteB)).toHaveAttribute('data-state', 'selected');
  });

  it('gives every rung the same width, so the right rail lines up, and right-aligns outputs', () => {
    const project = ladderProject('XIC(A)OTE(B);\nXIC(A)XIC(B)XIC(C)XIC(D)XIC(E)XIC(F)TON(T1,100,0);');
    const { container } = render(<LadderView project={project} />);
    const svgs = [...container.querySelectorAll('.plc-ladder-rung svg')];
    const widths = svgs.map((s) => Number(s.getAttribute('width')));
    expect(widths[0]).toBe(widths[1]);
    // The short rung's coil sits at the right end: its cell is moved by the extra width.
    const coil = drawn(container, instructionId(project, 'OTE'));
    expect(coil.parentElement?.getAttribute('transform')).toMatch(/^translate\(\d+ 0\)$/);
    const rung1 = within(screen.getByRole('group', { name: 'Rung 1' }));
    expect(rung1.getByText('T1')).toBeInTheDocument();
  });

  it('draws an empty project as the End rung only', () => {
    const project = ladderProject('');
    render(<LadderView project={project} />);
    expect(screen.queryAllByRole('group')).toHaveLength(0);
    expect(screen.getByText('(End)')).toBeInTheDocument();
  });
});

import { applyScene, createEmptyProject, importNeutralText, type Project } from '@plcsim/compiler';
import { describe, expect, it } from 'vitest';
import { sceneDrivenInputs, toggleableInternals } from './inputRules.ts';

const names = (project: Project) => toggleableInternals(project).map((tag) => tag.name);

function conveyor(text: string): Project {
  let next = 0;
  const scene = applyScene(createEmptyProject('Rules'), 'CONVEYOR', () => `id-${next++}`);
  if (!scene) throw new Error('CONVEYOR is a scene');
  return importNeutralText(text, { project: scene, newId: () => `n-${next++}` }).project;
}

describe('toggleableInternals', () => {
  it('offers the internal BOOL tags the ladder reads, not the ones it only writes, nor I/O or timers', () => {
    const project = conveyor('XIC(Enable)XIC(DI0)OTE(DO0);XIO(Hold)OTE(Flag);XIC(DO0)TON(T1,500,0);');
    expect(names(project)).toEqual(['Enable', 'Hold']);
  });

  it('in Structured Text, the names and aliases read (not only assigned), outside comments', () => {
    const project = conveyor('XIC(Enable)OTE(Flag);XIC(Other)OTE(Hold);');
    const st: Project = {
      ...project,
      programMode: 'ST',
      stSource: '(* Other is only a comment *)\nFlag := Enable AND START;\nHold := 1;',
    };
    expect(names(st)).toEqual(['Enable']);
  });

  it("offers the internal bits an Add-On Instruction call reads through an Input, not its Output's", () => {
    const project = conveyor(
      [
        'ADD_ON_INSTRUCTION Seal',
        'PARAMETERS',
        '  Start : BOOL (Usage := Input, Required := Yes, Visible := Yes) := 0;',
        '  Run : BOOL (Usage := Output, Required := Yes, Visible := Yes) := 0;',
        'END_PARAMETERS',
        'ROUTINE Logic',
        'XIC(Start)OTE(Run);',
        'END_ROUTINE',
        'END_ADD_ON_INSTRUCTION',
        'TAG',
        '  Seal1 : Seal;',
        '  PumpStart : BOOL := 0;',
        '  PumpRun : BOOL := 0;',
        'END_TAG',
        'Seal(Seal1,PumpStart,PumpRun);',
        '',
      ].join('\n'),
    );
    expect(names(project)).toEqual(['PumpStart']);
  });
});

describe('sceneDrivenInputs', () => {
  it("holds the scene's sensors and transmitters but not the Oven's DOOR pushbutton, which the learner presses", () => {
    let next = 0;
    const oven = applyScene(createEmptyProject('Oven'), 'OVEN', () => `id-${next++}`);
    if (!oven) throw new Error('OVEN is a scene');
    // The temperature transmitter AI0 is written by the scene every scan; DOOR is not.
    expect([...sceneDrivenInputs(oven)]).toEqual(['AI0']);
    const tank = applyScene(createEmptyProject('Tank'), 'WATER_TANK', () => `id-${next++}`);
    if (!tank) throw new Error('WATER_TANK is a scene');
    expect([...sceneDrivenInputs(tank)].sort()).toEqual(['AI0', 'DI2', 'DI3']);
  });
});

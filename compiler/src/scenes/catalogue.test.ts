import { SceneCode, scenePortCount, sceneVarCount } from '@plcsim/engine-wasm';
import { describe, expect, it } from 'vitest';
import { createEmptyProject } from '../model/emptyProject.ts';
import {
  ANALOG_INPUT_SYMBOLS,
  ANALOG_OUTPUT_SYMBOLS,
  INPUT_SYMBOLS,
  OUTPUT_SYMBOLS,
  SCENES,
} from '../model/project.ts';
import { parseProjectDocument } from '../model/schema.ts';
import { applyScene } from './applyScene.ts';
import { SCENE_CATALOGUE, SCENE_PICKER } from './catalogue.ts';

describe('scene catalogue', () => {
  it('has every scene id of the spec, keyed by its own id, with the VM’s scene code', () => {
    expect(Object.keys(SCENE_CATALOGUE).sort()).toEqual([...SCENES].sort());
    SCENES.forEach((id, index) => {
      expect(SCENE_CATALOGUE[id].id).toBe(id);
      expect(SceneCode[id]).toBe(index);
    });
  });

  for (const scene of Object.values(SCENE_CATALOGUE)) {
    describe(scene.name, () => {
      const tags = [...scene.required, ...scene.supporting];

      it('names and aliases are unique', () => {
        const names = tags.map((t) => t.name.toUpperCase());
        const aliases = tags.map((t) => t.alias.toUpperCase()).filter((a) => a !== '');
        expect(new Set(names).size).toBe(names.length);
        expect(new Set(aliases).size).toBe(aliases.length);
      });

      it('binds each VM port exactly once and lists each VM variable', () => {
        const ports = tags.flatMap((t) => (t.port === undefined ? [] : [t.port])).sort((a, b) => a - b);
        expect(ports).toEqual(Array.from({ length: scenePortCount(SceneCode[scene.id]) }, (_, i) => i));
        expect(scene.vars).toHaveLength(sceneVarCount(SceneCode[scene.id]));
      });

      it('inputs are DI tags with input symbols, outputs DO tags with output symbols, analog channels analog ones', () => {
        for (const tag of tags) {
          if (tag.name.startsWith('DI')) expect(INPUT_SYMBOLS as readonly string[]).toContain(tag.io_symbol);
          else if (tag.name.startsWith('DO'))
            expect(OUTPUT_SYMBOLS as readonly string[]).toContain(tag.io_symbol);
          else if (/^AI\d+$/.test(tag.name)) {
            expect(tag.data_type).toBe('REAL');
            expect(ANALOG_INPUT_SYMBOLS as readonly string[]).toContain(tag.io_symbol);
          } else if (/^AO\d+$/.test(tag.name)) {
            expect(tag.data_type).toBe('REAL');
            expect(ANALOG_OUTPUT_SYMBOLS as readonly string[]).toContain(tag.io_symbol);
          } else expect(['DINT', 'REAL']).toContain(tag.data_type);
          if (tag.io_symbol?.startsWith('NC_')) expect(tag.value).toBe(1);
        }
      });

      it('makes a project the model’s schema accepts', () => {
        let next = 0;
        const project = applyScene(createEmptyProject(), scene.id, () => `tag-${next++}`);
        const parsed = parseProjectDocument(project);
        expect(parsed.errors).toEqual([]);
        expect(Object.keys(parsed.project?.tagMap ?? {})).toHaveLength(tags.length);
      });
    });
  }

  it('has the standard support tags START (NO, 0) and STOP (NC, 1) on every machine', () => {
    for (const scene of SCENE_PICKER) {
      expect(scene.supporting).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ alias: 'START', io_symbol: 'NO_PUSHBUTTON', value: 0 }),
          expect.objectContaining({ alias: 'STOP', io_symbol: 'NC_PUSHBUTTON', value: 1 }),
        ]),
      );
    }
    expect(SCENE_CATALOGUE.CYLINDER.supporting).toContainEqual(
      expect.objectContaining({ name: 'Pressure', data_type: 'DINT', value: 50 }),
    );
  });

  it('offers the 15 scenes in the picker sorted by name', () => {
    expect(SCENE_PICKER.map((s) => s.name)).toEqual([
      'Air Compressor',
      'Bottle Fill',
      'Car Wash',
      'Conveyor',
      'Cylinder',
      'Elevator',
      'Garage Door',
      'Injection Mold',
      'Intersection',
      'Mixing Tank',
      'Oven',
      'Railroad Crossing',
      'Stack Light',
      'Stoplight',
      'Water Tank',
    ]);
  });
});

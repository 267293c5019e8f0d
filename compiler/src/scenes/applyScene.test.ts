import { describe, expect, it } from 'vitest';
import { createEmptyProject } from '../model/emptyProject.ts';
import type { Project, Tag } from '../model/project.ts';
import { applyScene } from './applyScene.ts';

/** applyScene that fails the test instead of returning null. */
function apply(project: Project, scene: string): Project {
  const result = applyScene(project, scene, ids());
  if (!result) throw new Error(`applyScene refused ${scene}`);
  return result;
}

function ids() {
  let next = 0;
  return () => `new-${next++}`;
}

const tag = (uuid: string, name: string, alias = '', extra: Partial<Tag> = {}): Tag => ({
  uuid,
  name,
  alias,
  data_type: 'BOOL',
  value: 0,
  children: null,
  io_symbol: null,
  ...extra,
});

const byAlias = (project: Project, alias: string) =>
  Object.values(project.tagMap).find((t) => t.alias === alias);

describe('applyScene', () => {
  it('sets the scene, its initial variables and its required and supporting tags', () => {
    const project = apply(createEmptyProject(), 'GARAGE_DOOR');
    expect(project.scene).toBe('GARAGE_DOOR');
    expect(project.sceneVars).toEqual({ position: 60 });
    expect(byAlias(project, 'FWD')).toMatchObject({ name: 'DO0', req: true, io_symbol: 'MOTOR_CONTACTOR' });
    expect(byAlias(project, 'DOWN')).toMatchObject({ name: 'DI3', req: true, io_symbol: 'NO_LIMIT_SWITCH' });
    expect(byAlias(project, 'STOP')).toMatchObject({ name: 'DI1', value: 1, io_symbol: 'NC_PUSHBUTTON' });
    expect(byAlias(project, 'STOP')?.req).toBeUndefined();
  });

  it('reuses a tag with the required name, keeping its id and value', () => {
    const start = createEmptyProject();
    start.tagMap.a = tag('a', 'DO0', 'Lamp', { value: 1 });
    const project = apply(start, 'WATER_TANK');
    expect(project.tagMap.a).toMatchObject({
      name: 'DO0',
      alias: 'FILL',
      req: true,
      value: 1,
      io_symbol: 'SOLENOID',
    });
    expect(Object.values(project.tagMap).filter((t) => t.name === 'DO0')).toHaveLength(1);
  });

  it('takes a required alias away from another tag; keeps a user tag that holds a supporting alias', () => {
    const start = createEmptyProject();
    start.tagMap.x = tag('x', 'Flag', 'FILL');
    start.tagMap.y = tag('y', 'MyStart', 'START');
    const project = apply(start, 'WATER_TANK');
    expect(project.tagMap.x?.alias).toBe('');
    expect(byAlias(project, 'FILL')?.name).toBe('DO0');
    expect(Object.values(project.tagMap).filter((t) => t.alias === 'START')).toEqual([project.tagMap.y]);
  });

  it('a retyped tag loses its children', () => {
    const start = createEmptyProject();
    start.tagMap.t = tag('t', 'DO0', '', { data_type: 'TIMER', children: ['c'] });
    start.childTagMap.c = {
      uuid: 'c',
      name: 'PRE',
      alias: '',
      data_type: 'DINT',
      value: 0,
      children: null,
      io_symbol: null,
      parent: 't',
    };
    const project = apply(start, 'CONVEYOR');
    expect(project.tagMap.t).toMatchObject({ data_type: 'BOOL', children: null });
    expect(project.childTagMap).toEqual({});
  });

  it('changing scenes keeps the old tags but no longer requires them', () => {
    const door = apply(createEmptyProject(), 'GARAGE_DOOR');
    const lights = apply(door, 'STACK_LIGHT');
    expect(byAlias(lights, 'UP')?.req).toBe(false);
    expect(byAlias(lights, 'BLUE')).toMatchObject({ name: 'DO3', req: true });
    expect(lights.sceneVars).toEqual({});
  });

  it('an unknown scene changes nothing', () => {
    const start = createEmptyProject();
    expect(applyScene(start, 'SPACESHIP', ids())).toBeNull();
  });
});

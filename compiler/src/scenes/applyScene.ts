import type { ChildTag, Project, SceneId, Tag } from '../model/project.ts';
import { SCENES } from '../model/project.ts';
import { SCENE_CATALOGUE, type SceneTag } from './catalogue.ts';

/**
 * Scene change (spec 000 §4): replaces the scene variables with the scene's initial ones and adds
 * the scene's required and supporting tags. A tag already named like a required tag takes the
 * required alias, symbol and type; a supporting tag is added only when neither its name nor its alias
 * is taken. Tags the old scene required stay, no longer required. Null for an unknown scene id
 * (the caller logs it and keeps its state).
 */
export function applyScene(project: Project, sceneId: string, newId: () => string): Project | null {
  if (!(SCENES as readonly string[]).includes(sceneId)) return null;
  const scene = SCENE_CATALOGUE[sceneId as SceneId];
  const tagMap: Record<string, Tag> = {};
  for (const [id, tag] of Object.entries(project.tagMap)) tagMap[id] = { ...tag, req: false };
  let childTagMap: Record<string, ChildTag> = { ...project.childTagMap };
  const findBy = (key: 'name' | 'alias', value: string) =>
    value === ''
      ? undefined
      : Object.values(tagMap).find((tag) => tag[key].toUpperCase() === value.toUpperCase());

  for (const wanted of scene.required) {
    for (const other of Object.values(tagMap)) {
      if (
        other.name.toUpperCase() !== wanted.name.toUpperCase() &&
        other.alias.toUpperCase() === wanted.alias.toUpperCase()
      ) {
        tagMap[other.uuid] = { ...other, alias: '' };
      }
    }
    const existing = findBy('name', wanted.name);
    if (existing) {
      const retyped = existing.data_type !== wanted.data_type;
      if (retyped) {
        const dropped = new Set(existing.children ?? []);
        childTagMap = Object.fromEntries(Object.entries(childTagMap).filter(([id]) => !dropped.has(id)));
      }
      tagMap[existing.uuid] = {
        ...existing,
        alias: wanted.alias,
        io_symbol: wanted.io_symbol,
        data_type: wanted.data_type,
        value: retyped ? wanted.value : existing.value,
        children: retyped ? null : existing.children,
        ...(wanted.range ? { range: { ...wanted.range } } : {}),
        req: true,
      };
    } else {
      const tag = newTag(wanted, newId(), true);
      tagMap[tag.uuid] = tag;
    }
  }
  for (const wanted of scene.supporting) {
    if (findBy('name', wanted.name) || findBy('alias', wanted.alias)) continue;
    const tag = newTag(wanted, newId(), false);
    tagMap[tag.uuid] = tag;
  }
  const sceneVars = Object.fromEntries(scene.vars.map(([name, initial]) => [name, initial]));
  return { ...project, scene: scene.id, sceneVars, tagMap, childTagMap };
}

function newTag(wanted: SceneTag, uuid: string, req: boolean): Tag {
  return {
    uuid,
    name: wanted.name,
    alias: wanted.alias,
    data_type: wanted.data_type,
    value: wanted.value,
    children: null,
    io_symbol: wanted.io_symbol,
    ...(wanted.range ? { range: { ...wanted.range } } : {}),
    ...(req ? { req: true } : {}),
  };
}

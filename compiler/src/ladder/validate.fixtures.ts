/**
 * Test-only builders for small project documents with readable, predictable ids:
 * tags `tag:Start`, child tags `tag:T1.DN`, instructions `XIC-1`, branches `branch-1`, their legs
 * `branch-1/leg-0`, main rungs `rung-0`.
 */
import type { Instruction, InstructionRef, Project, Tag, TagType } from '../model/project.ts';
import { DINT_CHILDREN, TIMER_CHILDREN } from '../model/project.ts';
import { createEmptyProject } from '../model/emptyProject.ts';

/** Ids of a TIMER or COUNTER tag and of its members by name. */
export interface StructTag {
  id: string;
  child: Record<string, string>;
}

/** An empty stored project with every field present. */
export function emptyProject(): Project {
  return createEmptyProject('Test');
}

/** Builds a project step by step; every method returns the id of what it added. */
export class ProjectBuilder {
  readonly project: Project = emptyProject();
  private count = 0;

  /** A top-level BOOL or DINT tag with id `tag:{name}`. */
  tag(name: string, dataType: TagType = 'BOOL', extra: Partial<Tag> = {}): string {
    const id = `tag:${name}`;
    this.project.tagMap[id] = {
      uuid: id,
      name,
      alias: '',
      data_type: dataType,
      value: 0,
      children: null,
      io_symbol: null,
      ...extra,
    };
    return id;
  }

  /** A TIMER tag with the given members (all five by default). */
  timer(name: string, members: readonly string[] = TIMER_CHILDREN): StructTag {
    return this.struct(name, 'TIMER', members);
  }

  /** A COUNTER tag with the given members (ACC, PRE, DN by default, as the editor creates them). */
  counter(name: string, members: readonly string[] = ['ACC', 'PRE', 'DN']): StructTag {
    return this.struct(name, 'COUNTER', members);
  }

  /** A child tag `tag:{parent}.{name}` listed under `parentId` (which need not exist). */
  child(parentId: string, name: string, parent: string = parentId): string {
    const id = `${parentId}.${name}`;
    this.project.childTagMap[id] = {
      uuid: id,
      name,
      alias: '',
      data_type: DINT_CHILDREN.includes(name) ? 'DINT' : 'BOOL',
      value: 0,
      children: null,
      io_symbol: null,
      parent,
    };
    const tag = this.project.tagMap[parentId];
    if (tag) tag.children = [...(tag.children ?? []), id];
    return id;
  }

  /** An instruction `{type}-{n}` with its tag id and operand slots. */
  instr(type: string, tag: string | null = null, ref?: InstructionRef): string {
    const id = `${type}-${++this.count}`;
    const instruction: Instruction = { uuid: id, type, tag };
    if (ref) instruction.ref = ref;
    this.project.instructionMap[id] = instruction;
    return id;
  }

  /** A branch `branch-{n}` whose legs hold the given element ids, top to bottom. */
  branch(...legs: string[][]): string {
    const id = `branch-${++this.count}`;
    const legIds = legs.map((elements, i) => {
      const legId = `${id}/leg-${i}`;
      this.project.rungMap[legId] = { uuid: legId, elements };
      return legId;
    });
    this.project.branchMap[id] = { uuid: id, rungs: legIds };
    return id;
  }

  /** A main rung `rung-{index}` holding the given element ids, appended to `rungs`. */
  rung(...elements: string[]): string {
    const id = `rung-${this.project.rungs.length}`;
    this.project.rungMap[id] = { uuid: id, elements };
    this.project.rungs.push(id);
    return id;
  }

  /** The project built so far. */
  build(): Project {
    return this.project;
  }

  private struct(name: string, dataType: 'TIMER' | 'COUNTER', members: readonly string[]): StructTag {
    const id = this.tag(name, dataType, { children: [] });
    const child: Record<string, string> = {};
    for (const member of members) child[member] = this.child(id, member);
    return { id, child };
  }
}

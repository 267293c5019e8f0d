/**
 * The tags of a project being imported into: lookup by name (then alias), creation, and members of
 * TIMER and COUNTER tags. Works on its own copies of the maps; changed entries are replaced, never mutated.
 */
import { createChildTag, createTag } from '../iec/declareTags.ts';
import {
  CONTROL_CHILDREN,
  COUNTER_CHILDREN,
  TIMER_CHILDREN,
  type ChildTag,
  type Project,
  type Tag,
  type TagType,
} from '../model/project.ts';

/** Result of resolving `Parent.MEMBER`: the child, or why there is none. */
export type MemberLookup = { child: ChildTag } | { error: string };

export class TagTable {
  readonly tagMap: Record<string, Tag>;
  readonly childTagMap: Record<string, ChildTag>;
  private readonly byName = new Map<string, string>();
  private readonly byAlias = new Map<string, string>();

  /** The project's data types (path operands are followed through them). */
  readonly dataTypes: Project['dataTypes'];
  /** The project's Add-On Instructions (their instances' members are followed too). */
  readonly addOnInstructions: Project['addOnInstructions'];

  constructor(
    project: Pick<Project, 'tagMap' | 'childTagMap' | 'dataTypes'> &
      Pick<Partial<Project>, 'addOnInstructions'>,
    private readonly newId: () => string,
  ) {
    this.dataTypes = project.dataTypes;
    this.addOnInstructions = project.addOnInstructions;
    this.tagMap = { ...project.tagMap };
    this.childTagMap = { ...project.childTagMap };
    for (const tag of Object.values(this.tagMap)) this.index(tag);
  }

  private index(tag: Tag): void {
    this.byName.set(tag.name.toUpperCase(), tag.uuid);
    if (tag.alias !== '' && !this.byAlias.has(tag.alias.toUpperCase())) {
      this.byAlias.set(tag.alias.toUpperCase(), tag.uuid);
    }
  }

  /** The tag called `name` (case-insensitively), else the tag with that alias, else undefined. */
  find(name: string): Tag | undefined {
    const key = name.toUpperCase();
    const id = this.byName.get(key) ?? this.byAlias.get(key);
    return id === undefined ? undefined : this.tagMap[id];
  }

  /** Creates a tag (and its children) with value 0. */
  create(name: string, type: TagType): Tag {
    const { tag, children } = createTag(name, type, 0, this.newId);
    this.tagMap[tag.uuid] = tag;
    for (const child of children) this.childTagMap[child.uuid] = child;
    this.index(tag);
    return tag;
  }

  /**
   * The child `member` (upper-case) of `parent`, created when the parent is a TIMER or COUNTER that should
   * have it but does not (e.g. a counter's OV); an error message when the parent has no such member.
   */
  member(parent: Tag, member: string): MemberLookup {
    const members: readonly string[] =
      parent.data_type === 'TIMER'
        ? TIMER_CHILDREN
        : parent.data_type === 'COUNTER'
          ? COUNTER_CHILDREN
          : parent.data_type === 'CONTROL'
            ? CONTROL_CHILDREN
            : [];
    if (members.length === 0)
      return { error: `Tag "${parent.name}" is ${parent.data_type} and has no members` };
    if (!members.includes(member)) {
      return { error: `Unknown member "${member}" of ${parent.data_type} "${parent.name}"` };
    }
    const current = this.tagMap[parent.uuid] ?? parent;
    for (const id of current.children ?? []) {
      const child = this.childTagMap[id];
      if (child?.name.toUpperCase() === member) return { child };
    }
    const child = createChildTag(current.uuid, member, this.newId);
    this.childTagMap[child.uuid] = child;
    this.tagMap[current.uuid] = { ...current, children: [...(current.children ?? []), child.uuid] };
    return { child };
  }

  /** Sets the value of a child tag (replacing the entry). */
  setChildValue(child: ChildTag, value: number): void {
    this.childTagMap[child.uuid] = { ...child, value };
  }
}

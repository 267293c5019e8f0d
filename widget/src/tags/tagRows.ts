import type { Project, TagType } from '@plcsim/compiler';

/** One line of the tag table: a top-level tag, or a child tag shown as `parent.child`. */
export interface TagRow {
  /** The tag's or child tag's id (`tagMap` / `childTagMap` key), for live values. */
  id: string;
  /** 'T1', or 'T1.ACC' for a child tag. */
  name: string;
  alias: string;
  dataType: TagType;
  /** False for TIMER and COUNTER tags: their values live in their children. */
  hasValue: boolean;
  /** The value stored in the document, shown when nothing is loaded. */
  value: number;
  /** Id of the parent tag for a child tag, else null. */
  parentId: string | null;
}

const byName = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * The tag table's rows (spec 000 §2 "Tags tab"): top-level tags sorted by name (numbers in names in
 * numeric order, so DI2 comes before DI10), each followed by its child tags in stored order.
 */
export function tagRows(project: Pick<Project, 'tagMap' | 'childTagMap'>): TagRow[] {
  const rows: TagRow[] = [];
  const tags = Object.values(project.tagMap).sort((a, b) => byName.compare(a.name, b.name));
  for (const tag of tags) {
    const structured = tag.data_type === 'TIMER' || tag.data_type === 'COUNTER';
    rows.push({
      id: tag.uuid,
      name: tag.name,
      alias: tag.alias,
      dataType: tag.data_type,
      hasValue: !structured,
      value: tag.value,
      parentId: null,
    });
    for (const childId of tag.children ?? []) {
      const child = Object.hasOwn(project.childTagMap, childId) ? project.childTagMap[childId] : undefined;
      if (!child) continue;
      rows.push({
        id: child.uuid,
        name: `${tag.name}.${child.name}`,
        alias: child.alias,
        dataType: child.data_type,
        hasValue: true,
        value: child.value,
        parentId: tag.uuid,
      });
    }
  }
  return rows;
}

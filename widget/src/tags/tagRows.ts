import type { Project, TagType } from '@plcsim/compiler';
import {
  arrayBounds,
  elementName,
  elementOperand,
  isArrayTag,
  storedElement,
  tagTypeText,
} from './arrayTags.ts';

/**
 * One line of the tag table: a top-level tag, a child tag shown as `parent.child`, or an element of an
 * array tag shown as `Data[3]`.
 */
export interface TagRow {
  /**
   * The tag's or child tag's id (`tagMap` / `childTagMap` key), for live values; an element's is its
   * operand string `arrayId[3]` (model/arrays.ts `elementOperand`).
   */
  id: string;
  /** 'T1', 'T1.ACC' for a child tag, 'Data[3]' for an element (the engine's symbol name). */
  name: string;
  alias: string;
  /** The data type; an array's and its elements' is the element type. */
  dataType: TagType;
  /** What the Type column shows: the data type, or `DINT[10]` / `REAL[1..10]` for an array. */
  typeText: string;
  /** False for TIMER, COUNTER and array tags: their values live in their children or elements. */
  hasValue: boolean;
  /** The value stored in the document, shown when nothing is loaded. */
  value: number;
  /** Id of the parent tag for a child tag or an element, else null. */
  parentId: string | null;
  /** An array tag's element count. */
  dimension?: number;
  /** An element row's index as its name writes it (`3` in `Data[3]`). */
  index?: number;
}

const byName = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * The tag table's rows (spec 000 §2 "Tags tab"): top-level tags sorted by name (numbers in names in
 * numeric order, so DI2 comes before DI10), each followed by its child tags in stored order, or by its
 * elements in index order when it is an array.
 */
export function tagRows(project: Pick<Project, 'tagMap' | 'childTagMap'>): TagRow[] {
  const rows: TagRow[] = [];
  const tags = Object.values(project.tagMap).sort((a, b) => byName.compare(a.name, b.name));
  for (const tag of tags) {
    const structured = tag.data_type === 'TIMER' || tag.data_type === 'COUNTER';
    const array = isArrayTag(tag);
    rows.push({
      id: tag.uuid,
      name: tag.name,
      alias: tag.alias,
      dataType: tag.data_type,
      typeText: tagTypeText(tag),
      hasValue: !structured && !array,
      value: array ? 0 : tag.value,
      parentId: null,
      ...(array ? { dimension: tag.dimension } : {}),
    });
    if (array) {
      const { lower, upper } = arrayBounds(tag);
      for (let index = lower; index <= upper; index++) {
        rows.push({
          id: elementOperand(tag.uuid, index),
          name: elementName(tag.name, index),
          alias: '',
          dataType: tag.data_type,
          typeText: tag.data_type,
          hasValue: true,
          value: storedElement(tag, index - lower),
          parentId: tag.uuid,
          index,
        });
      }
      continue;
    }
    for (const childId of tag.children ?? []) {
      const child = Object.hasOwn(project.childTagMap, childId) ? project.childTagMap[childId] : undefined;
      if (!child) continue;
      rows.push({
        id: child.uuid,
        name: `${tag.name}.${child.name}`,
        alias: child.alias,
        dataType: child.data_type,
        typeText: child.data_type,
        hasValue: true,
        value: child.value,
        parentId: tag.uuid,
      });
    }
  }
  return rows;
}

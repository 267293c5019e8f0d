import { describe, expect, it } from 'vitest';
import { BORDER_SIZE, workspaceLayout } from './layoutModel.ts';

type Node = {
  type: string;
  id?: string;
  name?: string;
  weight?: number;
  children?: Node[];
  enableClose?: boolean;
};
const tabsOf = (node: Node): string[] =>
  node.type === 'tab' ? [node.name ?? ''] : (node.children ?? []).flatMap(tabsOf);

describe('workspaceLayout', () => {
  it('puts Output and Errors in a bottom border of size 200 that cannot be closed', () => {
    const { borders } = workspaceLayout('project', false);
    expect(BORDER_SIZE).toBe(200);
    expect(borders).toHaveLength(1);
    expect(borders?.[0]).toMatchObject({ location: 'bottom', size: 200 });
    const tabs = (borders?.[0]?.children ?? []) as Node[];
    expect(tabs.map((t) => [t.name, t.enableClose])).toEqual([
      ['Output', false],
      ['Errors', false],
    ]);
  });

  it('weighs the left group 1 each and the ladder and text group 2 on wide screens', () => {
    const layout = workspaceLayout('problem', false).layout as Node;
    const [left, program] = layout.children ?? [];
    expect(left?.weight).toBe(1);
    expect(left?.children?.map((c) => c.weight)).toEqual([1, 1]);
    expect(program?.weight).toBe(2);
    expect(tabsOf(program as Node)).toEqual(['Ladder', 'Structured Text', 'Add-Ons']);
    // The plant below the notes: the scene, its I/O, the trend of its values (issue 26) and the tags.
    expect(tabsOf(left?.children?.[1] as Node)).toEqual(['Scene', 'IO', 'Trend', 'Tags']);
  });

  it('shows Submissions for problems only', () => {
    expect(tabsOf(workspaceLayout('problem', false).layout as Node)).toContain('Submissions');
    expect(tabsOf(workspaceLayout('example', false).layout as Node)).not.toContain('Submissions');
    expect(tabsOf(workspaceLayout('project', true).layout as Node)).not.toContain('Submissions');
  });

  it('uses one tab strip on narrow screens, the program tab selected', () => {
    const layout = workspaceLayout('example', true, 'ST').layout as Node & {
      children: (Node & { selected?: number })[];
    };
    expect(layout.children).toHaveLength(1);
    const strip = layout.children[0];
    expect(tabsOf(strip as Node)).toEqual([
      'Ladder',
      'Structured Text',
      'Add-Ons',
      'Scene',
      'IO',
      'Trend',
      'Tags',
      'Description',
      'Sequence',
    ]);
    expect(strip?.selected).toBe(1);
  });
});

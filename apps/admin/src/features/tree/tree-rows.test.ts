import type { TreeNode } from '@bet/domain/api/admin/users';
import { describe, expect, it } from 'vitest';
import { ancestorsOf, flattenTree, hitsOf } from './tree-rows.ts';

const node = (id: number, childCount = 0): TreeNode => ({
  id,
  username: `u${id}`,
  role: childCount ? 'dealer' : 'player',
  status: 1,
  childCount,
});

const root = node(1, 2);
const children = new Map<number, TreeNode[]>([
  [1, [node(2, 2), node(3)]],
  [2, [node(4), node(5)]],
]);
const childrenOf = (id: number) => children.get(id);

describe('flattenTree', () => {
  it('lists the root and its children, closed nodes without theirs', () => {
    const rows = flattenTree({
      top: [root],
      pinned: root.id,
      childrenOf,
      expanded: new Set(),
      hits: new Set(),
    });
    expect(rows.map((r) => [r.node.id, r.depth, r.expanded])).toEqual([
      [1, 0, true],
      [2, 1, false],
      [3, 1, false],
    ]);
  });

  it('puts an open node’s children right under it, in order', () => {
    const rows = flattenTree({
      top: [root],
      pinned: root.id,
      childrenOf,
      expanded: new Set([2]),
      hits: new Set([5]),
    });
    expect(rows.map((r) => r.node.id)).toEqual([1, 2, 4, 5, 3]);
    expect(rows.find((r) => r.node.id === 5)).toMatchObject({ depth: 2, hit: true });
  });

  it('marks an open node whose children have not come yet', () => {
    const rows = flattenTree({
      top: [root],
      pinned: root.id,
      childrenOf: (id) => (id === 1 ? [node(9, 3)] : undefined),
      expanded: new Set([9]),
      hits: new Set(),
    });
    expect(rows[1]).toMatchObject({ expanded: true, loading: true });
  });

  it('starts at several top nodes, each closed until opened', () => {
    const rows = flattenTree({
      top: [node(1, 2), node(7)],
      childrenOf,
      expanded: new Set([1]),
      hits: new Set(),
    });
    expect(rows.map((r) => [r.node.id, r.depth, r.expanded])).toEqual([
      [1, 0, true],
      [2, 1, false],
      [3, 1, false],
      [7, 0, false],
    ]);
    const closed = flattenTree({
      top: [node(1, 2), node(7)],
      childrenOf,
      expanded: new Set(),
      hits: new Set(),
    });
    expect(closed.map((r) => r.node.id)).toEqual([1, 7]);
  });

  it('draws ten thousand children in one pass', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => node(100 + i));
    const rows = flattenTree({
      top: [node(1, many.length)],
      pinned: 1,
      childrenOf: () => many,
      expanded: new Set(),
      hits: new Set(),
    });
    expect(rows).toHaveLength(10_001);
  });
});

describe('search paths', () => {
  const paths = [
    [node(1, 2), node(2, 2), node(5)],
    [node(1, 2), node(3)],
  ];

  it('opens every ancestor of every hit, once', () => {
    expect(ancestorsOf(paths)).toEqual([1, 2]);
  });

  it('takes the last node of each path as the hit', () => {
    expect([...hitsOf(paths)]).toEqual([5, 3]);
  });
});

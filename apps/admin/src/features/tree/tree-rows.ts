import type { TreeNode } from '@bet/domain/api/admin/users';

/** One line of the tree as drawn: a node at its depth, open or not. */
export type TreeRow = {
  node: TreeNode;
  depth: number;
  expanded: boolean;
  /** Open, and its children are still loading. */
  loading: boolean;
  /** Matches the search. */
  hit: boolean;
};

type TreeShape = {
  /** The first level: the staff member's own node, or an admin's site top's accounts. */
  top: readonly TreeNode[];
  /** A first-level node always open (the staff member's own); the others open as asked. */
  pinned?: number | undefined;
  /** A node's loaded children; undefined while they load. */
  childrenOf: (id: number) => readonly TreeNode[] | undefined;
  expanded: ReadonlySet<number>;
  hits: ReadonlySet<number>;
};

/**
 * The open part of the tree as a flat list in reading order, for a virtual list to draw. Iterative,
 * so a deep tree cannot overflow the stack; linear in the rows it returns.
 */
export function flattenTree({ top, pinned, childrenOf, expanded, hits }: TreeShape): TreeRow[] {
  const rows: TreeRow[] = [];
  const stack = [...top].reverse().map((node) => ({ node, depth: 0 }));
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    const open = node.id === pinned || (expanded.has(node.id) && node.childCount > 0);
    const children = open ? childrenOf(node.id) : undefined;
    rows.push({
      node,
      depth,
      expanded: open,
      loading: open && children === undefined,
      hit: hits.has(node.id),
    });
    if (!children) continue;
    for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i]!, depth: depth + 1 });
  }
  return rows;
}

/** The nodes to open so every hit shows: each path's nodes but the hit itself. */
export function ancestorsOf(paths: readonly (readonly TreeNode[])[]): number[] {
  return [...new Set(paths.flatMap((path) => path.slice(0, -1).map((node) => node.id)))];
}

/** The hits of a search: the last node of each path. */
export function hitsOf(paths: readonly (readonly TreeNode[])[]): Set<number> {
  return new Set(paths.flatMap((path) => (path.length > 0 ? [path[path.length - 1]!.id] : [])));
}

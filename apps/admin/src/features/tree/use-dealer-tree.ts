import type { TreeAnswer, TreeNode } from '@bet/domain/api/admin/users';
import { type UseQueryResult, useQueries, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { treeChildrenQuery, treeSearchQuery } from './api/tree.ts';
import { ancestorsOf, flattenTree, hitsOf } from './tree-rows.ts';

// Stable, so useQueries hands back the same array until an answer changes.
const answersOf = (results: UseQueryResult<TreeAnswer>[]) => results.map((r) => r.data);

/**
 * The dealer tree as rows to draw: the root's children first, a node's children loaded when it is
 * opened, and a search opening the way to its hits.
 */
export function useDealerTree(search: string, ownId: number) {
  // At an admin's site top its own node starts open: most of the site sits below it.
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set([ownId]));
  const top = useQuery(treeChildrenQuery(undefined));
  const found = useQuery(treeSearchQuery(search));
  const rootId = top.data?.root?.id;
  const paths = found.data?.paths;

  useEffect(() => {
    if (!paths?.length) return;
    setExpanded((open) => new Set([...open, ...ancestorsOf(paths)]));
  }, [paths]);

  const openIds = useMemo(() => [...expanded].filter((id) => id !== rootId), [expanded, rootId]);
  const answers = useQueries({ queries: openIds.map((id) => treeChildrenQuery(id)), combine: answersOf });
  const hits = useMemo(() => (paths ? hitsOf(paths) : new Set<number>()), [paths]);

  const rows = useMemo(() => {
    if (!top.data) return [];
    const { root, nodes } = top.data;
    const loaded = new Map<number, readonly TreeNode[]>(root ? [[root.id, nodes]] : []);
    openIds.forEach((id, i) => {
      const answer = answers[i];
      if (answer) loaded.set(id, answer.nodes);
    });
    return flattenTree({
      top: root ? [root] : nodes,
      pinned: root?.id,
      childrenOf: (id) => loaded.get(id),
      expanded,
      hits,
    });
  }, [top.data, openIds, answers, expanded, hits]);

  const toggle = useCallback((id: number) => {
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);

  return { rows, toggle, top, found, hits };
}

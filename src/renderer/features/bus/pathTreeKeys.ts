// Keyboard movement in the path tree (the WAI-ARIA tree pattern): Up and Down move through the
// items in view, Right opens a closed item or moves to its first child, Left closes an open
// item or moves to its parent, Home and End go to the first and last item.
import type { PathTreeNode } from './pathStatistics';

export interface VisibleTreeItem {
  path: string;
  parent: string | null;
  hasChildren: boolean;
  open: boolean;
}

/** The items a technician sees, top to bottom: children of closed items are left out. */
export function visibleTreeItems(nodes: readonly PathTreeNode[], collapsed: ReadonlySet<string>, parent: string | null = null): VisibleTreeItem[] {
  const items: VisibleTreeItem[] = [];
  for (const node of nodes) {
    const hasChildren = node.children.length > 0;
    const open = hasChildren && !collapsed.has(node.path);
    items.push({ path: node.path, parent, hasChildren, open });
    if (open) items.push(...visibleTreeItems(node.children, collapsed, node.path));
  }
  return items;
}

export type TreeKeyAction = { kind: 'focus'; path: string } | { kind: 'open'; path: string } | { kind: 'close'; path: string } | { kind: 'none' };

/** What a key does on the item `current` (null: none focused yet, the first one counts). */
export function treeKeyAction(key: string, items: readonly VisibleTreeItem[], current: string | null): TreeKeyAction {
  if (items.length === 0) return { kind: 'none' };
  const index = Math.max(0, items.findIndex((item) => item.path === current));
  const item = items[index]!;
  const focus = (target: VisibleTreeItem | undefined): TreeKeyAction => (target && target.path !== current ? { kind: 'focus', path: target.path } : { kind: 'none' });
  switch (key) {
    case 'ArrowDown':
      return focus(items[Math.min(items.length - 1, index + 1)]);
    case 'ArrowUp':
      return focus(items[Math.max(0, index - 1)]);
    case 'Home':
      return focus(items[0]);
    case 'End':
      return focus(items[items.length - 1]);
    case 'ArrowRight':
      if (!item.hasChildren) return { kind: 'none' };
      return item.open ? focus(items[index + 1]) : { kind: 'open', path: item.path };
    case 'ArrowLeft':
      if (item.open) return { kind: 'close', path: item.path };
      return focus(items.find((candidate) => candidate.path === item.parent));
    default:
      return { kind: 'none' };
  }
}

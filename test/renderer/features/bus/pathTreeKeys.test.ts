import { describe, expect, it } from 'vitest';
import { buildPathTree, PathStatistics } from '../../../../src/renderer/features/bus/pathStatistics';
import { treeKeyAction, visibleTreeItems } from '../../../../src/renderer/features/bus/pathTreeKeys';

function tree(...paths: string[]) {
  const statistics = new PathStatistics();
  for (const path of paths) statistics.add({ path, value: '1', from: { IP: '127.0.0.1', PID: 7 }, receivedAt: 1000, resent: false });
  return buildPathTree(statistics.byPath);
}

const nodes = tree('messages.door.front', 'messages.door.back', 'messages.motion', 'system.uptime');

describe('moving in the path tree with the keyboard', () => {
  it('lists the items in view top to bottom, leaving out the children of closed ones', () => {
    expect(visibleTreeItems(nodes, new Set()).map((item) => item.path)).toEqual(['messages', 'messages.door', 'messages.door.back', 'messages.door.front', 'messages.motion', 'system', 'system.uptime']);
    expect(visibleTreeItems(nodes, new Set(['messages.door'])).map((item) => item.path)).toEqual(['messages', 'messages.door', 'messages.motion', 'system', 'system.uptime']);
  });

  it('moves up and down through the items in view, to the first with Home and the last with End', () => {
    const items = visibleTreeItems(nodes, new Set(['messages.door']));
    expect(treeKeyAction('ArrowDown', items, 'messages.door')).toEqual({ kind: 'focus', path: 'messages.motion' });
    expect(treeKeyAction('ArrowUp', items, 'messages.motion')).toEqual({ kind: 'focus', path: 'messages.door' });
    expect(treeKeyAction('ArrowUp', items, 'messages')).toEqual({ kind: 'none' });
    expect(treeKeyAction('ArrowDown', items, 'system.uptime')).toEqual({ kind: 'none' });
    expect(treeKeyAction('End', items, 'messages')).toEqual({ kind: 'focus', path: 'system.uptime' });
    expect(treeKeyAction('Home', items, 'system.uptime')).toEqual({ kind: 'focus', path: 'messages' });
    expect(treeKeyAction('ArrowDown', items, null)).toEqual({ kind: 'focus', path: 'messages.door' });
  });

  it('opens a closed item or enters an open one with Right; closes an open one or goes to the parent with Left', () => {
    const items = visibleTreeItems(nodes, new Set(['messages.door']));
    expect(treeKeyAction('ArrowRight', items, 'messages.door')).toEqual({ kind: 'open', path: 'messages.door' });
    expect(treeKeyAction('ArrowRight', items, 'messages')).toEqual({ kind: 'focus', path: 'messages.door' });
    expect(treeKeyAction('ArrowRight', items, 'messages.motion')).toEqual({ kind: 'none' });
    expect(treeKeyAction('ArrowLeft', items, 'messages')).toEqual({ kind: 'close', path: 'messages' });
    expect(treeKeyAction('ArrowLeft', items, 'messages.door')).toEqual({ kind: 'focus', path: 'messages' });
    expect(treeKeyAction('ArrowLeft', items, 'messages.motion')).toEqual({ kind: 'focus', path: 'messages' });
    expect(treeKeyAction('ArrowLeft', visibleTreeItems(nodes, new Set(['messages'])), 'messages')).toEqual({ kind: 'none' });
    expect(treeKeyAction('x', items, 'messages')).toEqual({ kind: 'none' });
  });
});

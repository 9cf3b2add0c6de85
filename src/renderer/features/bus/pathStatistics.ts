// Per-path aggregation of received messages, updated as each message arrives (never by
// rescanning): count, last value and time, a short history of values, and the rate over the
// last `rateWindowSeconds`. The number of distinct paths is bounded; messages on paths beyond
// the bound are counted as untracked, never silently ignored.
import type { BusMessage } from '../../../shared/api/distributorSchemas';
import { RingBuffer } from './ringBuffer';

export const rateWindowSeconds = 10;
export const historyLength = 60;
export const maxTrackedPaths = 5000;

export interface ValueSample {
  at: number;
  value: string;
}

export interface PathStats {
  path: string;
  count: number;
  lastValue: string;
  lastAt: number;
  /** The newest values, oldest first. */
  history: RingBuffer<ValueSample>;
  /** Messages per whole second, for the rate: `seconds[i]` is the second `counts[i]` belongs to. */
  seconds: number[];
  counts: number[];
}

export class PathStatistics {
  readonly byPath = new Map<string, PathStats>();
  /** Messages on paths that came after maxTrackedPaths distinct ones. */
  untracked = 0;

  constructor(private readonly maxPaths = maxTrackedPaths) {}

  add(message: BusMessage): void {
    let stats = this.byPath.get(message.path);
    if (!stats) {
      if (this.byPath.size >= this.maxPaths) {
        this.untracked++;
        return;
      }
      stats = { path: message.path, count: 0, lastValue: '', lastAt: 0, history: new RingBuffer(historyLength), seconds: new Array<number>(rateWindowSeconds).fill(-1), counts: new Array<number>(rateWindowSeconds).fill(0) };
      this.byPath.set(message.path, stats);
    }
    stats.count++;
    stats.lastValue = message.value;
    stats.lastAt = message.receivedAt;
    stats.history.push({ at: message.receivedAt, value: message.value });
    const second = Math.floor(message.receivedAt / 1000);
    const slot = second % rateWindowSeconds;
    if (stats.seconds[slot] !== second) {
      stats.seconds[slot] = second;
      stats.counts[slot] = 0;
    }
    stats.counts[slot] = (stats.counts[slot] ?? 0) + 1;
  }

  clear(): void {
    this.byPath.clear();
    this.untracked = 0;
  }
}

/** Messages per second on `stats.path` over the last rateWindowSeconds before `now`. */
export function messageRate(stats: PathStats, now: number): number {
  const nowSecond = Math.floor(now / 1000);
  let total = 0;
  for (let slot = 0; slot < rateWindowSeconds; slot++) {
    const second = stats.seconds[slot] ?? -1;
    if (second > nowSecond - rateWindowSeconds && second <= nowSecond) total += stats.counts[slot] ?? 0;
  }
  return total / rateWindowSeconds;
}

/** The numbers of a history when every value is numeric, else null (no chart then). */
export function numericHistory(stats: PathStats): { at: number[]; values: number[] } | null {
  const samples = stats.history.toArray();
  const values = samples.map((sample) => (sample.value.trim() === '' ? Number.NaN : Number(sample.value)));
  if (values.length === 0 || values.some((value) => !Number.isFinite(value))) return null;
  return { at: samples.map((sample) => sample.at), values };
}

export interface PathTreeNode {
  /** This level's name (one dotted part). */
  name: string;
  /** The dotted path up to this level. */
  path: string;
  /** Set when messages arrived on exactly this path. */
  stats: PathStats | null;
  children: PathTreeNode[];
  /** Messages on this path and every path below it. */
  total: number;
}

/** The tracked paths as a tree, one level per dotted part, children in name order. */
export function buildPathTree(byPath: ReadonlyMap<string, PathStats>): PathTreeNode[] {
  const root: PathTreeNode = { name: '', path: '', stats: null, children: [], total: 0 };
  const index = new Map<string, PathTreeNode>();
  for (const stats of byPath.values()) {
    let node = root;
    for (const part of stats.path.split('.')) {
      const path = node.path === '' ? part : `${node.path}.${part}`;
      let child = index.get(path);
      if (!child) {
        child = { name: part, path, stats: null, children: [], total: 0 };
        index.set(path, child);
        node.children.push(child);
      }
      child.total += stats.count;
      node = child;
    }
    node.stats = stats;
  }
  sortTree(root.children);
  return root.children;
}

function sortTree(nodes: PathTreeNode[]): void {
  nodes.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const node of nodes) sortTree(node.children);
}

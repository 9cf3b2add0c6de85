// The console's messages, kept outside React state so thousands per second do not re-render
// the world: a bounded ring of received messages (the oldest pushed out are counted), the
// filtered view of it (filtered on arrival; rescanned only when the filter changes), the
// per-path statistics, the peers seen, and the pause point. The bus store owns one feed and
// bumps a version counter after each change; components read the feed at that version.
import type { BusMessage } from '../../../shared/api/distributorSchemas';
import { compileFilter, noFilter, peerKey, type CompiledFilter, type MessageFilterSpec } from '../../../shared/distributor/messageFilter';
import type { Text } from '../../../shared/i18n/text';
import { PathStatistics } from './pathStatistics';
import { RingBuffer } from './ringBuffer';

export interface ConsoleEntry {
  /** 1 for the first message the console received, counting up. */
  seq: number;
  message: BusMessage;
}

export const defaultConsoleCapacity = 50_000;
export const minConsoleCapacity = 100;
export const maxConsoleCapacity = 1_000_000;
/** Peers listed in the peer filter; more are still received and shown. */
export const maxPeersListed = 1000;

export class ConsoleFeed {
  private ring: RingBuffer<ConsoleEntry>;
  private filtered: RingBuffer<ConsoleEntry>;
  private compiled: CompiledFilter = compileFilter(noFilter);
  filterSpec: MessageFilterSpec = noFilter;
  readonly paths = new PathStatistics();
  readonly peers = new Map<string, BusMessage['from']>();
  /** Keys of the peers among `peers` that are this studio sending a replay (its own messages reach the console only so). */
  readonly replayingPeers = new Set<string>();
  /** Sequence number of the newest message received (0 before the first). */
  lastSeq = 0;
  /** Messages pushed out of the console by the capacity. */
  evicted = 0;
  /** The latest receive time among the messages received (0 before the first). */
  newestAt = 0;
  /** The newest seq shown while paused; null while live. */
  pausedAt: number | null = null;

  constructor(capacity = defaultConsoleCapacity) {
    this.ring = new RingBuffer(capacity);
    this.filtered = new RingBuffer(capacity);
  }

  get capacity(): number {
    return this.ring.capacity;
  }

  get filterProblem(): Text | null {
    return this.compiled.problem;
  }

  receive(messages: readonly BusMessage[]): void {
    for (const message of messages) {
      const entry = { seq: ++this.lastSeq, message };
      if (message.receivedAt > this.newestAt) this.newestAt = message.receivedAt;
      this.paths.add(message);
      if (this.peers.size < maxPeersListed) this.notePeer(message);
      const evicted = this.ring.push(entry);
      if (evicted) {
        this.evicted++;
        if (this.filtered.peekOldest() === evicted) this.filtered.shift();
      }
      if (this.compiled.matches(message)) this.filtered.push(entry);
    }
  }

  private notePeer(message: BusMessage): void {
    const key = peerKey(message.from);
    this.peers.set(key, message.from);
    if (message.replayed) this.replayingPeers.add(key);
  }

  setFilter(spec: MessageFilterSpec): void {
    this.filterSpec = spec;
    this.compiled = compileFilter(spec);
    this.filtered.clear();
    for (let index = 0; index < this.ring.size; index++) {
      const entry = this.ring.at(index)!;
      if (this.compiled.matches(entry.message)) this.filtered.push(entry);
    }
  }

  /** A new capacity keeps the newest messages that fit; the rest count as pushed out. */
  setCapacity(capacity: number): void {
    const kept = this.ring.toArray().slice(-capacity);
    this.evicted += this.ring.size - kept.length;
    this.ring = new RingBuffer(capacity);
    this.filtered = new RingBuffer(capacity);
    for (const entry of kept) this.ring.push(entry);
    this.setFilter(this.filterSpec);
  }

  pause(): void {
    this.pausedAt ??= this.lastSeq;
  }

  resume(): void {
    this.pausedAt = null;
  }

  /** Messages received since the pause (0 while live). */
  get waiting(): number {
    return this.pausedAt === null ? 0 : this.lastSeq - this.pausedAt;
  }

  /** Rows the list shows: the filtered messages, up to the pause point while paused. */
  get visibleCount(): number {
    if (this.pausedAt === null) return this.filtered.size;
    return this.countFilteredUpTo(this.pausedAt);
  }

  /** The row at `index` of the list (0 = oldest). */
  visibleAt(index: number): ConsoleEntry | undefined {
    return this.filtered.at(index);
  }

  /** Messages kept in the console (filtered or not). */
  get keptCount(): number {
    return this.ring.size;
  }

  /** Filtered messages received after `seq`, e.g. since the user scrolled away from the newest. */
  visibleAfter(seq: number): number {
    return this.visibleCount - this.countFilteredUpTo(seq);
  }

  clear(): void {
    this.evicted = 0;
    this.ring.clear();
    this.filtered.clear();
    this.paths.clear();
    if (this.pausedAt !== null) this.pausedAt = this.lastSeq;
  }

  /** Filtered entries with seq <= `seq` (binary search: the filtered ring is in seq order). */
  private countFilteredUpTo(seq: number): number {
    let low = 0;
    let high = this.filtered.size;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.filtered.at(middle)!.seq <= seq) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

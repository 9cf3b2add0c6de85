// Replay protection: each package is accepted once. Per sender (its authenticated address, PID
// and instance id) a sliding window over its package sequence numbers drops a package already
// seen or too far behind to tell (reason `replay`), and a second window over its message ids
// delivers each message once although it rides in `resend` packages (a copy is a `duplicate`).
//
// Memory is bounded: at most `maxSenders` senders with fixed bytes each. A sender is forgotten
// only when the clock check would refuse every package of it that was accepted: its newest
// accepted timestamp is more than the largest broadcast.max_time_offset ever applied behind
// the local clock (about 2 x max_time_offset after it was last heard). When every sender is
// still inside that horizon, a new sender is refused (`sender_limit`), never silently let in.
// With the clock check off (max_time_offset 0) nothing ages out by time: the least recently
// heard sender is forgotten for a new one, and its old packages could be delivered again.
import { localize, type Text } from '../../../shared/i18n/text';
import { SlidingWindow } from './slidingWindow';

export const defaultMaxSenders = 4096;
export const defaultPackageWindowSize = 1024;
export const defaultMessageWindowSize = 4096;

/** The authenticated sender of a package and what replay protection needs of the package. */
export interface PackageSighting {
  address: string;
  pid: number;
  instance: string;
  sequence: number;
  timestampMs: number;
}

export interface SenderReplayState {
  readonly packages: SlidingWindow;
  /** Created with the first message. */
  messages: SlidingWindow | null;
  /** Largest timestamp (the sender's clock) of a package accepted from this sender. */
  newestTimestampMs: number;
}

export type Admission = { ok: true; sender: SenderReplayState } | { ok: false; reason: 'replay' | 'sender_limit'; detail: Text };

export interface SenderReplayTableOptions {
  maxSenders?: number;
  packageWindowSize?: number;
  messageWindowSize?: number;
}

export class SenderReplayTable {
  readonly maxSenders: number;
  readonly packageWindowSize: number;
  readonly messageWindowSize: number;
  /** Least recently heard first (Map order). */
  private readonly senders = new Map<string, SenderReplayState>();
  private clockCheckOn = false;
  private largestOffsetMs = 0;
  /** While the table is full: no sender can be forgotten before this local time (saves rescans). */
  private noneForgettableBeforeMs = -Infinity;

  constructor(options: SenderReplayTableOptions = {}) {
    this.maxSenders = options.maxSenders ?? defaultMaxSenders;
    this.packageWindowSize = options.packageWindowSize ?? defaultPackageWindowSize;
    this.messageWindowSize = options.messageWindowSize ?? defaultMessageWindowSize;
    if (!Number.isInteger(this.maxSenders) || this.maxSenders < 1) throw new Error(`sender limit must be a positive integer, got ${this.maxSenders}`); // a bug: the core's option, never a technician's
    // Fail at construction, not with the first package, when a window size is unusable.
    new SlidingWindow(this.packageWindowSize, 0);
    new SlidingWindow(this.messageWindowSize, 0);
  }

  get senderCount(): number {
    return this.senders.size;
  }

  /** The clock check in force (broadcast.max_time_offset in seconds, 0 = off); called by every init(). */
  setMaxTimeOffset(seconds: number): void {
    this.clockCheckOn = seconds > 0;
    // The largest ever: a package accepted under a wider window may still pass a later check.
    this.largestOffsetMs = Math.max(this.largestOffsetMs, seconds * 1000);
    this.noneForgettableBeforeMs = -Infinity;
  }

  /** Accepts a package (in time, authentic) once; a copy of it, however late, is a replay. */
  admit(pkg: PackageSighting, nowMs: number): Admission {
    const key = `${pkg.address}/${pkg.pid}/${pkg.instance}`;
    const known = this.senders.get(key);
    if (known) return this.admitFromKnown(key, known, pkg);
    if (this.senders.size >= this.maxSenders && !this.forgetOne(nowMs)) {
      return { ok: false, reason: 'sender_limit', detail: localize('distributorWire.admission.senderLimit', { senders: String(this.maxSenders) }) };
    }
    const sender: SenderReplayState = { packages: new SlidingWindow(this.packageWindowSize, pkg.sequence), messages: null, newestTimestampMs: pkg.timestampMs };
    this.senders.set(key, sender);
    this.noneForgettableBeforeMs = -Infinity;
    return { ok: true, sender };
  }

  /** True the first time `messageId` arrives from `sender`; false for a copy or an id too far behind. */
  firstSighting(sender: SenderReplayState, messageId: number): boolean {
    if (!sender.messages) {
      sender.messages = new SlidingWindow(this.messageWindowSize, messageId);
      return true;
    }
    return sender.messages.record(messageId) === 'new';
  }

  private admitFromKnown(key: string, sender: SenderReplayState, pkg: PackageSighting): Admission {
    const sighting = sender.packages.record(pkg.sequence);
    if (sighting === 'seen') return { ok: false, reason: 'replay', detail: localize('distributorWire.admission.alreadyReceived', { sequence: String(pkg.sequence) }) };
    if (sighting === 'too_old') return { ok: false, reason: 'replay', detail: localize('distributorWire.admission.tooOld', { sequence: String(pkg.sequence), window: String(this.packageWindowSize) }) };
    sender.newestTimestampMs = Math.max(sender.newestTimestampMs, pkg.timestampMs);
    this.senders.delete(key); // re-insert: most recently heard last
    this.senders.set(key, sender);
    return { ok: true, sender };
  }

  /** Makes room for one sender; false when every sender is still inside the replay horizon. */
  private forgetOne(nowMs: number): boolean {
    if (!this.clockCheckOn) return this.forget(this.senders.keys().next().value);
    if (nowMs < this.noneForgettableBeforeMs) return false;
    let earliest = Infinity;
    for (const [key, sender] of this.senders) {
      const forgettableAfterMs = sender.newestTimestampMs + this.largestOffsetMs;
      if (nowMs > forgettableAfterMs) return this.forget(key);
      earliest = Math.min(earliest, forgettableAfterMs);
    }
    this.noneForgettableBeforeMs = earliest;
    return false;
  }

  private forget(key: string | undefined): boolean {
    if (key === undefined) return false;
    this.senders.delete(key);
    this.noneForgettableBeforeMs = -Infinity;
    return true;
  }
}

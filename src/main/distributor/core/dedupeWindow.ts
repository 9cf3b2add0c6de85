// Delivers each message once although it arrives in `resend` packages. Per sender (IP + PID)
// a sliding window remembers which of the last `windowSize` message ids were seen: one bit per
// id, so a peer costs windowSize/8 bytes whatever its traffic, and at most `maxPeers` senders
// are remembered (the least recently heard is forgotten first).
//
// Ids are the sender's uint32 message counter and wrap, so distances are taken modulo 2^32.
// An id more than windowSize behind the newest one is not a late resend copy (copies of a
// message arrive within `resend` packages): it means the sender started counting afresh with
// the same IP and PID (a restarted process or container), so the window starts over.

export const defaultWindowSize = 4096;
export const defaultMaxPeers = 1024;

class PeerWindow {
  private readonly bits: Uint32Array;
  private newest: number;

  constructor(
    private readonly size: number,
    firstId: number,
  ) {
    this.bits = new Uint32Array(size / 32);
    this.newest = firstId;
    this.set(firstId);
  }

  /** Records `id`; true when it had not been seen. */
  record(id: number): boolean {
    const ahead = (id - this.newest) >>> 0;
    if (ahead === 0) return false;
    if (ahead < 2 ** 31) return this.advance(id, ahead);
    const behind = (this.newest - id) >>> 0;
    if (behind >= this.size) return this.restart(id);
    if (this.has(id)) return false;
    this.set(id);
    return true;
  }

  private advance(id: number, ahead: number): boolean {
    if (ahead >= this.size) this.bits.fill(0);
    else for (let step = 1; step <= ahead; step++) this.clear((this.newest + step) >>> 0);
    this.newest = id;
    this.set(id);
    return true;
  }

  private restart(id: number): boolean {
    this.bits.fill(0);
    this.newest = id;
    this.set(id);
    return true;
  }

  private has(id: number): boolean {
    const slot = id % this.size;
    return (this.bits[slot >>> 5]! & (1 << (slot & 31))) !== 0;
  }

  private set(id: number): void {
    const slot = id % this.size;
    this.bits[slot >>> 5]! |= 1 << (slot & 31);
  }

  private clear(id: number): void {
    const slot = id % this.size;
    this.bits[slot >>> 5]! &= ~(1 << (slot & 31));
  }
}

export class DedupeWindow {
  private readonly peers = new Map<string, PeerWindow>();

  constructor(
    readonly windowSize = defaultWindowSize,
    readonly maxPeers = defaultMaxPeers,
  ) {
    // A power of two divides 2^32, so slots stay continuous when the uint32 ids wrap.
    if (!Number.isInteger(windowSize) || windowSize < 32 || windowSize > 2 ** 24 || (windowSize & (windowSize - 1)) !== 0) {
      throw new RangeError(`dedupe window size must be a power of two from 32 to 2^24, got ${windowSize}`);
    }
    if (!Number.isInteger(maxPeers) || maxPeers < 1) throw new RangeError(`dedupe peer limit must be a positive integer, got ${maxPeers}`);
  }

  /** True the first time `messageId` is seen from `peerKey`; false for every later copy. */
  firstSighting(peerKey: string, messageId: number): boolean {
    const window = this.peers.get(peerKey);
    if (!window) {
      this.remember(peerKey, new PeerWindow(this.windowSize, messageId >>> 0));
      return true;
    }
    this.peers.delete(peerKey); // re-insert: Map order is least recently heard first
    this.peers.set(peerKey, window);
    return window.record(messageId >>> 0);
  }

  get peerCount(): number {
    return this.peers.size;
  }

  private remember(peerKey: string, window: PeerWindow): void {
    if (this.peers.size >= this.maxPeers) {
      const oldest = this.peers.keys().next().value;
      if (oldest !== undefined) this.peers.delete(oldest);
    }
    this.peers.set(peerKey, window);
  }
}

// Which of the last `size` numbers of a counter have been seen (IPsec and DTLS keep their
// anti-replay state this way): one bit per number, so the memory is fixed whatever the
// traffic. Numbers are uint32 and may wrap, so distances are taken modulo 2^32; a number less
// than 2^31 ahead of the newest is new, anything else is behind it.

/** What record() found: a number not seen before, one already seen, or one too far behind to tell. */
export type Sighting = 'new' | 'seen' | 'too_old';

export class SlidingWindow {
  private readonly bits: Uint32Array;
  private newest: number;

  constructor(
    private readonly size: number,
    first: number,
  ) {
    // A power of two divides 2^32, so slots stay continuous when the numbers wrap.
    if (!Number.isInteger(size) || size < 32 || size > 2 ** 24 || (size & (size - 1)) !== 0) {
      // A bug: the window sizes are the core's own options, never a technician's.
      throw new Error(`sliding window size must be a power of two from 32 to 2^24, got ${size}`);
    }
    this.bits = new Uint32Array(size / 32);
    this.newest = first >>> 0;
    this.set(this.newest);
  }

  /** Bytes of state, whatever the traffic. */
  get bytes(): number {
    return this.bits.byteLength;
  }

  /** Records `number`. Only a 'new' number changes the window. */
  record(number: number): Sighting {
    const value = number >>> 0;
    const ahead = (value - this.newest) >>> 0;
    if (ahead === 0) return 'seen';
    if (ahead < 2 ** 31) {
      this.advance(value, ahead);
      return 'new';
    }
    const behind = (this.newest - value) >>> 0;
    if (behind >= this.size) return 'too_old';
    if (this.has(value)) return 'seen';
    this.set(value);
    return 'new';
  }

  private advance(value: number, ahead: number): void {
    if (ahead >= this.size) this.bits.fill(0);
    else for (let step = 1; step <= ahead; step++) this.clear((this.newest + step) >>> 0);
    this.newest = value;
    this.set(value);
  }

  private has(value: number): boolean {
    const slot = value % this.size;
    return (this.bits[slot >>> 5]! & (1 << (slot & 31))) !== 0;
  }

  private set(value: number): void {
    const slot = value % this.size;
    this.bits[slot >>> 5]! |= 1 << (slot & 31);
  }

  private clear(value: number): void {
    const slot = value % this.size;
    this.bits[slot >>> 5]! &= ~(1 << (slot & 31));
  }
}

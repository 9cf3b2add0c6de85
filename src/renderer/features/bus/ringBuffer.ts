// A fixed-capacity queue over one preallocated array: pushing past the capacity evicts the
// oldest item and hands it back, so the caller can count it and drop what refers to it.

export class RingBuffer<T> {
  private readonly items: Array<T | undefined>;
  private start = 0;
  private length = 0;

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`ring buffer capacity must be a whole number of at least 1, not ${capacity}`);
    this.items = new Array<T | undefined>(capacity);
  }

  get size(): number {
    return this.length;
  }

  /** Appends `item`; returns the oldest item it pushed out, or undefined when there was room. */
  push(item: T): T | undefined {
    if (this.length < this.capacity) {
      this.items[(this.start + this.length) % this.capacity] = item;
      this.length++;
      return undefined;
    }
    const evicted = this.items[this.start];
    this.items[this.start] = item;
    this.start = (this.start + 1) % this.capacity;
    return evicted;
  }

  /** Removes and returns the oldest item. */
  shift(): T | undefined {
    if (this.length === 0) return undefined;
    const oldest = this.items[this.start];
    this.items[this.start] = undefined;
    this.start = (this.start + 1) % this.capacity;
    this.length--;
    return oldest;
  }

  /** The item at `index`, 0 = oldest; undefined outside 0..size-1. */
  at(index: number): T | undefined {
    if (index < 0 || index >= this.length) return undefined;
    return this.items[(this.start + index) % this.capacity];
  }

  peekOldest(): T | undefined {
    return this.at(0);
  }

  clear(): void {
    this.items.fill(undefined);
    this.start = 0;
    this.length = 0;
  }

  /** Oldest first. */
  toArray(): T[] {
    return Array.from({ length: this.length }, (_, index) => this.at(index) as T);
  }
}

// A first-in first-out queue of fixed capacity: pushing onto a full queue evicts the oldest
// item and returns it, so the caller can count what was lost.
export class BoundedQueue<T> {
  private readonly items: (T | undefined)[];
  private head = 0;
  private count = 0;

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new Error(`queue capacity must be a positive integer, got ${capacity}`);
    this.items = new Array<T | undefined>(capacity);
  }

  get size(): number {
    return this.count;
  }

  /** Adds `item`; when the queue was full, returns the oldest item it evicted. */
  push(item: T): { evicted: boolean } {
    const evicted = this.count === this.capacity;
    if (evicted) this.shiftOne();
    this.items[(this.head + this.count) % this.capacity] = item;
    this.count++;
    return { evicted };
  }

  /** Removes and returns up to `max` of the oldest items, oldest first. */
  take(max: number): T[] {
    const taken: T[] = [];
    while (this.count > 0 && taken.length < max) taken.push(this.shiftOne());
    return taken;
  }

  private shiftOne(): T {
    const item = this.items[this.head] as T;
    this.items[this.head] = undefined;
    this.head = (this.head + 1) % this.capacity;
    this.count--;
    return item;
  }
}

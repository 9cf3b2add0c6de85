// The parameter names seen in the section being read, as positions in the parsed text: finding
// a duplicate needs no name string (parseConfig cuts none for a NAME=value line), only a hash
// of the characters (the caller's, see plainNameHashAt) and a character-wise comparison on a
// hash match. An open-addressing table of name positions; `clear` is O(1): entries of earlier
// sections carry an older generation (0 marks a slot never used).

export class LineNameSet {
  private starts = new Int32Array(64);
  private ends = new Int32Array(64);
  private generations = new Int32Array(64);
  private hashes = new Int32Array(64);
  private generation = 1;
  private size = 0;

  constructor(private readonly text: string) {}

  /** Forgets every name (a new section begins). */
  clear(): void {
    this.generation++;
    this.size = 0;
  }

  /** Adds the name text[start, end) with its non-negative `hash`; false when the set already held the same name. */
  add(start: number, end: number, hash: number): boolean {
    if ((this.size + 1) * 2 > this.starts.length) this.grow();
    const slot = this.find(start, end, hash);
    if (this.generations[slot] === this.generation) return false;
    this.starts[slot] = start;
    this.ends[slot] = end;
    this.generations[slot] = this.generation;
    this.hashes[slot] = hash;
    this.size++;
    return true;
  }

  // The slot holding this name, or the free slot where it belongs.
  private find(start: number, end: number, hash: number): number {
    const mask = this.starts.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      if (this.generations[slot] !== this.generation) return slot;
      if (this.hashes[slot] === hash && this.sameName(slot, start, end)) return slot;
    }
  }

  private sameName(slot: number, start: number, end: number): boolean {
    const otherStart = this.starts[slot]!;
    if (this.ends[slot]! - otherStart !== end - start) return false;
    const text = this.text;
    for (let index = 0; index < end - start; index++) {
      if (text.charCodeAt(start + index) !== text.charCodeAt(otherStart + index)) return false;
    }
    return true;
  }

  private grow(): void {
    const { starts, ends, generations, hashes, generation } = this;
    const capacity = starts.length * 2;
    this.starts = new Int32Array(capacity);
    this.ends = new Int32Array(capacity);
    this.generations = new Int32Array(capacity);
    this.hashes = new Int32Array(capacity);
    for (let slot = 0; slot < starts.length; slot++) {
      if (generations[slot] !== generation) continue;
      const target = this.find(starts[slot]!, ends[slot]!, hashes[slot]!);
      this.hashes[target] = hashes[slot]!;
      this.starts[target] = starts[slot]!;
      this.ends[target] = ends[slot]!;
      this.generations[target] = generation;
    }
  }
}

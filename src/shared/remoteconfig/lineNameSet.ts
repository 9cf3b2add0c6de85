// The parameter names seen in the section being read, as positions in the parsed text: finding
// a duplicate needs no name string (parseConfig cuts none for a NAME=value line), only a hash
// of the characters and a character-wise comparison on a hash match. An open-addressing table
// of name positions; `clear` is O(1): entries of earlier sections carry an older generation
// (0 marks a slot never used).

export class LineNameSet {
  private starts = new Int32Array(64);
  private ends = new Int32Array(64);
  private generations = new Int32Array(64);
  private generation = 1;
  private size = 0;

  constructor(private readonly text: string) {}

  /** Forgets every name (a new section begins). */
  clear(): void {
    this.generation++;
    this.size = 0;
  }

  /** Adds the name text[start, end); false when the set already held the same name. */
  add(start: number, end: number): boolean {
    if ((this.size + 1) * 2 > this.starts.length) this.grow();
    const slot = this.find(start, end);
    if (this.generations[slot] === this.generation) return false;
    this.starts[slot] = start;
    this.ends[slot] = end;
    this.generations[slot] = this.generation;
    this.size++;
    return true;
  }

  // The slot holding this name, or the free slot where it belongs.
  private find(start: number, end: number): number {
    const mask = this.starts.length - 1;
    for (let slot = hashOf(this.text, start, end) & mask; ; slot = (slot + 1) & mask) {
      if (this.generations[slot] !== this.generation) return slot;
      if (this.sameName(slot, start, end)) return slot;
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
    const { starts, ends, generations, generation } = this;
    const capacity = starts.length * 2;
    this.starts = new Int32Array(capacity);
    this.ends = new Int32Array(capacity);
    this.generations = new Int32Array(capacity);
    for (let slot = 0; slot < starts.length; slot++) {
      if (generations[slot] !== generation) continue;
      const target = this.find(starts[slot]!, ends[slot]!);
      this.starts[target] = starts[slot]!;
      this.ends[target] = ends[slot]!;
      this.generations[target] = generation;
    }
  }
}

// FNV-1a over the UTF-16 code units, as a signed 32-bit integer.
function hashOf(text: string, start: number, end: number): number {
  let hash = 0x811c9dc5;
  for (let index = start; index < end; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return hash; // an int32 (a small integer to V8); `& mask` makes it a slot
}

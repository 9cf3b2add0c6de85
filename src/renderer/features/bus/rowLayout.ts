// Where each row of the console's list lies, in constant work per question however many rows
// there are: every row is `rowHeight` high except the few the technician expanded, whose extra
// height is measured. (A general virtualizer measures every row again whenever the count
// changes, which at thousands of new rows a second cost most of the main thread.)

export interface ExpandedRow {
  index: number;
  /** Height beyond rowHeight, in px. */
  extra: number;
}

export class RowLayout {
  /** Expanded rows in index order. */
  private readonly expanded: readonly ExpandedRow[];

  constructor(
    readonly count: number,
    readonly rowHeight: number,
    expanded: readonly ExpandedRow[] = [],
  ) {
    this.expanded = expanded.filter((row) => row.index >= 0 && row.index < count && row.extra > 0).sort((a, b) => a.index - b.index);
  }

  get totalHeight(): number {
    return this.count * this.rowHeight + this.expanded.reduce((sum, row) => sum + row.extra, 0);
  }

  /** Top of row `index`, in px from the first row's top. */
  offsetOf(index: number): number {
    let extraAbove = 0;
    for (const row of this.expanded) {
      if (row.index >= index) break;
      extraAbove += row.extra;
    }
    return index * this.rowHeight + extraAbove;
  }

  /** Height of row `index`. */
  heightOf(index: number): number {
    return this.rowHeight + (this.expanded.find((row) => row.index === index)?.extra ?? 0);
  }

  /** The row at `offset` px from the first row's top (clamped to the rows there are; 0 when there are none). */
  indexAt(offset: number): number {
    if (this.count === 0) return 0;
    let extraAbove = 0;
    for (const row of this.expanded) {
      const top = row.index * this.rowHeight + extraAbove;
      if (offset < top) break;
      if (offset < top + this.rowHeight + row.extra) return row.index;
      extraAbove += row.extra;
    }
    return Math.min(this.count - 1, Math.max(0, Math.floor((offset - extraAbove) / this.rowHeight)));
  }
}

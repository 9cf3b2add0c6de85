// Moving the active cell of the check matrix by key, as a data grid does (WAI-ARIA grid
// pattern): arrows step without wrapping, Home/End go to the row's ends, Ctrl+Home/End to the
// first and last cell, Page Up/Down by a page of rows. Row 0 is the header.

export interface GridCell {
  row: number;
  column: number;
}

export interface GridSize {
  rows: number;
  columns: number;
}

const within = (value: number, count: number) => Math.min(Math.max(value, 0), Math.max(count - 1, 0));

export function clampGridCell(cell: GridCell, size: GridSize): GridCell {
  return { row: within(cell.row, size.rows), column: within(cell.column, size.columns) };
}

/** The cell `key` moves to from `from`; null for a key the grid leaves alone. */
export function nextGridCell(key: string, { ctrl }: { ctrl: boolean }, from: GridCell, size: GridSize, pageRows: number): GridCell | null {
  const move = (row: number, column: number) => clampGridCell({ row, column }, size);
  switch (key) {
    case 'ArrowDown':
      return move(from.row + 1, from.column);
    case 'ArrowUp':
      return move(from.row - 1, from.column);
    case 'ArrowRight':
      return move(from.row, from.column + 1);
    case 'ArrowLeft':
      return move(from.row, from.column - 1);
    case 'Home':
      return ctrl ? move(0, 0) : move(from.row, 0);
    case 'End':
      return ctrl ? move(size.rows - 1, size.columns - 1) : move(from.row, size.columns - 1);
    case 'PageDown':
      return move(from.row + pageRows, from.column);
    case 'PageUp':
      return move(from.row - pageRows, from.column);
    default:
      return null;
  }
}

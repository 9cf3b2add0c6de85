import { describe, expect, it } from 'vitest';
import { clampGridCell, nextGridCell } from '../../../../src/renderer/features/baseline/matrixNavigation';

const size = { rows: 6, columns: 5 };
const plain = { ctrl: false };

describe('moving through the check matrix by key', () => {
  it('steps with the arrows and stops at the edges', () => {
    expect(nextGridCell('ArrowDown', plain, { row: 2, column: 1 }, size, 3)).toEqual({ row: 3, column: 1 });
    expect(nextGridCell('ArrowRight', plain, { row: 2, column: 4 }, size, 3)).toEqual({ row: 2, column: 4 });
    expect(nextGridCell('ArrowUp', plain, { row: 0, column: 2 }, size, 3)).toEqual({ row: 0, column: 2 });
    expect(nextGridCell('ArrowLeft', plain, { row: 1, column: 0 }, size, 3)).toEqual({ row: 1, column: 0 });
  });

  it('goes to the ends of the row with Home and End, to the first and last cell with Ctrl', () => {
    expect(nextGridCell('Home', plain, { row: 3, column: 3 }, size, 3)).toEqual({ row: 3, column: 0 });
    expect(nextGridCell('End', plain, { row: 3, column: 1 }, size, 3)).toEqual({ row: 3, column: 4 });
    expect(nextGridCell('Home', { ctrl: true }, { row: 3, column: 3 }, size, 3)).toEqual({ row: 0, column: 0 });
    expect(nextGridCell('End', { ctrl: true }, { row: 1, column: 1 }, size, 3)).toEqual({ row: 5, column: 4 });
  });

  it('moves a page of rows with Page Down and Page Up, and leaves other keys alone', () => {
    expect(nextGridCell('PageDown', plain, { row: 1, column: 2 }, size, 3)).toEqual({ row: 4, column: 2 });
    expect(nextGridCell('PageDown', plain, { row: 4, column: 2 }, size, 3)).toEqual({ row: 5, column: 2 });
    expect(nextGridCell('PageUp', plain, { row: 2, column: 2 }, size, 3)).toEqual({ row: 0, column: 2 });
    expect(nextGridCell('a', plain, { row: 2, column: 2 }, size, 3)).toBeNull();
    expect(nextGridCell('Tab', plain, { row: 2, column: 2 }, size, 3)).toBeNull();
  });

  it('keeps the active cell inside a grid that shrank (a filter took rows away)', () => {
    expect(clampGridCell({ row: 9, column: 7 }, size)).toEqual({ row: 5, column: 4 });
    expect(clampGridCell({ row: 3, column: 2 }, { rows: 1, columns: 4 })).toEqual({ row: 0, column: 2 });
  });
});

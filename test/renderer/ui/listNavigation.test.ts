import { describe, expect, it } from 'vitest';
import { nextListIndex } from '../../../src/renderer/ui/listNavigation';

describe('arrow keys in lists', () => {
  it('steps and wraps vertically, jumps with Home and End, ignores other keys', () => {
    expect(nextListIndex('ArrowDown', 0, 3)).toBe(1);
    expect(nextListIndex('ArrowDown', 2, 3)).toBe(0);
    expect(nextListIndex('ArrowUp', 0, 3)).toBe(2);
    expect(nextListIndex('Home', 2, 3)).toBe(0);
    expect(nextListIndex('End', 0, 3)).toBe(2);
    expect(nextListIndex('ArrowRight', 0, 3)).toBeNull();
    expect(nextListIndex('a', 0, 3)).toBeNull();
    expect(nextListIndex('ArrowDown', 0, 0)).toBeNull();
  });

  it('uses Left and Right in a horizontal list (the view tabs)', () => {
    expect(nextListIndex('ArrowRight', 0, 3, 'horizontal')).toBe(1);
    expect(nextListIndex('ArrowLeft', 0, 3, 'horizontal')).toBe(2);
    expect(nextListIndex('ArrowDown', 0, 3, 'horizontal')).toBeNull();
  });
});

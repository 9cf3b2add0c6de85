// Arrow-key movement in a list of `count` items (roving focus): Up/Down (or Left/Right in a
// horizontal list) step and wrap, Home/End jump. Returns null for keys the list ignores.

export type ListOrientation = 'vertical' | 'horizontal';

export function nextListIndex(key: string, current: number, count: number, orientation: ListOrientation = 'vertical'): number | null {
  if (count === 0) return null;
  const back = orientation === 'vertical' ? 'ArrowUp' : 'ArrowLeft';
  const forward = orientation === 'vertical' ? 'ArrowDown' : 'ArrowRight';
  switch (key) {
    case forward:
      return (current + 1) % count;
    case back:
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

import { useRef, type KeyboardEvent } from 'react';
import { nextListIndex, type ListOrientation } from './listNavigation';

/**
 * Roving focus for a list of items: only the active item is in the tab order; arrow keys
 * move focus (and call `onMove`, e.g. to select). Returns a ref setter per item and the key handler.
 */
export function useRovingFocus(count: number, activeIndex: number, onMove: (index: number) => void, orientation: ListOrientation = 'vertical') {
  const items = useRef<(HTMLElement | null)[]>([]);
  const itemRef = (index: number) => (element: HTMLElement | null) => {
    items.current[index] = element;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const next = nextListIndex(event.key, Math.max(activeIndex, 0), count, orientation);
    if (next === null) return;
    event.preventDefault();
    onMove(next);
    items.current[next]?.focus();
  };
  const tabIndexOf = (index: number) => (index === Math.max(activeIndex, 0) ? 0 : -1);
  return { itemRef, onKeyDown, tabIndexOf };
}

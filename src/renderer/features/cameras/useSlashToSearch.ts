import { useEffect, type RefObject } from 'react';

/**
 * "/" moves focus to the search field, as in many lists of the web; not while the technician is
 * typing somewhere (a field, the editor), and never with a modifier, so no browser or Monaco key
 * is taken. Ctrl+F stays the browser's.
 */
export function useSlashToSearch(field: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      // A modal dialog keeps the keyboard: the field behind it is not reachable.
      if (isTyping(event.target) || !field.current || document.querySelector('dialog[open]')) return;
      event.preventDefault();
      field.current.focus();
      field.current.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [field]);
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

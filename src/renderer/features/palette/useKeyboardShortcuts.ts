// The keyboard shortcut dispatcher: one key listener on the window (capture phase, so a control
// that handles keys itself cannot hide a studio key from it), which maps a key press through the
// shortcut table to a command id, where that key acts (see `acts` in shortcuts.ts).
import { useEffect, useRef } from 'react';
import { acts, chordsOf, commandOfChord, type KeyPlace } from './shortcuts';

const typedInputTypes = new Set(['text', 'search', 'email', 'number', 'password', 'tel', 'url', 'date', 'datetime-local', 'time', 'month', 'week']);

/** Where a key press lands: Monaco, a field that takes typing, or elsewhere. */
export function keyPlaceOf(target: EventTarget | null): KeyPlace {
  if (!(target instanceof Element)) return 'other';
  if (target.closest('.monaco-editor')) return 'monaco';
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return 'text';
  if (target instanceof HTMLInputElement) return typedInputTypes.has(target.type) ? 'text' : 'other';
  return target instanceof HTMLElement && target.isContentEditable ? 'text' : 'other';
}

/**
 * Calls `run` with the command id of a studio shortcut pressed where it acts (and keeps the key
 * from the page). While another feature's modal dialog is open no shortcut acts: what is behind
 * it is inert.
 */
export function useKeyboardShortcuts(run: (commandId: string) => void, ownDialogOpen: boolean): void {
  const latest = useRef({ run, ownDialogOpen });
  useEffect(() => {
    latest.current = { run, ownDialogOpen };
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.repeat || event.defaultPrevented) return;
      const place = keyPlaceOf(event.target);
      for (const chord of chordsOf(event)) {
        const commandId = commandOfChord(chord);
        if (commandId === null || !acts(commandId, chord, place)) continue;
        if (otherModalOpen() && !latest.current.ownDialogOpen) return;
        event.preventDefault();
        if (latest.current.ownDialogOpen) return;
        event.stopPropagation();
        latest.current.run(commandId);
        return;
      }
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);
}

function otherModalOpen(): boolean {
  return document.querySelector('dialog[open]') !== null;
}

// Catches focus falling to the page body while the technician works by keyboard (the focused
// button went with what it closed, a control was removed as the view redrew) and puts it on the
// main control of the dialog on top or of the shown view (ui/focusPlace.ts). A click on an empty
// spot leaves focus where the click put it. A request already waiting (a dialog giving focus back
// to its opener, a command sending it to its view) goes first.
import { useEffect } from 'react';
import { continueAt, focusRequestPending, noteFocus } from '../ui/focusPlace';

export function useFocusKeeper(): void {
  useEffect(() => {
    let byKeyboard = false;
    let hadFocus = false;
    let frame: number | null = null;
    const fellToBody = () => document.activeElement === null || document.activeElement === document.body;
    const check = () => {
      if (!byKeyboard || !hadFocus || frame !== null || !fellToBody()) return;
      frame = requestAnimationFrame(() => {
        frame = null;
        if (byKeyboard && fellToBody() && !focusRequestPending()) continueAt('main', null);
      });
    };
    const onFocusIn = (event: FocusEvent) => {
      hadFocus = true;
      if (event.target instanceof Element) noteFocus(event.target);
    };
    const onKeyDown = () => {
      byKeyboard = true;
    };
    const onPointerDown = () => {
      byKeyboard = false;
    };
    const removals = new MutationObserver(check);
    removals.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled', 'open'] });
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', check);
    window.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      removals.disconnect();
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', check);
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('pointerdown', onPointerDown, true);
      if (frame !== null) cancelAnimationFrame(frame);
    };
  }, []);
}

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { dialogOpener, returnFocusTo } from './focusPlace';

/**
 * A modal <dialog>, open while it is shown, named by its title; Escape asks `onClose` (which may
 * refuse, e.g. while work runs). When it goes, focus goes back to what opened it (or, when that
 * is gone, to the main control of the view: ui/focusPlace.ts).
 */
export function ModalDialog({ title, className, onClose, children }: { title: string; className?: string; onClose(): void; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [opener] = useState(dialogOpener);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => {
      element?.close();
      returnFocusTo(opener, null);
    };
  }, [opener]);
  return (
    <dialog
      ref={dialog}
      className={className}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h3 id={titleId}>{title}</h3>
      {children}
    </dialog>
  );
}

import { useEffect, useId, useRef, type ReactNode } from 'react';

/** A modal <dialog>, open while it is shown, named by its title; Escape asks `onClose` (which may refuse, e.g. while work runs). */
export function ModalDialog({ title, className, onClose, children }: { title: string; className?: string; onClose(): void; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
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

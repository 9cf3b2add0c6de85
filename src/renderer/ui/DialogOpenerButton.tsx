import { useEffect, useRef, useState, type ReactNode } from 'react';

/** A link-style button under the camera list that opens a dialog; focus comes back to it when the dialog closes. */
export function DialogOpenerButton({ label, dialog }: { label: string; dialog: (onClose: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // After the dialog has gone (the page behind it is no longer inert), so focus can land.
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <div className="sidebar-form">
      <button ref={button} type="button" className="link-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </button>
      {open && dialog(() => setOpen(false))}
    </div>
  );
}

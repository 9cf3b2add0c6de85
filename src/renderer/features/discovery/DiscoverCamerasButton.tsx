import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DiscoverCamerasDialog } from './DiscoverCamerasDialog';

/** "Discover cameras…" under the camera list: opens the scan dialog; focus comes back here when it closes. */
export function DiscoverCamerasButton() {
  const { t } = useTranslation();
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
        {t('discovery.open')}
      </button>
      {open && <DiscoverCamerasDialog onClose={() => setOpen(false)} />}
    </div>
  );
}

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { continueAt } from '../../ui/focusPlace';
import { currentSite } from './sitePickerStore';
import { SitePickerDialog } from './SitePickerDialog';

/**
 * The top bar's site: the name of the site (or "Workspace") the studio works on, a button that
 * opens the site picker (also the palette's group Site). After a switch made here focus goes to
 * the new site's view (the Site view's main control).
 */
export function SitePickerButton() {
  const studio = useStudio();
  const { t } = useTranslation();
  const current = useStudioStore('sitePicker', currentSite);
  const page = useStudioStore('sitePicker', (state) => state.page);
  const switchedSerial = useStudioStore('sitePicker', (state) => state.switchedSerial);
  const seenSerial = useRef(switchedSerial);
  useEffect(() => {
    if (switchedSerial === seenSerial.current) return;
    seenSerial.current = switchedSerial;
    // After the dialog went (it gives focus back to its opener): on to the new site's view.
    continueAt('main', document.activeElement);
  }, [switchedSerial]);
  const now = current === null ? t('sitePicker.button.none') : current.site ? t('sitePicker.button.site', { name: current.name ?? '' }) : t('sitePicker.button.workspace');
  return (
    <>
      <button type="button" className="button site-picker-button" aria-haspopup="dialog" title={t('sitePicker.button.label', { now })} onClick={() => studio.stores.sitePicker.getState().show('recent')}>
        {now}
      </button>
      {page !== null && <SitePickerDialog page={page} />}
    </>
  );
}

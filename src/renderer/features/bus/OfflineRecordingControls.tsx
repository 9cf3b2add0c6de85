import { useId, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useLanguage, useFormatters } from '../../i18n/useLanguage';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { errorText } from '../../ui/errorText';
import { openRecording } from './busActions';
import { RecordingFilePicker } from './RecordingFilePicker';

/**
 * "Open recording": shows a JSON Lines recording in the console (list, filter, tree) instead of
 * the live stream, which keeps being received meanwhile; "Back to live" returns to it.
 */
export function OfflineRecordingControls() {
  const studio = useStudio();
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useFormatters();
  const offline = useStudioStore('bus', (state) => state.offline);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await openRecording(studio, name.trim());
    } catch (caught) {
      setError(errorText(caught, language));
    } finally {
      setBusy(false);
    }
  };

  if (offline) {
    const shown = offline.feed.keptCount;
    return (
      <div className="offline-banner" role="group" aria-label={t('bus.offline.banner')}>
        <span title={offline.file}>
          {shown < offline.total ? (
            <Trans i18nKey="bus.offline.browsingFirst" values={{ file: offline.file, shown: format.number(shown, 0), total: format.number(offline.total, 0) }} components={{ file: <span className="mono" /> }} />
          ) : (
            <Trans i18nKey="bus.offline.browsingAll" count={offline.total} values={{ file: offline.file, formattedCount: format.number(offline.total, 0) }} components={{ file: <span className="mono" /> }} />
          )}
        </span>
        <button type="button" className="button" onClick={() => studio.stores.bus.getState().closeOffline()}>
          {t('bus.offline.backToLive')}
        </button>
      </div>
    );
  }
  return (
    <section className="recording-controls" aria-label={t('bus.offline.region')}>
      <form className="recording-form" aria-label={t('bus.offline.region')} onSubmit={(event) => void onSubmit(event)}>
        <RecordingFilePicker id={`${fieldId}-name`} label={t('bus.offline.picker')} value={name} onChange={setName} />
        <button type="submit" className="button" disabled={busy || name.trim() === ''}>
          {t('bus.offline.open')}
        </button>
      </form>
      {error && (
        <p className="error-text" role="alert">
          {t('bus.offline.failed', { error })}
        </p>
      )}
    </section>
  );
}

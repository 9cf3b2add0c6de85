import { useId, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { RecordingFormat } from '../../../shared/api/recordingSchemas';
import { useFormatters } from '../../i18n/useLanguage';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { useActionRunner } from '../../ui/useActionRunner';
import { defaultRecordingName, startRecording, stopRecording } from './busActions';
import { viewedFeed } from './busStore';
import { describeProgress, describeRecordingStop } from './describeRecording';

/**
 * "Record": writes the received stream (all, or the console's filtered view) to a JSON Lines
 * or CSV file in the studio's recordings folder as it arrives; while recording, its file,
 * message count, size and duration, and a stop button. A stopped recording says why it stopped.
 */
export function RecordingControls() {
  const studio = useStudio();
  const { t } = useTranslation();
  const format = useFormatters();
  const recordings = useStudioStore('bus', (state) => state.recordings);
  const filter = useStudioStore('bus', (state) => viewedFeed(state).filterSpec);
  const [name, setName] = useState(() => defaultRecordingName());
  const [fileFormat, setFileFormat] = useState<RecordingFormat>('jsonl');
  const [filteredOnly, setFilteredOnly] = useState(false);
  const { busy, error, run: act } = useActionRunner();
  const fieldId = useId();
  const active = recordings.filter((recording) => recording.active);
  const last = recordings.at(-1);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    act(async () => {
      await startRecording(studio, { name, format: fileFormat, ...(filteredOnly ? { filter } : {}) });
      setName(defaultRecordingName());
    });
  };

  return (
    <section className="recording-controls" aria-label={t('bus.recording.region')}>
      {active.length === 0 ? (
        <form className="recording-form" aria-label={t('bus.recording.form')} onSubmit={onSubmit}>
          <label htmlFor={`${fieldId}-name`}>{t('bus.recording.name')}</label>
          <input id={`${fieldId}-name`} value={name} maxLength={100} spellCheck={false} autoComplete="off" onChange={(event) => setName(event.target.value)} />
          <label htmlFor={`${fieldId}-format`}>{t('bus.recording.format')}</label>
          <select id={`${fieldId}-format`} value={fileFormat} onChange={(event) => setFileFormat(event.target.value as RecordingFormat)}>
            <option value="jsonl">{t('bus.recording.jsonl')}</option>
            <option value="csv">{t('bus.recording.csv')}</option>
          </select>
          <label className="form-field-inline">
            <input type="checkbox" checked={filteredOnly} onChange={(event) => setFilteredOnly(event.target.checked)} />
            {t('bus.recording.filteredOnly')}
          </label>
          <button type="submit" className="button" disabled={busy}>
            {t('bus.recording.record')}
          </button>
        </form>
      ) : (
        active.map((recording) => (
          <div key={recording.recordingId} className="recording-active" role="group" aria-label={t('bus.recording.activeGroup', { file: recording.file })}>
            <span className="recording-dot" aria-hidden="true" />
            <span className="recording-line" title={recording.file}>
              <Trans
                i18nKey={recording.filtered ? 'bus.recording.activeFiltered' : 'bus.recording.active'}
                values={{ file: recording.file, progress: describeProgress(recording, t, format) }}
                components={{ file: <span className="mono" /> }}
              />
            </span>
            <button type="button" className="button" disabled={busy} onClick={() => act(() => stopRecording(studio, recording.recordingId))}>
              {t('bus.recording.stop')}
            </button>
          </div>
        ))
      )}
      {active.length === 0 && last && (
        <p className={last.stopReason === 'stopped' ? 'recording-last' : 'recording-last warning-text'} title={last.file}>
          <Trans i18nKey="bus.recording.last" values={{ file: last.file, progress: describeProgress(last, t, format), reason: describeRecordingStop(last.stopReason, t) }} components={{ file: <span className="mono" /> }} />
        </p>
      )}
      {error && (
        <p className="error-text" role="alert">
          {t('bus.recording.failed', { error })}
        </p>
      )}
    </section>
  );
}

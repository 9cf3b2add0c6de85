import { useId, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useFormatters } from '../../i18n/useLanguage';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { useActionRunner } from '../../ui/useActionRunner';
import { startReplay, stopReplay } from './busActions';
import { describeReplayEnd } from './describeRecording';
import { RecordingFilePicker } from './RecordingFilePicker';

/**
 * "Replay": sends the messages of a recording picked from the recordings folder onto the bus through the distributor,
 * with the original spacing or N times faster; progress and a stop button while it runs, and
 * how it ended (all sent, stopped, or the message the distributor refused).
 */
export function ReplayControls() {
  const studio = useStudio();
  const { t } = useTranslation();
  const format = useFormatters();
  const replays = useStudioStore('bus', (state) => state.replays);
  const [name, setName] = useState('');
  const [speed, setSpeed] = useState('1');
  const { busy, error, run: act } = useActionRunner();
  const fieldId = useId();
  const active = replays.filter((replay) => replay.active);
  const last = replays.at(-1);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    act(() => startReplay(studio, { name: name.trim(), speed: Number(speed) }));
  };

  return (
    <section className="recording-controls" aria-label={t('bus.replay.region')}>
      {active.length === 0 ? (
        <form className="recording-form" aria-label={t('bus.replay.form')} onSubmit={onSubmit}>
          <RecordingFilePicker id={`${fieldId}-name`} label={t('bus.replay.picker')} value={name} onChange={setName} />
          <label htmlFor={`${fieldId}-speed`}>{t('bus.replay.speed')}</label>
          <input id={`${fieldId}-speed`} className="replay-speed" type="number" min={0.1} max={1000} step="any" value={speed} onChange={(event) => setSpeed(event.target.value)} />
          <button type="submit" className="button" disabled={busy || name.trim() === ''}>
            {t('bus.replay.start')}
          </button>
        </form>
      ) : (
        active.map((replay) => (
          <div key={replay.replayId} className="recording-active" role="group" aria-label={t('bus.replay.activeGroup', { file: replay.file })}>
            <progress max={replay.total} value={replay.sent} aria-label={t('bus.replay.progress')} />
            <span className="recording-line" title={replay.file}>
              <Trans
                i18nKey="bus.replay.active"
                values={{ file: replay.file, speed: format.number(replay.speed, 1), sent: format.number(replay.sent, 0), total: format.number(replay.total, 0) }}
                components={{ file: <span className="mono" /> }}
              />
            </span>
            <span className="form-hint">{t('bus.replay.shownInConsole')}</span>
            <button type="button" className="button" disabled={busy} onClick={() => act(() => stopReplay(studio, replay.replayId))}>
              {t('bus.replay.stop')}
            </button>
          </div>
        ))
      )}
      {active.length === 0 && last && (
        <p className={last.stopReason === 'done' ? 'recording-last' : 'recording-last warning-text'} title={last.file}>
          {describeReplayEnd(last, t, format)}
        </p>
      )}
      {error && (
        <p className="error-text" role="alert">
          {t('bus.replay.failed', { error })}
        </p>
      )}
    </section>
  );
}

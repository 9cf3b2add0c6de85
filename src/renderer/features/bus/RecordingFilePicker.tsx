import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../i18n/useLanguage';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { useActionRunner } from '../../ui/useActionRunner';
import { importChosenRecording, loadRecordingFiles } from './busActions';
import { describeFile } from './describeRecording';

interface RecordingFilePickerProps {
  id: string;
  label: string;
  /** The chosen file's name ('' for none). */
  value: string;
  onChange(name: string): void;
}

/**
 * Picks a recording of the recordings folder from a list (name, size, messages, duration),
 * newest first, read again whenever a recording stops; a file that cannot be read is listed
 * with the reason and cannot be picked. In the desktop app "Choose a file…" also opens the
 * native file dialog: the chosen recording is copied into the folder and picked.
 */
export function RecordingFilePicker({ id, label, value, onChange }: RecordingFilePickerProps) {
  const studio = useStudio();
  const { t } = useTranslation();
  const format = useFormatters();
  const files = useStudioStore('bus', (state) => state.recordingFiles);
  const stoppedRecordings = useStudioStore('bus', (state) => state.recordings.filter((recording) => !recording.active).length);
  const fileDialog = useStudioStore('ui', (state) => state.info?.fileDialog ?? false);
  const { busy, error, run } = useActionRunner();
  useEffect(() => run(() => loadRecordingFiles(studio)), [studio, stoppedRecordings]); // eslint-disable-line react-hooks/exhaustive-deps -- load again when a recording stops

  const chosen = files.find((file) => file.name === value);
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} title={chosen ? describeFile(chosen, t, format) : undefined} onChange={(event) => onChange(event.target.value)}>
        <option value="">{files.length === 0 ? t('bus.files.noneYet') : t('bus.files.choose')}</option>
        {files.map((file) => (
          <option key={file.name} value={file.name} disabled={file.problem !== null}>
            {describeFile(file, t, format)}
          </option>
        ))}
      </select>
      <button type="button" className="button" disabled={busy} onClick={() => run(() => loadRecordingFiles(studio))}>
        {t('bus.files.refresh')}
      </button>
      {fileDialog && (
        <button
          type="button"
          className="button"
          aria-label={t('bus.files.chooseFileFor', { label })}
          disabled={busy}
          onClick={() =>
            run(async () => {
              const name = await importChosenRecording(studio);
              if (name !== null) onChange(name);
            })
          }
        >
          {t('bus.files.chooseFile')}
        </button>
      )}
      {error && (
        <span className="error-text" role="alert">
          {t('bus.files.failed', { error })}
        </span>
      )}
    </>
  );
}

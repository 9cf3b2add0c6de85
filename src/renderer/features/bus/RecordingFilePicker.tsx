import { useEffect } from 'react';
import type { RecordingFileView } from '../../../shared/api/recordingSchemas';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { formatBytes } from '../../ui/formatBytes';
import { useActionRunner } from '../../ui/useActionRunner';
import { importChosenRecording, loadRecordingFiles } from './busActions';

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
  const files = useStudioStore('bus', (state) => state.recordingFiles);
  const stoppedRecordings = useStudioStore('bus', (state) => state.recordings.filter((recording) => !recording.active).length);
  const fileDialog = useStudioStore('ui', (state) => state.info?.fileDialog ?? false);
  const { busy, error, run } = useActionRunner();
  useEffect(() => run(() => loadRecordingFiles(studio)), [studio, stoppedRecordings]); // eslint-disable-line react-hooks/exhaustive-deps -- load again when a recording stops

  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{files.length === 0 ? 'no recordings yet' : 'choose a recording'}</option>
        {files.map((file) => (
          <option key={file.name} value={file.name} disabled={file.problem !== null}>
            {describeFile(file)}
          </option>
        ))}
      </select>
      <button type="button" className="button" disabled={busy} onClick={() => run(() => loadRecordingFiles(studio))}>
        Refresh list
      </button>
      {fileDialog && (
        <button
          type="button"
          className="button"
          aria-label={`Choose a file… (${label})`}
          disabled={busy}
          onClick={() =>
            run(async () => {
              const name = await importChosenRecording(studio);
              if (name !== null) onChange(name);
            })
          }
        >
          Choose a file…
        </button>
      )}
      {error && (
        <span className="error-text" role="alert">
          Recordings: {error}
        </span>
      )}
    </>
  );
}

/** "door-3am.jsonl — 3 messages, 2.1 KiB, 12 s" or "broken.csv — cannot be read: ...". */
export function describeFile(file: RecordingFileView): string {
  if (file.problem !== null) return `${file.name} — cannot be read: ${file.problem}`;
  return `${file.name} — ${file.messages} messages, ${formatBytes(file.bytes)}, ${Math.round((file.durationMs ?? 0) / 1000)} s`;
}

// recording.*: bus recordings (RecordingService).
import { ApiError } from '../../../shared/api/errors';
import type { FileChooser } from '../fileChooser';
import type { RecordingService } from './recordingService';
import type { HandlersOf } from '../studioServices';
import { localize } from '../../../shared/i18n/text';

/** `chooseFile`: the desktop app's file dialog; null in web mode. */
export function recordingHandlers(recordings: RecordingService, chooseFile: FileChooser | null): HandlersOf<'recording'> {
  return {
    'recording.start': async (input) => ({ recording: await recordings.start(input) }),
    'recording.stop': async ({ recordingId }) => ({ recording: await recordings.stop(recordingId) }),
    'recording.list': async () => recordings.list(),
    'recording.files': () => recordings.listFiles(),
    'recording.open': ({ name }) => recordings.open(name),
    'recording.importChosen': async () => {
      if (!chooseFile) throw ApiError.of('invalid_request', localize('services.recording.fileDialogDesktopOnly', { folder: recordings.folder }));
      const chosen = await chooseFile({ title: 'Choose a bus recording', filter: { name: 'Bus recordings (JSON Lines, CSV)', extensions: ['jsonl', 'csv'] } });
      return { file: chosen === null ? null : await recordings.importFile(chosen) };
    },
  };
}

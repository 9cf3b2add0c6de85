// recording.*: bus recordings (RecordingService).
import { ApiError } from '../../../shared/api/errors';
import type { FileChooser } from '../fileChooser';
import type { RecordingService } from './recordingService';
import type { HandlersOf } from '../studioServices';
import { renderText } from '../../../shared/i18n/renderText';
import { localize } from '../../../shared/i18n/text';

/** `chooseFile`: the desktop app's file dialog; null in web mode. */
export function recordingHandlers(recordings: RecordingService, chooseFile: FileChooser | null): HandlersOf<'recording'> {
  return {
    'recording.start': async (input) => ({ recording: await recordings.start(input) }),
    'recording.stop': async ({ recordingId }) => ({ recording: await recordings.stop(recordingId) }),
    'recording.list': async () => recordings.list(),
    'recording.files': () => recordings.listFiles(),
    'recording.open': ({ name }) => recordings.open(name),
    'recording.importChosen': async ({ language = 'en' }) => {
      if (!chooseFile) throw ApiError.of('invalid_request', localize('services.recording.fileDialogDesktopOnly', { folder: recordings.folder }));
      const say = (id: 'services.recording.dialogTitle' | 'services.recording.dialogFilter'): string => renderText(localize(id), language);
      const chosen = await chooseFile({ title: say('services.recording.dialogTitle'), filter: { name: say('services.recording.dialogFilter'), extensions: ['jsonl', 'csv'] } });
      return { file: chosen === null ? null : await recordings.importFile(chosen) };
    },
  };
}

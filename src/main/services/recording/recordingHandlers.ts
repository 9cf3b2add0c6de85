// recording.*: bus recordings (RecordingService).
import type { RecordingService } from './recordingService';
import type { HandlersOf } from '../studioServices';

export function recordingHandlers(recordings: RecordingService): HandlersOf<'recording'> {
  return {
    'recording.start': async (input) => ({ recording: await recordings.start(input) }),
    'recording.stop': async ({ recordingId }) => ({ recording: await recordings.stop(recordingId) }),
    'recording.list': async () => recordings.list(),
    'recording.files': () => recordings.listFiles(),
    'recording.open': ({ name }) => recordings.open(name),
  };
}

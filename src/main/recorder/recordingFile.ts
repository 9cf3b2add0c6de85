// Which file of the recordings folder a recording name means: a name given with its extension
// (door-3am.csv) is that file; without one, the JSON Lines or the CSV recording of that name,
// whichever exists (both: the technician is asked to say which).
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { RecordingError } from './messageRecorder';
import { localize } from '../../shared/i18n/text';

export const recordingExtensions = ['.jsonl', '.csv'] as const;

export async function findRecordingFile(folder: string, name: string): Promise<string> {
  if (recordingExtensions.some((extension) => name.endsWith(extension))) return join(folder, name);
  const candidates = recordingExtensions.map((extension) => join(folder, `${name}${extension}`));
  const present = (await Promise.all(candidates.map((file) => exists(file)))).map((found, index) => (found ? candidates[index]! : null)).filter((file) => file !== null);
  if (present.length === 1) return present[0]!;
  if (present.length > 1) throw new RecordingError(localize('recorder.read.bothFormats', { jsonl: `${name}.jsonl`, csv: `${name}.csv`, folder }));
  throw new RecordingError(localize('recorder.read.noSuchFileEither', { file: candidates[0]!, other: `${name}.csv` }));
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

// A recording the technician chose with the desktop app's file dialog, brought into the
// recordings folder: Replay and Open read only that folder, so a file from elsewhere is
// copied in, never read in place. The chosen path is checked first (absolute, a regular file,
// .jsonl or .csv, 1 byte to maxReplayBytes), the bytes are read once with that cap, checked
// as a recording (every line, as Replay reads it) in a hidden temporary file of the folder,
// and only then given a free name (link, so no file is ever overwritten). A file already in
// the recordings folder is taken as it is.
import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { link, open, realpath, rm, stat } from 'node:fs/promises';
import { basename, dirname, extname, isAbsolute, join } from 'node:path';
import { InputTooLargeError, readCappedFile } from '../base/files/cappedRead';
import { makeFolder } from '../base/files/makeFolder';
import { RecordingError } from './messageRecorder';
import { maxReplayBytes, readRecording } from './readRecording';
import { recordingExtensions } from './recordingFile';
import { errorAsText } from '../../shared/i18n/errorWords';
import { localize, mapTextWords, type Text } from '../../shared/i18n/text';

export const maxChosenPathChars = 4096;
/** Names tried (name.jsonl, name-2.jsonl, ...) before the import gives up. */
const maxNameAttempts = 100;
const recordingFileName = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/** Brings `chosenPath` into `folder`; resolves to the file's name there. */
export async function importRecording(chosenPath: string, folder: string): Promise<string> {
  const source = await checkedSource(chosenPath);
  await makeFolder(folder);
  const home = await realpath(folder);
  const name = basename(source);
  if (dirname(source) === home && recordingFileName.test(name)) {
    await readRecording(source); // the list names unreadable files; an import says so at once
    return name;
  }
  const bytes = await readCappedFile(source, maxReplayBytes).catch((error: unknown) => {
    throw new RecordingError(error instanceof InputTooLargeError ? tooLarge(chosenPath) : localize('recorder.import.unreadable', { file: chosenPath, reason: describe(error) }));
  });
  const extension = extname(source).toLowerCase();
  const temporary = join(home, `.import-${randomUUID()}${extension}`);
  await writeNewFile(temporary, bytes);
  try {
    await readRecording(temporary).catch((error: unknown) => {
      throw new RecordingError(localize('recorder.import.notReplayable', { file: chosenPath, reason: underChosenName(errorAsText(error), temporary, chosenPath) }));
    });
    return await linkUnderFreeName(temporary, home, recordingBaseName(name, extension), extension);
  } finally {
    await rm(temporary, { force: true });
  }
}

async function checkedSource(chosenPath: string): Promise<string> {
  if (chosenPath.length > maxChosenPathChars || !isAbsolute(chosenPath) || chosenPath.includes('\0')) throw new RecordingError(localize('recorder.import.notAbsolute'));
  const extension = extname(chosenPath).toLowerCase();
  if (!recordingExtensions.some((known) => known === extension)) throw new RecordingError(localize('recorder.import.notRecording', { file: chosenPath }));
  const source = await realpath(chosenPath).catch((error: unknown) => {
    throw new RecordingError(localize('recorder.import.unreadable', { file: chosenPath, reason: describe(error) }));
  });
  const stats = await stat(source);
  if (!stats.isFile()) throw new RecordingError(localize('recorder.import.notRegular', { file: chosenPath }));
  if (stats.size === 0) throw new RecordingError(localize('recorder.import.empty', { file: chosenPath }));
  if (stats.size > maxReplayBytes) throw new RecordingError(tooLarge(chosenPath));
  return source;
}

/** The chosen file's name as a recording name: letters, digits, dots, dashes, underscores, starting with a letter or digit. */
export function recordingBaseName(fileName: string, extension: string): string {
  const stem = fileName
    .slice(0, fileName.length - extension.length)
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[^A-Za-z0-9]+/, '')
    .slice(0, 80);
  return stem === '' ? 'imported' : stem;
}

async function writeNewFile(path: string, bytes: Buffer): Promise<void> {
  const handle = await open(path, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o600);
  try {
    await handle.write(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function linkUnderFreeName(temporary: string, folder: string, stem: string, extension: string): Promise<string> {
  for (let attempt = 1; attempt <= maxNameAttempts; attempt++) {
    const name = `${stem}${attempt === 1 ? '' : `-${attempt}`}${extension}`;
    try {
      await link(temporary, join(folder, name));
      return name;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new RecordingError(localize('recorder.import.noFreeName', { folder, name: `${stem}${extension}`, copies: maxNameAttempts - 1 }));
}

function tooLarge(file: string): Text {
  return localize('recorder.import.tooLarge', { file, megabytes: maxReplayBytes / 1024 ** 2 });
}

function describe(error: unknown): Text {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return localize('recorder.import.noSuchFile');
  if (code === 'EACCES' || code === 'EPERM') return localize('recorder.import.permissionDenied');
  return errorAsText(error);
}

/** The text with the temporary copy's path, wherever it is a parameter, replaced by the chosen file's. */
function underChosenName(text: Text, temporary: string, chosenPath: string): Text {
  return mapTextWords(text, (words) => words.replaceAll(temporary, chosenPath));
}

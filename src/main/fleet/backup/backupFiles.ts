// The backups of one camera in a folder, found by their names (backupFileName.ts): the address
// part, `_`, the minute as yymmdd-HHMM, `-N` for a second backup in that minute, `.cfg`. Files
// kept under the older name with `:` before the port (127-0-0-1:8081_…, made before names had
// to be valid on Windows) are backups of that camera too.
import { LocalizedError } from '../../../shared/i18n/localizedError';
import { errorAsText } from '../../../shared/i18n/errorWords';
import { localize } from '../../../shared/i18n/text';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ErrorKind } from '../../../shared/errors/errorKind';
import { firmwareVersion } from '../../../shared/remoteconfig/configModel';
import { parseConfig } from '../../../shared/remoteconfig/configText';
import { decodeLatin1 } from '../../../shared/remoteconfig/latin1';
import { InputTooLargeError, readCappedFile } from '../../base/files/cappedRead';
import { addressNamePart } from './backupFileName';

/** Larger than any camera's configuration file (some tens of kilobytes); the same cap as a snapshot's. */
export const maxBackupFileBytes = 4 * 1024 ** 2;

export interface BackupFileInfo {
  /** The minute of its name and its number in that minute: `251125-0311`, `251125-0311-2`. */
  id: string;
  /** The file name in its folder. */
  file: string;
  /** The minute of its name, local time, as an ISO date. */
  takenAt: string;
  bytes: number;
}

/** A backup file that cannot be read as a configuration; names the file. */
export class BackupFileError extends LocalizedError {
  override readonly name = 'BackupFileError';

  get kind(): ErrorKind {
    return 'bad_input';
  }
}

const namePattern = /^(.+)_(\d{2})(\d{2})(\d{2})-(\d{2})(\d{2})(?:-(\d{1,2}))?\.cfg$/;

/** The backups of the camera listed as `address` in `folder`, newest first; none when the folder does not exist. */
export async function listBackupsOf(folder: string, address: string): Promise<BackupFileInfo[]> {
  const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const wanted = new Set(backupNamePartsOf(address));
  const found: BackupFileInfo[] = [];
  for (const name of names) {
    const match = namePattern.exec(name);
    if (!match || !wanted.has(match[1]!)) continue;
    const info = await stat(join(folder, name));
    if (info.isFile()) found.push(backupInfo(name, match, info.size));
  }
  return found.sort((a, b) => b.id.localeCompare(a.id, 'en', { numeric: true }) || a.file.localeCompare(b.file));
}

/**
 * The newest backup of every camera in `folder`, by the address part of its name (as
 * `backupNamePartsOf` gives them): one look at the folder for a whole site, not one per camera.
 * Only the newest candidate of each camera is looked at (and the next, when it is not a file).
 */
export async function newestBackupsByNamePart(folder: string): Promise<Map<string, BackupFileInfo>> {
  const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const candidates = new Map<string, Array<{ name: string; match: RegExpExecArray; id: string }>>();
  for (const name of names) {
    const match = namePattern.exec(name);
    if (!match) continue;
    const list = candidates.get(match[1]!) ?? [];
    list.push({ name, match, id: name.slice(match[1]!.length + 1, -'.cfg'.length) });
    candidates.set(match[1]!, list);
  }
  const newest = new Map<string, BackupFileInfo>();
  for (const [part, list] of candidates) {
    list.sort((a, b) => b.id.localeCompare(a.id, 'en', { numeric: true }) || a.name.localeCompare(b.name));
    for (const { name, match } of list) {
      const info = await stat(join(folder, name)).catch(() => null);
      if (!info?.isFile()) continue;
      newest.set(part, backupInfo(name, match, info.size));
      break;
    }
  }
  return newest;
}

/** The address parts a camera's backups are named by: today's rule, and the older one with `:` before the port. */
export function backupNamePartsOf(address: string): string[] {
  return [addressNamePart(address), olderNamePart(address)];
}

/** The configuration text of a backup file (Latin-1, as the camera sent it) with its firmware and number of sections. */
export async function readBackupFile(folder: string, file: string): Promise<{ text: string; firmware: string | null; sections: number }> {
  const path = join(folder, file);
  let text: string;
  try {
    text = decodeLatin1(await readCappedFile(path, maxBackupFileBytes));
  } catch (error) {
    if (error instanceof InputTooLargeError) throw new BackupFileError(localize('backup.fileTooLarge', { file: path, problem: errorAsText(error) }));
    throw error;
  }
  try {
    const config = parseConfig(text);
    return { text, firmware: firmwareVersion(config), sections: config.sections.length };
  } catch (error) {
    throw new BackupFileError(localize('backup.notAConfiguration', { file: path, problem: errorAsText(error) }));
  }
}

/** The name part before the port rule: dots as dashes, the port after `:`. */
function olderNamePart(address: string): string {
  return address.replaceAll('.', '-');
}

function backupInfo(file: string, match: RegExpExecArray, bytes: number): BackupFileInfo {
  const [year, month, day, hours, minutes] = match.slice(2, 7).map(Number) as [number, number, number, number, number];
  const attempt = match[7];
  const minute = file.slice(match[1]!.length + 1, match[1]!.length + 12);
  return {
    id: attempt === undefined ? minute : `${minute}-${attempt}`,
    file,
    takenAt: new Date(2000 + year, month - 1, day, hours, minutes).toISOString(),
    bytes,
  };
}

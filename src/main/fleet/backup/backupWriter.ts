// Writes one backup file without ever replacing another: the name of its minute first; when a
// file of that name is there already, an identical one stands for this backup (nothing is
// written), a different one moves this backup on to `-2`, `-3`, ... The write is atomic and
// exclusive (linked into place), so two studios backing up the same camera cannot collide.
import { join } from 'node:path';
import { AtomicWriteError, writeFileAtomically } from '../../base/files/atomicFile';
import { readCappedFile } from '../../base/files/cappedRead';
import { backupFileName } from './backupFileName';
import { localize } from '../../../shared/i18n/text';

/** More backups of one camera in one minute than anyone makes: something else is wrong. */
export const maxBackupsPerMinute = 99;

export interface WrittenBackup {
  name: string;
  /** True when an identical file of that name was there already. */
  existing: boolean;
}

export async function writeBackupFile(folder: string, address: string, bytes: Uint8Array, at: Date): Promise<WrittenBackup> {
  for (let attempt = 1; attempt <= maxBackupsPerMinute; attempt++) {
    const name = backupFileName(address, at, attempt);
    const path = join(folder, name);
    try {
      await writeFileAtomically(path, bytes, undefined, { exclusive: true });
      return { name, existing: false };
    } catch (error) {
      if (!(error instanceof AtomicWriteError) || error.code !== 'EEXIST') throw error;
      if (await holdsExactly(path, bytes)) return { name, existing: true };
    }
  }
  throw new AtomicWriteError(join(folder, backupFileName(address, at)), localize('backup.tooManyThisMinute', { number: maxBackupsPerMinute }));
}

async function holdsExactly(path: string, bytes: Uint8Array): Promise<boolean> {
  const existing = await readCappedFile(path, bytes.byteLength).catch(() => null);
  return existing !== null && Buffer.compare(existing, bytes) === 0;
}

// Each report camera's newest backup in the workspace's backups/ folder (one look at the folder
// for the whole site, as the Site view does), with the SHA-256 of the file as it lies there, so
// whoever takes the site over can prove a backup is the one handed over.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { localize, type Text } from '../../shared/i18n/text';
import type { ReportCamera } from '../../shared/report/reportModel';
import { describeFileFailure } from '../base/files/atomicFile';
import { readCappedFile } from '../base/files/cappedRead';
import { backupNamePartsOf, listedAddress, maxBackupFileBytes, newestBackupsByNamePart, type BackupFileInfo } from '../fleet';

export interface BackedUpCamera {
  host: string;
  port: number;
  https: boolean;
}

export type ReportBackup = ReportCamera['lastBackup'];

/** Finds each camera's newest backup; `problems` names a folder or file that could not be read. */
export async function newestBackupFinder(folder: string | null, problems: Text[]): Promise<(camera: BackedUpCamera) => Promise<ReportBackup>> {
  if (folder === null) return async () => null;
  let newest: Map<string, BackupFileInfo>;
  try {
    newest = await newestBackupsByNamePart(folder);
  } catch (error) {
    problems.push(localize('report.problem.backupsFolder', { folder, reason: describeFileFailure(error) }));
    return async () => null;
  }
  return async (camera) => {
    const found = backupNamePartsOf(listedAddress(camera.host, camera.port, camera.https)).flatMap((part) => newest.get(part) ?? []);
    const backup = found.sort((a, b) => b.takenAt.localeCompare(a.takenAt) || b.id.localeCompare(a.id, 'en', { numeric: true }))[0];
    if (!backup) return null;
    const path = join(folder, backup.file);
    try {
      const sha256 = createHash('sha256').update(await readCappedFile(path, maxBackupFileBytes)).digest('hex');
      return { file: backup.file, sha256, takenAt: backup.takenAt };
    } catch (error) {
      problems.push(localize('report.problem.backupFile', { file: path, reason: describeFileFailure(error) }));
      return null;
    }
  };
}

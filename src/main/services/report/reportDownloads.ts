// The report files this studio wrote, offered again by an id: downloaded in web mode
// (GET /reports/<id>, src/main/transport/reportDownload.ts) or copied where the technician
// chooses with the desktop app's save dialog (report.saveCopy). Only a file the report service
// wrote is ever offered: an id is random and names an entry of this list, never a path, and
// the file is read inside its reports folder (a link put there since is not followed out).
// The newest entries of this run are kept.
import { randomBytes } from 'node:crypto';
import { dirname } from 'node:path';
import { localize } from '../../../shared/i18n/text';
import { ApiError } from '../../../shared/api/errors';
import { describeFileFailure } from '../../base/files/atomicFile';
import { readCappedFile } from '../../base/files/cappedRead';
import type { ReportFormat, WrittenReportFile } from '../../report/writeReport';

export interface OfferedReport {
  format: ReportFormat;
  path: string;
  fileName: string;
}

/** Entries kept: far more than the reports of a day; the oldest are forgotten first. */
const maxOffered = 200;
/** Far above the PDF of thousands of cameras (500 cameras: under 1 MB). */
const maxReportBytes = 256 * 1024 ** 2;
const idPattern = /^[A-Za-z0-9_-]{22}$/;

export class ReportDownloads {
  private readonly offered = new Map<string, OfferedReport>();

  /** Offers a written file; answers its id. */
  offer({ format, path, fileName }: WrittenReportFile): string {
    const id = randomBytes(16).toString('base64url');
    this.offered.set(id, { format, path, fileName });
    for (const oldest of this.offered.keys()) {
      if (this.offered.size <= maxOffered) break;
      this.offered.delete(oldest);
    }
    return id;
  }

  /** The file offered under `id` (any other text, a path included, finds nothing). */
  find(id: string): OfferedReport | null {
    return idPattern.test(id) ? (this.offered.get(id) ?? null) : null;
  }

  /** The offered file and its bytes as they lie in the reports folder; ApiError not_found when there is none. */
  async read(id: string): Promise<{ report: OfferedReport; bytes: Buffer }> {
    const report = this.find(id);
    if (!report) throw ApiError.of('not_found', localize('reportFiles.notOffered'));
    try {
      return { report, bytes: await readCappedFile(report.path, maxReportBytes, { within: dirname(report.path) }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw ApiError.of('not_found', localize('reportFiles.gone', { file: report.fileName }));
      throw ApiError.of('storage', localize('reportFiles.unreadable', { file: report.fileName, reason: describeFileFailure(error) }));
    }
  }
}

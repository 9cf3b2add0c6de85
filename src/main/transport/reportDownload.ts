// GET /reports/<id> of web mode: a report file the studio wrote (report.save answers each
// file's id), as an attachment the browser saves. Behind the same guard as every other request
// of the web server (Host header, session cookie); the id names an entry of the studio's
// offered reports (src/main/services/report/reportDownloads.ts), never a path.
import { errorAsText } from '../../shared/i18n/errorWords';
import { ApiError } from '../../shared/api/errors';
import { localize, type Text } from '../../shared/i18n/text';
import type { ReportFormat } from '../report/writeReport';
import type { StudioServices } from '../services/studioServices';

export const reportDownloadPrefix = '/reports/';

const contentTypes: Record<ReportFormat, string> = { html: 'text/html; charset=utf-8', pdf: 'application/pdf' };

export type ReportDownloadAnswer = { status: 200; headers: Record<string, string>; body: Buffer } | { status: 404 | 500; reason: Text };

/** The answer to GET `path` (under reportDownloadPrefix). */
export async function reportDownload(services: StudioServices, path: string): Promise<ReportDownloadAnswer> {
  const id = path.slice(reportDownloadPrefix.length);
  if (!services.reportDownloads) return { status: 404, reason: localize('reportFiles.notOffered') };
  try {
    const { report, bytes } = await services.reportDownloads.read(id);
    return { status: 200, headers: { 'Content-Type': contentTypes[report.format], 'Content-Length': String(bytes.byteLength), 'Content-Disposition': attachment(report.fileName) }, body: bytes };
  } catch (error) {
    if (error instanceof ApiError) return { status: error.code === 'not_found' ? 404 : 500, reason: errorAsText(error) };
    throw error;
  }
}

/** `attachment` with the name twice (RFC 6266): in plain ASCII for old browsers, and exact in UTF-8 (RFC 8187). */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

// Writes the report's files: atomically (a crash never leaves half a report) and never over an
// existing file. Into the workspace's reports/ folder they are named by one rule,
// `report-<site>-<date>.html|.pdf` (`-2`, `-3`, ... for another report of that site and day,
// with no last number; the HTML and PDF of one report share it); a file named on the command
// line that is there already is refused.
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { ErrorKind } from '../../shared/errors/errorKind';
import { fileNamePart, fileNameProblem } from '../../shared/text/fileNames';
import { englishText } from '../../shared/i18n/renderText';
import type { ReportModel } from '../../shared/report/reportModel';
import { AtomicWriteError, writeFileAtomically } from '../base/files/atomicFile';
import { makeWorkspaceFolder } from '../workspace';
import { reportHtml } from './reportHtml';

export const reportFormats = ['html', 'pdf'] as const;
export type ReportFormat = (typeof reportFormats)[number];

export const reportsFolderName = 'reports';

/** Of a file name's 255 bytes (UTF-8), the site's part takes at most these: the rest leaves room for `report-`, the date, any number and the extension. */
const siteNameBytes = 200;

export interface WrittenReportFile {
  format: ReportFormat;
  path: string;
  fileName: string;
  bytes: number;
  sha256: string;
}

/** A report file that is there already: a report is never overwritten. */
export class ReportExistsError extends Error {
  override readonly name = 'ReportExistsError';

  get kind(): ErrorKind {
    return 'bad_input';
  }

  constructor(readonly path: string) {
    super(`${path} exists already: a report is never overwritten; give another file name`);
  }
}

export async function renderReport(model: ReportModel, format: ReportFormat): Promise<Buffer> {
  if (format === 'html') return Buffer.from(reportHtml(model), 'utf8');
  // pdfkit and its fonts load only for a PDF: at every studio start they cost more than the rest of the report code.
  const { reportPdf } = await import('./reportPdf');
  return reportPdf(model);
}

/** `report-<site>-<yyyy-mm-dd>[-N].<ext>`: the site's name as the file-name rule allows it. */
export function reportFileName(site: string, date: string, attempt: number, format: ReportFormat): string {
  const name = `report-${fileNamePart(site, siteNameBytes, 'site')}-${date.slice(0, 10)}${attempt > 1 ? `-${attempt}` : ''}.${format}`;
  const problem = fileNameProblem(name);
  if (problem !== null) throw new Error(`report file name: ${englishText(problem)}`); // fileNamePart leaves nothing the rule refuses
  return name;
}

/** Writes each format into `<workspace>/reports/`, under the first number no file of that site and day holds. */
export async function writeWorkspaceReport(workspaceFolder: string, model: ReportModel, formats: readonly ReportFormat[]): Promise<WrittenReportFile[]> {
  const folder = join(workspaceFolder, reportsFolderName);
  await makeWorkspaceFolder(workspaceFolder, folder);
  const rendered = await Promise.all(formats.map(async (format) => ({ format, bytes: await renderReport(model, format) })));
  const first = await firstFreeAttempt(folder, model, formats);
  const written: WrittenReportFile[] = [];
  for (const { format, bytes } of rendered) written.push(await writeNumbered(folder, model, format, bytes, first));
  return written;
}

/** Writes one format to `path`, refused when a file is there already. */
export async function writeReportFile(path: string, model: ReportModel, format: ReportFormat): Promise<WrittenReportFile> {
  const bytes = await renderReport(model, format);
  await writeExclusively(path, bytes);
  return describe(format, path, bytes);
}

/** The first number under which the folder holds none of the formats' files. */
async function firstFreeAttempt(folder: string, model: ReportModel, formats: readonly ReportFormat[]): Promise<number> {
  const taken = new Set(await readdir(folder));
  let attempt = 1;
  while (formats.some((format) => taken.has(reportFileName(model.site, model.date, attempt, format)))) attempt++;
  return attempt;
}

/** From `first` on, the first name still free when the file is linked in (another studio may have taken one meanwhile). */
async function writeNumbered(folder: string, model: ReportModel, format: ReportFormat, bytes: Buffer, first: number): Promise<WrittenReportFile> {
  for (let attempt = first; ; attempt++) {
    const path = join(folder, reportFileName(model.site, model.date, attempt, format));
    try {
      await writeExclusively(path, bytes);
      return describe(format, path, bytes);
    } catch (error) {
      if (!(error instanceof ReportExistsError)) throw error;
    }
  }
}

async function writeExclusively(path: string, bytes: Buffer): Promise<void> {
  try {
    await writeFileAtomically(path, bytes, undefined, { exclusive: true });
  } catch (error) {
    if (error instanceof AtomicWriteError && error.code === 'EEXIST') throw new ReportExistsError(path);
    throw error;
  }
}

function describe(format: ReportFormat, path: string, bytes: Buffer): WrittenReportFile {
  return { format, path, fileName: basename(path), bytes: bytes.byteLength, sha256: createHash('sha256').update(bytes).digest('hex') };
}

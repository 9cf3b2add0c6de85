// The handover report of 500 cameras beside one of 10 in the same run, as report.save makes it:
// the model from a workspace (each camera's newest snapshot, newest backup with its SHA-256, the
// audit log read once), a check run and its baseline, then the HTML or the PDF (in German, times
// in Europe/Berlin) written into reports/. Goals: 500 cameras' HTML within 500 ms, their PDF
// within 1.5 s. The machine's load (os.loadavg, 1 minute) is printed beside each figure. The first page of the 10 cameras' PDF is drawn with
// `pdftoppm` into docs/screenshots/report-first-page.png, the picture docs/report.md shows.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeWorkspaceReport, type ReportFormat } from '../src/main/report/writeReport';
import { buildSiteReport, makeReportWorkspace, type ReportWorkspace } from '../test/support/reportWorkspace';
import { median, table, type BenchSection } from './lib/measure';

const rounds = 5;
const siteCameras = 500;
const baselineCameras = 10;
const goalsMs: Record<ReportFormat, number> = { html: 500, pdf: 1500 };
const screenshotPath = 'docs/screenshots/report-first-page.png';

interface Took {
  ms: number;
  /** CPU time of the process meanwhile (user and system, every thread): what a busy machine's wait for a core leaves out. */
  cpuMs: number;
}

/** One report as report.save makes it (model, then the file). */
async function saveReport(site: ReportWorkspace, format: ReportFormat): Promise<Took> {
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const model = await buildSiteReport(site);
  const [file] = await writeWorkspaceReport(site.folder, model, [format]);
  const cpu = process.cpuUsage(cpuBefore);
  const took = { ms: performance.now() - started, cpuMs: (cpu.user + cpu.system) / 1000 };
  if (model.cameras.length !== site.cameras.length || !file) throw new Error('the report lacks cameras');
  await rm(file.path);
  return took;
}

interface Measured {
  one: number[];
  many: number[];
  /** CPU milliseconds of each round of the site's report. */
  manyCpu: number[];
  /** The 1-minute load average at each round. */
  load: number[];
}

async function measure(small: ReportWorkspace, large: ReportWorkspace, format: ReportFormat): Promise<Measured> {
  await saveReport(small, format);
  await saveReport(large, format);
  const measured: Measured = { one: [], many: [], manyCpu: [], load: [] };
  for (let round = 1; round <= rounds; round++) {
    measured.one.push((await saveReport(small, format)).ms);
    const many = await saveReport(large, format);
    measured.many.push(many.ms);
    measured.manyCpu.push(many.cpuMs);
    measured.load.push(loadavg()[0]!);
  }
  return measured;
}

function atLoad(measured: Measured): string {
  return `load ${median(measured.load).toFixed(2)}`;
}

async function drawFirstPage(site: ReportWorkspace): Promise<void> {
  const model = await buildSiteReport(site);
  const [pdf] = await writeWorkspaceReport(site.folder, model, ['pdf']);
  const drawn = mkdtempSync(join(tmpdir(), 'report-page-'));
  try {
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', pdf!.path, join(drawn, 'page')]);
    mkdirSync('docs/screenshots', { recursive: true });
    copyFileSync(join(drawn, 'page.png'), screenshotPath);
  } finally {
    rmSync(drawn, { recursive: true, force: true });
  }
}

export default async function reportBench(): Promise<BenchSection> {
  const small = await makeReportWorkspace({ cameras: baselineCameras });
  const large = await makeReportWorkspace({ cameras: siteCameras });
  try {
    const html = await measure(small, large, 'html');
    const pdf = await measure(small, large, 'pdf');
    await drawFirstPage(small);
    const verdict = (format: ReportFormat, measured: Measured): string => {
      const ms = median(measured.many);
      const against = ms <= goalsMs[format] ? 'within' : `OUTSIDE, by ${(ms - goalsMs[format]).toFixed(0)} ms (${(ms / goalsMs[format]).toFixed(1)}x),`;
      return `${format.toUpperCase()} ${ms.toFixed(0)} ms at ${atLoad(measured)}, ${against} the goal of ${goalsMs[format]} ms`;
    };
    const body =
      `Method: a workspace written with the studio's own stores (\`test/support/reportWorkspace.ts\`): ${siteCameras} cameras, each with a ` +
      `snapshot (its audio section), a backup file, 3 scripts and a read of its status in the audit log, a fleet run that verified every third, and a check run ` +
      `of ${siteCameras} cameras (drift on every seventh, one unreadable) with its baseline's text (3 parameters, sip/NUMBER by a placeholder); the report in German, times in Europe/Berlin. A report is what \`report.save\` does: the model built ` +
      `(snapshots and backups read 16 at a time, the audit log once) and one file written into \`reports/\`. The same report of ` +
      `${baselineCameras} cameras is the baseline. ${rounds} rounds alternating ${baselineCameras} and ${siteCameras} cameras after a warm-up of both; medians.\n\n` +
      table([
        { name: `HTML report, ${siteCameras} cameras (${atLoad(html)})`, value: median(html.many), unit: 'ms', baselineName: `HTML report, ${baselineCameras} cameras`, baseline: median(html.one), better: 'lower', digits: 0 },
        { name: `PDF report, ${siteCameras} cameras (${atLoad(pdf)})`, value: median(pdf.many), unit: 'ms', baselineName: `PDF report, ${baselineCameras} cameras`, baseline: median(pdf.one), better: 'lower', digits: 0 },
      ]) +
      `\n\nGoals: ${verdict('html', html)}; ${verdict('pdf', pdf)} ` +
      `(rounds of ${siteCameras}: HTML ${html.many.sort((a, b) => a - b).map((ms) => ms.toFixed(0)).join(', ')} ms; PDF ${pdf.many.sort((a, b) => a - b).map((ms) => ms.toFixed(0)).join(', ')} ms). ` +
      `CPU time of the process for the ${siteCameras} cameras' report (user and system, every thread; medians): HTML ${median(html.manyCpu).toFixed(0)} ms, PDF ${median(pdf.manyCpu).toFixed(0)} ms: ` +
      `on a busy machine the time above also waits for a core, this does not. ` +
      `The first page of the ${baselineCameras} cameras' PDF is drawn into \`${screenshotPath}\` (\`pdftoppm -png -r 60 -f 1 -l 1\`).`;
    return { title: `Handover report: ${siteCameras} cameras beside ${baselineCameras}`, body };
  } finally {
    rmSync(small.folder, { recursive: true, force: true });
    rmSync(large.folder, { recursive: true, force: true });
  }
}

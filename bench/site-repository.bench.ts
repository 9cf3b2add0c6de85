// A site repository of 500 cameras with a year of daily backups and check runs (bench/lib/siteYear.ts),
// each figure beside plain git doing the same in the same run: one day's backup run committed by
// SiteRepository.commit (the paths the studio's backup commit names) beside `git add -A && git commit`
// of the same files in a plain clone; `site status` (SiteRepository.status) beside `git status`;
// a clone of the year from a loopback `git daemon` (SiteRepository.clone) beside `git clone`; the
// repository's size beside the size of its files. Goals (issue 33): 1.5x, 2x, 2x.
// CAMCONFIG_BENCH_SITE_DAYS and CAMCONFIG_BENCH_SITE_CAMERAS make the site smaller for a quick look.
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGitDaemon } from '../test/support/gitDaemon';
import { commitMessage } from '../src/main/siterepo/commitMessage';
import { sharedPaths, siteKeyFileName } from '../src/main/siterepo/siteLayout';
import { SiteRepository } from '../src/main/siterepo/siteRepository';
import { backupOperation, makeSiteYear, runPlainGit, siteTechnician, writeBackupDay, type SiteYear, type SiteYearSize } from './lib/siteYear';
import { formatNumber, median, table, type BenchRow, type BenchSection } from './lib/measure';

export interface SiteBenchSize extends SiteYearSize {
  /** Measured rounds of the backup commit and of status (after one warm-up each). */
  rounds: number;
  /** Measured clones of each kind (no warm-up: a clone's cost is its transfer and checkout). */
  cloneRounds: number;
}

export interface SiteBenchResult extends BenchSection {
  /** Medians in ms and sizes in bytes, for the test that runs the bench small. */
  figures: { backupCommit: number; plainCommit: number; status: number; plainStatus: number; clone: number; plainClone: number; repositoryBytes: number; fileBytes: number; generatedMs: number };
}

const historyViewNote =
  'The History view of one camera over the year (its snapshots and "Changes to the site", then only that camera\'s commits) is measured in Chromium by ' +
  'bench/history-view.bench.ts, in its own section ("History view: one camera over a year in Chromium").';

const fullSize: SiteBenchSize = { cameras: 500, days: 365, rounds: 5, cloneRounds: 3 };
const goals = { backup: 1.5, status: 2, clone: 2 } as const;

/** What the studio's backup commit names (siteCommitter.ts: the site key, the backups, the configurations' folders). */
const backupCommitPaths = [siteKeyFileName, sharedPaths.backups, sharedPaths.history, sharedPaths.trustedCertificates, ...sharedPaths.audit];

const plainAuthor = { GIT_AUTHOR_NAME: siteTechnician.name, GIT_AUTHOR_EMAIL: siteTechnician.email, GIT_COMMITTER_NAME: siteTechnician.name, GIT_COMMITTER_EMAIL: siteTechnician.email };

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

interface Paired {
  ours: number[];
  plain: number[];
  load: number[];
}

/** `rounds` rounds (plus `warmUp`) of ours and plain git, the order alternating so neither always runs on a warmer cache. */
async function paired(rounds: number, warmUp: boolean, ours: (round: number) => Promise<unknown>, plain: (round: number) => Promise<unknown>, before: (round: number) => Promise<unknown> = async () => undefined): Promise<Paired> {
  const result: Paired = { ours: [], plain: [], load: [] };
  const first = warmUp ? -1 : 0;
  for (let round = first; round < rounds; round++) {
    await before(round - first);
    const pair = round % 2 === 0 ? [await timed(() => ours(round - first)), await timed(() => plain(round - first))] : [await timed(() => plain(round - first)), await timed(() => ours(round - first))].reverse();
    if (round < 0) continue;
    result.ours.push(pair[0]!);
    result.plain.push(pair[1]!);
    result.load.push(loadavg()[0]!);
  }
  return result;
}

async function backupRounds(year: SiteYear, plainFolder: string, size: SiteBenchSize): Promise<Paired> {
  const message = commitMessage(backupOperation(year.cameras));
  return paired(
    size.rounds,
    true,
    () => year.repository.commit(backupOperation(year.cameras), siteTechnician, backupCommitPaths),
    async () => {
      await runPlainGit(plainFolder, ['add', '-A'], plainAuthor);
      await runPlainGit(plainFolder, ['commit', '--quiet', '-m', message], plainAuthor);
    },
    async (round) => {
      const day = size.days + round;
      const at = new Date(year.nextDay.getTime() + round * 86_400_000);
      await writeBackupDay(join(year.folder, sharedPaths.backups), year.cameras, day, at);
      await writeBackupDay(join(plainFolder, sharedPaths.backups), year.cameras, day, at);
    },
  );
}

/** The bytes of the files in the site's folder (tracked or not; git's own folder left out). */
async function fileBytes(folder: string): Promise<number> {
  const output = await runPlainGit(folder, ['ls-files', '-z', '--cached', '--others']);
  let bytes = 0;
  for (const path of output.split('\0').filter((entry) => entry !== '')) bytes += (await stat(join(folder, path))).size;
  return bytes;
}

async function repositoryBytes(folder: string): Promise<number> {
  const counted = await runPlainGit(folder, ['count-objects', '-v']);
  const kib = (key: string): number => Number(new RegExp(`^${key}: (\\d+)$`, 'm').exec(counted)?.[1] ?? 0);
  return (kib('size') + kib('size-pack')) * 1024;
}

function megabytes(bytes: number): number {
  return bytes / 1024 ** 2;
}

function verdict(what: string, measured: Paired, goal: number): string {
  const ratio = median(measured.ours) / median(measured.plain);
  return `${what} ${ratio.toFixed(2)}x of plain git at load ${median(measured.load).toFixed(2)}: ${ratio <= goal ? 'within' : 'OUTSIDE'} the goal of ${goal}x`;
}

export async function siteRepositoryBench(size: SiteBenchSize): Promise<SiteBenchResult> {
  const root = await mkdtemp(join(tmpdir(), 'site-bench-'));
  await mkdir(join(root, 'remotes'));
  const daemon = await startGitDaemon(join(root, 'remotes'));
  try {
    const loadAtStart = loadavg()[0]!;
    const generationStarted = performance.now();
    const year = await makeSiteYear(join(root, 'site'), size);
    const generatedMs = performance.now() - generationStarted;
    const plainFolder = join(root, 'plain');
    await runPlainGit(root, ['clone', '--quiet', '--', year.folder, plainFolder]);
    const backup = await backupRounds(year, plainFolder, size);

    await runPlainGit(root, ['clone', '--quiet', '--bare', '--', year.folder, join(root, 'remotes', 'site.git')]);
    const url = daemon.url('site.git');
    await year.repository.setRemote(url);
    await runPlainGit(year.folder, ['fetch', '--quiet', 'origin']);
    await runPlainGit(plainFolder, ['remote', 'set-url', 'origin', url]);
    await runPlainGit(plainFolder, ['fetch', '--quiet', 'origin']);
    const status = await paired(size.rounds, true, () => year.repository.status(), () => runPlainGit(plainFolder, ['status']));
    const after = await year.repository.status();
    if (after.uncommitted.length > 0 || after.behind !== 0) throw new Error(`the site is not clean after its commits: ${after.uncommitted.length} uncommitted, ${after.behind} behind`);

    const clones = join(root, 'clones');
    await mkdir(clones);
    const clone = await paired(
      size.cloneRounds,
      false,
      async (round) => {
        const opened = await SiteRepository.clone(url, join(clones, `site-${round}`));
        await rm(opened.repository.folder, { recursive: true, force: true });
      },
      async (round) => {
        await runPlainGit(clones, ['clone', '--quiet', '--', url, `plain-${round}`]);
        await rm(join(clones, `plain-${round}`), { recursive: true, force: true });
      },
    );
    const figures = {
      backupCommit: median(backup.ours),
      plainCommit: median(backup.plain),
      status: median(status.ours),
      plainStatus: median(status.plain),
      clone: median(clone.ours),
      plainClone: median(clone.plain),
      repositoryBytes: await repositoryBytes(year.folder),
      fileBytes: await fileBytes(year.folder),
      generatedMs,
    };
    const files = Number((await runPlainGit(year.folder, ['ls-files'])).split('\n').length - 1);
    const commits = Number((await runPlainGit(year.folder, ['rev-list', '--count', 'HEAD'])).trim());
    const at = (measured: Paired): string => `load ${median(measured.load).toFixed(2)}`;
    const rows: BenchRow[] = [
      { name: `one day's backup run of ${size.cameras} cameras committed (SiteRepository.commit; ${at(backup)})`, value: figures.backupCommit, unit: 'ms', baselineName: '`git add -A && git commit` of the same files', baseline: figures.plainCommit, better: 'lower', digits: 0 },
      { name: `\`site status\` (SiteRepository.status; ${at(status)})`, value: figures.status, unit: 'ms', baselineName: '`git status`', baseline: figures.plainStatus, better: 'lower', digits: 0 },
      { name: `clone of the year from \`git daemon\` on loopback (SiteRepository.clone; ${at(clone)})`, value: figures.clone, unit: 'ms', baselineName: '`git clone` of the same URL', baseline: figures.plainClone, better: 'lower', digits: 0 },
      { name: 'repository size (`.git`: loose objects and packs, no `git gc`)', value: megabytes(figures.repositoryBytes), unit: 'MB', baselineName: 'the size of the files it holds', baseline: megabytes(figures.fileBytes), better: 'lower', digits: 1 },
    ];
    const body =
      `Method: a site of ${size.cameras} cameras with ${size.days} days of daily backups and check runs, generated with the studio's own stores (\`bench/lib/siteYear.ts\`): ` +
      `SiteRepository.init and the cameras by SiteCameraStore, committed through SiteRepository; then each day's ${size.cameras} backups written by the studio's backup writer and its check run by CheckRunStore (which keeps the newest runs of a baseline and removes the older) into a scratch folder in memory, ` +
      `and turned by \`git fast-import\` into the two commits the studio makes (subject and trailers by commitMessage, the technician as author, the day's time): ${formatNumber(commits)} commits, ${formatNumber(files)} files, generated in ${formatNumber(generatedMs / 1000, 1)} s. ` +
      `A backup's text changes every 30 days (one setting), so identical days share their objects, as git stores them. The plain baseline is a \`git clone\` of the site, given the same new files. ` +
      `Backup run: ${size.rounds} rounds after a warm-up, each writing the next day's ${size.cameras} backups into both and committing them (ours with the paths the studio's backup commit names), the order alternating. ` +
      `Status: the site with its remote fetched, clean; ${size.rounds} rounds after a warm-up. Clone: a bare copy served by \`git daemon\` on 127.0.0.1, ${size.cloneRounds} clones of each kind alternating, each with its checkout; medians. ` +
      `Machine load (1-minute average, 2 cores, shared): ${loadAtStart.toFixed(2)} at the start, ${loadavg()[0]!.toFixed(2)} at the end.\n\n` +
      table(rows) +
      `\n\nGoals: ${verdict('backup commit', backup, goals.backup)}; ${verdict('status', status, goals.status)}; ${verdict('clone', clone, goals.clone)}. ` +
      `Rounds (ms): backup ${backup.ours.map((ms) => ms.toFixed(0)).join(', ')} against ${backup.plain.map((ms) => ms.toFixed(0)).join(', ')}; status ${status.ours.map((ms) => ms.toFixed(0)).join(', ')} against ${status.plain.map((ms) => ms.toFixed(0)).join(', ')}; clone ${clone.ours.map((ms) => ms.toFixed(0)).join(', ')} against ${clone.plain.map((ms) => ms.toFixed(0)).join(', ')}.\n\n${historyViewNote}`;
    return { title: `Site repository: ${size.cameras} cameras, ${size.days === 365 ? 'a year' : `${size.days} days`} of backups and check runs, beside plain git`, body, figures };
  } finally {
    await daemon.stop();
    await rm(root, { recursive: true, force: true });
  }
}

function sizeFromEnvironment(): SiteBenchSize {
  const days = Number(process.env.CAMCONFIG_BENCH_SITE_DAYS) || fullSize.days;
  const cameras = Number(process.env.CAMCONFIG_BENCH_SITE_CAMERAS) || fullSize.cameras;
  return { ...fullSize, days, cameras };
}

export default function siteRepositoryBenchAtFullSize(): Promise<SiteBenchResult> {
  return siteRepositoryBench(sizeFromEnvironment());
}

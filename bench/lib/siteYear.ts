// A site repository with a year of daily backups and check runs, for the site repository's bench
// and its small-size test. Every file is written by the studio's own stores: the cameras by
// SiteCameraStore, each day's backups by writeBackupFile and its check run by CheckRunStore (which
// drops the runs beyond its limit). The stores write each day into a scratch folder in memory
// (/dev/shm where there is one); `git fast-import` turns the day into the two commits the studio
// makes (a backup run, a check run: commitMessage's subject and trailers, by the technician, at the
// day's time), then the scratch is emptied for the next day. Committing 730 times through
// SiteRepository would take the year's generation from a minute to a quarter of an hour.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkRunSchema, type CameraCheck, type CheckRun } from '../../src/shared/api/baselineSchemas';
import { CheckRunStore } from '../../src/main/baseline/checkRunStore';
import { listedAddress } from '../../src/main/fleet';
import { writeBackupFile } from '../../src/main/fleet/backup/backupWriter';
import { commitMessage, type SiteOperation, type Technician } from '../../src/main/siterepo/commitMessage';
import { sharedPaths } from '../../src/main/siterepo/siteLayout';
import { SiteRepository } from '../../src/main/siterepo/siteRepository';
import { SiteCameraStore } from '../../src/main/workspace/siteCameraStore';
import type { WorkspaceCamera } from '../../src/main/workspace/cameraStore';

export interface SiteYearSize {
  cameras: number;
  days: number;
}

export interface SiteYear {
  folder: string;
  repository: SiteRepository;
  cameras: WorkspaceCamera[];
  /** The day after the year: where a bench's next backup run goes. */
  nextDay: Date;
}

export const siteTechnician: Technician = { name: 'Jörg Maßmann', email: 'technician@example.com' };
export const siteBaseline = { name: 'Standard Türstation', version: 3 } as const;
const firstDay = Date.UTC(2025, 11, 1, 1, 0, 0);
const dayMs = 86_400_000;

export function siteCameraOf(index: number): WorkspaceCamera {
  const label = `Tür ${index + 1} Haus ${String.fromCharCode(65 + (index % 26))}`;
  return { id: `cam-${index + 1}`, label, host: `127.0.${Math.floor(index / 250) + 1}.${(index % 250) + 2}`, port: 8080, https: false, user: 'admin', password: null, group: index % 2 === 0 ? 'Eingang' : 'Hof', variables: { NAME: label, SIPNUMBER: String(4100 + index) } };
}

/** The configuration a camera sends on `day`: a setting changes now and then, as on a site in use. */
export function backupTextOf(camera: WorkspaceCamera, index: number, day: number): string {
  const lines = ['#:MX-V5.5.2.166', 'SECTION general', `CAMERA_NAME=${camera.label}`, 'LOCATION=Außenwand, 2,40 m über Boden', 'ENDSECTION general', 'SECTION audio', 'SPEAKER=1', 'MICRO=1'];
  lines.push(`SPEAKERLEVEL=${40 + ((index + Math.floor(day / 30)) % 20)}`, 'ANSAGE=Grüße aus Köln', 'ENDSECTION audio', 'SECTION sip', `NUMBER=${camera.variables.SIPNUMBER}`, 'REGISTRAR=sip.example.com', 'ENDSECTION sip');
  for (let section = 0; section < 8; section++) {
    lines.push(`SECTION image${section}`);
    for (let param = 0; param < 12; param++) lines.push(`PARAM_${section}_${param}=${(index * 31 + section * 7 + param) % 97}`);
    lines.push(`ENDSECTION image${section}`);
  }
  lines.push('');
  return lines.join('\n');
}

export function checkRunOf(cameras: readonly WorkspaceCamera[], day: number, at: Date): CheckRun {
  const checks: CameraCheck[] = cameras.map((camera, index) => {
    const base = { cameraId: camera.id, label: camera.label, host: camera.host, port: camera.port, group: camera.group, firmware: 'MX-V5.5.2.166' };
    if ((index + day) % 11 === 0) return { ...base, status: 'drifted', drift: [{ section: 'audio', name: 'SPEAKERLEVEL', expected: '50', found: String(40 + (index % 20)) }], reason: null, kind: null };
    return { ...base, status: 'compliant', drift: [], reason: null, kind: null };
  });
  const count = (status: CameraCheck['status']): number => checks.filter((check) => check.status === status).length;
  const finishedAt = new Date(at.getTime() + 40_000).toISOString();
  return checkRunSchema.parse({ runId: `${at.toISOString().replace(/[:.]/g, '-')}-${(day + 0x10000000).toString(16)}`, baseline: siteBaseline, startedAt: at.toISOString(), finishedAt, cancelled: false, counts: { compliant: count('compliant'), drifted: count('drifted'), unreadable: count('unreadable') }, cameras: checks });
}

export function backupOperation(cameras: readonly WorkspaceCamera[]): SiteOperation {
  return { operation: 'backup', subject: `Backed up ${cameras.length} cameras`, cameras: cameras.map((camera) => camera.id), result: `${cameras.length} backed up, 0 failed, 0 not reached` };
}

function checkOperation(run: CheckRun): SiteOperation {
  return { operation: 'check', subject: `Checked ${run.cameras.length} cameras against baseline '${run.baseline.name}' v${run.baseline.version}`, cameras: run.cameras.map((camera) => camera.cameraId), result: `${run.counts.compliant} compliant, ${run.counts.drifted} drifted, ${run.counts.unreadable} unreadable` };
}

/** Writes the day's backup of every camera into `folder` with the studio's backup writer. */
export async function writeBackupDay(folder: string, cameras: readonly WorkspaceCamera[], day: number, at: Date): Promise<void> {
  await mkdir(folder, { recursive: true });
  for (const [index, camera] of cameras.entries()) {
    await writeBackupFile(folder, listedAddress(camera.host, camera.port, camera.https), Buffer.from(backupTextOf(camera, index, day), 'latin1'), at);
  }
}

/** One fast-import stream into the site's branch; every write waits for room in git's input. */
class FastImport {
  private readonly git;
  private readonly ended: Promise<unknown>;

  constructor(folder: string) {
    this.git = spawn('git', ['fast-import', '--quiet', '--done'], { cwd: folder, stdio: ['pipe', 'ignore', 'inherit'] });
    this.ended = once(this.git, 'exit');
  }

  async write(chunk: string | Buffer): Promise<void> {
    if (!this.git.stdin.write(chunk)) await once(this.git.stdin, 'drain');
  }

  async commit(operation: SiteOperation, at: Date, changes: Array<{ path: string; bytes: Buffer | null }>): Promise<void> {
    const message = Buffer.from(commitMessage(operation));
    const who = `${siteTechnician.name} <${siteTechnician.email}> ${Math.floor(at.getTime() / 1000)} +0000`;
    await this.write(`commit refs/heads/main\nauthor ${who}\ncommitter ${who}\ndata ${message.byteLength}\n`);
    await this.write(Buffer.concat([message, Buffer.from('\n')]));
    for (const { path, bytes } of changes) {
      if (bytes === null) await this.write(`D ${path}\n`);
      else await this.write(Buffer.concat([Buffer.from(`M 100644 inline ${path}\ndata ${bytes.byteLength}\n`), bytes, Buffer.from('\n')]));
    }
    await this.write('\n');
  }

  async finish(): Promise<void> {
    this.git.stdin.end('done\n');
    const [code] = (await this.ended) as [number | null];
    if (code !== 0) throw new Error(`git fast-import ended with ${code}`);
  }
}

/** The files a store wrote into `folder` that the site commits: its .gitignore keeps the stores' `*.last-good` copies out. */
async function filesOf(folder: string): Promise<string[]> {
  return existsSync(folder) ? (await readdir(folder)).filter((name) => !name.endsWith('.last-good')).sort() : [];
}

/** Makes the site in `folder` (missing or empty): cameras committed through SiteRepository, then the year by fast-import, checked out. */
export async function makeSiteYear(folder: string, size: SiteYearSize): Promise<SiteYear> {
  const { repository } = await SiteRepository.init(folder, { name: 'Wohnanlage Südhang', customer: 'Hausverwaltung Berg', address: 'Am Hang 1, Köln', timeZone: 'Europe/Berlin', reportLanguage: 'de' }, siteTechnician);
  const cameras = Array.from({ length: size.cameras }, (_, index) => siteCameraOf(index));
  const store = await SiteCameraStore.open(folder, { name: 'Wohnanlage Südhang' }, null);
  await store.save({ nextNumber: size.cameras + 1, cameras });
  await repository.commit({ operation: 'import', subject: `Imported ${size.cameras} cameras`, cameras: cameras.map((camera) => camera.id), result: `${size.cameras} added` }, siteTechnician, store.takeChangedPaths());
  const scratch = await mkdtemp(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'site-year-'));
  const importer = new FastImport(folder);
  try {
    const head = (await runPlainGit(folder, ['rev-parse', 'HEAD'])).trim();
    await importer.write(`reset refs/heads/main\nfrom ${head}\n\n`);
    const runs = new CheckRunStore(scratch);
    let runsBefore: string[] = [];
    for (let day = 0; day < size.days; day++) {
      const at = new Date(firstDay + day * dayMs);
      const backups = join(scratch, sharedPaths.backups);
      await writeBackupDay(backups, cameras, day, at);
      const names = await filesOf(backups);
      await importer.commit(backupOperation(cameras), at, await Promise.all(names.map(async (name) => ({ path: `${sharedPaths.backups}/${name}`, bytes: await readFile(join(backups, name)) }))));
      await rm(backups, { recursive: true });
      const checkedAt = new Date(at.getTime() + 3_600_000);
      const run = checkRunOf(cameras, day, checkedAt);
      await runs.save(run);
      const runsNow = await filesOf(runs.folder);
      const added = runsNow.filter((name) => !runsBefore.includes(name));
      const removed = runsBefore.filter((name) => !runsNow.includes(name));
      const changes = [...removed.map((name) => ({ path: `${sharedPaths.checkRuns}/${name}`, bytes: null })), ...(await Promise.all(added.map(async (name) => ({ path: `${sharedPaths.checkRuns}/${name}`, bytes: await readFile(join(runs.folder, name)) }))))];
      await importer.commit(checkOperation(run), checkedAt, changes);
      runsBefore = runsNow;
    }
    await importer.finish();
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  await runPlainGit(folder, ['reset', '--quiet', '--hard', 'main']);
  return { folder, repository, cameras, nextDay: new Date(firstDay + size.days * dayMs) };
}

/** Plain git as a technician runs it by hand; resolves with its output, rejects when it fails. */
export async function runPlainGit(cwd: string, args: readonly string[], env: Readonly<Record<string, string>> = {}): Promise<string> {
  const child = spawn('git', args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`git ${args.join(' ')} ended with ${code}: ${Buffer.concat(err).toString()}`);
  return Buffer.concat(out).toString();
}

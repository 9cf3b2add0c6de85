// The rows of the Site view and of `camconfig fleet inventory`: one per camera, with what the
// studio (or the command) knows of it and what the workspace holds about it: unstored edits,
// the newest backup, the newest change in the audit log, what the bus heard from its address.
// Every source is read once for the whole site (one look at backups/, one read of the audit
// log), never once per camera, so 500 cameras cost about what one does.
import type { CameraState } from '../../../shared/api/cameraSchemas';
import { inventoryLimits, type InventoryRow, type OverallSign, type SiteInventory } from '../../../shared/api/siteSchemas';
import type { AuditEntry } from '../../../shared/fleet/auditEntry';
import { scriptsOf } from '../../../shared/fleet/auditItems';
import { loggedOperationText } from '../../../shared/fleet/auditOperation';
import { localize, type MessageId, type Text } from '../../../shared/i18n/text';
import { describeFileFailure } from '../../base/files/atomicFile';
import type { AuditLog } from '../audit/auditLog';
import { listedAddress } from '../backup/backupFileName';
import { backupNamePartsOf, newestBackupsByNamePart, type BackupFileInfo } from '../backup/backupFiles';

/** What is known of one camera before the workspace's files are looked at. */
export interface InventoryCamera {
  id: string;
  label: string;
  group: string | null;
  host: string;
  port: number;
  https: boolean;
  state: CameraState;
  stateDetail: Text | null;
  firmware: string | null;
  factoryPassword: boolean;
  /** It refused its stored credentials (not the factory ones) and opened with the factory ones at the last refresh: probably reset. */
  factoryLogin: boolean;
  /** ms since the epoch, or null. */
  lastAnswerAt: number | null;
  roundTripMs: number | null;
  rebootNeeded: string[] | null;
}

/** What the bus heard from one address (all its processes together). */
export interface BusPeerActivity {
  ip: string;
  messages: number;
  /** ms since the epoch. */
  lastHeardAt: number;
}

export interface InventorySources {
  /** The number of unstored edits of each of these cameras (absent: none). */
  unstoredEdits: (cameraIds: readonly string[]) => Promise<ReadonlyMap<string, number>>;
  /** The workspace's backups/ folder, or null (no workspace). */
  backupsFolder: string | null;
  audit: AuditLog | null;
  busPeers: readonly BusPeerActivity[];
  now?: () => Date;
}

/** Where the unstored edits are kept: the workspace's PendingEditsStore, or the studio's memory. */
export interface UnstoredEditsSource {
  camerasWithEdits(): Promise<string[]>;
  load(cameraId: string): Promise<unknown[]>;
}

/** The number of unstored edits of each of `cameraIds` that has any: only the cameras with edits are read. */
export async function countUnstoredEdits(store: UnstoredEditsSource, cameraIds: readonly string[]): Promise<Map<string, number>> {
  const wanted = new Set(cameraIds);
  const counts = new Map<string, number>();
  for (const cameraId of await store.camerasWithEdits()) {
    if (!wanted.has(cameraId)) continue;
    const edits = await store.load(cameraId);
    if (edits.length > 0) counts.set(cameraId, edits.length);
  }
  return counts;
}

type LastChange = NonNullable<InventoryRow['lastChange']>;

export async function siteInventory(cameras: readonly InventoryCamera[], sources: InventorySources): Promise<Omit<SiteInventory, 'refresh'>> {
  const shown = cameras.slice(0, inventoryLimits.maxRows);
  const problems: Text[] = [];
  const [edits, backups, changes] = await Promise.all([
    sources.unstoredEdits(shown.map((camera) => camera.id)),
    readBackups(sources.backupsFolder, problems),
    readChanges(sources.audit, problems),
  ]);
  const peers = busPeersByAddress(sources.busPeers);
  const rows = shown.map((camera) => inventoryRow(camera, {
    unstoredEdits: edits.get(camera.id) ?? 0,
    lastBackup: newestBackupOf(camera, backups),
    lastChange: newestChangeOf(camera, changes),
    busPeer: peers.get(camera.host) ?? null,
  }));
  return { cameras: rows, omitted: cameras.length - shown.length, problems, takenAt: (sources.now?.() ?? new Date()).toISOString() };
}

interface WorkspaceFacts {
  unstoredEdits: number;
  lastBackup: BackupFileInfo | null;
  lastChange: LastChange | null;
  busPeer: BusPeerActivity | null;
}

function inventoryRow(camera: InventoryCamera, facts: WorkspaceFacts): InventoryRow {
  const row: Omit<InventoryRow, 'overall' | 'reasons'> = {
    id: camera.id,
    label: camera.label,
    group: camera.group,
    host: camera.host,
    port: camera.port,
    https: camera.https,
    online: camera.state === 'online',
    state: camera.state,
    stateDetail: camera.stateDetail,
    firmware: camera.firmware,
    lastAnswerAt: camera.lastAnswerAt === null ? null : new Date(camera.lastAnswerAt).toISOString(),
    // The last answer's round trip says nothing of a camera that does not answer now ("offline 3 ms").
    roundTripMs: camera.state === 'online' ? camera.roundTripMs : null,
    factoryPassword: camera.factoryPassword,
    // Only beside the refusal it explains: a camera that answers, or no longer at all, says nothing of a reset.
    factoryLogin: camera.factoryLogin && camera.state === 'auth_failed',
    rebootNeeded: camera.rebootNeeded === null ? null : [...camera.rebootNeeded],
    unstoredEdits: facts.unstoredEdits,
    lastBackup: facts.lastBackup && { file: facts.lastBackup.file, takenAt: facts.lastBackup.takenAt, bytes: facts.lastBackup.bytes },
    lastChange: facts.lastChange,
    busPeer: facts.busPeer && { messages: facts.busPeer.messages, lastHeardAt: new Date(facts.busPeer.lastHeardAt).toISOString() },
  };
  return { ...row, ...overallOf(row) };
}

/** The states in which a camera cannot be used, each with its reason with and without a detail. */
const stateReasons: Partial<Record<InventoryRow['state'], { plain: MessageId; because: MessageId }>> = {
  offline: { plain: 'site.reason.offline', because: 'site.reason.offlineBecause' },
  auth_failed: { plain: 'site.reason.authFailed', because: 'site.reason.authFailedBecause' },
  certificate_changed: { plain: 'site.reason.certificateChanged', because: 'site.reason.certificateChangedBecause' },
};

const signOrder: readonly OverallSign[] = ['ok', 'unknown', 'attention', 'problem'];

/** The row's one sign (the worst of its reasons) and the reasons in words, worst first. */
export function overallOf(row: Omit<InventoryRow, 'overall' | 'reasons'>): { overall: OverallSign; reasons: Text[] } {
  const found: Array<[OverallSign, Text]> = [];
  // First, as it says why the credentials are refused (the reason under the camera's name).
  if (row.factoryLogin) found.push(['problem', localize('site.reason.factoryLogin')]);
  const cutOff = stateReasons[row.state];
  if (cutOff) found.push(['problem', row.stateDetail ? localize(cutOff.because, { detail: row.stateDetail }) : localize(cutOff.plain)]);
  // Online with a detail: it answered, but not in full (a cut-off answer).
  if (row.state === 'online' && row.stateDetail) found.push(['problem', localize('site.reason.answeredInPart', { detail: row.stateDetail })]);
  if (row.factoryPassword) found.push(['problem', localize('site.reason.factoryPassword')]);
  if (row.state === 'unknown') found.push(['unknown', row.stateDetail ? localize('site.reason.unknownBecause', { detail: row.stateDetail }) : localize('site.reason.notAskedYet')]);
  if (row.state === 'rebooting') found.push(['attention', localize('site.reason.rebooting')]);
  if (row.rebootNeeded && row.rebootNeeded.length > 0) found.push(['attention', localize('site.reason.rebootNeeded', { sections: row.rebootNeeded.join(', ') })]);
  if (row.unstoredEdits > 0) found.push(['attention', localize('site.reason.unstoredEdits', { count: row.unstoredEdits })]);
  if (row.lastBackup === null) found.push(['attention', localize('site.reason.noBackup')]);
  found.sort((a, b) => signOrder.indexOf(b[0]) - signOrder.indexOf(a[0]));
  return { overall: found[0]?.[0] ?? 'ok', reasons: found.map(([, reason]) => reason) };
}

async function readBackups(folder: string | null, problems: Text[]): Promise<Map<string, BackupFileInfo>> {
  if (folder === null) return new Map();
  try {
    return await newestBackupsByNamePart(folder);
  } catch (error) {
    problems.push(localize('site.problem.backupsUnreadable', { folder, reason: describeFileFailure(error) }));
    return new Map();
  }
}

function newestBackupOf(camera: InventoryCamera, backups: ReadonlyMap<string, BackupFileInfo>): BackupFileInfo | null {
  const found = backupNamePartsOf(listedAddress(camera.host, camera.port, camera.https)).flatMap((part) => backups.get(part) ?? []);
  return found.sort((a, b) => b.takenAt.localeCompare(a.takenAt) || b.id.localeCompare(a.id, 'en', { numeric: true }))[0] ?? null;
}

/** The commands that change a camera; a script with none of them only read. */
const changingCommands: ReadonlySet<string> = new Set(['write', 'append', 'delete', 'reset', 'restore', 'store', 'update', 'reboot', 'activate_profile']);

/** The newest change of every camera the audit log names, by `id:<id>` and by `address:<host>:<port>`. */
async function readChanges(audit: AuditLog | null, problems: Text[]): Promise<Map<string, LastChange>> {
  const newest = new Map<string, LastChange>();
  if (audit === null) return newest;
  const { items, skippedFiles } = await audit.readAll();
  for (const skipped of skippedFiles) problems.push(localize('site.problem.auditFileLeftOut', { file: skipped.file, reason: skipped.reason }));
  for (const entry of scriptsOf(items)) {
    if (entry.result.status !== 'ok' || !changesSomething(entry.script)) continue;
    const change: LastChange = { at: entry.time, operation: loggedOperationText(entry), source: entry.source };
    for (const key of changeKeys(entry)) {
      const known = newest.get(key);
      if (!known || known.at < change.at) newest.set(key, change);
    }
  }
  return newest;
}

/** True when the script holds a command that changes the camera (the report's "last change" uses this rule too). */
export function changesSomething(script: string): boolean {
  return script.split('\n').some((line) => changingCommands.has(line.trim().split(/\s+/)[0] ?? ''));
}

function changeKeys(entry: AuditEntry): string[] {
  const address = `address:${entry.camera.host}:${entry.camera.port}`;
  return entry.camera.id === null ? [address] : [`id:${entry.camera.id}`, address];
}

function newestChangeOf(camera: InventoryCamera, changes: ReadonlyMap<string, LastChange>): LastChange | null {
  const found = [changes.get(`id:${camera.id}`), changes.get(`address:${camera.host}:${camera.port}`)].filter((change) => change !== undefined);
  return found.sort((a, b) => b.at.localeCompare(a.at))[0] ?? null;
}

/** Peers by address: one machine's processes together (messages added, the latest heard). */
export function busPeersByAddress(peers: readonly BusPeerActivity[]): Map<string, BusPeerActivity> {
  const byAddress = new Map<string, BusPeerActivity>();
  for (const peer of peers) {
    const known = byAddress.get(peer.ip);
    byAddress.set(peer.ip, known ? { ip: peer.ip, messages: known.messages + peer.messages, lastHeardAt: Math.max(known.lastHeardAt, peer.lastHeardAt) } : { ...peer });
  }
  return byAddress;
}

// The cameras the studio knows, each with its remote configuration client and what was last
// seen of it (reachable, rebooting, credentials refused). Every operation on a camera goes
// through `use`, which keeps that state current and tells the renderer when it changes
// (`camera.state`). A camera added is probed at once, so its state shows without anyone asking.
// With a workspace, the cameras the technician adds are kept on disk: every change is written
// there first (one change at a time) and only then made, so a failed write changes nothing.
// Passwords stay inside the clients and the workspace's secret store: never logged, never in
// a summary.
import { join } from 'node:path';
import type { CameraState, CameraSummary } from '../../../shared/api/cameraSchemas';
import { ApiError } from '../../../shared/api/errors';
import { errorKindOf, type ErrorKind } from '../../../shared/errors/errorKind';
import { errorAsText } from '../../../shared/i18n/errorWords';
import { localize, type Text } from '../../../shared/i18n/text';
import { forEachConcurrently } from '../../base/async/forEachConcurrently';
import { addressLabel, updatesById, withUpdate, type CameraImportPlan, type CameraUpdate, type KnownCamera, type PlannedCamera } from '../../fleet/lists/planCameraImport';

import { firmwareVersion } from '../../../shared/remoteconfig/configModel';
import { canonicalIfValid } from '../../../shared/net/cameraHost';
import { cameraStateAfterError, incompleteAnswerDetail } from '../../remoteconfig/cameraStateAfterError';
import { opensWithFactoryLogin, readCameraStatus } from '../../fleet';
import { KnownCamerasFile, MemoryTrustStore, type TrustStore } from '../../remoteconfig/knownCameras';
import { RemoteConfigClient, type RemoteConfigClientOptions } from '../../remoteconfig/remoteConfigClient';
import { auditObserver, type AuditLog } from '../../fleet';
import { SnapshotRecorder } from '../history/snapshotRecorder';
import { bothObservers, cameraChangeObserver } from './cameraChangeObserver';
import { workspaceLimits, type CameraStore, type WorkspaceCamera } from '../../workspace';
import type { ServiceEventHub } from '../serviceEventHub';
import type { CameraConnectionOptions } from '../studioServices';
import { LocalizedError } from '../../../shared/i18n/localizedError';

export interface CameraEntry {
  readonly id: string;
  client: RemoteConfigClient;
  label: string;
  https: boolean;
  readonly simulated: boolean;
  /** Kept in the workspace (cameras the technician added, not the simulated or --camera ones). */
  readonly persisted: boolean;
  /** False while the password is not known this run: calls are refused until it is entered. */
  passwordKnown: boolean;
  state: CameraState;
  stateDetail: Text | null;
  firmware: string | null;
  group: string | null;
  variables: Record<string, string>;
  /** When the camera last answered a request (ms since the epoch), or null. */
  lastAnswerAt: number | null;
  /** How long its last probe took, request to answer, or null. */
  roundTripMs: number | null;
  /** The sections waiting for a reboot, as last learned (a probe of its status, an apply); null: not known. */
  rebootNeeded: string[] | null;
  /** The last refresh found it refusing its stored credentials (not the factory ones) and opening with the factory ones: probably reset. Cleared when its state is no longer auth_failed. */
  factoryLogin: boolean;
}

export interface AddCameraOptions extends CameraConnectionOptions {
  simulated?: boolean;
  group?: string | null;
  variables?: Record<string, string>;
}

/** Cameras probed at once after an import: a list of hundreds does not open hundreds of connections. */
const importProbeConcurrency = 8;

/** What `cameras.update` may change; left out = unchanged, port null = the default port. */
export interface CameraChanges {
  host?: string;
  port?: number | null;
  https?: boolean;
  user?: string;
  password?: string;
  label?: string;
  /** null: in no group. */
  group?: string | null;
  /** Replaces all the camera's variables. */
  variables?: Record<string, string>;
}

export class CameraRegistry {
  private readonly cameras = new Map<string, CameraEntry>();
  /** The cameras' passwords (memory only), so an edit can keep one and a write can seal it. */
  private readonly passwords = new Map<string, string>();
  private nextNumber = 1;
  private changing: Promise<unknown> = Promise.resolve();
  /** Aborted at close: no background probe writes a snapshot into a workspace being closed. */
  private readonly closing = new AbortController();
  private readonly backgroundProbes = new Set<Promise<void>>();
  /**
   * The HTTPS certificates trusted on first use, shared by every client (an edit keeps them):
   * kept in the workspace's known-cameras file, so a changed certificate is noticed after a
   * restart too.
   */
  private readonly trustStore: TrustStore;

  constructor(
    private readonly hub: ServiceEventHub,
    private readonly workspace: CameraStore | null = null,
    /** Where every script sent to a camera is logged (the workspace's audit.jsonl); null: not logged. */
    private readonly audit: AuditLog | null = null,
    /** Where the configurations read or applied are kept. */
    readonly snapshots: SnapshotRecorder = new SnapshotRecorder(null),
  ) {
    this.trustStore = workspace ? new KnownCamerasFile(join(workspace.folder, 'known-cameras')) : new MemoryTrustStore();
    if (workspace) this.restore(workspace.initial().cameras, workspace.initial().nextNumber);
  }

  /** A camera for this run only (simulated, or given with --camera): never written to the workspace. */
  add(options: AddCameraOptions): CameraEntry {
    const entry = this.newEntry(`cam-${this.nextNumber++}`, options, false);
    if (this.workspace) this.reserveNumber(this.workspace);
    return this.enter(entry, options.password);
  }

  /** Writes the next number, so no camera of a later run gets this id (and what was kept under it). */
  private reserveNumber(workspace: CameraStore): void {
    this.change(() => this.save(this.persistedCameras(), this.nextNumber)).catch((error: unknown) => {
      workspace.noteProblem(localize('services.cameras.idsNotRecorded', { problem: errorAsText(error) }));
    });
  }

  /** A camera the technician adds: kept in the workspace (when there is one) before it is listed. */
  addPersisted(options: CameraConnectionOptions): Promise<CameraEntry> {
    return this.change(async () => {
      this.refuseBeyondLimit();
      if (!this.workspace) return this.add(options);
      const entry = this.newEntry(`cam-${this.nextNumber}`, options, true);
      await this.save([...this.persistedCameras(), { ...toWorkspaceCamera(entry), password: options.password }], this.nextNumber + 1);
      this.nextNumber++;
      return this.enter(entry, options.password);
    });
  }

  /** The cameras the technician added count against the workspace's limit (workspaceLimits.cameras), kept or not. */
  private refuseBeyondLimit(): void {
    const added = this.addedCount();
    if (added >= workspaceLimits.cameras) throw ApiError.of('invalid_request', localize('services.cameras.tooMany', { limit: String(workspaceLimits.cameras), added: String(added) }));
  }

  /** The cameras the technician added or imported: kept ones with a workspace, all but the simulated without. */
  private addedCount(): number {
    return [...this.cameras.values()].filter((entry) => entry.persisted || (!this.workspace && !entry.simulated)).length;
  }

  /** True for a camera simulated inside the studio (false for an unknown id). */
  isSimulated(id: string): boolean {
    return this.cameras.get(id)?.simulated ?? false;
  }

  /** The cameras (not simulated) an import compares its list with, and how many more the workspace takes. */
  importBasis(): { known: KnownCamera[]; room: number } {
    const known = [...this.cameras.values()].filter((entry) => !entry.simulated).map((entry) => ({ ...toWorkspaceCamera(entry), hasPassword: entry.passwordKnown || (this.workspace?.holdsSealedPassword(entry.id) ?? false) }));
    return { known, room: Math.max(0, workspaceLimits.cameras - this.addedCount()) };
  }

  /**
   * Imports the cameras `makePlan` chooses (planned inside the queue of changes, so two imports
   * at once never add a camera twice): written to the workspace in one write before any is
   * listed (a failed write adds none), then probed a few at a time. Returns their ids in plan order.
   * `https`: the new cameras are reached over HTTPS (cameras an HTTPS scan found).
   */
  importCameras(makePlan: (basis: { known: KnownCamera[]; room: number }) => CameraImportPlan, https = false): Promise<{ plan: CameraImportPlan; cameraIds: string[] }> {
    return this.change(async () => {
      const plan = makePlan(this.importBasis());
      const updates = updatesById(plan);
      const entries = plan.added.map((camera, index) => this.newEntry(`cam-${this.nextNumber + index}`, { ...camera, https, password: camera.password ?? '' }, this.workspace !== null));
      if (this.workspace && (entries.length > 0 || updates.size > 0)) {
        const imported = plan.added.map((camera, index) => ({ ...toWorkspaceCamera(entries[index]!), password: camera.password }));
        const kept = this.persistedCameras().map((camera) => withUpdate(camera, updates.get(camera.id)));
        await this.save([...kept, ...imported], this.nextNumber + entries.length);
      }
      this.nextNumber += entries.length;
      for (const update of updates.values()) this.applyUpdate(update);
      entries.forEach((entry, index) => this.enterImported(entry, plan.added[index]!));
      void forEachConcurrently(entries.filter((entry) => entry.passwordKnown), { limit: importProbeConcurrency }, (entry) => this.probeInBackground(entry));
      return { plan, cameraIds: entries.map((entry) => entry.id) };
    });
  }

  private applyUpdate({ cameraId, label, group, variables, credentials }: CameraUpdate): void {
    const entry = this.cameras.get(cameraId);
    if (!entry) return;
    if (!credentials) {
      Object.assign(entry, { label, group, variables });
      this.announce(entry);
      return;
    }
    this.passwords.set(cameraId, credentials.password);
    this.replaceClient(entry, { ...toWorkspaceCamera(entry), label, group, variables, ...credentials });
    this.announce(entry);
    void this.probe(cameraId).catch((error: unknown) => this.keepProbeFailure(entry, error));
  }

  private enterImported(entry: CameraEntry, camera: PlannedCamera): void {
    entry.passwordKnown = camera.password !== null;
    if (!entry.passwordKnown) entry.stateDetail = passwordUnknownDetail;
    this.cameras.set(entry.id, entry);
    if (camera.password !== null) this.passwords.set(entry.id, camera.password);
    this.announce(entry);
  }

  /** Edits a camera (what is left out stays), saves it, and probes it with what changed. */
  update(id: string, changes: CameraChanges): Promise<CameraEntry> {
    return this.change(async () => {
      const entry = this.get(id);
      if (entry.simulated) throw ApiError.of('invalid_request', localize('services.cameras.simulated', { label: entry.label }));
      const password = changes.password ?? (entry.passwordKnown ? this.passwords.get(id) : undefined);
      const edited = editedCamera(entry, changes, password ?? null);
      if (entry.persisted) await this.save(this.persistedCameras().map((camera) => (camera.id === id ? edited : camera)), this.nextNumber);
      this.replaceClient(entry, edited);
      this.announce(entry);
      if (entry.passwordKnown) void this.probeInBackground(entry);
      return entry;
    });
  }

  /** Passwords the workspace could open later (a passphrase given after start). */
  supplyPasswords(passwords: ReadonlyMap<string, string>): void {
    for (const [id, password] of passwords) {
      const entry = this.cameras.get(id);
      if (!entry || entry.passwordKnown) continue;
      this.replaceClient(entry, { ...toWorkspaceCamera(entry), password });
      this.announce(entry);
      void this.probeInBackground(entry);
    }
  }

  /**
   * Takes the kept cameras as the workspace's files hold them now (a pull or a resolution changed
   * them): a new camera is listed and probed, a camera gone is removed, a camera renamed or filed
   * elsewhere keeps its state, one with a new address or credentials is probed again; the rest
   * are left as they are. False: the workspace cannot be read again (no site).
   */
  rereadWorkspace(): Promise<boolean> {
    return this.change(async () => {
      if (!this.workspace?.reread) return false;
      const notKept = new Set([...this.cameras.values()].filter((entry) => !entry.persisted).map((entry) => entry.id));
      const { cameras, nextNumber } = await this.workspace.reread(notKept);
      this.nextNumber = Math.max(this.nextNumber, nextNumber);
      const now = new Set(cameras.map((camera) => camera.id));
      for (const entry of [...this.cameras.values()]) {
        if (!entry.persisted || now.has(entry.id)) continue;
        this.cameras.delete(entry.id);
        this.passwords.delete(entry.id);
        this.hub.emit({ event: 'camera.state', payload: { camera: summarize(entry), removed: true } });
      }
      for (const camera of cameras) {
        const entry = this.cameras.get(camera.id);
        if (!entry) {
          this.restore([camera], this.nextNumber);
          continue;
        }
        const known = entry.passwordKnown ? (this.passwords.get(entry.id) ?? null) : null;
        const before = toWorkspaceCamera(entry);
        if (before.host !== camera.host || before.port !== camera.port || before.https !== camera.https || before.user !== camera.user || known !== camera.password) {
          this.replaceClient(entry, camera);
          this.announce(entry);
          if (entry.passwordKnown) void this.probeInBackground(entry);
        } else if (before.label !== camera.label || before.group !== camera.group || JSON.stringify(before.variables) !== JSON.stringify(camera.variables)) {
          Object.assign(entry, { label: camera.label, group: camera.group, variables: { ...camera.variables } });
          this.announce(entry);
        }
      }
      return true;
    });
  }

  /** Writes the persisted cameras again (their passwords sealed by the workspace's current store). */
  resave(): Promise<void> {
    return this.change(() => this.save(this.persistedCameras(), this.nextNumber));
  }

  private restore(cameras: WorkspaceCamera[], nextNumber: number): void {
    this.nextNumber = nextNumber;
    for (const camera of cameras) {
      const entry = this.newEntry(camera.id, { ...camera, password: camera.password ?? '' }, true);
      entry.passwordKnown = camera.password !== null;
      if (!entry.passwordKnown) entry.stateDetail = passwordUnknownDetail;
      this.enter(entry, camera.password);
    }
  }

  private newEntry(id: string, options: AddCameraOptions, persisted: boolean): CameraEntry {
    const https = options.https ?? false;
    const client = this.newClient(id, { host: options.host, port: options.port, https, user: options.user, password: options.password });
    return {
      id,
      client,
      label: options.label?.trim() || addressLabel(client.camera.host, client.camera.port),
      https,
      simulated: options.simulated ?? false,
      persisted,
      passwordKnown: true,
      state: 'unknown',
      stateDetail: null,
      firmware: null,
      group: options.group ?? null,
      variables: { ...options.variables },
      lastAnswerAt: null,
      roundTripMs: null,
      rebootNeeded: null,
      factoryLogin: false,
    };
  }

  /**
   * A client that logs every script it sends to the audit log, under the camera's current name,
   * and tells when a script changed the camera's values (`camera.changed`).
   */
  private newClient(id: string, options: Omit<RemoteConfigClientOptions, 'trustStore' | 'onScriptSent'>): RemoteConfigClient {
    const audit = this.audit;
    const tellsChanges = cameraChangeObserver(id, this.hub);
    const onScriptSent = audit
      ? bothObservers(auditObserver(audit, 'studio', () => ({ id, label: this.cameras.get(id)?.label ?? null }), (error) => this.workspace?.noteProblem(errorAsText(error))), tellsChanges)
      : tellsChanges;
    // Every way a camera comes in (added, imported, edited, kept from an earlier run) ends here: one form of its address.
    const host = canonicalIfValid(options.host);
    return new RemoteConfigClient({ ...options, host, trustStore: this.trustStore, onScriptSent });
  }

  private enter(entry: CameraEntry, password: string | null): CameraEntry {
    this.cameras.set(entry.id, entry);
    if (password !== null) this.passwords.set(entry.id, password);
    this.announce(entry);
    if (entry.passwordKnown) void this.probeInBackground(entry);
    return entry;
  }

  private replaceClient(entry: CameraEntry, camera: WorkspaceCamera): void {
    entry.client = this.newClient(entry.id, { host: camera.host, port: camera.port, https: camera.https, user: camera.user, password: camera.password ?? '' });
    entry.https = camera.https;
    entry.label = camera.label;
    entry.group = camera.group;
    entry.variables = camera.variables;
    entry.passwordKnown = camera.password !== null;
    entry.firmware = null;
    entry.lastAnswerAt = null;
    entry.roundTripMs = null;
    entry.rebootNeeded = null;
    entry.factoryLogin = false;
    entry.state = 'unknown';
    entry.stateDetail = entry.passwordKnown ? null : passwordUnknownDetail;
    if (camera.password !== null) this.passwords.set(entry.id, camera.password);
  }

  /** Runs changes one at a time, so each write holds every change made before it. */
  private change<T>(run: () => Promise<T>): Promise<T> {
    const result = this.changing.then(run);
    this.changing = result.catch(() => undefined);
    return result;
  }

  private persistedCameras(): WorkspaceCamera[] {
    return [...this.cameras.values()].filter((entry) => entry.persisted).map((entry) => ({ ...toWorkspaceCamera(entry), password: entry.passwordKnown ? (this.passwords.get(entry.id) ?? null) : null }));
  }

  private async save(cameras: WorkspaceCamera[], nextNumber: number): Promise<void> {
    try {
      await this.workspace!.save({ nextNumber, cameras });
    } catch (error) {
      const text = localize('services.cameras.listNotSaved', { problem: errorAsText(error) });
      // A storage or limit error keeps its kind (storage, invalid_request); only an unclassified one is a bug.
      const kind = errorKindOf(error);
      throw kind === undefined ? ApiError.of('internal', text) : new CameraListNotSavedError(kind, text);
    }
  }

  /** Asks the camera for its configuration file: proves it answers and learns its firmware. */
  async probe(id: string, signal?: AbortSignal): Promise<void> {
    await this.use(id, async (client, entry) => {
      const startedAt = performance.now();
      const file = await client.readConfigFile({ signal });
      entry.roundTripMs = Math.round(performance.now() - startedAt);
      this.setFirmware(entry, firmwareVersion(file.config));
      await this.snapshots.record(entry.id, file.text, 'read');
    });
  }

  /** Asks the camera for its firmware and the sections waiting for a reboot, in one small request (the Site view's refresh). */
  async probeStatus(id: string, signal?: AbortSignal): Promise<void> {
    await this.use(id, async (client, entry) => {
      const status = await readCameraStatus(client, signal);
      entry.roundTripMs = status.roundTripMs;
      entry.rebootNeeded = status.rebootNeeded;
      this.setFirmware(entry, status.firmware);
    });
  }

  /**
   * The Site view's refresh of one camera: `probeStatus`, and for a camera that refuses its stored
   * credentials (not the factory ones) one read-only request more with the factory ones, to the
   * same address with the same pinned certificates and timeout, not audited: if they open it, it
   * was probably reset (`factoryLogin`). Fails as `probeStatus` did.
   */
  async refreshStatus(id: string, signal?: AbortSignal): Promise<void> {
    try {
      await this.probeStatus(id, signal);
    } catch (error) {
      await this.tryFactoryLogin(id, signal);
      throw error;
    }
  }

  private async tryFactoryLogin(id: string, signal: AbortSignal | undefined): Promise<void> {
    const entry = this.cameras.get(id);
    if (!entry || !entry.passwordKnown || entry.state !== 'auth_failed' || signal?.aborted) return;
    const { client } = entry;
    if (client.usesFactoryCredentials()) return; // refused already: asking again with the same would tell nothing
    const opens = await opensWithFactoryLogin({ ...client.camera, https: entry.https, trustStore: this.trustStore, timeoutMs: client.timeoutMs, ...(signal ? { signal } : {}) });
    // Unless the camera was edited or answered meanwhile.
    if (entry.client === client && entry.state === 'auth_failed') entry.factoryLogin = opens;
  }

  /** What a call learned of the sections waiting for a reboot (config.apply, config.rebootNeeded). */
  noteRebootNeeded(id: string, sections: string[]): void {
    const entry = this.cameras.get(id);
    if (entry) entry.rebootNeeded = [...sections];
  }

  /** A probe nobody waits for (a camera added, edited or given its password); stopped by stopProbes. */
  private probeInBackground(entry: CameraEntry): Promise<void> {
    if (this.closing.signal.aborted) return Promise.resolve();
    const probe: Promise<void> = this.probe(entry.id, this.closing.signal)
      .catch((error: unknown) => this.keepProbeFailure(entry, error))
      .finally(() => this.backgroundProbes.delete(probe));
    this.backgroundProbes.add(probe);
    return probe;
  }

  /** Cancels the background probes and resolves once they are over: before the workspace closes. */
  async stopProbes(): Promise<void> {
    this.closing.abort();
    await Promise.all(this.backgroundProbes);
  }

  /** The background probe of a new camera failed in a way its state does not say already: say it in the detail. */
  private keepProbeFailure(entry: CameraEntry, error: unknown): void {
    if (entry.state === 'unknown' && entry.stateDetail === null) this.setState(entry, 'unknown', localize('remoteConfig.state.firstProbeFailed', { message: errorAsText(error) }));
  }

  /** Resolves once every change asked for so far is written (or failed): before closing. */
  async settled(): Promise<void> {
    await this.changing;
  }

  /** Forgets every camera; a probe still running afterwards tells no one. */
  clear(): void {
    this.cameras.clear();
    this.passwords.clear();
  }

  remove(id: string): Promise<boolean> {
    return this.change(async () => {
      const entry = this.cameras.get(id);
      if (!entry) return false;
      if (entry.persisted) await this.save(this.persistedCameras().filter((camera) => camera.id !== id), this.nextNumber);
      this.cameras.delete(id);
      this.passwords.delete(id);
      this.hub.emit({ event: 'camera.state', payload: { camera: summarize(entry), removed: true } });
      return true;
    });
  }

  /** The passwords known of these cameras: only to cut them out of what is shown (the handover report), never to show. */
  knownPasswords(ids: readonly string[]): string[] {
    return ids.flatMap((id) => {
      const password = this.passwords.get(id);
      return password === undefined ? [] : [password];
    });
  }

  has(id: string): boolean {
    return this.cameras.has(id);
  }

  get(id: string): CameraEntry {
    const entry = this.cameras.get(id);
    if (!entry) throw ApiError.of('not_found', localize('services.cameras.notFound', { id }));
    return entry;
  }

  list(): CameraSummary[] {
    return [...this.cameras.values()].map(summarize);
  }

  summary(id: string): CameraSummary {
    return summarize(this.get(id));
  }

  /** A site says its passphrase is needed (naming the variable); elsewhere the password is to be entered. */
  private passwordUnknownText(entry: CameraEntry): Text {
    const hint = this.workspace?.holdsSealedPassword(entry.id) ? this.workspace.sealedPasswordHint(entry.label) : null;
    return hint ?? localize('services.cameras.passwordUnknown', { label: entry.label });
  }

  /** Runs `operation` on the camera; its outcome updates the camera's state. */
  async use<T>(id: string, operation: (client: RemoteConfigClient, entry: CameraEntry) => Promise<T>): Promise<T> {
    const entry = this.get(id);
    if (!entry.passwordKnown) throw ApiError.of('auth', this.passwordUnknownText(entry));
    try {
      const result = await operation(entry.client, entry);
      entry.lastAnswerAt = Date.now();
      this.setState(entry, 'online', null);
      return result;
    } catch (error) {
      const state = cameraStateAfterError(error);
      if (state === 'answered') {
        entry.lastAnswerAt = Date.now();
        this.setState(entry, 'online', incompleteAnswerDetail(error));
      }
      else if (state !== 'unchanged') this.setState(entry, state, errorAsText(error));
      throw error;
    }
  }

  setState(entry: CameraEntry, state: CameraState, detail: Text | null): void {
    if (state !== 'auth_failed') entry.factoryLogin = false;
    if (entry.state === state && sameDetail(entry.stateDetail, detail)) return;
    entry.state = state;
    entry.stateDetail = detail;
    this.announce(entry);
  }

  setFirmware(entry: CameraEntry, firmware: string | null): void {
    if (entry.firmware === firmware) return;
    entry.firmware = firmware;
    this.announce(entry);
  }

  private announce(entry: CameraEntry): void {
    if (this.cameras.has(entry.id)) this.hub.emit({ event: 'camera.state', payload: { camera: summarize(entry), removed: false } });
  }
}

/** The camera list was not written, so the change was not made; of the kind of the failure behind it. */
class CameraListNotSavedError extends LocalizedError {
  override readonly name = 'CameraListNotSavedError';

  constructor(
    readonly kind: ErrorKind,
    text: Text,
  ) {
    super(text);
  }
}

const passwordUnknownDetail = localize('remoteConfig.state.passwordUnknown');

/** Texts are made anew for each error: the same words are the same detail. */
function sameDetail(a: Text | null, b: Text | null): boolean {
  return a === b || (a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b));
}

function summarize(entry: CameraEntry): CameraSummary {
  const { client } = entry;
  return {
    id: entry.id,
    label: entry.label,
    host: client.camera.host,
    port: client.camera.port,
    https: entry.https,
    user: client.user,
    simulated: entry.simulated,
    state: entry.state,
    stateDetail: entry.stateDetail,
    firmware: entry.firmware,
    factoryPassword: entry.passwordKnown && client.usesFactoryCredentials(),
    passwordKnown: entry.passwordKnown,
    persisted: entry.persisted,
    group: entry.group,
    variables: { ...entry.variables },
  };
}

function toWorkspaceCamera(entry: CameraEntry): Omit<WorkspaceCamera, 'password'> {
  return { id: entry.id, label: entry.label, host: entry.client.camera.host, port: entry.client.camera.port, https: entry.https, user: entry.client.user, group: entry.group, variables: { ...entry.variables } };
}

/** The camera after `changes`; a new address without a new name drops a name that was only the old address. */
function editedCamera(entry: CameraEntry, changes: CameraChanges, password: string | null): WorkspaceCamera {
  const current = toWorkspaceCamera(entry);
  const https = changes.https ?? current.https;
  const host = changes.host ?? current.host;
  const port = changes.port === null ? (https ? 443 : 80) : (changes.port ?? current.port);
  const labelWasAddress = current.label === addressLabel(current.host, current.port);
  const label = changes.label?.trim() || (changes.label === undefined && !labelWasAddress ? current.label : addressLabel(host, port));
  const group = changes.group === undefined ? current.group : changes.group;
  return { id: entry.id, label, host, port, https, user: changes.user ?? current.user, password, group, variables: changes.variables ?? current.variables };
}

// Builds the service layer: the camera registry, the distributor, the simulator controls
// and, in demo mode, a simulated camera on 127.0.0.1 and a distributor on `lo`.
import { homedir, networkInterfaces } from 'node:os';
import { join } from 'node:path';
import packageJson from '../../../package.json';
import { product } from '../../shared/product';
import { parseSystemConfig, type PartialUserConfig, type SystemConfig } from '../distributor/config';
import { DistributorBroadcastCore } from '../distributor/core';
import { busTemplateHandlers, recordSentMessage } from './busTemplates/busTemplateHandlers';
import { InMemoryBusTemplateStore, type BusTemplateStore } from './busTemplates/busTemplateStore';
import { BusTemplateFileStore } from './busTemplates/busTemplateFileStore';
import { cameraHandlers } from './cameras/cameraHandlers';
import { CameraRegistry } from './cameras/cameraRegistry';
import { configHandlers, type RebootTiming } from './config/configHandlers';
import { startDemo } from './simulator/demoSetup';
import { distributorHandlers } from './distributor/distributorHandlers';
import { DistributorService } from './distributor/distributorService';
import { operationHandlers } from './operations/operationHandlers';
import { fleetApplyHandlers, fleetScriptRunner } from './fleet/fleetApplyHandlers';
import { baselineHandlers, baselineStoresIn } from './baseline/baselineHandlers';
import { OperationRegistry } from './operations/operationRegistry';
import { MemoryPendingEditsStore, pendingEditsHandlers } from './pendingEdits/pendingEditsHandlers';
import { scriptHandlers } from './config/scriptHandlers';
import { ServiceEventHub } from './serviceEventHub';
import { withCallCauses } from './callCause';
import { recordingHandlers } from './recording/recordingHandlers';
import { RecordingService } from './recording/recordingService';
import { replayHandlers } from './replay/replayHandlers';
import { ReplayService } from './replay/replayService';
import { simulatorHandlers } from './simulator/simulatorHandlers';
import { SimulatorService } from './simulator/simulatorService';
import { WorkspaceService } from './workspace/workspaceService';
import { workspaceHandlers } from './workspace/workspaceHandlers';
import { cameraListHandlers } from './cameraLists/cameraListHandlers';
import { DistributorSettingsFile, openWorkspace, PendingEditsStore, type CameraStore } from '../workspace';
import type { StudioHandlers, StudioServices, StudioServicesOptions } from './studioServices';
import { AuditLog, SnapshotStore } from '../fleet';
import { auditHandlers } from './audit/auditHandlers';
import { siteHistoryHandlers } from './siteHistory/siteHistoryHandlers';
import { agentHandlers } from './agent/agentHandlers';
import { AgentStatusWatch } from './agent/agentStatus';
import { fleetHandlers } from './fleet/fleetBackupHandlers';
import { heardOnBusHandlers } from './site/heardOnBusHandlers';
import { siteDiscoverHandlers } from './site/siteDiscoverHandlers';
import { DiscoveredCameras } from './site/discoveredCameras';
import { historyHandlers } from './history/historyHandlers';
import { SnapshotRecorder } from './history/snapshotRecorder';
import { siteInventoryHandlers } from './site/siteInventoryHandlers';
import { reportHandlers } from './report/reportHandlers';
import { ReportDownloads } from './report/reportDownloads';
import { noCheckRunsKept, type CheckRunSource } from '../report/checkRunSource';
import { errorAsText, givenWords } from '../../shared/i18n/errorWords';
import { localize, type Text } from '../../shared/i18n/text';
import { SiteCommitter, withSiteCommits } from './siteCommits/siteCommitter';
import { syncHandlers } from './sync/syncHandlers';
import { sitesHandlers } from './sites/sitesHandlers';
import { RecentSites } from './sites/recentSites';
import { SiteRepository } from '../siterepo/siteRepository';
import { technicianFromGitConfig } from '../siterepo/technician';
import type { Technician } from '../siterepo/commitMessage';
import { switchableStudioServices, type SiteSwitcher } from './siteSwitch';
import { ApiError } from '../../shared/api/errors';

export interface StudioServicesTuning {
  /** Distributor configuration outside demo mode (default: every interface of this machine, not initialised). */
  distributorSystemConfig?: SystemConfig;
  /** When given (outside demo mode), the distributor is initialised with it at start. */
  distributorUserConfig?: PartialUserConfig;
  rebootTiming?: RebootTiming;
  /** Extra generated parameters of the demo camera (camconfig serve --generated-params). */
  demoGeneratedParams?: number;
  /** Milliseconds the demo camera waits before every answer (camconfig serve --latency); default 0. */
  demoLatencyMs?: number;
  /** Period of distributor.statistics events (default 1000 ms). */
  statisticsIntervalMs?: number;
  /** How often changes inside the simulators (bus peer counters, reboots) are looked for (default 250 ms). */
  simulatorWatchIntervalMs?: number;
  /** Where the send form's history and templates are kept (default: the workspace folder, or in memory without a workspace). */
  busTemplates?: BusTemplateStore;
  /** Where bus recordings are written (default ~/camconfig-recordings, created on the first recording). */
  recordingsDir?: string;
  /** Leaves the message bus alone (no distributor started from its kept settings): the site agent works with cameras only. */
  withoutBus?: boolean;
  /** Where report.save finds a baseline's check runs (default: the workspace's run store, the one baseline.check writes; none without a workspace). */
  checkRuns?: CheckRunSource;
}

/** Interfaces of this machine in a sensible search order: real ones first, loopback last. */
function defaultSystemConfig(): SystemConfig {
  const table = networkInterfaces();
  const names = Object.keys(table).sort((a, b) => Number(isLoopback(table, a)) - Number(isLoopback(table, b)));
  return parseSystemConfig({ broadcast: { interfaces: names.length > 0 ? names : ['lo'] } }, 'default system configuration');
}

function isLoopback(table: ReturnType<typeof networkInterfaces>, name: string): boolean {
  return (table[name] ?? []).every((address) => address.internal);
}

/** The committer of a site's changes, or null (with the reason among the problems) when the site cannot be committed to. */
async function siteCommitterFor(workspace: CameraStore, technician: Technician | undefined, settled: () => Promise<void>): Promise<SiteCommitter | null> {
  try {
    const { repository } = await SiteRepository.open(workspace.folder);
    return new SiteCommitter({ repository, cameras: workspace, settled, technician: async () => technician ?? technicianFromGitConfig(repository.folder) });
  } catch (error) {
    workspace.noteProblem(localize('services.site.commitsOff', { problem: errorAsText(error) }));
    return null;
  }
}

/**
 * The services of the studio's run: those of its workspace (or site), switched to another folder
 * by sites.open behind the same handlers and events (siteSwitch.ts), with the same tuning and the
 * same recent sites; the bus, the demo and the cameras given at start come with each folder again.
 */
export async function createStudioServices(options: StudioServicesOptions & StudioServicesTuning): Promise<StudioServices> {
  const recent = new RecentSites(options.recentSitesFile ?? null);
  const openFolder = options.openFolder ?? ((folder: string, sitePassphrase: string | undefined) => openWorkspace(folder, { kind: 'none', ...(sitePassphrase ? { sitePassphrase } : {}) }));
  return switchableStudioServices(options.workspace, (workspace, switcher) => createFolderServices({ ...options, ...(workspace ? { workspace } : {}) }, { recent, switcher, openFolder }), {
    reopen: (folder) => openFolder(folder, undefined),
    cannotStart: (workspace, problem, back) => ApiError.of('storage', localize('services.sites.cannotStart', { folder: workspace.folder, problem: errorAsText(problem), current: back?.folder ?? localize('services.sites.noCurrent') })),
  });
}

interface FolderServicesParts {
  recent: RecentSites;
  switcher: SiteSwitcher;
  openFolder: (folder: string, passphrase: string | undefined) => Promise<CameraStore>;
}

/** The services of one workspace or site folder (or of none). */
async function createFolderServices(options: StudioServicesOptions & StudioServicesTuning, { recent, switcher, openFolder }: FolderServicesParts): Promise<StudioServices> {
  const hub = new ServiceEventHub();
  const operations = new OperationRegistry();
  const discovered = new DiscoveredCameras();
  // The audit log, snapshots and backups live in the workspace; without one, none is kept.
  const studioWorkspace = options.workspace ?? null;
  const audit = studioWorkspace ? new AuditLog(studioWorkspace.folder) : null;
  const noteProblem = (problem: Text): void => studioWorkspace?.noteProblem(problem);
  const ownerOf = (cameraId: string): string | null => studioWorkspace?.identityOf(cameraId) ?? null;
  // The demo's simulated camera is rebuilt at every start: nothing of it is kept (docs/workspace.md).
  const keepsHistoryOf = (cameraId: string): boolean => !cameras.isSimulated(cameraId);
  const baselineStores = studioWorkspace ? baselineStoresIn(studioWorkspace.folder, noteProblem) : null;
  const snapshots = new SnapshotRecorder(studioWorkspace ? new SnapshotStore(join(studioWorkspace.folder, 'snapshots'), { onProblem: noteProblem, ownerOf, keepsAll: studioWorkspace.site !== null }) : null, noteProblem, keepsHistoryOf);
  const cameras = new CameraRegistry(hub, studioWorkspace, audit, snapshots);
  const workspace = new WorkspaceService(hub, cameras, options.workspace ?? null, options.mode, () => distributor.applyKeptIfWaiting());
  const kept = options.workspace;
  const pendingEdits = kept ? new PendingEditsStore(kept.folder, (problem) => kept.noteProblem(problem), ownerOf) : new MemoryPendingEditsStore();
  const simulator = new SimulatorService(hub, options.simulatorWatchIntervalMs);
  const systemConfig = options.demo ? parseSystemConfig({ broadcast: { interfaces: ['lo'] } }, 'demo system configuration') : (options.distributorSystemConfig ?? defaultSystemConfig());
  // Outside demo mode the applied distributor settings are kept in the workspace for the next start.
  const settingsFile = kept && !options.demo ? new DistributorSettingsFile(kept.folder, () => kept.secretStore, (problem) => kept.noteProblem(problem)) : null;
  const distributor = new DistributorService(new DistributorBroadcastCore(systemConfig, { statisticsIntervalMs: options.statisticsIntervalMs ?? 1000 }), hub, settingsFile, (problem) => kept?.noteProblem(givenWords(problem)));
  // Kept in the workspace folder when there is one, else for this run only.
  const busTemplates = options.busTemplates ?? (kept ? await BusTemplateFileStore.open(kept.folder, (problem) => kept.noteProblem(problem)) : new InMemoryBusTemplateStore());
  // Recordings live beside the cameras of the workspace; without one, in the home folder.
  const recordingsDir = options.recordingsDir ?? (options.workspace ? join(options.workspace.folder, 'recordings') : join(homedir(), 'camconfig-recordings'));
  const recordings = new RecordingService(recordingsDir, hub, options.workspace?.folder ?? null);
  const replays = new ReplayService(recordingsDir, hub, (path, value) => distributor.sendReplayed(path, value));
  // Watches the agent's files only once a view asked for its status (agent.status).
  const agentStatusWatch = studioWorkspace ? new AgentStatusWatch(studioWorkspace.folder, (status) => hub.emit({ event: 'agent.statusChanged', payload: status })) : null;
  const closeAll = async (): Promise<void> => {
    agentStatusWatch?.close();
    operations.cancelAll();
    discovered.clear();
    await cameras.stopProbes(); // a slow camera's probe must not record a snapshot after the snapshots close
    await cameras.settled(); // no workspace write is cut off
    await distributor.settled();
    await siteCommits?.settled();
    await snapshots.close();
    await audit?.settled();
    cameras.clear();
    distributor.close();
    replays.close();
    await recordings.close();
    await busTemplates.settled(); // the last sent message reaches the workspace file
    await simulator.close();
    hub.clear();
  };
  try {
    for (const camera of options.cameras ?? []) cameras.add(camera);
    if (options.demo) await startDemo({ cameras, simulator, distributor, generatedParams: options.demoGeneratedParams, latencyMs: options.demoLatencyMs });
    else if (options.distributorUserConfig) await distributor.init(options.distributorUserConfig, 'the distributor options given at start (--iface, --bus-port)');
    else if (!options.withoutBus) await distributor.initFromKept().catch((error: unknown) => kept?.noteProblem(errorAsText(error)));
  } catch (error) {
    await closeAll();
    throw error;
  }

  const reportDownloads = new ReportDownloads();
  const siteCommits = studioWorkspace?.site ? await siteCommitterFor(studioWorkspace, options.technician, async () => {
    await cameras.settled();
    await snapshots.settled();
    await audit?.settled();
  }) : null;
  // Each handler runs within its call's cause, so a camera's change names the operation that made it (callCause.ts);
  // in a site, a call that changes it ends in its commit (siteCommitter.ts).
  const handlers: StudioHandlers = withCallCauses(withSiteCommits({
    'studio.info': async () => ({ name: product.name, version: packageJson.version, sdkVersion: product.sdkVersion, mode: options.mode, demo: options.demo, fileDialog: options.chooseFile !== undefined, folderDialog: options.chooseFolder !== undefined, ...(options.systemLanguages ? { systemLanguages: options.systemLanguages } : {}) }),
    ...cameraHandlers(cameras, (cameraId) => {
      void simulator.removeCamera(cameraId);
      void pendingEdits.save(cameraId, []).catch(() => undefined); // a removed camera's edits mean nothing; a failed delete leaves a file no camera reads
    }),
    ...configHandlers(cameras, hub, operations, options.rebootTiming),
    ...scriptHandlers(cameras, hub, operations),
    ...operationHandlers(operations),
    ...workspaceHandlers(workspace),
    ...pendingEditsHandlers(pendingEdits, (cameraId) => cameras.get(cameraId)),
    ...distributorHandlers(distributor, (path, value) => recordSentMessage(busTemplates, hub, path, value)),
    ...busTemplateHandlers(busTemplates, hub),
    ...recordingHandlers(recordings, options.chooseFile ?? null),
    ...replayHandlers(replays),
    ...fleetApplyHandlers(cameras, hub, operations, options.rebootTiming, audit ? { log: audit, onProblem: noteProblem } : null),
    ...simulatorHandlers(simulator),
    ...cameraListHandlers(cameras),
    ...fleetHandlers(cameras, hub, operations, studioWorkspace ? join(studioWorkspace.folder, 'backups') : null),
    ...historyHandlers(cameras, hub, operations),
    ...auditHandlers(audit),
    ...siteHistoryHandlers(studioWorkspace, (cameraId) => cameras.has(cameraId)),
    ...agentHandlers(studioWorkspace, agentStatusWatch),
    ...siteInventoryHandlers(cameras, hub, operations, { pendingEdits, backupsFolder: studioWorkspace ? join(studioWorkspace.folder, 'backups') : null, audit, distributor }),
    ...siteDiscoverHandlers(cameras, hub, operations, discovered),
    ...heardOnBusHandlers(cameras, distributor),
    ...sitesHandlers(operations, { recent, workspace: studioWorkspace, technician: options.technician, settled: () => cameras.settled(), switcher, openFolder, chooseFolder: options.chooseFolder ?? null }),
    // A pull or a resolution that changed the site: the cameras are read again, so every window lists them as they are now.
    ...syncHandlers(hub, operations, {
      committer: siteCommits,
      onSiteChanged: async () => {
        await cameras.rereadWorkspace().catch((error: unknown) => noteProblem(localize('services.sync.camerasNotReread', { problem: errorAsText(error) })));
      },
    }),
    ...reportHandlers(cameras, { workspaceFolder: studioWorkspace?.folder ?? null, snapshots: snapshots.store, audit, checkRuns: options.checkRuns ?? baselineStores?.runs ?? noCheckRunsKept, baselines: baselineStores?.baselines ?? null, downloads: reportDownloads, chooseSaveFile: options.chooseSaveFile ?? null }),
    ...baselineHandlers(
      cameras,
      hub,
      operations,
      baselineStores,
      fleetScriptRunner(cameras, hub, operations, options.rebootTiming, audit ? { log: audit, onProblem: noteProblem } : null),
      noteProblem,
    ),
  }, siteCommits));
  let closing: Promise<void> | null = null;
  return {
    handlers,
    onEvent: (listener) => hub.on(listener),
    close: () => (closing ??= closeAll()),
    reportDownloads,
    asOneCommit: (run) => (siteCommits ? siteCommits.asOneCommit(run) : run()),
  };
}

// The one typed API contract between the renderer and the main process (docs/api.md).
// Every method has an input and an output schema, every event a payload schema; the service
// side of both transports (Electron IPC and WebSocket) validates against them.
import { z } from 'zod';
import { supportedLanguages } from '../i18n/languages';
import { busTemplatesStateSchema, removeTemplateInputSchema, saveTemplateInputSchema } from './busTemplateSchemas';
import {
  openRecordingInputSchema,
  openRecordingOutputSchema,
  recordingFileViewSchema,
  recordingFilesOutputSchema,
  recordingsStateSchema,
  recordingViewSchema,
  replaysStateSchema, replayViewSchema, startRecordingInputSchema, startReplayInputSchema } from './recordingSchemas';
import { cameraImportReportSchema, exportCamerasCsvInputSchema, exportCamerasCsvOutputSchema, importCameraListInputSchema } from './cameraListSchemas';
import { addCameraInputSchema, cameraIdSchema, cameraRefSchema, cameraChangedSchema, cameraSummarySchema, updateCameraInputSchema } from './cameraSchemas';
import {
  activateProfileInputSchema,
  applyChangesInputSchema,
  applyChangesOutputSchema,
  configFileOutputSchema,
  operationInputSchema,
  profileOutputSchema,
  readSectionsInputSchema,
  readSectionsOutputSchema,
  rebootInputSchema,
  rebootNeededOutputSchema,
  rebootOutputSchema,
  restoreBackupInputSchema,
  transcriptOutputSchema,
} from './configSchemas';
import {
  busMessagesPayloadSchema,
  distributorStateSchema,
  distributorStatisticsSchema,
  initDistributorInputSchema,
  initDistributorOutputSchema,
  sendMessageInputSchema,
  sendMessageOutputSchema,
} from './distributorSchemas';
import { distributorSettingsSchema } from './distributorSettingsSchemas';
import { currentSiteSchema, sitesChooseFolderInputSchema, sitesChooseFolderOutputSchema, sitesCloneInputSchema, sitesCloneOutputSchema, sitesFromWorkspaceInputSchema, sitesFromWorkspaceOutputSchema, sitesOpenInputSchema, sitesOpenOutputSchema, sitesRecentOutputSchema } from './sitesSchemas';
import { loadPendingEditsInputSchema, loadPendingEditsOutputSchema, savePendingEditsInputSchema, savePendingEditsOutputSchema } from './pendingEditsSchemas';
import { runScriptInputSchema, runScriptOutputSchema } from './scriptSchemas';
import { catalogTextSchema } from '../i18n/text';
import { emptyInputSchema, fieldName, operationIdSchema, textSchema, timestampSchema } from './schemaHelpers';
import { unlockWorkspaceInputSchema, workspaceStatusSchema } from './workspaceSchemas';
import {
  fleetApplyProgressSchema,
  planFleetApplyInputSchema,
  planFleetApplyOutputSchema,
  readFleetGridInputSchema,
  readFleetGridOutputSchema,
  runFleetApplyInputSchema,
  runFleetApplyOutputSchema,
} from './fleetApplySchemas';
import { fleetBackupInputSchema, fleetBackupOutputSchema, listSnapshotsOutputSchema, compareSnapshotsInputSchema, compareSnapshotsOutputSchema, restoreSnapshotInputSchema, restoreSnapshotOutputSchema } from './historySchemas';
import { siteHistoryInputSchema, siteHistoryOutputSchema } from './siteHistorySchemas';
import { auditExportInputSchema, auditExportOutputSchema, auditQueryInputSchema, auditQueryOutputSchema } from './auditSchemas';
import { siteInventoryInputSchema, siteInventoryOutputSchema } from './siteSchemas';
import { syncConflictsOutputSchema, syncOperationInputSchema, syncProgressSchema, syncPullOutputSchema, syncPushOutputSchema, syncResolveInputSchema, syncResolveOutputSchema, syncStatusSchema } from './siteSyncSchemas';
import { addDiscoveredInputSchema, addDiscoveredOutputSchema, discoverInputSchema, discoverOutputSchema, discoverProgressSchema, heardOnBusOutputSchema } from './siteDiscoverySchemas';
import {
  baselineDraftInputSchema,
  baselineDraftOutputSchema,
  checkBaselineInputSchema,
  checkBaselineOutputSchema,
  checkProgressSchema,
  checkRunRefSchema,
  checkRunSchema,
  fixSelectionSchema,
  getBaselineInputSchema,
  getBaselineOutputSchema,
  listBaselinesOutputSchema,
  listCheckRunsInputSchema,
  listCheckRunsOutputSchema,
  planFixOutputSchema,
  removeBaselineInputSchema,
  runFixInputSchema,
  saveBaselineInputSchema,
  saveBaselineOutputSchema,
} from './baselineSchemas';
import { agentStatusSchema } from './agentStatusSchemas';
import { agentTestAlertInputSchema, agentTestAlertOutputSchema, readAgentSettingsOutputSchema, saveAgentSettingsInputSchema, saveAgentSettingsOutputSchema } from './agentSchemas';
import { saveReportCopyInputSchema, saveReportCopyOutputSchema, saveReportInputSchema, saveReportOutputSchema } from './reportSchemas';
import { setBusPeerInputSchema, setSimulatedCameraInputSchema, simulatedBusPeerSchema, simulatedCameraSchema, simulatorStateSchema } from './simulatorSchemas';

export const studioModes = ['desktop', 'web'] as const;
export type StudioMode = (typeof studioModes)[number];

function method<I extends z.ZodType, O extends z.ZodType>(input: I, output: O): { input: I; output: O } {
  return { input, output };
}

export const apiContract = {
  methods: {
    'studio.info': method(
      emptyInputSchema,
      /**
       * `fileDialog`: the native file dialog can be opened (the desktop app); web mode picks files from lists only.
       * `folderDialog`: the native folder dialog can be opened (`sites.chooseFolder`); web mode types a folder's path.
       * `systemLanguages`: the desktop app's system locales, Electron's app.getLocale() first; absent in web mode, where the browser's navigator.languages say.
       */
      z.object({ name: z.string(), version: z.string(), sdkVersion: z.string(), mode: z.enum(studioModes), demo: z.boolean(), fileDialog: z.boolean(), folderDialog: z.boolean(), systemLanguages: z.array(z.string().min(1).max(35)).max(8).optional() }),
    ),

    'cameras.list': method(emptyInputSchema, z.object({ cameras: z.array(cameraSummarySchema) })),
    /** Adds a camera and probes it; the camera and its state arrive as `camera.state` events. */
    'cameras.add': method(addCameraInputSchema, z.object({ cameraId: cameraIdSchema })),
    /** Edits a camera (fields left out, the password too, stay); it is probed again with what changed. */
    'cameras.update': method(updateCameraInputSchema, z.object({ camera: cameraSummarySchema })),
    'cameras.remove': method(cameraRefSchema, z.object({ removed: z.boolean() })),
    /** Asks the camera for its configuration file: refreshes state and firmware. */
    'cameras.probe': method(cameraRefSchema, z.object({ camera: cameraSummarySchema })),

    /** What importing a camera list (community CSV or .mxu) would add, and its bad lines; nothing is changed. */
    'cameraLists.preview': method(importCameraListInputSchema, cameraImportReportSchema),
    /** Imports the good lines of a camera list (one workspace write); bad lines are reported; cameras already there are updated with what the list says (variables, group, name). */
    'cameraLists.import': method(importCameraListInputSchema, cameraImportReportSchema),
    /** The cameras (or one group's) as community CSV: ADDRESS;LABEL;GROUP;<variables>. */
    'cameraLists.exportCsv': method(exportCamerasCsvInputSchema, exportCamerasCsvOutputSchema),

    /** Where cameras are kept and how their passwords are (docs/workspace.md). */
    'workspace.status': method(emptyInputSchema, workspaceStatusSchema),
    /** Web mode started without a passphrase: encrypts the passwords with one from now on (and opens those it sealed before). */
    'workspace.unlock': method(unlockWorkspaceInputSchema, workspaceStatusSchema),

    /** The sections as configuration text (read it with parseConfig); absent `sections`: the whole configuration, kept in the camera's history. */
    'config.readSections': method(readSectionsInputSchema, readSectionsOutputSchema),
    'config.readFile': method(cameraRefSchema, configFileOutputSchema),
    /** Parameter changes plus optional store / update / reboot, in one request to the camera. */
    'config.apply': method(applyChangesInputSchema, applyChangesOutputSchema),
    'config.store': method(operationInputSchema, transcriptOutputSchema),
    'config.update': method(operationInputSchema, transcriptOutputSchema),
    /** Running configuration back from the camera's flash copy (drops unstored changes). */
    'config.restoreFromFlash': method(operationInputSchema, transcriptOutputSchema),
    /** A backup file (from `config.readFile`) written back, stored and applied. */
    'config.restoreBackup': method(restoreBackupInputSchema, transcriptOutputSchema),
    'config.reboot': method(rebootInputSchema, rebootOutputSchema),
    'config.rebootNeeded': method(cameraRefSchema, rebootNeededOutputSchema),
    'config.profile': method(cameraRefSchema, profileOutputSchema),
    'config.activateProfile': method(activateProfileInputSchema, transcriptOutputSchema),
    /** A technician's own command script, run as written; the transcript, ERROR: lines included (the command console). */
    'config.runScript': method(runScriptInputSchema, runScriptOutputSchema),

    /** Edits of a camera's parameters not yet applied, as the editor last saved them. */
    'pendingEdits.load': method(loadPendingEditsInputSchema, loadPendingEditsOutputSchema),
    /** Replaces the camera's pending edits (an empty list once applied or discarded). */
    'pendingEdits.save': method(savePendingEditsInputSchema, savePendingEditsOutputSchema),

    'distributor.state': method(emptyInputSchema, distributorStateSchema),
    /** Applies a user configuration (specification 2.3); the result says whether it became active. */
    'distributor.init': method(initDistributorInputSchema, initDistributorOutputSchema),
    'distributor.send': method(sendMessageInputSchema, sendMessageOutputSchema),
    'distributor.statistics': method(emptyInputSchema, distributorStatisticsSchema),
    /** The system configuration (read-only) and the user configuration last applied, without the passphrase (only whether one is set). */
    'distributor.settings': method(emptyInputSchema, distributorSettingsSchema),

    /** The send form's history of sent messages (newest first) and the saved templates. */
    'busTemplates.list': method(emptyInputSchema, busTemplatesStateSchema),
    /** Saves a template (a template of the same name is replaced); the new list arrives as a `busTemplates.state` event. */
    'busTemplates.save': method(saveTemplateInputSchema, z.object({ saved: z.literal(true) })),
    'busTemplates.remove': method(removeTemplateInputSchema, z.object({ removed: z.boolean() })),

    /** Starts writing received bus messages to a new file in the recordings folder (never overwrites one). */
    'recording.start': method(startRecordingInputSchema, z.object({ recording: recordingViewSchema })),
    /** Stops a recording; everything received until now is in its file. */
    'recording.stop': method(z.strictObject({ recordingId: textSchema({ subject: fieldName('recordingId'), min: 1, max: 100 }) }), z.object({ recording: recordingViewSchema })),
    'recording.list': method(emptyInputSchema, recordingsStateSchema),
    /** The recording files of the recordings folder, newest first (at most 200), with size, messages and duration: what Replay and Open offer to pick. */
    'recording.files': method(emptyInputSchema, recordingFilesOutputSchema),
    /** Desktop app: the native file dialog (its words in `language`, default English) picks a recording anywhere; it is checked and copied into the recordings folder (`file`: as the list shows it; null: cancelled). Web mode: refused. */
    'recording.importChosen': method(z.strictObject({ language: z.enum(supportedLanguages).optional() }), z.object({ file: recordingFileViewSchema.nullable() })),
    /** Reads a JSON Lines recording back, to browse it offline in the console. */
    'recording.open': method(openRecordingInputSchema, openRecordingOutputSchema),
    /** Sends the messages of a JSON Lines recording onto the bus through the distributor, with their original spacing divided by `speed`. */
    'replay.start': method(startReplayInputSchema, z.object({ replay: replayViewSchema })),
    'replay.stop': method(z.strictObject({ replayId: textSchema({ subject: fieldName('replayId'), min: 1, max: 100 }) }), z.object({ replay: replayViewSchema })),
    'replay.list': method(emptyInputSchema, replaysStateSchema),

    /** Cancels a long operation by the operationId its caller gave it; false when none is under way. What already ran is in the operation's own failure (code cancelled). */
    'operations.cancel': method(z.strictObject({ operationId: operationIdSchema }), z.object({ cancelled: z.boolean() })),

    'simulator.list': method(emptyInputSchema, simulatorStateSchema),
    'simulator.setCamera': method(setSimulatedCameraInputSchema, z.object({ camera: simulatedCameraSchema })),
    'simulator.setBusPeer': method(setBusPeerInputSchema, z.object({ peer: simulatedBusPeerSchema })),

    /** The named sections of many cameras, read in parallel; a camera that cannot be read says why and does not stop the others. */
    'fleet.readGrid': method(readFleetGridInputSchema, readFleetGridOutputSchema),
    /** The dry run: each camera's exact script for the edits ({VARIABLE} placeholders filled); nothing is sent. */
    'fleet.plan': method(planFleetApplyInputSchema, planFleetApplyOutputSchema),
    /** Applies the edits to every camera in parallel (write, store, update, reboot and wait, read back); progress as `fleet.applyProgress`. */
    'fleet.apply': method(runFleetApplyInputSchema, runFleetApplyOutputSchema),
    /** Backs up the chosen cameras (or a group, or all) in parallel into the workspace's backups/ folder; progress per camera as `operation.progress` events. */
    'fleet.backup': method(fleetBackupInputSchema, fleetBackupOutputSchema),
    /** A camera's snapshots (every configuration read or applied), newest first. */
    'history.list': method(cameraRefSchema, listSnapshotsOutputSchema),
    /** Two snapshots (of one camera, or one section of two cameras) at parameter level, with both texts. */
    'history.compare': method(compareSnapshotsInputSchema, compareSnapshotsOutputSchema),
    /** Writes a snapshot back (firmware checked unless forced), stores and applies it. */
    'history.restore': method(restoreSnapshotInputSchema, restoreSnapshotOutputSchema),
    /** The site's commits (who changed what and when), newest first, all or one camera's; in a workspace that is not a site, none. */
    'siteHistory.log': method(siteHistoryInputSchema, siteHistoryOutputSchema),
    /** The audit log, filtered, newest first. */
    'audit.query': method(auditQueryInputSchema, auditQueryOutputSchema),
    /** The audit log, filtered, as CSV. */
    'audit.exportCsv': method(auditExportInputSchema, auditExportOutputSchema),

    /** The Site view: one row per camera (or one group's) with its state, firmware, factory password, reboot_needed, unstored edits, last backup, last change, bus peer and one overall sign; with `refresh`, every camera is asked first (bounded parallel, progress, cancel). */
    'site.inventory': method(siteInventoryInputSchema, siteInventoryOutputSchema),
    /** Scans the range given (nothing else) for cameras; each result as a `site.discoverProgress` event; cancelled, answers what it scanned. */
    'site.discover': method(discoverInputSchema, discoverOutputSchema),
    /** Adds cameras a scan opened, with the credentials that opened them (kept by the studio under the scanId). */
    'site.addDiscovered': method(addDiscoveredInputSchema, addDiscoveredOutputSchema),
    /** The addresses the message bus heard that are not the host of a workspace camera ("found on the bus"); nothing is sent to them. */
    'site.heardOnBus': method(emptyInputSchema, heardOnBusOutputSchema),

    /** A site's sync with its remote (docs/site-repository.md, "In the studio"): ahead / behind, last pull, uncommitted, a conflict or a half-done git operation. */
    'sync.status': method(emptyInputSchema, syncStatusSchema),
    /** Fetches the remote only, on demand ("Check for updates"): the site's files stay; answers the sync state after it (behind: the commits a pull would bring). A long operation: steps as `sync.progress`, cancelled by operations.cancel. */
    'sync.fetch': method(syncOperationInputSchema, syncStatusSchema),
    /** Fetches and merges the remote, all or nothing (a conflict or a cancel changes nothing); steps as `sync.progress`. */
    'sync.pull': method(syncOperationInputSchema, syncPullOutputSchema),
    /** Pushes the site; refused as non-fast-forward, pulls and pushes again; steps as `sync.progress`. */
    'sync.push': method(syncOperationInputSchema, syncPushOutputSchema),
    /** The same cameras changed on both sides, field by field with both values and authors; null when none. */
    'sync.conflicts': method(emptyInputSchema, syncConflictsOutputSchema),
    /** One side chosen per conflicting field: one merge commit by the technician. */
    'sync.resolve': method(syncResolveInputSchema, syncResolveOutputSchema),

    /** The sites opened recently (the studio's own settings file, newest first, at most 20); a folder no longer there is marked missing. */
    'sites.recent': method(emptyInputSchema, sitesRecentOutputSchema),
    /** Clones the team's site from its remote into a missing or empty folder (a URL with a password refused); a long operation, cancelled by operations.cancel; kept in the recent sites. */
    'sites.clone': method(sitesCloneInputSchema, sitesCloneOutputSchema),
    /** Turns the studio's own workspace into a site where it is: passwords and the bus passphrase sealed with the new site key, one commit by the technician. */
    'sites.fromWorkspace': method(sitesFromWorkspaceInputSchema, sitesFromWorkspaceOutputSchema),
    /** Switches the running studio to another site or workspace folder: the services closed (every write settled) and built again for it behind the same connections; refused, with the folder and the reason, when it is no site or cannot be opened (the studio stays where it was). Every window hears `studio.siteChanged`. */
    'sites.open': method(sitesOpenInputSchema, sitesOpenOutputSchema),
    /** Desktop app: the native folder dialog, modal over the studio's window, for the site picker's folder fields (null: cancelled; a second one while one is open is refused). Web mode: refused (the path is typed). */
    'sites.chooseFolder': method(sitesChooseFolderInputSchema, sitesChooseFolderOutputSchema),

    /** The workspace's baselines (docs/baseline.md), by name. */
    'baseline.list': method(emptyInputSchema, listBaselinesOutputSchema),
    /** A baseline's text (the newest version, or `version`) and the versions kept. */
    'baseline.get': method(getBaselineInputSchema, getBaselineOutputSchema),
    /** Saves a baseline as a new version (its text checked first: a problem names the line); the groups it applies to. */
    'baseline.save': method(saveBaselineInputSchema, saveBaselineOutputSchema),
    /** Removes a baseline with its versions; its check runs stay. */
    'baseline.remove': method(removeBaselineInputSchema, z.object({ removed: z.boolean() })),
    /** A camera's configuration (read now, or a snapshot) to tick into a baseline, with placeholders offered for per-camera values. */
    'baseline.draft': method(baselineDraftInputSchema, baselineDraftOutputSchema),
    /** Checks cameras against a baseline, reading only the sections it names (bounded parallel); each camera as a `baseline.checkProgress` event; the run is kept. Cancelled, answers what it checked. */
    'baseline.check': method(checkBaselineInputSchema, checkBaselineOutputSchema),
    /** The check runs kept (one baseline's or all), newest first. */
    'baseline.runs': method(listCheckRunsInputSchema, listCheckRunsOutputSchema),
    'baseline.run': method(checkRunRefSchema, z.object({ run: checkRunSchema })),
    /** The dry run of "Bring back to baseline": each drifted camera's script with only its drifted parameters; nothing is sent. */
    'baseline.planFix': method(fixSelectionSchema, planFixOutputSchema),
    /** Brings the drifted cameras of a run back to the baseline (write, store, optional update and reboot, read back); progress as `fleet.applyProgress`; every script in the audit log. */
    'baseline.fix': method(runFixInputSchema, runFleetApplyOutputSchema),

    /** Writes the handover report (HTML and/or PDF from one report model) into the workspace's reports/ folder. */
    'report.save': method(saveReportInputSchema, saveReportOutputSchema),
    /** Desktop app: copies a report file report.save wrote (by its downloadId) where the technician chooses in the native save dialog. */
    'report.saveCopy': method(saveReportCopyInputSchema, saveReportCopyOutputSchema),

    /** What the site agent's own files in the workspace say (agent-runs.json, agent-state.json; only read): whether it runs, each job's last run and next slot, the open alerts; a missing or unusable file is told, never an error. */
    'agent.status': method(emptyInputSchema, agentStatusSchema),
    /** The site agent's agent.json in the workspace folder (docs/agent.md, "In the studio"): missing, the defaults; never a secret, only whether the webhook key is set. */
    'agent.settings.read': method(emptyInputSchema, readAgentSettingsOutputSchema),
    /** Checks the text with the agent's own rules (each problem names its field), seals a new webhook key with the workspace's secret store and writes agent.json atomically; refused, nothing is written. */
    'agent.settings.save': method(saveAgentSettingsInputSchema, saveAgentSettingsOutputSchema),
    /** Sends one test alert through a channel of the saved agent.json; delivered, or why not (never the key). */
    'agent.testAlert': method(agentTestAlertInputSchema, agentTestAlertOutputSchema),
  },
  events: {
    'bus.messages': busMessagesPayloadSchema,
    'distributor.statistics': distributorStatisticsSchema,
    'distributor.state': distributorStateSchema,
    /** What `distributor.settings` answers, after every `distributor.init`. */
    'distributor.settings': distributorSettingsSchema,
    /** The send form's history and templates, whenever either changes (a message sent, a template saved or removed). */
    'busTemplates.state': busTemplatesStateSchema,
    /** The recordings of this studio session, at start and stop and about once a second while one is active. */
    'recording.state': recordingsStateSchema,
    /** The replays of this studio session, on every message sent and when one ends. */
    'replay.state': replaysStateSchema,
    /** The simulated cameras and bus peers, whenever anything about them changes (their counters included). */
    'simulator.state': simulatorStateSchema,
    /** A camera was added, changed state, or was removed (`removed: true`). */
    'camera.state': z.object({ camera: cameraSummarySchema, removed: z.boolean() }),
    /** The camera answered a script that may have changed its values, sent by any operation of the studio (a view showing them reads them again). */
    'camera.changed': cameraChangedSchema,
    /** The workspace status changed (passwords storage, cameras needing a password, a problem). */
    'workspace.status': workspaceStatusSchema,
    /** A step of a long operation started with an `operationId`. */
    'operation.progress': z.object({
      operationId: operationIdSchema,
      cameraId: cameraIdSchema,
      step: z.string(),
      /** The step's words in English (the machine form, as a log keeps it). */
      message: z.string(),
      /** The same in the reader's language. */
      text: catalogTextSchema,
      done: z.boolean(),
      at: timestampSchema,
    }),
    /** A step of one camera of a `fleet.apply`, or its result. */
    'fleet.applyProgress': fleetApplyProgressSchema,
    /** One result of a `site.discover` as it arrives, with done / total / found. */
    'site.discoverProgress': discoverProgressSchema,
    /** One camera of a `baseline.check` checked, with done / total. */
    'baseline.checkProgress': checkProgressSchema,
    /** A step of a `sync.pull` or `sync.push` under way. */
    'sync.progress': syncProgressSchema,
    /** What `agent.status` answers, a moment after the site agent wrote its files (sent once a view asked for the status). */
    'agent.statusChanged': agentStatusSchema,
    /** The studio now works on another site or workspace (`sites.open`): every store is read again. */
    'studio.siteChanged': currentSiteSchema,
  },
} as const;

type Methods = typeof apiContract.methods;
type Events = typeof apiContract.events;

export type MethodName = keyof Methods;
/** What the caller passes (optional fields may be left out). */
export type MethodInput<M extends MethodName> = z.input<Methods[M]['input']>;
/** The input after validation, defaults applied: what the service side receives. */
export type ParsedMethodInput<M extends MethodName> = z.output<Methods[M]['input']>;
export type MethodOutput<M extends MethodName> = z.output<Methods[M]['output']>;
export type EventName = keyof Events;
export type EventPayload<E extends EventName> = z.output<Events[E]>;

export const methodNames = Object.keys(apiContract.methods) as MethodName[];
export const eventNames = Object.keys(apiContract.events) as EventName[];

export function isMethodName(name: string): name is MethodName {
  return Object.prototype.hasOwnProperty.call(apiContract.methods, name);
}

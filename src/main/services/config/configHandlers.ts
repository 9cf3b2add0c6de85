// config.*: reading and changing a camera's configuration through its RemoteConfigClient.
// Nothing unconfirmed is reported as done: the client throws for a command without #exec and
// for a value read back otherwise than written; after a reboot the stored values are read
// back once more. Long operations run in the OperationRegistry: `operations.cancel` or the
// caller going away stops them, and the failure says which commands had already run.
import { firmwareVersion } from '../../../shared/remoteconfig/configModel';
import { serializeConfig } from '../../../shared/remoteconfig/configText';
import { rebootRequestMessageId, type TranscriptSummary } from '../../../shared/api/configSchemas';
import { parseBackup, verifiableParams } from '../../remoteconfig/backupFile';
import { ApiError } from '../../../shared/api/errors';
import { OperationCancelledError } from '../../remoteconfig/errors';
import { localize, type Text } from '../../../shared/i18n/text';
import type { RemoteConfigClient } from '../../remoteconfig/remoteConfigClient';
import { rebootProgressText } from '../../remoteconfig/rebootWaiter';
import type { Transcript } from '../../../shared/remoteconfig/responseParser';
import type { CameraEntry, CameraRegistry } from '../cameras/cameraRegistry';
import type { OperationRegistry } from '../operations/operationRegistry';
import { progressReporter, type ProgressReporter } from '../operations/operationProgress';
import type { ServiceEventHub } from '../serviceEventHub';
import type { CallContext, HandlersOf } from '../studioServices';
import { summarizeTranscript } from '../transcriptSummary';

export interface RebootTiming {
  /** Gap between probes while waiting for a rebooted camera. */
  pollIntervalMs?: number;
  /** Longest wait for a rebooted camera. */
  timeoutMs?: number;
}

/** What a long operation on one camera is handed: its client and entry, progress, and the signal that cancels it. */
interface OperationScope {
  client: RemoteConfigClient;
  entry: CameraEntry;
  report: ProgressReporter;
  signal: AbortSignal;
}

interface OperationInput {
  cameraId: string;
  operationId?: string | undefined;
}

export function configHandlers(cameras: CameraRegistry, hub: ServiceEventHub, operations: OperationRegistry, rebootTiming: RebootTiming = {}): HandlersOf<'config'> {
  function runOperation<T>({ cameraId, operationId }: OperationInput, caller: CallContext, work: (scope: OperationScope) => Promise<T>): Promise<T> {
    const report = progressReporter(hub, cameraId, operationId);
    return operations.run(operationId, caller.signal, (signal) => cameras.use(cameraId, (client, entry) => work({ client, entry, report, signal })));
  }

  /** Waits for a reboot the camera confirmed; a cancelled wait names the commands that had run before it. */
  async function waitForReboot({ client, entry, report, signal }: OperationScope, before: TranscriptSummary): Promise<void> {
    cameras.setState(entry, 'rebooting', localize('remoteConfig.state.rebootingWaiting'));
    try {
      await client.waitUntilRebooted({ ...rebootTiming, signal, onProgress: (progress) => report('reboot', rebootProgressText(progress)) });
    } catch (error) {
      if (!(error instanceof OperationCancelledError)) throw error;
      cameras.setState(entry, 'unknown', localize('remoteConfig.state.rebootWaitCancelled'));
      throw new OperationCancelledError(client.camera, { ...error.report, ran: commandsThatRan(before) }, localize('remoteConfig.cancelled.nothingReadBack', { during: error.duringText }));
    }
  }

  function runCommand(input: OperationInput, caller: CallContext, step: string, message: Text, run: (client: RemoteConfigClient, signal: AbortSignal) => Promise<Transcript>) {
    return runOperation(input, caller, async ({ client, report, signal }) => {
      report(step, message);
      const transcript = summarizeTranscript(await run(client, signal));
      report('done', localize('services.progress.commandDone', { command: step }), true);
      return { transcript };
    });
  }

  return {
    // The whole configuration (the editor's Reload) is read as the camera's file, in one request, and kept in its history.
    // It goes to the page as the text that was just parsed (and so checked) here: one string, no object per parameter.
    'config.readSections': ({ cameraId, sections }, caller) =>
      cameras.use(cameraId, async (client, entry) => {
        if (sections !== undefined) return { text: serializeConfig(await client.readSections(sections, { signal: caller.signal })) };
        const file = await client.readConfigFile({ signal: caller.signal });
        cameras.setFirmware(entry, firmwareVersion(file.config));
        await cameras.snapshots.record(entry.id, file.text, 'read');
        return { text: file.text };
      }),

    'config.readFile': ({ cameraId }) =>
      cameras.use(cameraId, async (client, entry) => {
        const file = await client.readConfigFile();
        const firmware = firmwareVersion(file.config);
        cameras.setFirmware(entry, firmware);
        await cameras.snapshots.record(entry.id, file.text, 'read');
        return { text: file.text, firmware };
      }),

    'config.apply': (input, caller) => {
      const { changes, store = false, update = false, reboot = false } = input;
      if (reboot && !store) {
        throw ApiError.of('invalid_request', localize('services.config.rebootWithoutStore'));
      }
      return runOperation(input, caller, async (scope) => {
        const { client, report, signal } = scope;
        const steps = ['write', store && 'store', update && 'update', reboot && 'reboot'].filter(Boolean).join(', ');
        report('send', localize('services.progress.sendingChanges', { count: changes.length, steps }));
        const transcript = summarizeTranscript(await client.setParams(changes, { store, update, reboot, signal }));
        if (reboot) {
          await waitForReboot(scope, transcript);
          report('verify', localize('services.progress.readingBack', { count: changes.length }));
          await client.verifyStored(changes, { signal });
        }
        const rebootNeeded = await client.rebootNeeded({ signal });
        cameras.noteRebootNeeded(scope.entry.id, rebootNeeded);
        await cameras.snapshots.recordCurrent(client, scope.entry.id, 'applied', { signal });
        report('done', localize('services.progress.changesApplied'), true);
        return { transcript, rebootNeeded };
      });
    },

    'config.store': (input, caller) => runCommand(input, caller, 'store', localize('services.progress.store'), (client, signal) => client.runScript('store', { signal })),
    'config.update': (input, caller) => runCommand(input, caller, 'update', localize('services.progress.update'), (client, signal) => client.runScript('update', { signal })),
    'config.restoreFromFlash': (input, caller) => runCommand(input, caller, 'restore', localize('services.progress.restoreFromFlash'), (client, signal) => client.restore(undefined, { signal })),
    'config.activateProfile': (input, caller) =>
      runCommand(input, caller, 'activate_profile', localize('services.progress.activateProfile', { profile: input.profile }), (client, signal) => client.activateProfile(input.profile, { signal })),

    'config.restoreBackup': (input, caller) => {
      const { text, force = false, reboot = false } = input;
      return runOperation(input, caller, async (scope) => {
        const { client, report, signal } = scope;
        report('restore', localize('services.progress.restoreBackup'));
        const transcript = summarizeTranscript(await client.restoreBackup(text, { force, reboot, signal }));
        if (reboot) {
          await waitForReboot(scope, transcript);
          const expected = verifiableParams(parseBackup(text, 'the backup'));
          report('verify', localize('services.progress.readingBack', { count: expected.length }));
          await client.verifyStored(expected, { signal });
        }
        await cameras.snapshots.recordCurrent(client, scope.entry.id, 'restored', { signal });
        report('done', localize('services.progress.backupRestored'), true);
        return { transcript };
      });
    },

    'config.reboot': (input, caller) => {
      const { wait = true } = input;
      return runOperation(input, caller, async (scope) => {
        const { client, entry, report, signal } = scope;
        report('reboot', localize(rebootRequestMessageId));
        const transcript = summarizeTranscript(await client.reboot({ signal }));
        if (!wait) {
          cameras.setState(entry, 'rebooting', localize('remoteConfig.state.rebootingNotWaited'));
          report('done', localize('services.progress.rebootRequested'), true);
          return { transcript, backOnline: false };
        }
        await waitForReboot(scope, transcript);
        report('done', localize('services.progress.cameraBack'), true);
        return { transcript, backOnline: true };
      });
    },

    'config.rebootNeeded': ({ cameraId }, caller) =>
      cameras.use(cameraId, async (client) => {
        const sections = await client.rebootNeeded({ signal: caller.signal });
        cameras.noteRebootNeeded(cameraId, sections);
        return { sections };
      }),
    'config.profile': ({ cameraId }) => cameras.use(cameraId, async (client) => ({ profile: await client.profile() })),
  };
}

function commandsThatRan(transcript: TranscriptSummary): string[] {
  return transcript.commands.filter((command) => command.status === 'ran').map((command) => command.command);
}

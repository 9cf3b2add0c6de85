// config.*: reading and changing a camera's configuration through its RemoteConfigClient.
// Nothing unconfirmed is reported as done: the client throws for a command without #exec and
// for a value read back otherwise than written; after a reboot the stored values are read
// back once more.
import { firmwareVersion } from '../../shared/remoteconfig/configModel';
import { parseBackup, verifiableParams } from '../remoteconfig/backupFile';
import { ApiError } from '../../shared/api/errors';
import type { RemoteConfigClient } from '../remoteconfig/remoteConfigClient';
import type { RebootProgress } from '../remoteconfig/rebootWaiter';
import type { CameraEntry, CameraRegistry } from './cameraRegistry';
import { progressReporter, type ProgressReporter } from './operationProgress';
import type { ServiceEventHub } from './serviceEventHub';
import type { HandlersOf } from './studioServices';
import { summarizeTranscript } from './transcriptSummary';

export interface RebootTiming {
  /** Gap between probes while waiting for a rebooted camera. */
  pollIntervalMs?: number;
  /** Longest wait for a rebooted camera. */
  timeoutMs?: number;
}

export function configHandlers(cameras: CameraRegistry, hub: ServiceEventHub, rebootTiming: RebootTiming = {}): HandlersOf<'config'> {
  async function waitForReboot(client: RemoteConfigClient, entry: CameraEntry, report: ProgressReporter): Promise<void> {
    cameras.setState(entry, 'rebooting', 'rebooting: waiting for the camera to answer again');
    await client.waitUntilRebooted({ ...rebootTiming, onProgress: (progress) => report('reboot', describeRebootProgress(progress)) });
  }

  return {
    'config.readSections': ({ cameraId, sections }) => cameras.use(cameraId, async (client) => ({ sections: (await client.readSections(sections)).sections })),

    'config.readFile': ({ cameraId }) =>
      cameras.use(cameraId, async (client, entry) => {
        const file = await client.readConfigFile();
        const firmware = firmwareVersion(file.config);
        cameras.setFirmware(entry, firmware);
        return { text: file.text, firmware };
      }),

    'config.apply': ({ cameraId, operationId, changes, store = false, update = false, reboot = false }) => {
      if (reboot && !store) {
        throw new ApiError('invalid_request', 'config.apply: reboot without store would lose the changes (the camera reloads its flash copy when it boots): set store as well');
      }
      const report = progressReporter(hub, cameraId, operationId);
      return cameras.use(cameraId, async (client, entry) => {
        const steps = ['write', store && 'store', update && 'update', reboot && 'reboot'].filter(Boolean).join(', ');
        report('send', `sending ${changes.length} parameter change(s): ${steps}`);
        const transcript = summarizeTranscript(await client.setParams(changes, { store, update, reboot }));
        if (reboot) {
          await waitForReboot(client, entry, report);
          report('verify', `reading the ${changes.length} stored value(s) back`);
          await client.verifyStored(changes);
        }
        const rebootNeeded = await client.rebootNeeded();
        report('done', 'changes applied', true);
        return { transcript, rebootNeeded };
      });
    },

    'config.store': ({ cameraId, operationId }) => runCommand(cameraId, operationId, 'store', 'writing the running configuration to flash', (client) => client.runScript('store')),
    'config.update': ({ cameraId, operationId }) => runCommand(cameraId, operationId, 'update', 'applying the changes that need no reboot', (client) => client.runScript('update')),
    'config.restoreFromFlash': ({ cameraId, operationId }) => runCommand(cameraId, operationId, 'restore', 'reading the configuration back from flash', (client) => client.restore()),
    'config.activateProfile': ({ cameraId, operationId, profile }) => runCommand(cameraId, operationId, 'activate_profile', `activating profile ${profile}`, (client) => client.activateProfile(profile)),

    'config.restoreBackup': ({ cameraId, operationId, text, force = false, reboot = false }) => {
      const report = progressReporter(hub, cameraId, operationId);
      return cameras.use(cameraId, async (client, entry) => {
        report('restore', 'writing the backup, storing and applying it (this can take a minute and a half)');
        const transcript = summarizeTranscript(await client.restoreBackup(text, { force, reboot }));
        if (reboot) {
          await waitForReboot(client, entry, report);
          const expected = verifiableParams(parseBackup(text, 'the backup'));
          report('verify', `reading the ${expected.length} restored value(s) back`);
          await client.verifyStored(expected);
        }
        report('done', 'backup restored', true);
        return { transcript };
      });
    },

    'config.reboot': ({ cameraId, operationId, wait = true }) => {
      const report = progressReporter(hub, cameraId, operationId);
      return cameras.use(cameraId, async (client, entry) => {
        report('reboot', 'asking the camera to reboot');
        const transcript = summarizeTranscript(await client.reboot());
        if (!wait) {
          cameras.setState(entry, 'rebooting', 'rebooting (not waited for)');
          report('done', 'reboot requested', true);
          return { transcript, backOnline: false };
        }
        await waitForReboot(client, entry, report);
        report('done', 'the camera is back', true);
        return { transcript, backOnline: true };
      });
    },

    'config.rebootNeeded': ({ cameraId }) => cameras.use(cameraId, async (client) => ({ sections: await client.rebootNeeded() })),
    'config.profile': ({ cameraId }) => cameras.use(cameraId, async (client) => ({ profile: await client.profile() })),
  };

  function runCommand(cameraId: string, operationId: string | undefined, step: string, message: string, run: (client: RemoteConfigClient) => Promise<Parameters<typeof summarizeTranscript>[0]>) {
    const report = progressReporter(hub, cameraId, operationId);
    return cameras.use(cameraId, async (client) => {
      report(step, message);
      const transcript = summarizeTranscript(await run(client));
      report('done', `${step} done`, true);
      return { transcript };
    });
  }
}

function describeRebootProgress(progress: RebootProgress): string {
  const seconds = `${Math.round(progress.elapsedMs / 1000)} s`;
  if (progress.phase === 'going-down') return 'waiting for the camera to go down';
  if (progress.phase === 'waiting') return `waiting for the camera to come back (${seconds}: ${progress.reason})`;
  return `the camera answered again after ${seconds}`;
}

// `--wait`, `--wait-timeout SECONDS`, `--poll-interval SECONDS`: waiting for a camera to reboot,
// with progress on stderr.
import type { RemoteConfigClient } from '../../remoteconfig/remoteConfigClient';
import { defaultRebootWait, type RebootProgress, type RebootWaitOptions } from '../../remoteconfig/rebootWaiter';
import { flag, type CommandLineOption, type ParsedCommandLine } from '../../base/commandLine/parseCommandLine';
import { secondsOption } from './secondsOption';
import type { RcOutput } from './rcOutput';

/** --store, --update, --reboot: the same options in `rc set` and `fleet apply`. */
export const applyStepCommandLineOptions: CommandLineOption[] = [
  { name: 'store', help: 'store the running configuration to flash afterwards' },
  { name: 'update', help: 'apply what needs no reboot' },
  { name: 'reboot', help: 'reboot at the end (needs --store)' },
];

export const rebootWaitCommandLineOptions: CommandLineOption[] = [
  { name: 'wait', help: 'after the reboot, wait until the camera answers again, then read the values back' },
  { name: 'wait-timeout', value: true, valueName: 'SECONDS', help: 'longest wait from the reboot until the camera answers (default 180)' },
  { name: 'poll-interval', value: true, valueName: 'SECONDS', help: 'gap between probes while it is down (default 2)' },
];

export interface RebootWaitChoice {
  wait: boolean;
  timeoutMs: number;
  pollIntervalMs: number;
}

export function rebootWaitChoice(args: ParsedCommandLine): RebootWaitChoice {
  return {
    wait: flag(args, 'wait'),
    timeoutMs: secondsOption(args, 'wait-timeout', defaultRebootWait.timeoutMs),
    pollIntervalMs: secondsOption(args, 'poll-interval', defaultRebootWait.pollIntervalMs),
  };
}

/** Waits for a reboot already sent, telling the technician what happens. Returns the seconds it took. */
export async function waitWithProgress(client: RemoteConfigClient, output: RcOutput, choice: RebootWaitChoice): Promise<number> {
  let lastPhase: RebootProgress['phase'] | undefined;
  let tookMs = 0;
  const options: RebootWaitOptions = {
    timeoutMs: choice.timeoutMs,
    pollIntervalMs: choice.pollIntervalMs,
    onProgress: (progress) => {
      if (progress.phase !== lastPhase) output.note(describeProgress(progress, choice.timeoutMs));
      lastPhase = progress.phase;
      tookMs = progress.elapsedMs;
    },
  };
  await client.waitUntilRebooted(options);
  return Math.round(tookMs / 100) / 10;
}

function describeProgress(progress: RebootProgress, timeoutMs: number): string {
  switch (progress.phase) {
    case 'going-down':
      return 'rebooting: waiting for the camera to go down';
    case 'waiting':
      return `camera is down (${progress.reason}); waiting up to ${timeoutMs / 1000} s for it to come back`;
    case 'back':
      return `camera is back after ${Math.round(progress.elapsedMs / 100) / 10} s`;
  }
}

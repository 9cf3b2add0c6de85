// `--wait`, `--wait-timeout SECONDS`, `--poll-interval SECONDS`: waiting for a camera to reboot,
// with progress on stderr.
import type { RemoteConfigClient } from '../../remoteconfig/remoteConfigClient';
import { defaultRebootWait, type RebootProgress, type RebootWaitOptions } from '../../remoteconfig/rebootWaiter';
import { flag, type CommandLineOption, type ParsedCommandLine } from '../../base/commandLine/parseCommandLine';
import { secondsOption } from './secondsOption';
import type { RcOutput } from './rcOutput';
import { localize, type Text } from '../../../shared/i18n/text';

/** --store, --update, --reboot: the same options in `rc set` and `fleet apply`. */
export const applyStepCommandLineOptions: CommandLineOption[] = [
  { name: 'store', help: localize('cliRc.option.store') },
  { name: 'update', help: localize('cliRc.option.update') },
  { name: 'reboot', help: localize('cliRc.option.reboot') },
];

export const rebootWaitCommandLineOptions: CommandLineOption[] = [
  { name: 'wait', help: localize('cliRc.option.wait') },
  { name: 'wait-timeout', value: true, valueName: 'SECONDS', help: localize('cliRc.option.waitTimeout') },
  { name: 'poll-interval', value: true, valueName: 'SECONDS', help: localize('cliRc.option.pollInterval') },
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
      if (progress.phase !== lastPhase) output.note(output.words(describeProgress(progress, choice.timeoutMs)));
      lastPhase = progress.phase;
      tookMs = progress.elapsedMs;
    },
  };
  await client.waitUntilRebooted(options);
  return Math.round(tookMs / 100) / 10;
}

function describeProgress(progress: RebootProgress, timeoutMs: number): Text {
  switch (progress.phase) {
    case 'going-down':
      return localize('cliRc.progress.goingDown');
    case 'waiting':
      return localize('cliRc.progress.down', { reason: progress.reason, seconds: timeoutMs / 1000 });
    case 'back':
      return localize('cliRc.progress.back', { seconds: Math.round(progress.elapsedMs / 100) / 10 });
  }
}

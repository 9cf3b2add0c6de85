// The options of `camconfig fleet apply` (reference: docs/cli/fleet.md).
import { defaultRebootWait } from '../../remoteconfig/rebootWaiter';
import { flag, optionValue, type ParsedCommandLine } from '../../base/commandLine/parseCommandLine';
import { UsageError } from '../../base/commandLine/usageError';
import type { FleetApplySteps } from '../../../shared/fleet/applyPlan';
import { secondsOption } from '../rc/secondsOption';
import { formatOptionHelp } from '../../base/commandLine/optionHelp';
import { applyCommandLineOptions } from './fleetOptions';
import { readListConnection, type ListConnection } from './listCameras';
import type { Language } from '../../../shared/i18n/languages';
import { renderText } from '../../../shared/i18n/renderText';
import { localize } from '../../../shared/i18n/text';

/** The --help of camconfig fleet apply, in `language`. */
export function applyUsage(language: Language): string {
  return renderText(localize('cliFleet.apply.usage', { options: formatOptionHelp(applyCommandLineOptions, language) }), language);
}

export const maxParallel = 256;
const defaultParallel = 10;

export interface ApplyOptions extends ListConnection {
  commandsFile: string;
  /** `workspace`: the --workspace folder (the cameras of --group; with --list only where the audit log goes). */
  source: { kind: 'list'; file: string; workspace: string | undefined } | { kind: 'group'; group: string; workspace: string | undefined };
  dryRun: boolean;
  parallel: number;
  steps: FleetApplySteps;
  wait: boolean;
  rebootWait: { timeoutMs: number; pollIntervalMs: number };
  json: boolean;
}

export function readApplyOptions(args: ParsedCommandLine, env: NodeJS.ProcessEnv): ApplyOptions {
  if (args.positionals.length > 0) throw new UsageError(localize('cliFleet.apply.error.unexpectedArgument', { argument: args.positionals[0]! }));
  const commandsFile = optionValue(args, 'commands');
  if (commandsFile === undefined) throw new UsageError(localize('cliFleet.apply.error.noCommands'));
  const steps = { store: flag(args, 'store'), update: flag(args, 'update'), reboot: flag(args, 'reboot') };
  if (steps.reboot && !steps.store) throw new UsageError(localize('cliFleet.error.rebootNeedsStore'));
  const wait = flag(args, 'wait');
  if (wait && !steps.reboot) throw new UsageError(localize('cliFleet.error.waitOnlyWithReboot'));
  return {
    commandsFile,
    source: cameraSource(args),
    dryRun: flag(args, 'dry-run'),
    parallel: parallelOption(optionValue(args, 'parallel')),
    steps,
    wait,
    rebootWait: { timeoutMs: secondsOption(args, 'wait-timeout', defaultRebootWait.timeoutMs), pollIntervalMs: secondsOption(args, 'poll-interval', defaultRebootWait.pollIntervalMs) },
    ...readListConnection(args, env),
    json: flag(args, 'json'),
  };
}

function cameraSource(args: ParsedCommandLine): ApplyOptions['source'] {
  const list = optionValue(args, 'list');
  const group = optionValue(args, 'group');
  if ((list === undefined) === (group === undefined)) throw new UsageError(localize('cliFleet.apply.error.whichCameras'));
  if (list !== undefined) return { kind: 'list', file: list, workspace: optionValue(args, 'workspace') };
  return { kind: 'group', group: group!, workspace: optionValue(args, 'workspace') };
}

function parallelOption(text: string | undefined): number {
  if (text === undefined) return defaultParallel;
  const count = Number(text);
  if (!/^\d+$/.test(text) || count < 1 || count > maxParallel) throw new UsageError(localize('cliFleet.error.parallelFoundRange', { min: '1', max: String(maxParallel), found: text }));
  return count;
}

// The options of `camconfig fleet apply` (reference: docs/cli/fleet.md).
import { defaultRebootWait } from '../../remoteconfig/rebootWaiter';
import { flag, optionValue, type ParsedCommandLine } from '../../base/commandLine/parseCommandLine';
import { UsageError } from '../../base/commandLine/usageError';
import type { FleetApplySteps } from '../../../shared/fleet/applyPlan';
import { secondsOption } from '../rc/secondsOption';
import { formatOptionHelp } from '../../base/commandLine/optionHelp';
import { applyCommandLineOptions } from './fleetOptions';
import { readListConnection, type ListConnection } from './listCameras';

export const applyUsage = [
  'Usage: camconfig fleet apply --commands FILE (--list CSV | --group GROUP) [options]',
  '',
  'Sends the command file to every camera, filled in with each camera\'s {COLUMN} values,',
  'a few cameras at a time; reads the written values back and reports every camera.',
  '',
  'Options:',
  formatOptionHelp(applyCommandLineOptions, 'en'),
  '',
  'Progress goes to stderr, the report to stdout.',
  'Exit codes: 0 every camera applied, 2 bad option, command file or list (nothing sent),',
  '10 some cameras failed or were not reached (the report names them), 130 interrupted (Ctrl-C).',
  'Reference: docs/cli/fleet.md',
].join('\n');

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
  if (args.positionals.length > 0) throw new UsageError(`unexpected argument '${args.positionals[0]}': the command file goes after --commands`);
  const commandsFile = optionValue(args, 'commands');
  if (commandsFile === undefined) throw new UsageError('which commands? Give --commands FILE');
  const steps = { store: flag(args, 'store'), update: flag(args, 'update'), reboot: flag(args, 'reboot') };
  if (steps.reboot && !steps.store) throw new UsageError('--reboot needs --store: the camera boots from its flash copy, so unstored changes would be lost');
  const wait = flag(args, 'wait');
  if (wait && !steps.reboot) throw new UsageError('--wait only applies to --reboot');
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
  if ((list === undefined) === (group === undefined)) throw new UsageError('which cameras? Give either --list CSV or --group GROUP');
  if (list !== undefined) return { kind: 'list', file: list, workspace: optionValue(args, 'workspace') };
  return { kind: 'group', group: group!, workspace: optionValue(args, 'workspace') };
}

function parallelOption(text: string | undefined): number {
  if (text === undefined) return defaultParallel;
  const count = Number(text);
  if (!/^\d+$/.test(text) || count < 1 || count > maxParallel) throw new UsageError(`option --parallel needs a whole number of cameras from 1 to ${maxParallel}, found '${text}'`);
  return count;
}

// The options every `camconfig rc` subcommand shares: which camera, how to reach it, who logs in.
import { workspaceOption } from '../../base/commandLine/workspaceOption';
import { sizeInUnits } from '../../remoteconfig/errors';
import { answerSizeLimits, defaultTimeouts } from '../../remoteconfig/remoteConfigClient';
import { defaultKnownCamerasPath } from '../../remoteconfig/knownCameras';
import { flag, optionValue, type CommandLineOption, type ParsedCommandLine } from '../../base/commandLine/parseCommandLine';
import { parseCameraArg, type CameraArg } from '../../base/commandLine/cameraArg';
import { secondsOption } from './secondsOption';
import { UsageError } from '../../base/commandLine/usageError';
import { localize } from '../../../shared/i18n/text';

/** The options of every rc subcommand; `camconfig rc --help` is generated from them. */
export const rcGlobalCommandLineOptions: CommandLineOption[] = [
  { name: 'camera', alias: 'c', value: true, valueName: 'HOST[:PORT]', help: localize('cliRc.option.camera') },
  { name: 'https', help: localize('cliRc.option.https') },
  { name: 'insecure', help: localize('cliRc.option.insecure') },
  { name: 'user', alias: 'u', value: true, valueName: 'USER', help: localize('cliRc.option.user') },
  { name: 'password', value: true, valueName: 'PASSWORD', help: localize('cliRc.option.password') },
  { name: 'json', help: localize('cliRc.option.json') },
  { name: 'timeout', value: true, valueName: 'SECONDS', help: localize('cliRc.option.timeout') },
  { name: 'long-timeout', value: true, valueName: 'SECONDS', help: localize('cliRc.option.longTimeout') },
  { name: 'known-cameras', value: true, valueName: 'FILE', help: localize('cliRc.option.knownCameras') },
  workspaceOption(localize('cliRc.option.workspace')),
  { name: 'max-answer-bytes', value: true, valueName: 'SIZE', help: localize('cliRc.option.maxAnswerBytes') },
  { name: 'help', alias: 'h', help: localize('cliRc.option.help') },
];

export const defaultUser = 'admin';

export interface RcGlobalOptions {
  camera: CameraArg;
  https: boolean;
  insecure: boolean;
  user: string;
  password: string | undefined;
  json: boolean;
  timeoutMs: number;
  longTimeoutMs: number;
  knownCamerasFile: string;
  maxAnswerBytes: number;
  /** --workspace: the folder whose audit log the scripts go to (undefined: the default workspace folder). */
  workspace: string | undefined;
}

export function readGlobalOptions(args: ParsedCommandLine, env: NodeJS.ProcessEnv): RcGlobalOptions {
  const cameraText = optionValue(args, 'camera');
  if (cameraText === undefined) throw new UsageError(localize('cliRc.error.noCamera'));
  const https = flag(args, 'https');
  const insecure = flag(args, 'insecure');
  if (insecure && !https) throw new UsageError(localize('cliRc.error.insecureWithoutHttps'));
  const user = optionValue(args, 'user') ?? defaultUser;
  if (user === '' || user.includes(':')) throw new UsageError(localize('cliRc.error.badUser', { user }));
  return {
    camera: parseCameraArg(cameraText),
    https,
    insecure,
    user,
    password: optionValue(args, 'password'),
    json: flag(args, 'json'),
    timeoutMs: secondsOption(args, 'timeout', defaultTimeouts.timeoutMs),
    longTimeoutMs: secondsOption(args, 'long-timeout', defaultTimeouts.longTimeoutMs),
    knownCamerasFile: optionValue(args, 'known-cameras') ?? defaultKnownCamerasPath(env),
    maxAnswerBytes: sizeOption(optionValue(args, 'max-answer-bytes')),
    workspace: optionValue(args, 'workspace'),
  };
}

const sizeUnits: Record<string, number> = { '': 1, KiB: 1024, MiB: 1024 ** 2 };

/** `--max-answer-bytes`: bytes, or a whole number of KiB or MiB, within the client's bounds. */
function sizeOption(text: string | undefined): number {
  if (text === undefined) return answerSizeLimits.defaultBytes;
  const match = /^(\d+)\s*(KiB|MiB|)$/.exec(text.trim());
  const bytes = match ? Number(match[1]) * sizeUnits[match[2]!]! : NaN;
  if (!(bytes >= answerSizeLimits.minBytes && bytes <= answerSizeLimits.maxBytes)) {
    throw new UsageError(localize('cliRc.error.answerSize', { min: sizeInUnits(answerSizeLimits.minBytes), max: sizeInUnits(answerSizeLimits.maxBytes), found: text }));
  }
  return bytes;
}

/** What the command line offers besides the known-cameras file when a certificate changed (commands that take --insecure). */
export const insecureOnce = localize('remoteConfig.trustAgain.insecureOnce');

// The options every `camconfig rc` subcommand shares: which camera, how to reach it, who logs in.
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
  { name: 'camera', alias: 'c', value: true, valueName: 'HOST[:PORT]', help: 'the camera (port 80, or 443 with --https)' },
  { name: 'https', help: 'talk TLS; the certificate is pinned on first use' },
  { name: 'insecure', help: 'with --https: do not check the certificate at all' },
  { name: 'user', alias: 'u', value: true, valueName: 'USER', help: 'user name (default admin)' },
  { name: 'password', value: true, valueName: 'PASSWORD', help: 'password; else $CAMCONFIG_PASSWORD, else asked on the terminal' },
  { name: 'json', help: 'machine-readable output on stdout' },
  { name: 'timeout', value: true, valueName: 'SECONDS', help: 'for ordinary requests (default 10)' },
  { name: 'long-timeout', value: true, valueName: 'SECONDS', help: 'for restore, reset, restore-backup and command scripts (default 120)' },
  { name: 'known-cameras', value: true, valueName: 'FILE', help: 'pinned certificates (default ~/.config/camconfig/known-cameras)' },
  { name: 'workspace', value: true, valueName: 'DIR', help: 'the workspace folder whose audit log keeps every script sent (default $XDG_CONFIG_HOME/camconfig, else ~/.config/camconfig)' },
  { name: 'max-answer-bytes', value: true, valueName: 'SIZE', help: 'longest answer read, e.g. 16MiB (default), 512KiB; 1 KiB to 512 MiB' },
  { name: 'help', alias: 'h', help: 'this text; camconfig rc SUBCOMMAND --help for one subcommand' },
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
  if (cameraText === undefined) throw new UsageError('which camera? Give --camera HOST[:PORT]');
  const https = flag(args, 'https');
  const insecure = flag(args, 'insecure');
  if (insecure && !https) throw new UsageError('--insecure only applies to --https (it skips the certificate check)');
  const user = optionValue(args, 'user') ?? defaultUser;
  if (user === '' || user.includes(':')) throw new UsageError(`--user '${user}': a user name must be non-empty and contain no ':'`);
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
    const range = `${sizeInUnits(answerSizeLimits.minBytes)} to ${sizeInUnits(answerSizeLimits.maxBytes)}`;
    throw new UsageError(`option --max-answer-bytes needs a size from ${range} (bytes, or with KiB or MiB), found '${text}'`);
  }
  return bytes;
}

/** What the command line offers besides the known-cameras file when a certificate changed (commands that take --insecure). */
export const insecureOnce = localize('remoteConfig.trustAgain.insecureOnce');

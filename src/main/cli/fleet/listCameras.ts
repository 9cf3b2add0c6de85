// `--list CSV` in every fleet subcommand that takes it (apply, backup, history, diff): the
// cameras of a camera list read by the one list reader, how they are reached (the options of
// `camconfig rc`; an .mxu camera brings its own user and password, the others use --password,
// $CAMCONFIG_PASSWORD or the terminal), and a camera of the list named on the command line.
import { join, resolve } from 'node:path';
import { formatListedAddress } from '../../../shared/fleet/lists/listedAddress';
import type { FleetCamera } from '../../../shared/fleet/applyPlan';
import { flag, optionValue, type CommandLineOption, type ParsedCommandLine } from '../../base/commandLine/parseCommandLine';
import { UsageError } from '../../base/commandLine/usageError';
import { listedAddress } from '../../fleet';
import { readCameraList } from '../../fleet/apply/readCameraList';
import { defaultKnownCamerasPath } from '../../remoteconfig/knownCameras';
import { defaultTimeouts } from '../../remoteconfig/remoteConfigClient';
import type { CliIo } from '../cliIo';
import { defaultUser } from '../rc/rcGlobalOptions';
import { obtainPassword } from '../rc/passwordSource';
import { secondsOption } from '../rc/secondsOption';
import { readTextInput } from '../rc/textFiles';
import { defaultWorkspaceFolder } from '../serve/serveWorkspace';
import type { FleetCameraAddress, FleetConnection } from './fleetClients';
import { listConnectionOptions } from './fleetOptions';
import { terminalLanguage } from '../../../shared/i18n/languages';
import { renderText } from '../../../shared/i18n/renderText';
import { localize, type Text } from '../../../shared/i18n/text';

export type ListedFleetCamera = FleetCamera & FleetCameraAddress & {
    label: string;
    /** HOST:PORT, the default port filled in. */
    fullAddress: string;
    /** The address a backup file is named after (the host alone on the default port). */
    backupAddress: string;
  };

/** The listed cameras' connection; `password` is the one given on the command line, if any. */
export type ListConnection = Omit<FleetConnection, 'password'> & { password: string | undefined };

export function readListConnection(args: ParsedCommandLine, env: NodeJS.ProcessEnv): ListConnection {
  const user = optionValue(args, 'user') ?? defaultUser;
  if (user === '' || user.includes(':')) throw new UsageError(localize('cliFleet.error.userName', { user }));
  const https = flag(args, 'https');
  if (flag(args, 'insecure') && !https) throw new UsageError(localize('cliFleet.error.insecureWithoutHttps'));
  return {
    user,
    password: optionValue(args, 'password'),
    https,
    insecure: flag(args, 'insecure'),
    timeoutMs: secondsOption(args, 'timeout', defaultTimeouts.timeoutMs),
    longTimeoutMs: secondsOption(args, 'long-timeout', defaultTimeouts.longTimeoutMs),
    knownCamerasFile: optionValue(args, 'known-cameras') ?? defaultKnownCamerasPath(env),
  };
}

/** The cameras of the list, each named by its address as listed and with the placeholders of its line. */
export async function readListedCameras(file: string, https: boolean, io: CliIo): Promise<{ cameras: ListedFleetCamera[]; columns: string[] }> {
  const list = readCameraList(file, await readTextInput(file, io.stdin, localize('cliRc.input.cameraList')));
  const defaultPort = https ? 443 : 80;
  const cameras = list.cameras.map(({ address, host, port, user, password, variables }) => ({
    id: address,
    label: address,
    host,
    port,
    fullAddress: formatListedAddress(host, port ?? defaultPort),
    backupAddress: listedAddress(host, port ?? defaultPort, https),
    ...(user === undefined ? {} : { user }),
    ...(password === undefined ? {} : { password }),
    variables,
  }));
  return { cameras, columns: list.columns };
}

/** The full connection: a password is asked for (or taken from $CAMCONFIG_PASSWORD) only when a camera brings none. */
export async function listConnectionFor(connection: ListConnection, cameras: readonly FleetCameraAddress[], io: CliIo): Promise<FleetConnection> {
  const needsPassword = cameras.some((camera) => camera.password === undefined);
  const password = needsPassword ? await obtainPassword(connection.password, io, renderText(localize('cliFleet.prompt.listPassword', { user: connection.user }), terminalLanguage(io.env))) : '';
  return { ...connection, password };
}

/** The camera of the list a command line names: its address as listed, HOST:PORT or the host alone. */
export function findListedCamera(cameras: readonly ListedFleetCamera[], name: string, file: string): ListedFleetCamera {
  const names = (camera: ListedFleetCamera): string[] => [camera.id, camera.fullAddress, camera.backupAddress, camera.host];
  const exact = cameras.filter((camera) => camera.id === name);
  const matches = exact.length > 0 ? exact : cameras.filter((camera) => names(camera).includes(name));
  if (matches.length === 1) return matches[0]!;
  if (matches.length > 1) throw new UsageError(localize('cliFleet.error.ambiguousListedCamera', { name, number: matches.length, file, ids: matches.map((camera) => camera.id).join(', ') }));
  throw new UsageError(localize('cliFleet.error.unknownListedCamera', { name, file }));
}

/** The workspace folder in use: --workspace DIR, else the default one (as `camconfig serve`). */
export function workspaceInUse(args: ParsedCommandLine, io: CliIo): string {
  return resolve(optionValue(args, 'workspace') ?? defaultWorkspaceFolder(io.env));
}

/** Where the backup files of listed cameras are: --backups DIR, else the backups/ folder of the workspace in use. */
export function backupsFolder(args: ParsedCommandLine, io: CliIo): string {
  return resolve(optionValue(args, 'backups') ?? join(workspaceInUse(args, io), 'backups'));
}

/** Options that only mean something for the cameras of --list, refused without it, each by name. */
export function refuseWithoutList(args: ParsedCommandLine, options: readonly CommandLineOption[], why: Text): void {
  const given = options.find((option) => args.options.has(option.name));
  if (given) throw new UsageError(localize('cliFleet.error.onlyWithList', { option: given.name, why }));
}

/** The options of the list cameras' connection (--user, --password, --https, ...): without --list, refused. */
export function refuseConnectionWithoutList(args: ParsedCommandLine): void {
  refuseWithoutList(args, listConnectionOptions, localize('cliFleet.error.listConnectionWhy'));
}

// The start flags both front doors of the studio share: `camconfig serve` and the desktop app.
// --no-demo, --camera HOST[:PORT] (repeatable), --user, --https, --iface, --bus-port. Passwords
// and passphrases never come from the command line (the process list would show them).
import { parseCommandLine, flag, optionValue, optionValues, type CommandLineOption, type ParsedCommandLine } from '../base/commandLine/parseCommandLine';
import { cameraArgText, parseCameraArg, type CameraArg } from '../base/commandLine/cameraArg';
import { parsePortOption } from '../base/commandLine/portOption';
import { passphraseEnvVariable, passwordEnvVariable } from '../base/commandLine/secretVariables';
import { UsageError } from '../base/commandLine/usageError';
import type { PartialUserConfig } from '../distributor/config';
import type { CameraConnectionOptions } from './studioServices';
import { localize } from '../../shared/i18n/text';

export interface StudioStartFlags {
  demo: boolean;
  /** Real cameras to list at start. */
  cameras: CameraArg[];
  https: boolean;
  user: string;
  /** Interface to start the distributor on (outside demo mode), with its UDP port. */
  iface: string | undefined;
  busPort: number | undefined;
}

/** What createStudioServices needs from the flags, passwords resolved. */
export interface StudioStartOptions {
  demo: boolean;
  cameras: CameraConnectionOptions[];
  distributorUserConfig: PartialUserConfig | undefined;
  /** Milliseconds the demo camera waits before every answer (serve --latency; the tests' latency); default 0. */
  demoLatencyMs?: number;
}

export const studioStartCommandLineOptions: readonly CommandLineOption[] = [
  { name: 'no-demo', help: localize('services.start.option.noDemo') },
  { name: 'camera', value: true, valueName: 'HOST[:PORT]', repeatable: true, help: localize('services.start.option.camera', { variable: passwordEnvVariable }) },
  { name: 'user', value: true, valueName: 'USER', help: localize('services.start.option.user') },
  { name: 'https', help: localize('services.start.option.https') },
  { name: 'iface', value: true, valueName: 'NAME', help: localize('services.start.option.iface', { variable: passphraseEnvVariable }) },
  { name: 'bus-port', value: true, valueName: 'N', help: localize('services.start.option.busPort') },
];

/** Reads the shared flags out of arguments parsed with (at least) studioStartCommandLineOptions. */
export function readStudioStartFlags(args: ParsedCommandLine): StudioStartFlags {
  const demo = !flag(args, 'no-demo');
  const iface = optionValue(args, 'iface');
  if (iface !== undefined && demo) throw new UsageError(localize('services.start.ifaceNeedsNoDemo', { iface }));
  const busPortText = optionValue(args, 'bus-port');
  if (busPortText !== undefined && iface === undefined) throw new UsageError(localize('services.start.busPortNeedsIface'));
  const user = optionValue(args, 'user') ?? 'admin';
  if (user === '') throw new UsageError(localize('services.start.userEmpty'));
  return {
    demo,
    cameras: optionValues(args, 'camera').map(parseCameraArg),
    https: flag(args, 'https'),
    user,
    iface,
    busPort: busPortText === undefined ? undefined : parsePortOption(busPortText, '--bus-port', 1),
  };
}

/** The desktop app's command line: the shared flags only. */
export function parseStudioStartFlags(argv: string[], context: string): StudioStartFlags {
  const parsed = parseCommandLine(argv, studioStartCommandLineOptions, context);
  if (parsed.positionals.length > 0) throw new UsageError(localize('services.start.noArguments', { context, found: parsed.positionals[0]! }));
  return readStudioStartFlags(parsed);
}

/**
 * Resolves the flags into service options. `passwordFor` is asked once per --camera; it may
 * prompt (serve on a terminal) or throw a UsageError naming the flag (the desktop app).
 */
export async function resolveStudioStart(
  flags: StudioStartFlags,
  env: NodeJS.ProcessEnv,
  passwordFor: (camera: CameraArg) => Promise<string>,
): Promise<StudioStartOptions> {
  const cameras: CameraConnectionOptions[] = [];
  for (const camera of flags.cameras) {
    const password = await passwordFor(camera);
    cameras.push({ host: camera.host, port: camera.port, https: flags.https, user: flags.user, password });
  }
  return { demo: flags.demo, cameras, distributorUserConfig: distributorFromFlags(flags, env) };
}

/** The password from the environment only: there is no terminal to ask on (the desktop app). */
export function passwordFromEnvironment(env: NodeJS.ProcessEnv): (camera: CameraArg) => Promise<string> {
  return async (camera) => {
    const password = env[passwordEnvVariable];
    if (password === undefined || password === '') {
      throw new UsageError(localize('services.start.noPassword', { camera: cameraArgText(camera), variable: passwordEnvVariable }));
    }
    return password;
  };
}

function distributorFromFlags(flags: StudioStartFlags, env: NodeJS.ProcessEnv): PartialUserConfig | undefined {
  if (flags.iface === undefined) return undefined;
  const passphrase = env[passphraseEnvVariable];
  return { broadcast: { iface: flags.iface, ...(flags.busPort === undefined ? {} : { port: flags.busPort }), ...(passphrase ? { passphrase } : {}) } };
}

/** Said when --iface was given but the distributor did not start there; null when it did. */
export function distributorStartWarning(start: StudioStartOptions, state: { active: boolean; reason: string | null }): string | null {
  const iface = start.distributorUserConfig?.broadcast?.iface;
  if (iface === undefined || state.active) return null;
  return `the distributor did not start on ${iface}: ${state.reason ?? 'no reason given'} (set it up in the studio)`;
}

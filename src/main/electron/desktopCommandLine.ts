// The desktop app's command line: the start flags of `camconfig serve` (one parser,
// services/studioStartOptions.ts). There is no terminal to ask a password on, so a --camera
// needs $CAMCONFIG_PASSWORD; a mistake is a problem in words, printed before any window opens.
import { UsageError } from '../base/commandLine/usageError';
import { parseStudioStartFlags, passwordFromEnvironment, resolveStudioStart, studioStartCommandLineOptions, type StudioStartOptions } from '../services/studioStartOptions';

const ownFlags = new Set(studioStartCommandLineOptions.map((spec) => `--${spec.name}`));

/**
 * Chromium and Electron switches arrive in process.argv too (`--no-sandbox` for some Linux
 * desktops, `--enable-logging`, `--ozone-platform=wayland`): they are Chromium's to read, so
 * a `--switch` or `--switch=value` that is not one of ours is left out of our parsing.
 */
export function withoutChromiumSwitches(args: string[]): string[] {
  return args.filter((arg) => !/^--[a-z0-9][a-z0-9-]*(=.*)?$/i.test(arg) || ownFlags.has(arg.split('=')[0]!));
}

/**
 * macOS's Finder adds `-psn_<major>_<minor>` (the process serial number) on a packaged app's
 * first launch (electron/electron#3657, #7266): it is the system's, not a stray argument.
 */
export function withoutSystemArguments(args: string[]): string[] {
  return args.filter((arg) => !/^-psn_\d+_\d+$/.test(arg));
}

/**
 * `argv` is process.argv: a packaged app gets its own arguments from index 1, `electron .`
 * (and the built main under Node) from index 2.
 */
export async function desktopStartOptions(argv: string[], packaged: boolean, env: NodeJS.ProcessEnv): Promise<{ options: StudioStartOptions } | { problem: string }> {
  try {
    const flags = parseStudioStartFlags(withoutChromiumSwitches(withoutSystemArguments(argv.slice(packaged ? 1 : 2))), 'CamConfig Studio');
    return { options: await resolveStudioStart(flags, env, passwordFromEnvironment(env)) };
  } catch (error) {
    if (error instanceof UsageError) return { problem: error.message };
    throw error;
  }
}

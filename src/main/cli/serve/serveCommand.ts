// `camconfig serve`: the studio in a browser. Starts the services (demo mode unless --no-demo),
// the web server on 127.0.0.1, prints the URL with its token as soon as it listens, and runs
// until SIGINT / SIGTERM (serveStudio.ts).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { CliIo } from '../cliIo';
import { ExitCode, interruptedExitCode } from '../exitCodes';
import { InterruptedError, UsageError } from '../../base/commandLine/usageError';
import { openServeWorkspace, passphraseProtection, workspaceFolder } from './serveWorkspace';
import { serveStudio } from './serveStudio';
import { prepareDemoBusKey } from '../../services/simulator/demoBusKey';
import { defaultRendererDir } from '../../transport/projectRoot';
import { obtainPassword } from '../rc/passwordSource';
import { passwordEnvVariable } from '../../base/commandLine/secretVariables';
import { cameraArgText, type CameraArg } from '../../base/commandLine/cameraArg';
import { resolveStudioStart, type StudioStartOptions } from '../../services/studioStartOptions';
import { parseServeOptions, serveUsage, type ServeOptions } from './serveOptions';

export async function runServeCommand(argv: string[], io: CliIo): Promise<number> {
  let options: ServeOptions;
  try {
    options = parseServeOptions(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr.write(`camconfig serve: ${error.message}\n\n${serveUsage}\n`);
    return ExitCode.usage;
  }
  if (options.help) {
    io.stdout.write(serveUsage + '\n');
    return ExitCode.ok;
  }
  const rendererDir = defaultRendererDir();
  if (!existsSync(join(rendererDir, 'index.html'))) {
    io.stderr.write(`camconfig serve: the studio's pages are not built (${rendererDir}/index.html is missing): run npm run build\n`);
    return ExitCode.failure;
  }
  if (options.allowRemote) {
    io.stderr.write(`camconfig serve: warning: listening on ${options.host}: anyone on the network who gets the URL can configure your cameras, and the traffic is not encrypted\n`);
  }
  let start: StudioStartOptions;
  try {
    start = await resolveStudioStart(options, io.env, (camera) => askForPassword(camera, options.user, io));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr.write(`camconfig serve: ${error.message}\n`);
    return ExitCode.usage;
  }
  // The passphrase is asked (on a terminal) before the URL is printed; its key derivation, and
  // the demo bus's, run on the thread pool while the web server starts and the services load.
  const folder = workspaceFolder(options.workspace, io.env);
  let protection;
  try {
    protection = await passphraseProtection(folder, io);
  } catch (error) {
    if (!(error instanceof InterruptedError)) throw error;
    io.stderr.write(`camconfig serve: ${error.message}\n`);
    return interruptedExitCode;
  }
  if (options.demo) void prepareDemoBusKey().catch(() => undefined); // the demo derives (and reports) again
  const opening = openServeWorkspace(folder, io, 'camconfig serve', protection);
  opening.catch(() => undefined); // serveStudio awaits it and says why it failed
  return serveStudio(options, start, opening, rendererDir, io);
}

/** $CAMCONFIG_PASSWORD, else a hidden prompt on the terminal; without either a UsageError naming the flag. */
async function askForPassword(camera: CameraArg, user: string, io: CliIo): Promise<string> {
  const where = cameraArgText(camera);
  if (!io.env[passwordEnvVariable] && !io.isTTY) {
    throw new UsageError(`--camera ${where}: no password: set ${passwordEnvVariable} (a password on the command line would show in the process list), or run on a terminal to be asked`);
  }
  return obtainPassword(undefined, io, `Password for ${user}@${where}: `);
}

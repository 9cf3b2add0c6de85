// `camconfig serve`: the studio in a browser. Starts the services (demo mode unless --no-demo),
// the web server on 127.0.0.1, prints the URL with its token, and runs until SIGINT / SIGTERM.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { CliIo } from '../cliIo';
import { ExitCode, interruptedExitCode } from '../exitCodes';
import { InterruptedError, UsageError } from '../../base/commandLine/usageError';
import { WrongPassphraseError } from '../../workspace';
import { openServeWorkspace } from './serveWorkspace';
import { createStudioServices } from '../../services/createStudioServices';
import { studioItself } from '../../services/studioServices';
import { defaultRendererDir } from '../../transport/projectRoot';
import { startWebServer } from '../../transport/webServer';
import { obtainPassword } from '../rc/passwordSource';
import { passwordEnvVariable } from '../../base/commandLine/secretVariables';
import { cameraArgText, type CameraArg } from '../../base/commandLine/cameraArg';
import { distributorStartWarning, resolveStudioStart, type StudioStartOptions } from '../../services/studioStartOptions';
import { parseServeOptions, serveUsage, type ServeOptions } from './serveOptions';
import { closeWithinGrace, untilStopSignal } from '../untilStopSignal';
import { PrivateFileError, writePrivateFile } from '../../base/files/privateFile';

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
  let workspace;
  try {
    workspace = await openServeWorkspace(options.workspace, io);
  } catch (error) {
    io.stderr.write(`camconfig serve: ${error instanceof Error ? error.message : String(error)}\n`);
    if (error instanceof InterruptedError) return interruptedExitCode;
    return error instanceof WrongPassphraseError ? ExitCode.usage : ExitCode.failure;
  }
  let services;
  try {
    services = await createStudioServices({ ...start, mode: 'web', demoGeneratedParams: options.generatedParams, demoLatencyMs: options.latencyMs, workspace });
  } catch (error) {
    io.stderr.write(`camconfig serve: the studio could not start: ${error instanceof Error ? error.message : String(error)}\n`);
    return ExitCode.failure;
  }
  const warning = distributorStartWarning(start, await services.handlers['distributor.state']({}, studioItself));
  if (warning) io.stderr.write(`camconfig serve: warning: ${warning}\n`);
  let server;
  try {
    server = await startWebServer({ services, host: options.host, port: options.port, allowRemote: options.allowRemote, rendererDir });
  } catch (error) {
    await services.close();
    io.stderr.write(`camconfig serve: cannot listen on ${options.host}:${options.port}: ${(error as Error).message}\n`);
    return ExitCode.failure;
  }
  if (options.openUrlFile) {
    try {
      await writePrivateFile(options.openUrlFile, server.url + '\n');
    } catch (error) {
      if (!(error instanceof PrivateFileError)) throw error;
      await server.close();
      await services.close();
      io.stderr.write(`camconfig serve: --open-url-file ${options.openUrlFile}: ${error.message}\n`);
      return ExitCode.usage;
    }
  }
  // Listen before printing: whoever reads the URL may stop us at once, and must find the handler.
  const stopped = untilStopSignal();
  io.stdout.write(`CamConfig Studio (web mode): ${server.url}\n`);
  io.stderr.write(`camconfig serve: ${options.demo ? 'demo mode (a simulated camera and bus peer)' : 'no simulated devices'}; Ctrl+C stops.\n`);
  const signal = await stopped;
  await closeWithinGrace(
    async () => {
      await server.close();
      await services.close();
    },
    { report: (line) => io.stderr.write(`camconfig serve: ${signal} received; ${line}\n`) },
  );
  io.stderr.write(`camconfig serve: ${signal} received, stopped.\n`);
  return ExitCode.ok;
}

/** $CAMCONFIG_PASSWORD, else a hidden prompt on the terminal; without either a UsageError naming the flag. */
async function askForPassword(camera: CameraArg, user: string, io: CliIo): Promise<string> {
  const where = cameraArgText(camera);
  if (!io.env[passwordEnvVariable] && !io.isTTY) {
    throw new UsageError(`--camera ${where}: no password: set ${passwordEnvVariable} (a password on the command line would show in the process list), or run on a terminal to be asked`);
  }
  return obtainPassword(undefined, io, `Password for ${user}@${where}: `);
}

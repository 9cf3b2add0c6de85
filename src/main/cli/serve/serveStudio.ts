// The running part of `camconfig serve`: the web server, the URL, the services, and the stop.
// The URL is printed as soon as the server listens: the browser loads the page while the
// workspace opens (its key derivation on the thread pool) and the services start, and its API
// connection waits for them (transport/apiEndpoint.ts). A start that fails after the URL was
// printed is said, and the server closes (the page shows that the studio stopped).
import type { CliIo } from '../cliIo';
import { ExitCode } from '../exitCodes';
import type { CameraWorkspace } from '../../workspace';
import { WrongPassphraseError } from '../../workspace/workspaceErrors';
import type { StudioServices } from '../../services/studioServices';
import { startWebServer, type WebServer } from '../../transport/webServer';
import type { StudioStartOptions } from '../../services/studioStartOptions';
import type { ServeOptions } from './serveOptions';
import { closeWithinGrace, untilStopSignal } from '../untilStopSignal';
import { PrivateFileError, writePrivateFile } from '../../base/files/privateFile';

/** Why the studio did not start: the line to print and the exit code. */
class StartFailure extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
  }
}

export async function serveStudio(options: ServeOptions, start: StudioStartOptions, opening: Promise<CameraWorkspace>, rendererDir: string, io: CliIo): Promise<number> {
  const services = startServices(options, start, opening, io);
  services.catch(() => undefined); // awaited below, once the URL is out
  // Listen for Ctrl+C before printing: whoever reads the URL may stop us at once, and must find the handler.
  const stopped = untilStopSignal();
  let server: WebServer;
  try {
    server = await startWebServer({ services, host: options.host, port: options.port, allowRemote: options.allowRemote, rendererDir });
  } catch (error) {
    await closeOnceStarted(services);
    io.stderr.write(`camconfig serve: cannot listen on ${options.host}:${options.port}: ${(error as Error).message}\n`);
    return ExitCode.failure;
  }
  if (options.openUrlFile) {
    try {
      await writePrivateFile(options.openUrlFile, server.url + '\n');
    } catch (error) {
      if (!(error instanceof PrivateFileError)) throw error;
      await server.close();
      await closeOnceStarted(services);
      io.stderr.write(`camconfig serve: --open-url-file ${options.openUrlFile}: ${error.message}\n`);
      return ExitCode.usage;
    }
  }
  io.stdout.write(`CamConfig Studio (web mode): ${server.url}\n`);
  const started = await Promise.race([services.then((studio) => ({ studio }), (failure: unknown) => ({ failure })), stopped.then((signal) => ({ signal }))]);
  if ('failure' in started) {
    await server.close();
    const failure = started.failure instanceof StartFailure ? started.failure : new StartFailure(String(started.failure), ExitCode.failure);
    io.stderr.write(`camconfig serve: ${failure.message}\n`);
    return failure.exitCode;
  }
  if ('signal' in started) return stop(started.signal, server, () => closeOnceStarted(services), io);
  io.stderr.write(`camconfig serve: ${options.demo ? 'demo mode (a simulated camera and bus peer)' : 'no simulated devices'}; Ctrl+C stops.\n`);
  return stop(await stopped, server, () => started.studio.close(), io);
}

/** The workspace, then the services on it (their modules are loaded here, after the URL is out). */
async function startServices(options: ServeOptions, start: StudioStartOptions, opening: Promise<CameraWorkspace>, io: CliIo): Promise<StudioServices> {
  let workspace: CameraWorkspace;
  try {
    workspace = await opening;
  } catch (error) {
    throw new StartFailure(error instanceof Error ? error.message : String(error), error instanceof WrongPassphraseError ? ExitCode.usage : ExitCode.failure);
  }
  // Loaded once the workspace is open, not while its key is derived: loading them holds the event
  // loop for a few hundred milliseconds, and meanwhile it serves the page its files.
  const [{ createStudioServices }, { studioItself }, { distributorStartWarning }] = await Promise.all([
    import('../../services/createStudioServices'),
    import('../../services/studioServices'),
    import('../../services/studioStartOptions'),
  ]);
  let services;
  try {
    services = await createStudioServices({ ...start, mode: 'web', demoGeneratedParams: options.generatedParams, demoLatencyMs: options.latencyMs, workspace });
  } catch (error) {
    throw new StartFailure(`the studio could not start: ${error instanceof Error ? error.message : String(error)}`, ExitCode.failure);
  }
  const warning = distributorStartWarning(start, await services.handlers['distributor.state']({}, studioItself));
  if (warning) io.stderr.write(`camconfig serve: warning: ${warning}\n`);
  return services;
}

/** Closes the services once their start has finished; a start that failed has nothing to close. */
async function closeOnceStarted(services: Promise<StudioServices>): Promise<void> {
  const studio = await services.catch(() => null);
  await studio?.close();
}

async function stop(signal: NodeJS.Signals, server: WebServer, closeServices: () => Promise<void>, io: CliIo): Promise<number> {
  await closeWithinGrace(
    async () => {
      await server.close();
      await closeServices();
    },
    { report: (line) => io.stderr.write(`camconfig serve: ${signal} received; ${line}\n`) },
  );
  io.stderr.write(`camconfig serve: ${signal} received, stopped.\n`);
  return ExitCode.ok;
}

// The running part of `camconfig serve`: the services, the web server, the URL, and the stop.
// Loaded by serveCommand.ts while the workspace opens (its key derivation runs on the thread
// pool meanwhile), so the two overlap instead of adding up.
import type { CliIo } from '../cliIo';
import { ExitCode } from '../exitCodes';
import type { CameraWorkspace } from '../../workspace';
import { createStudioServices } from '../../services/createStudioServices';
import { studioItself } from '../../services/studioServices';
import { startWebServer } from '../../transport/webServer';
import { distributorStartWarning, type StudioStartOptions } from '../../services/studioStartOptions';
import type { ServeOptions } from './serveOptions';
import { closeWithinGrace, untilStopSignal } from '../untilStopSignal';
import { PrivateFileError, writePrivateFile } from '../../base/files/privateFile';

export async function serveStudio(options: ServeOptions, start: StudioStartOptions, workspace: CameraWorkspace, rendererDir: string, io: CliIo): Promise<number> {
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

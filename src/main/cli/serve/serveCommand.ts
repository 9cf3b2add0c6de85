// `camconfig serve`: the studio in a browser. Starts the services (demo mode unless --no-demo),
// the web server on 127.0.0.1, prints the URL with its token, and runs until SIGINT / SIGTERM.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CliIo } from '../cliIo';
import { ExitCode } from '../exitCodes';
import { UsageError } from '../rc/usageError';
import { createStudioServices } from '../../services/createStudioServices';
import { defaultRendererDir } from '../../transport/projectRoot';
import { startWebServer } from '../../transport/webServer';
import { parseServeOptions, serveUsage, type ServeOptions } from './serveOptions';
import { untilStopSignal } from '../untilStopSignal';

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
  const services = await createStudioServices({ demo: options.demo, mode: 'web' });
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
      await writeFile(options.openUrlFile, server.url + '\n', { mode: 0o600 });
    } catch (error) {
      await server.close();
      await services.close();
      io.stderr.write(`camconfig serve: --open-url-file ${options.openUrlFile}: cannot write the file (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})\n`);
      return ExitCode.usage;
    }
  }
  io.stdout.write(`CamConfig Studio (web mode): ${server.url}\n`);
  io.stderr.write(`camconfig serve: ${options.demo ? 'demo mode (a simulated camera and bus peer)' : 'no simulated devices'}; Ctrl+C stops.\n`);
  const signal = await untilStopSignal();
  await server.close();
  await services.close();
  io.stderr.write(`camconfig serve: ${signal} received, stopped.\n`);
  return ExitCode.ok;
}

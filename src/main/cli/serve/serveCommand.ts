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
import { errorWords } from '../../../shared/i18n/errorWords';
import { terminalLanguage, type Language } from '../../../shared/i18n/languages';
import { renderText } from '../../../shared/i18n/renderText';
import { localize, type Text } from '../../../shared/i18n/text';

export async function runServeCommand(argv: string[], io: CliIo): Promise<number> {
  const language = terminalLanguage(io.env);
  const words = (text: Text): string => renderText(text, language);
  let options: ServeOptions;
  try {
    options = parseServeOptions(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr.write(`camconfig serve: ${errorWords(error, language)}\n\n${serveUsage(language)}\n`);
    return ExitCode.usage;
  }
  if (options.help) {
    io.stdout.write(serveUsage(language) + '\n');
    return ExitCode.ok;
  }
  const rendererDir = defaultRendererDir();
  if (!existsSync(join(rendererDir, 'index.html'))) {
    io.stderr.write(`camconfig serve: ${words(localize('cliServe.running.notBuilt', { file: `${rendererDir}/index.html` }))}\n`);
    return ExitCode.failure;
  }
  if (options.allowRemote) {
    io.stderr.write(`camconfig serve: ${words(localize('cliServe.running.remoteWarning', { host: options.host }))}\n`);
  }
  let start: StudioStartOptions;
  try {
    start = await resolveStudioStart(options, io.env, (camera) => askForPassword(camera, options.user, io, language));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr.write(`camconfig serve: ${errorWords(error, language)}\n`);
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
    io.stderr.write(`camconfig serve: ${errorWords(error, language)}\n`);
    return interruptedExitCode;
  }
  if (options.demo) void prepareDemoBusKey().catch(() => undefined); // the demo derives (and reports) again
  const opening = openServeWorkspace(folder, io, 'camconfig serve', protection);
  opening.catch(() => undefined); // serveStudio awaits it and says why it failed
  return serveStudio(options, start, opening, rendererDir, io, protection);
}

/** $CAMCONFIG_PASSWORD, else a hidden prompt on the terminal; without either a UsageError naming the flag. */
async function askForPassword(camera: CameraArg, user: string, io: CliIo, language: Language): Promise<string> {
  const where = cameraArgText(camera);
  if (!io.env[passwordEnvVariable] && !io.isTTY) {
    throw new UsageError(localize('cliServe.error.noCameraPassword', { camera: where, variable: passwordEnvVariable }));
  }
  return obtainPassword(undefined, io, renderText(localize('cliServe.prompt.password', { user, camera: where }), language));
}

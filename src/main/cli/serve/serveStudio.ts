// The running part of `camconfig serve`: the web server, the URL, the services, and the stop.
// The URL is printed as soon as the server listens: the browser loads the page while the
// workspace opens (its key derivation on the thread pool) and the services start, and its API
// connection waits for them (transport/apiEndpoint.ts). A start that fails after the URL was
// printed is said, and the server closes (the page shows that the studio stopped).
import type { CliIo } from '../cliIo';
import { ExitCode } from '../exitCodes';
import type { CameraStore, PasswordProtection } from '../../workspace';
import { sitePassphraseEnvVariable } from '../../workspace/siteFolder';
import { WrongPassphraseError } from '../../workspace/workspaceErrors';
import type { StudioServices } from '../../services/studioServices';
import { startWebServer, type WebServer } from '../../transport/webServer';
import type { StudioStartOptions } from '../../services/studioStartOptions';
import type { ServeOptions } from './serveOptions';
import { defaultWorkspaceFolder } from './serveWorkspace';
import { dirname, join } from 'node:path';
import { closeWithinGrace, untilStopSignal } from '../untilStopSignal';
import { PrivateFileError, writePrivateFile } from '../../base/files/privateFile';
import { errorAsText } from '../../../shared/i18n/errorWords';
import { terminalLanguage } from '../../../shared/i18n/languages';
import { LocalizedError } from '../../../shared/i18n/localizedError';
import { renderText } from '../../../shared/i18n/renderText';
import { localize, type Text } from '../../../shared/i18n/text';

/** Why the studio did not start: the line to print and the exit code. */
class StartFailure extends LocalizedError {
  constructor(
    text: Text,
    readonly exitCode: number,
  ) {
    super(text);
  }
}

/** `protection`: the one the workspace was opened with, for the folders sites.open switches to. */
export async function serveStudio(options: ServeOptions, start: StudioStartOptions, opening: Promise<CameraStore>, rendererDir: string, io: CliIo, protection: PasswordProtection = { kind: 'none' }): Promise<number> {
  const language = terminalLanguage(io.env);
  const say = (text: Text): void => void io.stderr.write(`camconfig serve: ${renderText(text, language)}\n`);
  const services = startServices(options, start, opening, say, recentSitesFileOf(io.env), folderOpener(protection, io.env));
  services.catch(() => undefined); // awaited below, once the URL is out
  // Listen for Ctrl+C before printing: whoever reads the URL may stop us at once, and must find the handler.
  const stopped = untilStopSignal();
  let server: WebServer;
  try {
    server = await startWebServer({ services, host: options.host, port: options.port, allowRemote: options.allowRemote, rendererDir });
  } catch (error) {
    await closeOnceStarted(services);
    say(localize('cliServe.running.cannotListen', { host: options.host, port: String(options.port), problem: errorAsText(error) }));
    return ExitCode.failure;
  }
  if (options.openUrlFile) {
    try {
      await writePrivateFile(options.openUrlFile, server.url + '\n');
    } catch (error) {
      if (!(error instanceof PrivateFileError)) throw error;
      await server.close();
      await closeOnceStarted(services);
      say(localize('cliServe.running.openUrlFile', { path: options.openUrlFile, problem: errorAsText(error) }));
      return ExitCode.usage;
    }
  }
  io.stdout.write(`${renderText(localize('cliServe.running.url', { url: server.url }), language)}\n`);
  const started = await Promise.race([services.then((studio) => ({ studio }), (failure: unknown) => ({ failure })), stopped.then((signal) => ({ signal }))]);
  if ('failure' in started) {
    await server.close();
    const failure = started.failure instanceof StartFailure ? started.failure : new StartFailure(errorAsText(started.failure), ExitCode.failure);
    say(failure.text);
    return failure.exitCode;
  }
  if ('signal' in started) return stop(started.signal, server, () => closeOnceStarted(services), say);
  say(localize(options.demo ? 'cliServe.running.demo' : 'cliServe.running.noDemo'));
  return stop(await stopped, server, () => started.studio.close(), say);
}

/** The workspace, then the services on it (their modules are loaded here, after the URL is out). */
/** The studio's own settings file of recent sites: beside the default workspace folder, never inside a workspace or a site. */
function recentSitesFileOf(env: NodeJS.ProcessEnv): string {
  return join(dirname(defaultWorkspaceFolder(env)), 'camconfig-studio', 'recent-sites.json');
}

/**
 * Opens the folder sites.open switches to: a workspace with the workspace passphrase given at
 * start, a site with the site passphrase given with the call, else the one given at start
 * ($CAMCONFIG_SITE_PASSPHRASE or the prompt).
 */
function folderOpener(protection: PasswordProtection, env: NodeJS.ProcessEnv): (folder: string, sitePassphrase: string | undefined) => Promise<CameraStore> {
  return async (folder, given) => {
    const { openWorkspace } = await import('../../workspace/openWorkspace');
    const sitePassphrase = given ?? protection.sitePassphrase ?? env[sitePassphraseEnvVariable];
    return openWorkspace(folder, { ...protection, ...(sitePassphrase ? { sitePassphrase } : {}) });
  };
}

async function startServices(options: ServeOptions, start: StudioStartOptions, opening: Promise<CameraStore>, say: (text: Text) => void, recentSitesFile: string, openFolder: (folder: string, sitePassphrase: string | undefined) => Promise<CameraStore>): Promise<StudioServices> {
  let workspace: CameraStore;
  try {
    workspace = await opening;
  } catch (error) {
    throw new StartFailure(errorAsText(error), error instanceof WrongPassphraseError ? ExitCode.usage : ExitCode.failure);
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
    services = await createStudioServices({ ...start, mode: 'web', demoGeneratedParams: options.generatedParams, demoLatencyMs: options.latencyMs, workspace, recentSitesFile, openFolder });
  } catch (error) {
    throw new StartFailure(localize('cliServe.running.couldNotStart', { problem: errorAsText(error) }), ExitCode.failure);
  }
  const warning = distributorStartWarning(start, await services.handlers['distributor.state']({}, studioItself));
  if (warning) say(localize('cliServe.running.warning', { warning }));
  return services;
}

/** Closes the services once their start has finished; a start that failed has nothing to close. */
async function closeOnceStarted(services: Promise<StudioServices>): Promise<void> {
  const studio = await services.catch(() => null);
  await studio?.close();
}

async function stop(signal: NodeJS.Signals, server: WebServer, closeServices: () => Promise<void>, say: (text: Text) => void): Promise<number> {
  await closeWithinGrace(
    async () => {
      await server.close();
      await closeServices();
    },
    { report: (line) => say(localize('cliServe.running.stopping', { signal, progress: line })) },
  );
  say(localize('cliServe.running.stopped', { signal }));
  return ExitCode.ok;
}

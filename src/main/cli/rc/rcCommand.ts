// `camconfig rc`: remote configuration of one camera from the command line. Arguments are
// checked first (usage errors, exit 2), then the password is obtained, then one subcommand
// runs against the camera; every error maps to the exit code of its kind (../exitCodes.ts).
import { resolve } from 'node:path';
import type { CliIo } from '../cliIo';
import { ExitCode, exitCodeForError } from '../exitCodes';
import { describeAddress, FirmwareMismatchError } from '../../remoteconfig/errors';
import { KnownCamerasFile } from '../../remoteconfig/knownCameras';
import { RemoteConfigClient } from '../../remoteconfig/remoteConfigClient';
import { CliAudit } from '../cliAudit';
import { defaultWorkspaceFolder } from '../serve/serveWorkspace';
import { flag, optionsOfAll, parseCommandLine, splitSubcommand } from '../../base/commandLine/parseCommandLine';
import { obtainPassword } from './passwordSource';
import { insecureOnce, rcGlobalCommandLineOptions, readGlobalOptions, type RcGlobalOptions } from './rcGlobalOptions';
import { RcOutput } from './rcOutput';
import { findSubcommand, rcSubcommands } from './rcSubcommands';
import type { RcAction } from './rcSubcommand';
import { rcUsage, subcommandUsage } from './rcUsage';
import { UsageError } from '../../base/commandLine/usageError';
import { errorWords } from '../../../shared/i18n/errorWords';
import { terminalLanguage, type Language } from '../../../shared/i18n/languages';
import { englishText, renderText } from '../../../shared/i18n/renderText';
import { localize } from '../../../shared/i18n/text';

/** Options before the subcommand's name may be any subcommand's (`-o b.cfg backup`). */
export const everyRcOption = optionsOfAll([rcGlobalCommandLineOptions, ...rcSubcommands.map((subcommand) => subcommand.options ?? [])]);

export async function runRcCommand(argv: string[], io: CliIo): Promise<number> {
  const output = new RcOutput(io, argv.includes('--json'));
  let planned: { options: RcGlobalOptions; action: RcAction } | { exitCode: number };
  try {
    planned = await plan(argv, io);
  } catch (error) {
    return fail(error, output, terminalLanguage(io.env));
  }
  if ('exitCode' in planned) return planned.exitCode;
  return runAgainstCamera(planned.options, planned.action, io);
}

async function plan(argv: string[], io: CliIo): Promise<{ options: RcGlobalOptions; action: RcAction } | { exitCode: number }> {
  const { name, rest } = splitSubcommand(argv, everyRcOption);
  const subcommand = name === undefined ? undefined : findSubcommand(name);
  if (name !== undefined && !subcommand) throw new UsageError(localize('cliRc.error.unknownSubcommand', { name }));
  const args = parseCommandLine(rest, [...rcGlobalCommandLineOptions, ...(subcommand?.options ?? [])], subcommand ? `rc ${subcommand.name}` : 'rc');
  if (flag(args, 'help') || !subcommand) {
    const language = terminalLanguage(io.env);
    io.stdout.write((subcommand ? subcommandUsage(subcommand, language) : rcUsage(language)) + '\n');
    return { exitCode: flag(args, 'help') ? ExitCode.ok : ExitCode.usage };
  }
  const options = readGlobalOptions(args, io.env);
  const action = await subcommand.prepare(args, io);
  return { options, action };
}

async function runAgainstCamera(options: RcGlobalOptions, action: RcAction, io: CliIo): Promise<number> {
  const output = new RcOutput(io, options.json);
  const cameraLabel = describeAddress({ host: options.camera.host, port: options.camera.port ?? (options.https ? 443 : 80) });
  let client: RemoteConfigClient | undefined;
  const audit = new CliAudit(resolve(options.workspace ?? defaultWorkspaceFolder(io.env)), (message) => output.warn(message));
  try {
    await audit.prepare();
    const password = await obtainPassword(options.password, io, output.words(localize('cliRc.prompt.password', { user: options.user, camera: cameraLabel })));
    client = new RemoteConfigClient({
      host: options.camera.host,
      ...(options.camera.port !== undefined ? { port: options.camera.port } : {}),
      https: options.https,
      insecure: options.insecure,
      user: options.user,
      password,
      timeoutMs: options.timeoutMs,
      longTimeoutMs: options.longTimeoutMs,
      maxAnswerBytes: options.maxAnswerBytes,
      trustStore: new KnownCamerasFile(options.knownCamerasFile, insecureOnce),
      onCertificatePinned: (fingerprint) => output.note(output.words(localize('cliRc.note.pinned', { camera: cameraLabel, fingerprint, file: options.knownCamerasFile }))),
      onScriptSent: audit.observerFor({ id: null, label: null }),
    });
    if (options.insecure) output.warn(output.words(localize('cliRc.note.insecure', { camera: cameraLabel })));
    const exitCode = await action({ client, output, io });
    warnAboutFactoryCredentials(client, output);
    return exitCode;
  } catch (error) {
    const exitCode = fail(error, output, terminalLanguage(io.env));
    if (client) warnAboutFactoryCredentials(client, output);
    return exitCode;
  } finally {
    await audit.settled();
  }
}

function warnAboutFactoryCredentials(client: RemoteConfigClient, output: RcOutput): void {
  if (client.usesFactoryCredentials() && client.credentialsAccepted) {
    output.warn(output.words(localize('cliRc.note.factoryCredentials', { camera: describeAddress(client.camera) })));
  }
}

/** Prints the error in the terminal's language (the JSON document keeps the English words); returns the exit code. */
function fail(error: unknown, output: RcOutput, language: Language): number {
  const exitCode = exitCodeForError(error);
  const withHint = error instanceof FirmwareMismatchError ? localize('remoteConfig.cli.forceToRestore', { message: error.text }) : undefined;
  const words = withHint ? renderText(withHint, language) : errorWords(error, language);
  const seeHelp = renderText(localize('commandLine.seeHelp', { command: 'camconfig rc' }), language);
  output.error(exitCode === ExitCode.usage && error instanceof UsageError ? `${words}\n${seeHelp}` : words);
  const message = withHint ? englishText(withHint) : error instanceof Error ? error.message : String(error);
  output.failure({ kind: error instanceof Error ? error.name : 'Error', exitCode, message });
  return exitCode;
}

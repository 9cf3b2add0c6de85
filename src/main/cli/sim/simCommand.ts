// `camconfig sim`: simulated cameras on 127.0.0.1 (or one per loopback address) until SIGINT / SIGTERM.
import type { CliIo } from '../cliIo';
import { ExitCode } from '../exitCodes';
import { FlashFileError, factoryCredentials, startCameraFleet, stopCameraFleet, type SimulatedCamera, type TlsKeyPair } from '../../simulator/camera';
import { parseSimOptions, simUsage, type SimOptions } from './simOptions';
import { UsageError } from '../../base/commandLine/usageError';
import { readCappedFileSync } from '../../base/files/cappedRead';
import { closeWithinGrace, untilStopSignal } from '../untilStopSignal';
import { errorWords } from '../../../shared/i18n/errorWords';
import { terminalLanguage } from '../../../shared/i18n/languages';
import { renderText } from '../../../shared/i18n/renderText';
import { localize, type Text } from '../../../shared/i18n/text';

export async function runSimCommand(argv: string[], io: CliIo): Promise<number> {
  const language = terminalLanguage(io.env);
  let options: SimOptions;
  let tls: TlsKeyPair | undefined;
  try {
    options = parseSimOptions(argv);
    tls = options.https && readKeyPair(options.https);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr.write(`camconfig sim: ${errorWords(error, language)}\n\n${simUsage(language)}\n`);
    return ExitCode.usage;
  }
  if (options.help) {
    io.stdout.write(simUsage(language) + '\n');
    return ExitCode.ok;
  }
  let cameras: SimulatedCamera[];
  try {
    cameras = await startCameraFleet({
      count: options.count,
      basePort: options.port,
      ...(options.hosts ? { hosts: options.hosts } : {}),
      ...(options.factoryEvery ? { factoryCredentialsEvery: options.factoryEvery } : {}),
      user: options.user,
      password: options.password,
      rebootSeconds: options.rebootSeconds,
      statePath: options.statePath,
      generatedParams: options.generatedParams,
      baseLatencyMs: options.latencyMs,
      https: tls,
      log: options.quiet ? undefined : (line) => io.stderr.write(`camconfig sim: ${line}\n`),
    });
  } catch (error) {
    io.stderr.write(`camconfig sim: ${errorWords(error, language)}\n`);
    return error instanceof FlashFileError ? ExitCode.usage : ExitCode.failure;
  }
  for (const camera of cameras) io.stdout.write(camera.url + '\n');
  io.stderr.write(`camconfig sim: ${renderText(localize('cliSim.running.started', { fleet: describeFleet(cameras, options) }), language)}\n`);
  const signal = await untilStopSignal();
  await closeWithinGrace(() => stopCameraFleet(cameras), { report: (line) => io.stderr.write(`camconfig sim: ${renderText(localize('cliSim.running.stopping', { signal, progress: line }), language)}\n`) });
  io.stderr.write(`camconfig sim: ${renderText(localize('cliSim.running.stopped', { signal }), language)}\n`);
  return ExitCode.ok;
}

function readKeyPair(files: { certPath: string; keyPath: string }): TlsKeyPair {
  return { cert: readOptionFile('--cert', files.certPath), key: readOptionFile('--key', files.keyPath) };
}

/** A PEM certificate chain or key is a few KiB. */
const maxKeyFileBytes = 1024 * 1024;

function readOptionFile(option: string, path: string): Buffer {
  try {
    return readCappedFileSync(path, maxKeyFileBytes, { namedByUser: true });
  } catch (error) {
    throw new UsageError(localize('cliSim.error.unreadableFile', { option, path, reason: (error as NodeJS.ErrnoException).code ?? (error as Error).message }));
  }
}

function describeFleet(cameras: SimulatedCamera[], options: SimOptions): Text {
  const what = cameras.length === 1 ? localize('cliSim.running.oneCamera', { name: cameras[0]!.identity.name }) : localize('cliSim.running.cameras', { count: cameras.length });
  const where = options.hosts ? localize('cliSim.running.onHosts', { cameras: what, first: options.hosts[0]!, last: options.hosts.at(-1)!, port: String(cameras[0]!.port) }) : what;
  const user = options.user ?? factoryCredentials.user;
  if (options.factoryEvery !== undefined) {
    const onFactory = Math.ceil(cameras.length / options.factoryEvery);
    return localize('cliSim.running.mixedCredentials', { cameras: where, onFactory, others: cameras.length - onFactory, user, count: options.factoryEvery });
  }
  const usesFactoryCredentials = user === factoryCredentials.user && options.password === undefined;
  return localize(usesFactoryCredentials ? 'cliSim.running.factoryCredentials' : 'cliSim.running.givenCredentials', { cameras: where, user });
}

// `camconfig sim`: simulated cameras on 127.0.0.1 until SIGINT / SIGTERM.
import type { CliIo } from '../cliIo';
import { ExitCode } from '../exitCodes';
import { FlashFileError, factoryCredentials, startCameraFleet, stopCameraFleet, type SimulatedCamera, type TlsKeyPair } from '../../simulator/camera';
import { parseSimOptions, simUsage, type SimOptions } from './simOptions';
import { UsageError } from '../../base/commandLine/usageError';
import { readCappedFileSync } from '../../base/files/cappedRead';
import { closeWithinGrace, untilStopSignal } from '../untilStopSignal';

export async function runSimCommand(argv: string[], io: CliIo): Promise<number> {
  let options: SimOptions;
  let tls: TlsKeyPair | undefined;
  try {
    options = parseSimOptions(argv);
    tls = options.https && readKeyPair(options.https);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr.write(`camconfig sim: ${error.message}\n\n${simUsage}\n`);
    return ExitCode.usage;
  }
  if (options.help) {
    io.stdout.write(simUsage + '\n');
    return ExitCode.ok;
  }
  let cameras: SimulatedCamera[];
  try {
    cameras = await startCameraFleet({
      count: options.count,
      basePort: options.port,
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
    io.stderr.write(`camconfig sim: ${(error as Error).message}\n`);
    return error instanceof FlashFileError ? ExitCode.usage : ExitCode.failure;
  }
  for (const camera of cameras) io.stdout.write(camera.url + '\n');
  io.stderr.write(`camconfig sim: ${describeFleet(cameras, options)}; Ctrl+C stops.\n`);
  const signal = await untilStopSignal();
  await closeWithinGrace(() => stopCameraFleet(cameras), { report: (line) => io.stderr.write(`camconfig sim: ${signal} received; ${line}\n`) });
  io.stderr.write(`camconfig sim: ${signal} received, cameras stopped.\n`);
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
    throw new UsageError(`${option} ${path}: cannot read the file (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
}

function describeFleet(cameras: SimulatedCamera[], options: SimOptions): string {
  const what = cameras.length === 1 ? `1 simulated camera (${cameras[0]!.identity.name})` : `${cameras.length} simulated cameras`;
  const usesFactoryCredentials = (options.user ?? factoryCredentials.user) === factoryCredentials.user && options.password === undefined;
  const credentials = usesFactoryCredentials ? 'factory credentials (user admin)' : `user ${options.user ?? factoryCredentials.user} with the given password`;
  return `${what}, ${credentials}`;
}

// `camconfig sim`: simulated cameras on 127.0.0.1 (or one per loopback address) until SIGINT / SIGTERM.
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
  const where = options.hosts ? ` on ${options.hosts[0]} to ${options.hosts.at(-1)}, port ${cameras[0]!.port}` : '';
  const usesFactoryCredentials = (options.user ?? factoryCredentials.user) === factoryCredentials.user && options.password === undefined;
  const given = `user ${options.user ?? factoryCredentials.user} with the given password`;
  if (options.factoryEvery !== undefined) {
    const onFactory = Math.ceil(cameras.length / options.factoryEvery);
    return `${what}${where}, ${onFactory} on factory credentials (user admin: every ${ordinal(options.factoryEvery)} from the first), ${cameras.length - onFactory} with ${given}`;
  }
  return `${what}${where}, ${usesFactoryCredentials ? 'factory credentials (user admin)' : given}`;
}

function ordinal(every: number): string {
  if (every === 1) return 'one';
  const suffix = every % 10 === 1 && every % 100 !== 11 ? 'st' : every % 10 === 2 && every % 100 !== 12 ? 'nd' : every % 10 === 3 && every % 100 !== 13 ? 'rd' : 'th';
  return `${every}${suffix}`;
}

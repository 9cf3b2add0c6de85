// An address scan: every address and port it is given is probed (probeAddress.ts), a bounded
// number at once, each within its timeout. Results are told as they arrive, with the progress
// (done / found); a cancelled scan stops starting probes, cancels those under way and reports
// the addresses it did scan. It scans nothing it was not given: the caller parses the range.
import { forEachConcurrently } from '../base/async/forEachConcurrently';
import type { DiscoveryResult } from '../../shared/site/discoveryResult';
import { maxScanAddresses, maxScanPorts, parseAddressRange } from '../../shared/site/addressRange';
import { factoryCredentials, isFactoryCredentials, type CameraCredentials } from '../remoteconfig/credentials';
import { MemoryTrustStore } from '../remoteconfig/knownCameras';
import { probeAddress, type ProbeOutcome } from './probeAddress';
import { localizedRangeError } from '../../shared/i18n/localizedError';
import { localize } from '../../shared/i18n/text';

export const scanDefaults = { parallel: 64, timeoutMs: 2000 };
export const scanLimits = { parallel: { min: 1, max: 256 }, timeoutMs: { min: 100, max: 60_000 } };

export interface ScanRequest {
  /** The addresses to scan (parseAddressRange); nothing else is probed. */
  addresses: readonly string[];
  ports: readonly number[];
  https: boolean;
  /** The technician's credentials, tried before the factory ones; none: factory credentials only. */
  credentials?: CameraCredentials;
  parallel?: number;
  /** Connect and answer timeout of every request. */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Told each result as it arrives. */
  onResult?: (result: ScanFinding) => void;
  onProgress?: (progress: ScanProgress) => void;
  /** Whether the workspace already has a camera at this address and port. */
  inWorkspace?: (address: string, port: number) => boolean;
}

/** A result, and for a camera that opened the credentials that opened it (never printed). */
export interface ScanFinding {
  result: DiscoveryResult;
  credentials: CameraCredentials | null;
  /** The name the camera reports (reportedCameraName.ts), its label when added; null when it reports none or not one to take. */
  name: string | null;
}

export interface ScanProgress {
  done: number;
  total: number;
  /** Cameras found so far: opened, or asking for credentials at /admin/remoteconfig (locked). */
  found: number;
}

export interface ScanReport {
  /** Sorted by address, then port. */
  findings: ScanFinding[];
  total: number;
  cancelled: boolean;
}

export async function scanAddresses(request: ScanRequest): Promise<ScanReport> {
  const parallel = checked('parallel', request.parallel ?? scanDefaults.parallel, scanLimits.parallel);
  const timeoutMs = checked('timeoutMs', request.timeoutMs ?? scanDefaults.timeoutMs, scanLimits.timeoutMs);
  checkTargets(request);
  const targets = request.addresses.flatMap((address) => request.ports.map((port) => ({ host: address, port, https: request.https })));
  // Stops the scan for the caller's cancel, or for a failure no probe should have (a bug): the other probes end too.
  const stop = new AbortController();
  const onCancel = (): void => stop.abort();
  request.signal?.addEventListener('abort', onCancel);
  if (request.signal?.aborted) stop.abort();
  const settings = { credentials: credentialsToTry(request.credentials), timeoutMs, trustStore: new MemoryTrustStore(), signal: stop.signal };
  const findings: ScanFinding[] = [];
  const failures: unknown[] = [];
  let found = 0;
  try {
    await forEachConcurrently(targets, { limit: parallel, signal: stop.signal }, async (target) => {
      let outcome: ProbeOutcome;
      try {
        outcome = await probeAddress(target, settings);
      } catch (error) {
        failures.push(error);
        stop.abort();
        return;
      }
      if (outcome.status === 'cancelled' || stop.signal.aborted) return;
      const finding = findingOf(target.host, target.port, outcome, request.inWorkspace?.(target.host, target.port) ?? false);
      findings.push(finding);
      if (outcome.status === 'camera' || outcome.status === 'locked') found++;
      request.onResult?.(finding);
      request.onProgress?.({ done: findings.length, total: targets.length, found });
    });
  } finally {
    request.signal?.removeEventListener('abort', onCancel);
  }
  if (failures.length > 0) throw failures[0];
  findings.sort(byAddressThenPort);
  return { findings, total: targets.length, cancelled: request.signal?.aborted ?? false };
}

/** Only IPv4 addresses and ports within the scan's bounds: the engine probes nothing else, whoever calls it. */
function checkTargets({ addresses, ports, credentials }: ScanRequest): void {
  if (addresses.length > maxScanAddresses) throw localizedRangeError(localize('discoveryScan.tooManyAddresses', { max: String(maxScanAddresses), given: String(addresses.length) }));
  if (ports.length === 0 || ports.length > maxScanPorts) throw localizedRangeError(localize('discoveryScan.portCount', { max: String(maxScanPorts), given: String(ports.length) }));
  const badPort = ports.find((port) => !Number.isInteger(port) || port < 1 || port > 65_535);
  if (badPort !== undefined) throw localizedRangeError(localize('discoveryScan.badPort', { port: String(badPort) }));
  const badAddress = addresses.find((address) => {
    const parsed = typeof address === 'string' && !/[-/]/.test(address) ? parseAddressRange(address) : null;
    return !parsed?.ok || parsed.value[0] !== address;
  });
  if (badAddress !== undefined) throw localizedRangeError(localize('discoveryScan.notOneAddress', { address: String(badAddress).slice(0, 64) }));
  if (credentials && (credentials.user === '' || credentials.user.includes(':'))) throw localizedRangeError(localize('discoveryScan.badUser'));
}

function credentialsToTry(given: CameraCredentials | undefined): CameraCredentials[] {
  if (!given || isFactoryCredentials(given)) return [{ ...factoryCredentials }];
  return [given, { ...factoryCredentials }];
}

function findingOf(address: string, port: number, outcome: Exclude<ProbeOutcome, { status: 'cancelled' }>, inWorkspace: boolean): ScanFinding {
  if (outcome.status === 'camera') {
    return { result: { address, port, status: 'camera', firmware: outcome.firmware, factoryPassword: outcome.factoryPassword, inWorkspace }, credentials: outcome.credentials, name: outcome.name };
  }
  return { result: { address, port, status: outcome.status, firmware: null, factoryPassword: false, inWorkspace }, credentials: null, name: null };
}

function byAddressThenPort(a: ScanFinding, b: ScanFinding): number {
  return addressNumber(a.result.address) - addressNumber(b.result.address) || a.result.port - b.result.port;
}

function addressNumber(address: string): number {
  return address.split('.').reduce((value, part) => value * 256 + Number(part), 0);
}

function checked(name: string, value: number, { min, max }: { min: number; max: number }): number {
  if (!Number.isInteger(value) || value < min || value > max) throw localizedRangeError(localize('discoveryScan.outOfRange', { name, min: String(min), max: String(max), given: String(value) }));
  return value;
}

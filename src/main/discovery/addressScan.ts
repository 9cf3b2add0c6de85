// An address scan: every address and port it is given is probed (probeAddress.ts), a bounded
// number at once, each within its timeout. Results are told as they arrive, with the progress
// (done / found); a cancelled scan stops starting probes, cancels those under way and reports
// the addresses it did scan. It scans nothing it was not given: the caller parses the range.
import { forEachConcurrently } from '../base/async/forEachConcurrently';
import type { DiscoveryResult } from '../../shared/site/discoveryResult';
import { factoryCredentials, isFactoryCredentials, type CameraCredentials } from '../remoteconfig/credentials';
import { MemoryTrustStore } from '../remoteconfig/knownCameras';
import { probeAddress, type ProbeOutcome } from './probeAddress';

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
  const targets = request.addresses.flatMap((address) => request.ports.map((port) => ({ host: address, port, https: request.https })));
  const settings = { credentials: credentialsToTry(request.credentials), timeoutMs, trustStore: new MemoryTrustStore(), signal: request.signal };
  const findings: ScanFinding[] = [];
  let found = 0;
  await forEachConcurrently(targets, { limit: parallel, signal: request.signal }, async (target) => {
    const outcome = await probeAddress(target, settings);
    if (outcome.status === 'cancelled' || request.signal?.aborted) return;
    const finding = findingOf(target.host, target.port, outcome, request.inWorkspace?.(target.host, target.port) ?? false);
    findings.push(finding);
    if (outcome.status === 'camera' || outcome.status === 'locked') found++;
    request.onResult?.(finding);
    request.onProgress?.({ done: findings.length, total: targets.length, found });
  });
  findings.sort(byAddressThenPort);
  return { findings, total: targets.length, cancelled: request.signal?.aborted ?? false };
}

function credentialsToTry(given: CameraCredentials | undefined): CameraCredentials[] {
  if (!given || isFactoryCredentials(given)) return [{ ...factoryCredentials }];
  return [given, { ...factoryCredentials }];
}

function findingOf(address: string, port: number, outcome: Exclude<ProbeOutcome, { status: 'cancelled' }>, inWorkspace: boolean): ScanFinding {
  if (outcome.status === 'camera') {
    return { result: { address, port, status: 'camera', firmware: outcome.firmware, factoryPassword: outcome.factoryPassword, inWorkspace }, credentials: outcome.credentials };
  }
  return { result: { address, port, status: outcome.status, firmware: null, factoryPassword: false, inWorkspace }, credentials: null };
}

function byAddressThenPort(a: ScanFinding, b: ScanFinding): number {
  return addressNumber(a.result.address) - addressNumber(b.result.address) || a.result.port - b.result.port;
}

function addressNumber(address: string): number {
  return address.split('.').reduce((value, part) => value * 256 + Number(part), 0);
}

function checked(name: string, value: number, { min, max }: { min: number; max: number }): number {
  if (!Number.isInteger(value) || value < min || value > max) throw new RangeError(`${name} must be a whole number from ${min} to ${max}, got ${value}`);
  return value;
}

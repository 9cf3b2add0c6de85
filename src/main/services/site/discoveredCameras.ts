// The credentials that opened each camera of recent scans, kept in memory only, so that
// site.addDiscovered can add a camera with them without the renderer ever holding a password.
// A scan is found by its scanId (random, 128 bits: another web session cannot guess it); at
// most `maxScans` are kept, each for `lifetimeMs`, the oldest dropped first. Only cameras
// that opened are kept (nothing else has credentials); nothing here is written or logged.
import { randomBytes } from 'node:crypto';
import type { ScanFinding } from '../../discovery/addressScan';

export const discoveredCameraLimits = { maxScans: 8, lifetimeMs: 60 * 60 * 1000 } as const;

interface KeptScan {
  https: boolean;
  keptUntil: number;
  opened: Map<string, ScanFinding>;
}

export class DiscoveredCameras {
  private readonly scans = new Map<string, KeptScan>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Keeps the cameras of a scan that opened; returns the scan's id. */
  keep(findings: readonly ScanFinding[], https: boolean): string {
    this.dropExpired();
    while (this.scans.size >= discoveredCameraLimits.maxScans) this.scans.delete(this.scans.keys().next().value!);
    const scanId = randomBytes(16).toString('hex');
    const opened = new Map(findings.filter((finding) => finding.credentials !== null).map((finding) => [addressKey(finding.result.address, finding.result.port), finding]));
    this.scans.set(scanId, { https, keptUntil: this.now() + discoveredCameraLimits.lifetimeMs, opened });
    return scanId;
  }

  /** The scan (null when unknown or expired) and, for each address asked, its finding (null: the scan did not open it). */
  lookUp(scanId: string, cameras: ReadonlyArray<{ address: string; port: number }>): { https: boolean; findings: Array<ScanFinding | null> } | null {
    this.dropExpired();
    const scan = this.scans.get(scanId);
    if (!scan) return null;
    return { https: scan.https, findings: cameras.map(({ address, port }) => scan.opened.get(addressKey(address, port)) ?? null) };
  }

  clear(): void {
    this.scans.clear();
  }

  private dropExpired(): void {
    const now = this.now();
    for (const [scanId, scan] of this.scans) if (scan.keptUntil <= now) this.scans.delete(scanId);
  }
}

function addressKey(address: string, port: number): string {
  return `${address}:${port}`;
}

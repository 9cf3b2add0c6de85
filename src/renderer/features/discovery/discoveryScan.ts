// The state of the discovery dialog's scan: progress and the results as their events arrive,
// then the answer (the whole list, authoritative). Only cameras (opened or locked) and
// addresses whose certificate changed within the scan (a warning to see) are kept as rows; the
// rest (not a camera, no answer) are counted from the answer, as a scan of 4,096 addresses at
// several ports is mostly empty addresses, whose events the studio merges on the way
// (docs/api.md "Batching": of them only the latest step reaches the page).
import type { EventPayload, MethodOutput } from '../../../shared/api/contract';
import type { DiscoveryResult } from '../../../shared/site/discoveryResult';

export type ScanPhase = 'idle' | 'scanning' | 'finished';

export interface DiscoveryScan {
  phase: ScanPhase;
  operationId: string | null;
  /** Names the scan's cameras for site.addDiscovered; set once the scan answered. */
  scanId: string | null;
  done: number;
  total: number;
  cancelled: boolean;
  /** Opened, locked or certificate changed, sorted by address then port. */
  cameras: DiscoveryResult[];
  notCameras: number;
  noAnswer: number;
}

export const idleScan: DiscoveryScan = { phase: 'idle', operationId: null, scanId: null, done: 0, total: 0, cancelled: false, cameras: [], notCameras: 0, noAnswer: 0 };

export function startedScan(operationId: string, total: number): DiscoveryScan {
  return { ...idleScan, phase: 'scanning', operationId, total };
}

/** A step arrived (ignored unless it is of this scan and it is still under way): its progress, and the camera it found. */
export function withProgress(scan: DiscoveryScan, progress: EventPayload<'site.discoverProgress'>): DiscoveryScan {
  if (scan.phase !== 'scanning' || progress.operationId !== scan.operationId) return scan;
  const counted = { ...scan, done: Math.max(scan.done, progress.done), total: progress.total };
  const { result } = progress;
  if (!isListed(result) || scan.cameras.some((camera) => sameAddress(camera, result))) return counted;
  return { ...counted, cameras: [...scan.cameras, result].sort(byAddressThenPort) };
}

export function finishedScan(scan: DiscoveryScan, answer: MethodOutput<'site.discover'>): DiscoveryScan {
  const cameras = answer.results.filter(isListed);
  return {
    ...scan,
    phase: 'finished',
    scanId: answer.scanId,
    done: answer.results.length,
    total: answer.total,
    cancelled: answer.cancelled,
    cameras,
    notCameras: answer.results.filter((result) => result.status === 'not_camera').length,
    noAnswer: answer.results.filter((result) => result.status === 'no_answer').length,
  };
}

/** Opened by the scan and not yet in the workspace: the rows that can be added. */
export function canAdd(result: DiscoveryResult): boolean {
  return result.status === 'camera' && !result.inWorkspace;
}

export function resultKey(result: Pick<DiscoveryResult, 'address' | 'port'>): string {
  return `${result.address}:${result.port}`;
}

/** The cameras found among the rows: opened or locked (an address whose certificate changed is not counted). */
export function foundCount(scan: DiscoveryScan): number {
  return scan.cameras.filter((result) => result.status === 'camera' || result.status === 'locked').length;
}

function isListed(result: DiscoveryResult): boolean {
  return result.status === 'camera' || result.status === 'locked' || result.status === 'certificate_changed';
}

function sameAddress(a: DiscoveryResult, b: DiscoveryResult): boolean {
  return a.address === b.address && a.port === b.port;
}

function byAddressThenPort(a: DiscoveryResult, b: DiscoveryResult): number {
  return addressNumber(a.address) - addressNumber(b.address) || a.port - b.port;
}

function addressNumber(address: string): number {
  return address.split('.').reduce((value, part) => value * 256 + Number(part), 0);
}

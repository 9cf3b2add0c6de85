// site.discover and site.addDiscovered (docs/site.md "Discovery"): the address scan of the
// range the technician gave (src/main/discovery) as a long operation, each result as a
// `site.discoverProgress` event, and the add of the cameras it opened through the camera
// registry's import (the same path as a camera list). At most discoverLimits.scansAtOnce scans
// run at once (scanSlots.ts). The password is used for the scan and
// kept only with the cameras it opened (DiscoveredCameras); it is never in an event or answer.
import { ApiError } from '../../../shared/api/errors';
import type { ParsedMethodInput } from '../../../shared/api/contract';
import { parseAddressRange } from '../../../shared/site/addressRange';
import { scanAddresses, type ScanFinding, type ScanRequest } from '../../discovery/addressScan';
import { foundCameraList } from '../../discovery/foundCameraList';
import { cameraImportReport } from '../../fleet/lists/cameraImportReport';
import { planDiscoveredImport } from '../../discovery/planDiscoveredImport';
import { isFactoryCredentials, type CameraCredentials } from '../../remoteconfig/credentials';
import type { CameraRegistry } from '../cameras/cameraRegistry';
import type { OperationRegistry } from '../operations/operationRegistry';
import type { ServiceEventHub } from '../serviceEventHub';
import type { StudioHandlers } from '../studioServices';
import { discoveredCameraLimits, type DiscoveredCameras } from './discoveredCameras';
import { ScanSlots } from './scanSlots';
import { localize, type Text } from '../../../shared/i18n/text';

export function siteDiscoverHandlers(cameras: CameraRegistry, hub: ServiceEventHub, operations: OperationRegistry, discovered: DiscoveredCameras): Pick<StudioHandlers, 'site.discover' | 'site.addDiscovered'> {
  const slots = new ScanSlots();
  return {
    'site.discover': async (input, caller) => {
      const request = scanRequest(input, cameras);
      return slots.run(() =>
        operations.run(input.operationId, caller.signal, async (signal) => {
          const report = await scanAddresses({ ...request, signal, ...progressEvents(hub, input.operationId) });
          return { scanId: discovered.keep(report.findings, input.https ?? false), results: report.findings.map((finding) => finding.result), total: report.total, cancelled: report.cancelled };
        }),
      );
    },
    'site.addDiscovered': async ({ scanId, cameras: chosen, group }) => {
      const scan = discovered.lookUp(scanId, chosen);
      if (!scan) throw ApiError.of('not_found', localize('services.site.scanGone', { scans: discoveredCameraLimits.maxScans, minutes: discoveredCameraLimits.lifetimeMs / 60_000 }));
      const missing = chosen.filter((_, index) => scan.findings[index] === null);
      if (missing.length > 0) throw ApiError.of('invalid_request', localize('services.site.notOpened', { addresses: namedAddresses(missing) }));
      const list = foundCameraList(scan.findings.filter((finding) => finding !== null), group ?? null);
      const { plan, cameraIds } = await cameras.importCameras(({ known, room }) => planDiscoveredImport(list, known, room), scan.https);
      const factoryPassword = cameraIds.filter((_, index) => isFactoryCredentials({ user: plan.added[index]!.user, password: plan.added[index]!.password ?? '' }));
      return { report: cameraImportReport('scan', list, plan, cameraIds), factoryPassword };
    },
  };
}

/** What the scan is given: the addresses of the range (validated at the boundary), nothing else. */
function scanRequest(input: ParsedMethodInput<'site.discover'>, cameras: CameraRegistry): ScanRequest {
  const range = parseAddressRange(input.range);
  if (!range.ok) throw new ApiError('invalid_request', range.problem);
  const https = input.https ?? false;
  const known = new Set(cameras.list().map((camera) => `${camera.host}:${camera.port}`));
  return {
    addresses: range.value,
    ports: input.ports ? [...new Set(input.ports)] : [https ? 443 : 80],
    https,
    ...(credentialsOf(input) ?? {}),
    ...(input.parallel === undefined ? {} : { parallel: input.parallel }),
    ...(input.timeoutSeconds === undefined ? {} : { timeoutMs: Math.round(input.timeoutSeconds * 1000) }),
    inWorkspace: (address, port) => known.has(`${address}:${port}`),
  };
}

/** The technician's credentials when any were given (a password alone is admin's); none: the factory ones only. */
function credentialsOf({ user, password }: ParsedMethodInput<'site.discover'>): { credentials: CameraCredentials } | null {
  if (user === undefined && password === undefined) return null;
  return { credentials: { user: user ?? 'admin', password: password ?? '' } };
}

/** Each result as it arrives, with the progress it brings (the engine tells the result, then the progress). */
function progressEvents(hub: ServiceEventHub, operationId: string): Pick<ScanRequest, 'onResult' | 'onProgress'> {
  let latest: ScanFinding | null = null;
  return {
    onResult: (finding) => {
      latest = finding;
    },
    onProgress: (progress) => {
      if (latest) hub.emit({ event: 'site.discoverProgress', payload: { operationId, ...progress, result: latest.result } });
    },
  };
}

/** The first few addresses, and how many more: a refusal stays short whatever was asked. */
function namedAddresses(addresses: ReadonlyArray<{ address: string; port: number }>): Text | string {
  const shown = addresses.slice(0, 5).map(({ address, port }) => `${address}:${port}`).join(', ');
  return addresses.length > 5 ? localize('services.site.addressesAndMore', { addresses: shown, more: addresses.length - 5 }) : shown;
}

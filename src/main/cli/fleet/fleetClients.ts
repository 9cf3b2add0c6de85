// The one place `camconfig fleet` makes its remote configuration clients: every fleet
// subcommand takes its clients from here, so an observer of every script sent (the audit log)
// is added in one place.
import { KnownCamerasFile } from '../../remoteconfig/knownCameras';
import { RemoteConfigClient } from '../../remoteconfig/remoteConfigClient';
import type { UseFleetClient } from '../../fleet/apply/applyToFleet';
import { UsageError } from '../../base/commandLine/usageError';
import type { CliAudit } from '../cliAudit';
import { insecureOnce } from '../rc/rcGlobalOptions';
import type { Language } from '../../../shared/i18n/languages';
import { renderText } from '../../../shared/i18n/renderText';
import { localize } from '../../../shared/i18n/text';

/** How every camera of the run is reached, unless the camera brings its own user and password. */
export interface FleetConnection {
  user: string;
  password: string;
  https: boolean;
  insecure: boolean;
  timeoutMs: number;
  longTimeoutMs: number;
  knownCamerasFile: string;
}

export interface FleetCameraAddress {
  id: string;
  /** How the audit log names the camera (its workspace label, or its address as listed). */
  label?: string;
  host: string;
  port: number | undefined;
  /** The camera's own login (a workspace camera), else the run's. */
  user?: string;
  password?: string;
}

/** Every client logs each script it sends to `audit`; `note` is told in `language` of a certificate trusted on first use. */
export function createFleetClients(connection: FleetConnection, cameras: readonly FleetCameraAddress[], audit: CliAudit, note: (line: string) => void, language: Language): UseFleetClient {
  const byId = new Map(cameras.map((camera) => [camera.id, camera]));
  const trustStore = new KnownCamerasFile(connection.knownCamerasFile, insecureOnce);
  return (cameraId, work) => {
    const camera = byId.get(cameraId);
    if (!camera) throw new UsageError(localize('cliFleet.error.cameraNotInRun', { camera: cameraId }));
    const client = new RemoteConfigClient({
      host: camera.host,
      ...(camera.port !== undefined ? { port: camera.port } : {}),
      https: connection.https,
      insecure: connection.insecure,
      user: camera.user ?? connection.user,
      password: camera.password ?? connection.password,
      timeoutMs: connection.timeoutMs,
      longTimeoutMs: connection.longTimeoutMs,
      trustStore,
      onScriptSent: audit.observerFor({ id: cameraId, label: camera.label ?? null }),
      onCertificatePinned: (fingerprint) => note(renderText(localize('cliFleet.certificatePinned', { camera: cameraId, fingerprint, file: connection.knownCamerasFile }), language)),
    });
    return work(client);
  };
}

// What the fleet commands share: the workspace (--workspace DIR, else the default folder of
// `camconfig serve`), its cameras named on the command line by id, label or HOST[:PORT], and
// clients for them that log every script to the workspace's audit log.
import { join, resolve } from 'node:path';
import type { ErrorKind } from '../../../shared/errors/errorKind';
import { SnapshotStore } from '../../fleet';
import { KnownCamerasFile, type TrustStore } from '../../remoteconfig/knownCameras';
import { RemoteConfigClient } from '../../remoteconfig/remoteConfigClient';
import { openWorkspace, type CameraStore, type WorkspaceCamera } from '../../workspace';
import { UsageError } from '../../base/commandLine/usageError';
import { passwordEnvVariable } from '../../base/commandLine/secretVariables';
import { CliAudit } from '../cliAudit';
import type { CliIo } from '../cliIo';
import type { RcOutput } from '../rc/rcOutput';
import { defaultWorkspaceFolder, passphraseProtection } from '../serve/serveWorkspace';
import { LocalizedError } from '../../../shared/i18n/localizedError';
import { terminalLanguage } from '../../../shared/i18n/languages';
import { localize } from '../../../shared/i18n/text';
import { renderText } from '../../../shared/i18n/renderText';

export interface FleetWorkspace {
  /** The workspace folder, as an absolute path. */
  folder: string;
  workspace: CameraStore;
  cameras: WorkspaceCamera[];
  audit: CliAudit;
  snapshots: SnapshotStore;
  /** The certificates pinned for the workspace's cameras (its known-cameras file), which every client checks. */
  trustStore: TrustStore;
  /** A client for the camera, or the reason there is none (its password is not known). */
  clientFor(camera: WorkspaceCamera): RemoteConfigClient;
}

/** A workspace camera whose password could not be opened in this run. */
export class PasswordNotKnownError extends LocalizedError {
  override readonly name = 'PasswordNotKnownError';

  get kind(): ErrorKind {
    return 'auth';
  }

  constructor(camera: WorkspaceCamera, sealed: boolean) {
    super(localize(sealed ? 'cliFleet.error.passwordSealed' : 'cliFleet.error.passwordMissing', { camera: camera.label }));
  }
}

export async function openFleetWorkspace(folderOption: string | undefined, io: CliIo, output: RcOutput): Promise<FleetWorkspace> {
  const folder = resolve(folderOption ?? defaultWorkspaceFolder(io.env));
  const workspace = await openWorkspace(folder, await passphraseProtection(folder, io));
  for (const problem of workspace.problems) output.warn(renderText(problem, terminalLanguage(io.env)));
  const audit = new CliAudit(folder, (message) => output.warn(message), terminalLanguage(io.env));
  const trustStore = new KnownCamerasFile(join(folder, 'known-cameras'));
  return {
    folder,
    workspace,
    cameras: workspace.initial().cameras,
    audit,
    trustStore,
    snapshots: new SnapshotStore(join(folder, 'snapshots'), { onProblem: (problem) => output.warn(renderText(problem, terminalLanguage(io.env))), ownerOf: (cameraId) => workspace.identityOf(cameraId), keepsAll: workspace.site !== null }),
    clientFor(camera) {
      const password = camera.password ?? io.env[passwordEnvVariable] ?? null;
      if (password === null || password === '') throw new PasswordNotKnownError(camera, workspace.holdsSealedPassword(camera.id));
      const { host, port, https, user } = camera;
      return new RemoteConfigClient({ host, port, https, user, password, trustStore, onScriptSent: audit.observerFor({ id: camera.id, label: camera.label }) });
    },
  };
}

/** The camera a command line names: its id (cam-3), its label, or its HOST[:PORT]. */
export function findCamera(cameras: readonly WorkspaceCamera[], name: string, folder: string): WorkspaceCamera {
  const byId = cameras.find((camera) => camera.id === name);
  if (byId) return byId;
  const matches = cameras.filter((camera) => camera.label === name || `${camera.host}:${camera.port}` === name || camera.host === name);
  if (matches.length === 1) return matches[0]!;
  if (matches.length > 1) throw new UsageError(localize('cliFleet.error.ambiguousCamera', { name, number: matches.length, ids: matches.map((camera) => camera.id).join(', ') }));
  throw new UsageError(localize('cliFleet.error.unknownCamera', { name, folder }));
}

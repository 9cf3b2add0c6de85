// `--group GROUP`: the cameras of a workspace group (or `all`: every camera of the workspace),
// with their own user and password when the workspace can open them, and their own variables.
import { resolve } from 'node:path';
import type { CliIo } from '../cliIo';
import { openWorkspace, type PasswordProtection } from '../../workspace';
import { UsageError } from '../../base/commandLine/usageError';
import { defaultWorkspaceFolder, workspacePassphraseEnvVariable } from '../serve/serveWorkspace';
import { promptHidden } from '../rc/passwordSource';
import type { FleetCamera } from '../../../shared/fleet/applyPlan';
import type { FleetCameraAddress } from './fleetClients';
import { terminalLanguage } from '../../../shared/i18n/languages';
import { renderText } from '../../../shared/i18n/renderText';
import { localize } from '../../../shared/i18n/text';

export const allCamerasGroup = 'all';

export interface GroupCameras {
  cameras: Array<FleetCamera & FleetCameraAddress & { group: string | null }>;
  columns: string[];
  folder: string;
}

/** Variables every workspace camera has: its name, host and port (its own variables come after). */
export const workspaceColumns = ['NAME', 'HOST', 'PORT'];

export async function readGroupCameras(group: string, workspaceOption: string | undefined, io: CliIo): Promise<GroupCameras> {
  const folder = resolve(workspaceOption ?? defaultWorkspaceFolder(io.env));
  const workspace = await openWorkspace(folder, await protection(folder, io));
  const all = workspace.initial().cameras;
  const members = group === allCamerasGroup ? all : all.filter((camera) => camera.group === group);
  if (members.length === 0 && all.length > 0) {
    const groups = [...new Set(all.flatMap((camera) => (camera.group ? [camera.group] : [])))];
    throw new UsageError(localize('cliFleet.error.groupWithoutCameras', { group, folder, groups: [allCamerasGroup, ...groups].join(', ') }));
  }
  const cameras = members.map((camera) => ({
    id: camera.id,
    label: camera.label,
    host: camera.host,
    port: camera.port,
    group: camera.group,
    user: camera.user,
    ...(camera.password !== null ? { password: camera.password } : {}),
    variables: { NAME: camera.label, HOST: camera.host, PORT: String(camera.port), ...camera.variables },
  }));
  if (cameras.length === 0) throw new UsageError(localize('cliFleet.error.groupOfEmptyWorkspace', { group, folder }));
  const columns = [...new Set([...workspaceColumns, ...cameras.flatMap((camera) => Object.keys(camera.variables))])];
  return { cameras, columns, folder };
}

async function protection(folder: string, io: CliIo): Promise<PasswordProtection> {
  const fromEnv = io.env[workspacePassphraseEnvVariable];
  if (fromEnv) return { kind: 'passphrase', passphrase: fromEnv };
  if (!io.isTTY) return { kind: 'none' };
  const typed = await promptHidden(io, renderText(localize('cliFleet.prompt.workspacePassphrase', { folder }), terminalLanguage(io.env)));
  return typed === '' ? { kind: 'none' } : { kind: 'passphrase', passphrase: typed };
}

// What importing a camera list would do to the workspace: the cameras it adds (with the
// import's own user and password where the list gives none), the cameras the workspace
// already has (same host and port) that the list updates, and every line that cannot be
// imported. The import is partial by design: the good lines are imported, every other line is
// reported with its number and why.
//
// A camera already there keeps its id, address and credentials, except that one with no
// password at all takes the credentials the import brings (a list imported first without
// $CAMCONFIG_PASSWORD, then again with it); the list updates what else it says about it: its variables (a value sets one, an empty cell removes one, variables the list has
// no column for are kept), its group (when the list has groups) and its name (when it gives
// one). So a list exported, edited in a spreadsheet and imported again changes just that.
import { hostKey } from '../../../shared/net/cameraHost';
import type { ListedCamera, ListProblem, ParsedCameraList } from '../../../shared/fleet/lists/cameraList';
import { cameraListLimits } from '../../../shared/fleet/lists/listLimits';
import { variablesProblem } from '../../../shared/fleet/lists/listVariables';
import { localize, type Text } from '../../../shared/i18n/text';

/** For the cameras a list gives no credentials (the CSV): user, and password or null (asked for later). */
export interface ImportCredentials {
  user: string;
  password: string | null;
}

export interface PlannedCamera {
  line: number;
  host: string;
  port: number;
  label: string;
  user: string;
  /** Never logged or shown; sealed by the workspace's secret store. */
  password: string | null;
  group: string | null;
  variables: Record<string, string>;
}

/** A camera the workspace has, as the import compares it. */
export interface KnownCamera {
  id: string;
  host: string;
  port: number;
  label: string;
  group: string | null;
  variables: Record<string, string>;
  /** The workspace holds a password for it (open or sealed); false: it has none, so an import's credentials are taken. */
  hasPassword: boolean;
}

/** A camera already in the workspace after the list's changes; `changes` says what, in words (empty: unchanged). */
export interface CameraUpdate {
  line: number;
  cameraId: string;
  label: string;
  group: string | null;
  variables: Record<string, string>;
  /** Credentials for a camera that had no password; never logged or shown. */
  credentials?: { user: string; password: string };
  changes: string[];
}

export interface CameraImportPlan {
  added: PlannedCamera[];
  /** Cameras the workspace already has: with `changes` empty they stay exactly as they are. */
  existing: CameraUpdate[];
  problems: ListProblem[];
}

const listDefaultPort = 80;

/** `room`: how many more cameras the workspace can take; lines past it are reported. */
export function planCameraImport(list: ParsedCameraList, known: readonly KnownCamera[], credentials: ImportCredentials, room: number): CameraImportPlan {
  const knownByAddress = new Map(known.map((camera) => [addressKey(camera.host, camera.port), camera]));
  const plan: CameraImportPlan = { added: [], existing: [], problems: [...list.problems] };
  for (const listed of list.cameras) {
    const port = listed.port ?? listDefaultPort;
    const existing = knownByAddress.get(addressKey(listed.host, port));
    if (existing) {
      const update = updateOf(existing, listed, credentials);
      if ('problem' in update) plan.problems.push({ line: listed.line, message: update.problem });
      else plan.existing.push(update);
    } else if (plan.added.length >= room) {
      plan.problems.push({ line: listed.line, message: localize('cameraList.workspaceFull', { limit: String(cameraListLimits.cameras) }) });
    } else {
      plan.added.push(newCamera(listed, port, credentials));
    }
  }
  plan.problems.sort((a, b) => a.line - b.line);
  return plan;
}

/** The cameras the plan changes, by id. */
export function updatesById(plan: CameraImportPlan): Map<string, CameraUpdate> {
  return new Map(plan.existing.filter((update) => update.changes.length > 0).map((update) => [update.cameraId, update]));
}

/** The camera with the update's name, group, variables and credentials (unchanged without one). */
export function withUpdate<T extends Pick<KnownCamera, 'label' | 'group' | 'variables'> & { user: string; password: string | null }>(camera: T, update: CameraUpdate | undefined): T {
  if (!update) return camera;
  return { ...camera, label: update.label, group: update.group, variables: update.variables, ...(update.credentials ?? {}) };
}

/** The list's own user and password (.mxu), else the import's. */
function credentialsFor(listed: ListedCamera, credentials: ImportCredentials): { user: string; password: string | null } {
  return listed.user !== null ? { user: listed.user, password: listed.password } : credentials;
}

function newCamera(listed: ListedCamera, port: number, credentials: ImportCredentials): PlannedCamera {
  const { user, password } = credentialsFor(listed, credentials);
  return { line: listed.line, host: listed.host, port, label: listed.label ?? addressLabel(listed.host, port), user, password, group: listed.group ?? null, variables: mergedVariables({}, listed.variables) };
}

function updateOf(existing: KnownCamera, listed: ListedCamera, importCredentials: ImportCredentials): CameraUpdate | { problem: Text } {
  const label = listed.label ?? existing.label;
  const group = listed.group === undefined ? existing.group : listed.group;
  const variables = mergedVariables(existing.variables, listed.variables);
  const problem = variablesProblem(variables);
  if (problem) return { problem: localize('cameraList.cannotUpdate', { label: existing.label, problem }) };
  const changes = [
    ...(label !== existing.label ? [`name ${label}`] : []),
    ...(group !== existing.group ? [group === null ? 'no group' : `group ${group}`] : []),
    ...changedVariables(existing.variables, variables),
  ];
  const given = credentialsFor(listed, importCredentials);
  if (existing.hasPassword || given.password === null) return { line: listed.line, cameraId: existing.id, label, group, variables, changes };
  const credentials = { user: given.user, password: given.password };
  return { line: listed.line, cameraId: existing.id, label, group, variables, credentials, changes: [...changes, `password set (user ${given.user})`] };
}

/** The list's values over the camera's: a name in any letter case replaces the camera's, an empty value removes it. */
function mergedVariables(current: Record<string, string>, listed: Record<string, string>): Record<string, string> {
  const merged = { ...current };
  for (const [name, value] of Object.entries(listed)) {
    for (const key of Object.keys(merged)) if (key.toUpperCase() === name.toUpperCase()) delete merged[key];
    if (value !== '') merged[name] = value;
  }
  return merged;
}

function changedVariables(before: Record<string, string>, after: Record<string, string>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).map((name) => (name in after ? `${name}=${after[name]}` : `${name} removed`));
}

/** One camera per host (in any letter case or IPv6 spelling) and port: the import's rule. */
export function addressKey(host: string, port: number): string {
  return `${hostKey(host)}:${port}`;
}

/** The name a camera gets when none is given: its address, cut to the longest label the workspace keeps. */
export function addressLabel(host: string, port: number): string {
  return `${host}:${port}`.slice(0, cameraListLimits.labelLength);
}

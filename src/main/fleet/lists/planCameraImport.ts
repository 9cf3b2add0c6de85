// What importing a camera list would do to the workspace: the cameras it adds (with the
// import's own user and password where the list gives none), those already in the workspace
// (same host and port: left as they are, so importing a corrected list again adds only what
// was missing), and every line that cannot be imported. The import is partial by design: the
// good lines are imported, every other line is reported with its number and why.
import type { ListProblem, ParsedCameraList } from '../../../shared/fleet/lists/cameraList';
import { cameraListLimits } from '../../../shared/fleet/lists/listLimits';

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

export interface AlreadyListedCamera {
  line: number;
  host: string;
  port: number;
  /** The camera's name in the workspace. */
  label: string;
}

export interface CameraImportPlan {
  added: PlannedCamera[];
  alreadyListed: AlreadyListedCamera[];
  problems: ListProblem[];
}

export interface KnownCameraAddress {
  host: string;
  port: number;
  label: string;
}

const listDefaultPort = 80;

/** `room`: how many more cameras the workspace can take; lines past it are reported. */
export function planCameraImport(list: ParsedCameraList, known: readonly KnownCameraAddress[], credentials: ImportCredentials, room: number): CameraImportPlan {
  const knownByAddress = new Map(known.map((camera) => [addressKey(camera.host, camera.port), camera]));
  const plan: CameraImportPlan = { added: [], alreadyListed: [], problems: [...list.problems] };
  for (const listed of list.cameras) {
    const port = listed.port ?? listDefaultPort;
    const existing = knownByAddress.get(addressKey(listed.host, port));
    if (existing) {
      plan.alreadyListed.push({ line: listed.line, host: listed.host, port, label: existing.label });
    } else if (plan.added.length >= room) {
      plan.problems.push({ line: listed.line, message: `was not imported: the workspace is full (it holds at most ${cameraListLimits.cameras} cameras)` });
    } else {
      const user = listed.user ?? credentials.user;
      const password = listed.user !== null ? listed.password : credentials.password;
      plan.added.push({ line: listed.line, host: listed.host, port, label: listed.label ?? `${listed.host}:${port}`, user, password, group: listed.group, variables: listed.variables });
    }
  }
  plan.problems.sort((a, b) => a.line - b.line);
  return plan;
}

function addressKey(host: string, port: number): string {
  return `${host.toLowerCase()}:${port}`;
}

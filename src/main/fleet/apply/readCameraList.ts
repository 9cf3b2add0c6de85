// The cameras of `camconfig fleet apply --list FILE`: the camera list read by the one list
// parser (src/shared/fleet/lists: the community CSV or an .mxu list), each camera with the
// placeholders its command file may use: every column by its header name (the address column
// too, as listed), plus HOST and PORT, and LABEL / GROUP when the list gives them. Unlike an
// import, a run with any bad line sends nothing: a command file must not reach half a list.
import type { ErrorKind } from '../../../shared/errors/errorKind';
import { describeListProblem, type ListedCamera as ParsedCamera } from '../../../shared/fleet/lists/cameraList';
import { formatListedAddress } from '../../../shared/fleet/lists/listedAddress';
import { parseCameraList } from '../../../shared/fleet/lists/parseCameraList';
import { LocalizedError } from '../../../shared/i18n/localizedError';
import { linesOf, localize, type Text } from '../../../shared/i18n/text';

const maxProblemsShown = 20;

export interface ListedCamera {
  /** The address exactly as the list gives it (HOST or HOST:PORT). */
  address: string;
  host: string;
  port: number | undefined;
  /** From an .mxu list: the camera's own credentials. */
  user?: string;
  password?: string;
  /** Placeholder name -> value. */
  variables: Record<string, string>;
  /** 1-based line in the list. */
  line: number;
}

export interface CameraList {
  /** Every placeholder name the list's cameras have. */
  columns: string[];
  cameras: ListedCamera[];
}

/** The list has bad lines: names the file and every one of them; nothing was sent (or what the caller says did not happen). */
export class CameraListRefusedError extends LocalizedError {
  get kind(): ErrorKind {
    return 'bad_input';
  }

  override readonly name = 'CameraListRefusedError';

  constructor(
    readonly file: string,
    readonly problems: Text[],
    /** What did not happen because of them, in the caller's words. */
    readonly consequence: Text = localize('cameraList.nothingSent'),
  ) {
    const more = problems.length > maxProblemsShown ? localize('cameraList.moreProblems', { count: problems.length - maxProblemsShown }) : '';
    super(localize('cameraList.refused', { file, consequence, problems: linesOf(problems.slice(0, maxProblemsShown)), more }));
  }
}

/** Throws the parser's CameraListError for a file that cannot be read, CameraListRefusedError for bad lines. */
export function readCameraList(file: string, text: string): CameraList {
  const parsed = parseCameraList(file, text);
  const problems = parsed.problems.map((problem) => describeListProblem(file, problem));
  if (parsed.cameras.length === 0 && problems.length === 0) problems.push(localize('cameraList.noCameraLines', { file }));
  if (problems.length > 0) throw new CameraListRefusedError(file, problems);
  const addressColumn = parsed.addressColumn ?? 'ADDRESS';
  const cameras = parsed.cameras.map((camera) => listedCamera(camera, addressColumn));
  const columns = [...new Set(cameras.flatMap((camera) => Object.keys(camera.variables)))];
  return { columns, cameras };
}

function listedCamera(camera: ParsedCamera, addressColumn: string): ListedCamera {
  const address = formatListedAddress(camera.host, camera.port);
  const variables: Record<string, string> = { [addressColumn]: address, HOST: camera.host, PORT: String(camera.port ?? 80) };
  if (camera.label !== null) variables.LABEL = camera.label;
  if (camera.group) variables.GROUP = camera.group;
  Object.assign(variables, camera.variables);
  return {
    address,
    host: camera.host,
    port: camera.port ?? undefined,
    ...(camera.user !== null ? { user: camera.user } : {}),
    ...(camera.password !== null ? { password: camera.password } : {}),
    variables,
    line: camera.line,
  };
}

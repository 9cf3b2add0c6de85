// A minimal reader of the community camera list for `camconfig fleet apply --list`: `;`
// separated, a header row, the first column the address HOST[:PORT], `#` lines skipped, every
// column kept as a variable of its camera ({COLUMN} in command files). No quoting. The camera
// lists work (LISTS, issue 11) brings the full CSV parser; this stands in until it is merged.
import type { ErrorKind } from '../../../shared/errors/errorKind';

export interface ListedCamera {
  /** The address exactly as listed. */
  address: string;
  host: string;
  port: number | undefined;
  /** Every column of the camera's line by its header name, the address column included. */
  variables: Record<string, string>;
  /** 1-based line in the list. */
  line: number;
}

export interface CameraList {
  columns: string[];
  cameras: ListedCamera[];
}

/** The list cannot be used as it is: names the file and every bad line. */
export class CameraListError extends Error {
  get kind(): ErrorKind {
    return 'bad_input';
  }

  override readonly name = 'CameraListError';

  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`camera list ${file}: nothing was sent:\n  ${problems.slice(0, 20).join('\n  ')}${problems.length > 20 ? `\n  ... and ${problems.length - 20} more` : ''}`);
  }
}

export const maxListedCameras = 1000;

const addressPattern = /^(?:\[([^\]]+)\]|([^:[\]\s]+))(?::(\d{1,5}))?$/;

export function readCameraList(file: string, text: string): CameraList {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const problems: string[] = [];
  const cameras: ListedCamera[] = [];
  let columns: string[] | undefined;
  const seen = new Map<string, number>();
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '' || raw.trimStart().startsWith('#')) return;
    const fields = raw.split(';').map((field) => field.trim());
    if (!columns) {
      columns = fields;
      const problem = headerProblem(fields);
      if (problem) problems.push(`line ${line}: ${problem}`);
      return;
    }
    if (fields.length > columns.length) return void problems.push(`line ${line}: ${fields.length} columns, but the header has ${columns.length}`);
    const address = fields[0]!;
    const parsed = addressPattern.exec(address);
    const port = parsed?.[3] === undefined ? undefined : Number(parsed[3]);
    if (!parsed || (port !== undefined && (port < 1 || port > 65535))) return void problems.push(`line ${line}: '${address}' is not an address HOST or HOST:PORT`);
    if (seen.has(address)) return void problems.push(`line ${line}: ${address} is listed already on line ${seen.get(address)}`);
    seen.set(address, line);
    const header = columns;
    cameras.push({ address, host: parsed[1] ?? parsed[2]!, port, line, variables: Object.fromEntries(header.map((name, column) => [name, fields[column] ?? ''])) });
  });
  if (!columns) problems.push('no header row (ADDRESS;COLUMN;...) and no cameras');
  else if (cameras.length === 0 && problems.length === 0) problems.push('no camera lines after the header row');
  if (cameras.length > maxListedCameras) problems.push(`${cameras.length} cameras; at most ${maxListedCameras} in one list`);
  if (problems.length > 0) throw new CameraListError(file, problems);
  return { columns: columns!, cameras };
}

function headerProblem(names: string[]): string | null {
  const empty = names.findIndex((name) => name === '');
  if (empty >= 0) return `the header row's column ${empty + 1} has no name`;
  const duplicate = names.find((name, index) => names.indexOf(name) !== index);
  return duplicate === undefined ? null : `the header row names column ${duplicate} twice`;
}

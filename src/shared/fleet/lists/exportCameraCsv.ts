// Cameras back to the community CSV: `ADDRESS;LABEL;GROUP;<variables...>`, one camera a line,
// readable again by the import (and by the community scripts, which see LABEL and GROUP as two
// more columns). Written under the studio's CSV policy (src/shared/text/csvPolicy.ts): LABEL and
// GROUP get the formula guard; ADDRESS and the variables are written as they are, since the
// community tools must read them back unchanged (a variable like `-5` or `+49...` is real data).
import { writeCsvRows } from '../../text/writeCsv';
import { formatListedAddress } from './listedAddress';

export interface ExportedCamera {
  host: string;
  port: number;
  label: string;
  group: string | null;
  variables: Record<string, string>;
}

/** The columns of the export that get the formula guard: LABEL and GROUP. */
export const guardedCameraColumns = [1, 2] as const;

export function exportCameraCsv(cameras: readonly ExportedCamera[]): string {
  const variableNames = [...new Set(cameras.flatMap((camera) => Object.keys(camera.variables)))];
  const header = ['ADDRESS', 'LABEL', 'GROUP', ...variableNames];
  const rows = cameras.map((camera) => {
    const address = listedAddressText(camera.host, camera.port);
    const label = camera.label === `${camera.host}:${camera.port}` ? '' : camera.label;
    return [address, label, camera.group ?? '', ...variableNames.map((name) => camera.variables[name] ?? '')];
  });
  return writeCsvRows([header, ...rows], { delimiter: ';', guardsColumn: (column) => (guardedCameraColumns as readonly number[]).includes(column) });
}

/** The address as a list gives it: the port only when it is not 80 (always with an IPv6 address); an IPv6 address in brackets. */
function listedAddressText(host: string, port: number): string {
  return formatListedAddress(host, port === 80 && !host.includes(':') ? null : port);
}

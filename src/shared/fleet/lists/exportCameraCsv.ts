// Cameras back to the community CSV: `ADDRESS;LABEL;GROUP;<variables...>`, one camera a line,
// readable again by the import (and by the community scripts, which see LABEL and GROUP as two
// more columns). A field holding `;`, `"` or surrounding spaces is quoted.
import { formatListedAddress } from './listedAddress';

export interface ExportedCamera {
  host: string;
  port: number;
  label: string;
  group: string | null;
  variables: Record<string, string>;
}

export function exportCameraCsv(cameras: readonly ExportedCamera[]): string {
  const variableNames = [...new Set(cameras.flatMap((camera) => Object.keys(camera.variables)))];
  const header = ['ADDRESS', 'LABEL', 'GROUP', ...variableNames];
  const rows = cameras.map((camera) => {
    const address = listedAddressText(camera.host, camera.port);
    const label = camera.label === `${camera.host}:${camera.port}` ? '' : camera.label;
    return [address, label, camera.group ?? '', ...variableNames.map((name) => camera.variables[name] ?? '')];
  });
  return [header, ...rows].map((fields) => fields.map(csvField).join(';') + '\n').join('');
}

/** The address as a list gives it: the port only when it is not 80 (always with an IPv6 address); an IPv6 address in brackets. */
function listedAddressText(host: string, port: number): string {
  return formatListedAddress(host, port === 80 && !host.includes(':') ? null : port);
}

function csvField(value: string): string {
  return /[;"]|^\s|\s$/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

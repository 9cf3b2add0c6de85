// The cameras an address scan opened, as a camera list for the import (planCameraImport): the
// command line (`discover --add`) and the studio (site.addDiscovered) add them the same way,
// each with the credentials that opened it. Cameras the workspace already has are left out.
import type { ListedCamera, ParsedCameraList } from '../../shared/fleet/lists/cameraList';
import type { ScanFinding } from './addressScan';

export function foundCameraList(findings: readonly ScanFinding[], group: string | null): ParsedCameraList {
  const opened = findings.filter((finding) => finding.result.status === 'camera' && finding.credentials !== null && !finding.result.inWorkspace);
  const cameras: ListedCamera[] = opened.map((finding, index) => ({
    line: index + 1,
    host: finding.result.address,
    port: finding.result.port,
    label: null,
    user: finding.credentials!.user,
    password: finding.credentials!.password,
    group,
    variables: {},
  }));
  return { format: 'mxu', cameras, problems: [], variableNames: [], addressColumn: null };
}

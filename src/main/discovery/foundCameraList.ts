// The cameras an address scan opened, as a camera list for the import: the command line
// (`discover --add`) and the studio (site.addDiscovered) add them the same way
// (planDiscoveredImport), each with the credentials that opened it. A camera asked for more
// than once is listed once, by the rule of the CSV import (ListedAddresses): one camera per
// host and port. Each is named as the camera names itself (ScanFinding.name), else by its address.
import type { ListedCamera, ListProblem, ParsedCameraList } from '../../shared/fleet/lists/cameraList';
import { ListedAddresses } from '../../shared/fleet/lists/listDuplicates';
import type { ScanFinding } from './addressScan';
import { localize } from '../../shared/i18n/text';

/** `line` of each camera: its place among the cameras that opened (1 = the first). */
export function foundCameraList(findings: readonly ScanFinding[], group: string | null): ParsedCameraList {
  const opened = findings.filter((finding) => finding.result.status === 'camera' && finding.credentials !== null);
  const listed = new ListedAddresses();
  const cameras: ListedCamera[] = [];
  const problems: ListProblem[] = [];
  opened.forEach((finding, index) => {
    const { address: host, port } = finding.result;
    const line = index + 1;
    const first = listed.firstListing({ line, host, port });
    if (first !== null) {
      problems.push({ line, message: localize('cameraList.askedTwice', { address: `${host}:${port}` }) });
      return;
    }
    cameras.push({ line, host, port, label: finding.name, user: finding.credentials!.user, password: finding.credentials!.password, group, variables: {} });
  });
  return { format: 'mxu', cameras, problems, variableNames: [], addressColumn: null };
}

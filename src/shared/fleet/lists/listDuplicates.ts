// The same camera listed twice in one file (same host, in any letter case or IPv6 spelling, and port).
import { localize, type Text } from '../../i18n/text';
import { hostKey } from '../../net/cameraHost';
export class ListedAddresses {
  private readonly lines = new Map<string, number>();

  /** The line that listed this camera before, or null (then it is noted as listed on its line). */
  firstListing(camera: { line: number; host: string; port: number | null }): number | null {
    const key = `${hostKey(camera.host)}:${camera.port ?? 80}`;
    const first = this.lines.get(key);
    if (first !== undefined) return first;
    this.lines.set(key, camera.line);
    return null;
  }

  /** What is wrong with listing this camera again, or null (then it is noted as listed on its line). */
  repeatProblem(camera: { line: number; host: string; port: number | null }): Text | null {
    const first = this.firstListing(camera);
    if (first === null) return null;
    const host = camera.host.includes(':') ? `[${camera.host}]` : camera.host;
    return localize('cameraList.listedTwice', { first: String(first), address: camera.port === null ? host : `${host}:${camera.port}` });
  }
}

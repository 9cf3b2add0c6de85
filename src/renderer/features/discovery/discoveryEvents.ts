// site.discoverProgress -> the scan under way (results of scans this page did not start are ignored).
import type { Studio } from '../../studio/studioStores';
import { withProgress } from './discoveryScan';

export function followDiscoveryEvents({ api, stores }: Studio): Array<() => void> {
  return [api.subscribe('site.discoverProgress', (progress) => stores.discovery.getState().update((scan) => withProgress(scan, progress)))];
}

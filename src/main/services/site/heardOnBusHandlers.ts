// site.heardOnBus (docs/site.md "Heard on the bus"): every address the message bus heard that
// is not the host of a camera of the workspace, for the discovery dialog to offer. Nothing is
// sent to any of them here: probing one is a site.discover of that single address, which the
// technician starts.
import { heardOnBusLimits } from '../../../shared/api/siteDiscoverySchemas';
import { busPeersByAddress } from '../../fleet';
import type { CameraRegistry } from '../cameras/cameraRegistry';
import type { DistributorService } from '../distributor/distributorService';
import type { StudioHandlers } from '../studioServices';
import { busPeersOf } from './busPeerActivity';

export function heardOnBusHandlers(cameras: CameraRegistry, distributor: DistributorService): Pick<StudioHandlers, 'site.heardOnBus'> {
  return {
    'site.heardOnBus': () => {
      const cameraHosts = new Set(cameras.list().map((camera) => camera.host));
      const heard = [...busPeersByAddress(busPeersOf(distributor)).values()]
        .filter((peer) => !cameraHosts.has(peer.ip))
        .sort((a, b) => b.lastHeardAt - a.lastHeardAt);
      const peers = heard.slice(0, heardOnBusLimits.maxPeers).map((peer) => ({ address: peer.ip, messages: peer.messages, lastHeardAt: new Date(peer.lastHeardAt).toISOString() }));
      return Promise.resolve({ peers, omitted: heard.length - peers.length });
    },
  };
}

// What the message bus heard, per peer, from the distributor's statistics (the ones the
// dashboard shows): the Site view's bus peer column and discovery's "found on the bus".
import type { BusPeerActivity } from '../../fleet';
import type { DistributorService } from '../distributor/distributorService';

/** The peers the distributor's statistics list, with the messages received from each and when it was last heard. */
export function busPeersOf(distributor: DistributorService): BusPeerActivity[] {
  const { publication, activity } = distributor.statistics();
  const lastHeard = new Map(activity.peers.map((peer) => [`${peer.IP}/${peer.PID}`, peer.lastHeardAt]));
  return publication.peers.flatMap((peer) => {
    const lastHeardAt = lastHeard.get(`${peer.IP}/${peer.PID}`);
    return lastHeardAt === undefined ? [] : [{ ip: peer.IP, messages: peer.msg_rx, lastHeardAt }];
  });
}

// Server state in: bus messages, the distributor's state and the simulated bus peers arrive
// as events (`bus.messages`, `distributor.state`, `simulator.state`), the one writer of the
// bus store after its first load.
import type { Studio } from '../../studio/studioStores';

export function followBusEvents({ api, stores }: Studio): Array<() => void> {
  const bus = () => stores.bus.getState();
  return [
    api.subscribe('bus.messages', (payload) => bus().receive(payload)),
    api.subscribe('distributor.state', (state) => bus().setDistributor(state)),
    api.subscribe('simulator.state', ({ busPeers }) => bus().setPeers(busPeers)),
  ];
}

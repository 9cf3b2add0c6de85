// Server state in: bus messages, the distributor's state, the simulated bus peers and the send
// form's history and templates and the recordings arrive as events (`bus.messages`, `distributor.state`,
// `simulator.state`, `busTemplates.state`, `recording.state`, `replay.state`), the one writer of the bus store after its first load.
import type { Studio } from '../../studio/studioStores';

export function followBusEvents({ api, stores }: Studio): Array<() => void> {
  const bus = () => stores.bus.getState();
  return [
    api.subscribe('bus.messages', (payload) => bus().receive(payload)),
    api.subscribe('distributor.state', (state) => bus().setDistributor(state)),
    api.subscribe('simulator.state', ({ busPeers }) => bus().setPeers(busPeers)),
    api.subscribe('busTemplates.state', (templates) => bus().setTemplates(templates)),
    api.subscribe('recording.state', ({ recordings }) => bus().setRecordings(recordings)),
    api.subscribe('replay.state', ({ replays }) => bus().setReplays(replays)),
  ];
}

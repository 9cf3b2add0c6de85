// Who is who, through the studio's stores: the cameras, the console's peers and the statistics
// record arrive as a running studio delivers them (the fake API's loads and events), and the
// names, the red rows and the banner follow the one naming rule.
import { wordingIn } from '../../../../src/renderer/features/statistics/statisticsWording';
import { describe, expect, it } from 'vitest';
import { PeerNames } from '../../../../src/renderer/features/bus/peerNames';
import { statisticsSenders } from '../../../../src/renderer/features/bus/usePeerNames';
import { defaultHealthThresholds, healthSigns } from '../../../../src/renderer/features/statistics/healthSigns';
import { failingRows } from '../../../../src/renderer/features/statistics/peerTable';
import { connectStudio, loadInitialState } from '../../../../src/renderer/studio/connectStudio';
import type { Studio } from '../../../../src/renderer/studio/studioStores';
import { camera, demoAnswers, fakeStudio } from '../../studioFixtures';
import { testRecord } from './statisticsRecords';

const t0 = 1_700_000_000_000;
const cameraHost = '192.0.2.7';
const doorCamera = { ...camera('door'), label: 'Door', host: cameraHost, simulated: false }; // a camera on site: the simulated ones send nothing on the bus

/** The names as the views have them: the workspace's cameras and every sender the stores know. */
function namesIn({ stores }: Studio): PeerNames {
  const heardInConsole = [...stores.bus.getState().feed.peers.values()];
  return new PeerNames(stores.cameras.getState().cameras, [...heardInConsole, ...statisticsSenders(stores.statistics.getState().statistics)]);
}

async function studioWithDoorCamera() {
  const { fake, studio } = fakeStudio({ ...demoAnswers(), 'cameras.list': () => ({ cameras: [doorCamera] }), 'distributor.statistics': () => testRecord({ takenAt: t0 }) });
  await loadInitialState(studio);
  connectStudio(studio);
  return { fake, studio };
}

describe('naming peers in a running studio', () => {
  it("names the camera's one program after it, until an sdk-demo with a wrong passphrase sends from the same address", async () => {
    const { fake, studio } = await studioWithDoorCamera();
    fake.emit('bus.messages', { messages: [{ path: 'messages.global.door', value: 'open', from: { IP: cameraHost, PID: 812 }, receivedAt: t0, resent: false }], dropped: 0, droppedTotal: 0 });
    fake.emit('distributor.statistics', testRecord({ takenAt: t0, peers: [{ IP: cameraHost, PID: 812, counters: { msg_rx: 1, pkt_rx: 1 } }] }));
    expect(namesIn(studio).peerName(cameraHost, 812)).toBe('Door (192.0.2.7, PID 812)');

    const withFailing = testRecord({
      takenAt: t0 + 60_000,
      peers: [{ IP: cameraHost, PID: 812, counters: { msg_rx: 1, pkt_rx: 1 } }],
      sources: [{ IP: cameraHost, drops: { unauthentic: 3 } }],
      failing: [{ IP: cameraHost, packages: 3 }],
    });
    fake.emit('distributor.statistics', withFailing);
    const names = namesIn(studio);
    expect(names.peerName(cameraHost, 812)).toBe('192.0.2.7 (PID 812)');
    expect(failingRows(studio.stores.statistics.getState().statistics!).map((row) => ({ IP: row.IP, camera: row.IP && names.cameraOfSource(row.IP), packages: row.packages }))).toEqual([
      { IP: cameraHost, camera: null, packages: 3 },
    ]);

    const { history } = studio.stores.statistics.getState();
    const banner = healthSigns({ newest: history.newest!, baseline: history.baseline(60_000), maxTimeOffset: 10, names, thresholds: defaultHealthThresholds, wording: wordingIn('en') });
    expect(banner).toEqual([expect.objectContaining({ kind: 'wrong_passphrase', text: expect.stringMatching(/^3 packages from 192\.0\.2\.7 in the last 60 s could not be authenticated/) })]);
  });

  it('names two programs on the camera host by address and PID as soon as the console has heard both', async () => {
    const { fake, studio } = await studioWithDoorCamera();
    const from = (PID: number) => ({ path: 'messages.global.door', value: 'open', from: { IP: cameraHost, PID }, receivedAt: t0, resent: false });
    fake.emit('bus.messages', { messages: [from(812)], dropped: 0, droppedTotal: 0 });
    expect(namesIn(studio).peerName(cameraHost, 812)).toBe('Door (192.0.2.7, PID 812)');
    fake.emit('bus.messages', { messages: [from(913)], dropped: 0, droppedTotal: 0 });
    expect([namesIn(studio).peerName(cameraHost, 812), namesIn(studio).peerName(cameraHost, 913)]).toEqual(['192.0.2.7 (PID 812)', '192.0.2.7 (PID 913)']);
  });
});

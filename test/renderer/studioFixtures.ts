// Sample payloads and a Studio over the fake API, for the renderer's tests.
import type { CameraSummary } from '../../src/shared/api/cameraSchemas';
import type { BusMessage, DistributorState, DistributorStatistics } from '../../src/shared/api/distributorSchemas';
import type { DistributorSettings } from '../../src/shared/api/distributorSettingsSchemas';
import type { SimulatedBusPeerView } from '../../src/shared/api/simulatorSchemas';
import type { WorkspaceStatus } from '../../src/shared/api/workspaceSchemas';
import { dropReasons } from '../../src/shared/distributor/statistics';
import { createStudioStores, type Studio } from '../../src/renderer/studio/studioStores';
import { createFakeStudioApi } from './fakeStudioApi';
import { localize } from '../../src/shared/i18n/text';

export function camera(id: string, state: CameraSummary['state'] = 'online'): CameraSummary {
  return { id, label: `Camera ${id}`, host: '127.0.0.1', port: 8080, https: false, user: 'admin', simulated: true, state, stateDetail: null, firmware: null, factoryPassword: true, passwordKnown: true, persisted: false, group: null, variables: {} };
}

export const workspaceStatus: WorkspaceStatus = { persisted: true, folder: '/home/tech/.config/camconfig', passwordStorage: 'memory-only', camerasNeedingPassword: 0, passphraseAccepted: true, problems: [] };

export const distributor: DistributorState = { active: true, reason: null, iface: 'lo', address: '127.0.0.1', broadcastAddress: '127.255.255.255', port: 17001, encrypted: true, pollFreq: 20, resend: 2, maxTimeOffset: 10 };

/** What the demo applied: its passphrase only as set. */
export const settings: DistributorSettings = {
  system: { log_list_max: 16, broadcast: { interfaces: ['lo'] } },
  applied: { config: { broadcast: { iface: 'lo', port: 17001, poll_freq: 20, resend: 2, max_time_offset: 10 } }, passphraseSet: true, passphraseNeeded: false, active: true, reason: null, appliedAt: 1_700_000_000_000 },
};

const zeroDrops = Object.fromEntries(dropReasons.map((reason) => [reason, 0])) as Record<(typeof dropReasons)[number], number>;

export const statistics: DistributorStatistics = {
  publication: {
    peers: [],
    self: { IP: '127.0.0.1', PID: 1 },
    summary: { msg_rx: 3, msg_rx_dup: 0, msg_rx_err: 0, msg_rx_resend: 0, msg_tx: 1, pkt_rx: 3, pkt_rx_err: 0, pkt_tx: 1, pkt_tx_err: 0 },
  },
  drops: { total: zeroDrops, peers: [], unattributed: [] },
  activity: { takenAt: 1_700_000_000_000, peers: [] },
  authFailures: { sources: [], others: { packages: 0, lastAt: null } },
  localPrograms: [],
};

export function busPeer(overrides: Partial<SimulatedBusPeerView> = {}): SimulatedBusPeerView {
  return { peerId: 'peer-1', running: true, description: localize('demo.busPeerSends', { rate: 1, interface: 'lo', port: '19300' }), sent: 4, refused: 0, lastRefusal: null, identity: { IP: '127.0.0.1', PID: 4_200_000 }, reach: 'heard', ...overrides };
}

export function busMessage(n: number): BusMessage {
  return { path: `messages.global.m${n}`, value: String(n), from: { IP: '127.0.0.1', PID: 7 }, receivedAt: 1_700_000_000_000 + n, resent: false };
}

/** A Studio over a fake API answering from `answers`, with fresh stores. */
export function fakeStudio(answers: Parameters<typeof createFakeStudioApi>[0]): { fake: ReturnType<typeof createFakeStudioApi>; studio: Studio } {
  const fake = createFakeStudioApi(answers);
  return { fake, studio: { api: fake.api, stores: createStudioStores(null, false) } };
}

/** The answers of a demo studio: two cameras, an active distributor, one simulated peer. */
export function demoAnswers(): Parameters<typeof createFakeStudioApi>[0] {
  return {
    'studio.info': () => ({ name: 'CamConfig Studio', version: '0.1.0', sdkVersion: '1.1', mode: 'web', demo: true, fileDialog: false, folderDialog: false }),
    'cameras.list': () => ({ cameras: [camera('a'), camera('b', 'offline')] }),
    'workspace.status': () => workspaceStatus,
    'distributor.state': () => distributor,
    'simulator.list': () => ({ cameras: [], busPeers: [busPeer()] }),
    'distributor.statistics': () => statistics,
    'busTemplates.list': () => ({ templates: [], history: [] }),
    'recording.list': () => ({ recordings: [] }),
    'replay.list': () => ({ replays: [] }),
    'distributor.settings': () => settings,
    'sync.status': () => ({ site: false, branch: null, hasRemote: false, ahead: 0, behind: 0, lastPullAt: null, uncommitted: 0, uncommittedFiles: [], inProgress: null, conflicts: false }),
  };
}

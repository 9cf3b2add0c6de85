import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import type { DistributorStatistics } from '../../../shared/api/distributorSchemas';
import { useStudioStore } from '../../studio/StudioContext';
import { viewedFeed } from './busStore';
import { PeerNames, type KnownPeers, type LocalProgramPeer, type SenderSighting, type SimulatedPeerIdentity } from './peerNames';
import type { LocalProgramName } from '../../../shared/distributor/localProgramNames';
import type { SimulatedBusPeerView } from '../../../shared/api/simulatorSchemas';

/**
 * The one naming of peers (peerNames.ts) for the cameras of the workspace and every sender heard:
 * the console's peers and the statistics record's peers and failing sources; the studio itself
 * (the record's `self`), its simulated bus peers (their identity) and our programs on this
 * computer (the record's `localPrograms`) named for what they are. Only senders at a
 * camera's host can change a name, so only those are selected: a new batch of messages or a
 * new record re-renders nothing unless someone new was heard there.
 */
export function usePeerNames(): PeerNames {
  const { t } = useTranslation();
  const cameras = useStudioStore('cameras', (state) => state.cameras);
  const hosts = useMemo(() => new Set(cameras.map((camera) => camera.host)), [cameras]);
  const inConsole = useStudioStore('bus', useShallow((state) => senderKeysAt(hosts, viewedFeed(state).peers.values())));
  const inStatistics = useStudioStore('statistics', useShallow((state) => senderKeysAt(hosts, statisticsSenders(state.statistics))));
  const selfKey = useStudioStore('statistics', (state) => {
    const self = state.statistics?.publication.self;
    return self ? `${self.IP}/${self.PID}` : null;
  });
  const simulated = useStudioStore('bus', useShallow((state) => state.peers.flatMap(simulatedIdentityKey)));
  const programs = useStudioStore('statistics', useShallow((state) => (state.statistics?.localPrograms ?? []).map(({ IP, PID, program }) => `${IP}/${PID} ${program}`)));
  return useMemo(() => {
    const known: KnownPeers = { self: selfKey === null ? null : identityOfKey(selfKey), simulated: simulated.map(parseSimulatedKey), programs: programs.map(parseProgramKey) };
    return new PeerNames(cameras, [...inConsole, ...inStatistics].map(parseSenderKey), t, known);
  }, [cameras, inConsole, inStatistics, t, selfKey, simulated, programs]);
}

/** A running simulated peer as a key ("peerId IP/PID cut"), so an unchanged list selects equal. */
function simulatedIdentityKey(peer: SimulatedBusPeerView): string[] {
  return peer.running && peer.identity ? [`${peer.reach === 'cut_off' ? 'cut' : 'heard'} ${peer.identity.IP}/${peer.identity.PID} ${peer.peerId}`] : [];
}

function parseSimulatedKey(key: string): SimulatedPeerIdentity {
  const [reach = '', identity = '', ...peerId] = key.split(' ');
  return { ...identityOfKey(identity), peerId: peerId.join(' '), cutOff: reach === 'cut' };
}

function parseProgramKey(key: string): LocalProgramPeer {
  const space = key.indexOf(' ');
  return { ...identityOfKey(key.slice(0, space)), program: key.slice(space + 1) as LocalProgramName };
}

function identityOfKey(key: string): { IP: string; PID: number } {
  const slash = key.lastIndexOf('/');
  return { IP: key.slice(0, slash), PID: Number(key.slice(slash + 1)) };
}

/** Peers of the record, and the source addresses whose packages failed authentication (PID unreadable). */
export function* statisticsSenders(statistics: DistributorStatistics | null): Iterable<SenderSighting> {
  if (statistics === null) return;
  for (const peer of statistics.publication.peers) yield peer;
  for (const source of statistics.authFailures.sources) yield { IP: source.IP, PID: null };
}

/** The senders at these hosts as sorted keys ("IP/PID", "IP/-" for a failing source): equal lists, equal names. */
function senderKeysAt(hosts: ReadonlySet<string>, senders: Iterable<SenderSighting>): string[] {
  if (hosts.size === 0) return [];
  const keys = new Set<string>();
  for (const sender of senders) if (hosts.has(sender.IP)) keys.add(`${sender.IP}/${sender.PID ?? '-'}`);
  return [...keys].sort();
}

function parseSenderKey(key: string): SenderSighting {
  const slash = key.lastIndexOf('/');
  const pid = key.slice(slash + 1);
  return { IP: key.slice(0, slash), PID: pid === '-' ? null : Number(pid) };
}

// Who is who on the bus: a peer is one program (IP + PID). The studio knows some peers for what
// they are: itself (the statistics record's `self`), the bus peers it simulates (each with
// the identity it sends under) and our programs on this computer (an sdk-demo, by its PID). Those are named so whoever else is heard, and never taken for a
// camera. A camera of the workspace is known only by its host, and every program on one computer
// shares its address, so any other peer is named after a camera only where nothing else could be
// meant: exactly one camera of the workspace at that address (not one the studio simulates: it
// sends nothing on the bus), and no other unknown sender seen there (another peer, or packages
// that failed authentication). Otherwise it is named by address and PID, always with both.
// Packages that fail authentication carry no readable PID: they are named by their address, and
// where a simulated peer the studio does not hear (cut off) is at that address, as possibly it.
// The console, the dashboard's table, charts and health signs all name peers through this one
// rule, in the studio's language (usePeerNames passes its texts; English where none are given).
import type { LocalProgramName } from '../../../shared/distributor/localProgramNames';
import { textIn, type StudioText } from '../../i18n/studioText';

/** A camera of the workspace, as far as naming needs it. */
export interface NamedCamera {
  host: string;
  label: string;
  /** Simulated inside the studio (the demo camera): it sends nothing on the bus, so it names no peer. */
  simulated?: boolean;
}

/** A sender heard on the bus: a peer (IP + PID), or a source address whose packages failed authentication (PID null: unreadable). */
export interface SenderSighting {
  IP: string;
  PID: number | null;
}

/** A bus peer the studio simulates, as it appears on the bus; `cutOff`: the studio does not receive its packages. */
export interface SimulatedPeerIdentity {
  peerId: string;
  IP: string;
  PID: number;
  cutOff: boolean;
}

/** One of our programs running on this computer (the distributor looked it up by its PID). */
export interface LocalProgramPeer {
  IP: string;
  PID: number;
  program: LocalProgramName;
}

/** The peers the studio knows for what they are. */
export interface KnownPeers {
  self: { IP: string; PID: number } | null;
  simulated: readonly SimulatedPeerIdentity[];
  programs?: readonly LocalProgramPeer[];
}

const nothingKnown: KnownPeers = { self: null, simulated: [] };
const keyOf = (IP: string, PID: number) => `${IP}/${PID}`;

export class PeerNames {
  /** The label of the one camera at each host that has exactly one. */
  private readonly soleCamera = new Map<string, string>();
  /** Per address with a sole camera: the PIDs of unknown peers heard there, and whether packages from it failed authentication. */
  private readonly heard = new Map<string, { pids: Set<number>; failing: boolean }>();
  /** What the studio knows each of its own peers as, by IP/PID. */
  private readonly known = new Map<string, string>();

  constructor(
    cameras: readonly NamedCamera[],
    senders: Iterable<SenderSighting>,
    private readonly t: StudioText = textIn('en'),
    private readonly knownPeers: KnownPeers = nothingKnown,
  ) {
    if (knownPeers.self) this.known.set(keyOf(knownPeers.self.IP, knownPeers.self.PID), t('bus.peer.studioItself'));
    for (const peer of knownPeers.simulated) this.known.set(keyOf(peer.IP, peer.PID), t('bus.peer.simulatedPeer', { peerId: peer.peerId }));
    for (const peer of knownPeers.programs ?? []) if (!this.known.has(keyOf(peer.IP, peer.PID))) this.known.set(keyOf(peer.IP, peer.PID), t('bus.peer.localProgram', { program: peer.program }));
    const camerasAt = new Map<string, string[]>();
    for (const camera of cameras) if (!camera.simulated) camerasAt.set(camera.host, [...(camerasAt.get(camera.host) ?? []), camera.label]);
    for (const [host, labels] of camerasAt) if (labels.length === 1) this.soleCamera.set(host, labels[0]!);
    for (const sender of senders) this.hear(sender);
  }

  private hear(sender: SenderSighting): void {
    if (!this.soleCamera.has(sender.IP)) return;
    if (sender.PID !== null && this.known.has(keyOf(sender.IP, sender.PID))) return;
    const at = this.heard.get(sender.IP) ?? { pids: new Set<number>(), failing: false };
    if (sender.PID === null) at.failing = true;
    else at.pids.add(sender.PID);
    this.heard.set(sender.IP, at);
  }

  /** What the peer certainly is: the studio itself, a peer it simulates, or the camera at its address; null where that is not certain. */
  knownAs(IP: string, PID: number): string | null {
    return this.known.get(keyOf(IP, PID)) ?? this.cameraOf(IP, PID);
  }

  /** The camera a peer certainly is, or null: not a peer the studio knows, the sole camera at its address, and no other unknown sender heard there. */
  cameraOf(IP: string, PID: number): string | null {
    if (this.known.has(keyOf(IP, PID))) return null;
    const camera = this.soleCamera.get(IP);
    if (camera === undefined) return null;
    const at = this.heard.get(IP);
    if (at === undefined) return camera;
    const others = at.failing || [...at.pids].some((pid) => pid !== PID);
    return others ? null : camera;
  }

  /** Who the packages that failed authentication at `IP` may be from: the sole camera there where no peer there authenticates, a simulated peer there the studio does not hear, or null. */
  knownSourceAs(IP: string): string | null {
    const cutOff = this.knownPeers.simulated.filter((peer) => peer.IP === IP && peer.cutOff);
    if (cutOff.length > 0) return this.t('bus.peer.perhapsSimulated', { peerIds: cutOff.map((peer) => peer.peerId).join(', ') });
    return this.cameraOfSource(IP);
  }

  /** The camera that certainly sent the packages that failed authentication at `IP`, or null: the sole camera there, and no unknown peer heard there. */
  cameraOfSource(IP: string): string | null {
    const camera = this.soleCamera.get(IP);
    if (camera === undefined) return null;
    return (this.heard.get(IP)?.pids.size ?? 0) === 0 ? camera : null;
  }

  /** "Door (192.0.2.7, PID 812)", "this studio (127.0.0.1, PID 4711)" where certain, else "192.0.2.7 (PID 812)". */
  peerName(IP: string, PID: number): string {
    const name = this.knownAs(IP, PID);
    return name === null ? this.t('bus.peer.byAddress', { IP, PID }) : this.t('bus.peer.byCamera', { camera: name, IP, PID });
  }

  /** A source address whose packages cannot be read: "Door (192.0.2.7)" where certain, else "192.0.2.7". */
  sourceName(IP: string): string {
    const name = this.knownSourceAs(IP);
    return name === null ? IP : this.t('bus.peer.sourceByCamera', { camera: name, IP });
  }

  /** Addresses where naming can depend on the senders heard (a sole camera there). */
  namesCameraAt(IP: string): boolean {
    return this.soleCamera.has(IP);
  }
}

/** No camera, no sender: every peer by address and PID. */
export const noPeerNames = new PeerNames([], []);

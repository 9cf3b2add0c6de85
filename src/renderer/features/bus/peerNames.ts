// Who is who on the bus: a peer is one program (IP + PID), and a camera of the workspace is
// known only by its host. Every program on one computer shares its address, so a peer is named
// after a camera only where nothing else could be meant: exactly one camera of the workspace at
// that address, and no other sender seen there (another peer, or packages that failed
// authentication). Otherwise it is named by address and PID. The console, the dashboard's
// table, charts and health signs all name peers through this one rule, in the studio's language
// (usePeerNames passes its texts; English where none are given).
import { textIn, type StudioText } from '../../i18n/studioText';

/** A camera of the workspace, as far as naming needs it. */
export interface NamedCamera {
  host: string;
  label: string;
}

/** A sender heard on the bus: a peer (IP + PID), or a source address whose packages failed authentication (PID null: unreadable). */
export interface SenderSighting {
  IP: string;
  PID: number | null;
}

export class PeerNames {
  /** The label of the one camera at each host that has exactly one. */
  private readonly soleCamera = new Map<string, string>();
  /** Per address with a sole camera: the PIDs heard there, and whether packages from it failed authentication. */
  private readonly heard = new Map<string, { pids: Set<number>; failing: boolean }>();

  constructor(
    cameras: readonly NamedCamera[],
    senders: Iterable<SenderSighting>,
    private readonly t: StudioText = textIn('en'),
  ) {
    const camerasAt = new Map<string, string[]>();
    for (const camera of cameras) camerasAt.set(camera.host, [...(camerasAt.get(camera.host) ?? []), camera.label]);
    for (const [host, labels] of camerasAt) if (labels.length === 1) this.soleCamera.set(host, labels[0]!);
    for (const sender of senders) {
      if (!this.soleCamera.has(sender.IP)) continue;
      const at = this.heard.get(sender.IP) ?? { pids: new Set<number>(), failing: false };
      if (sender.PID === null) at.failing = true;
      else at.pids.add(sender.PID);
      this.heard.set(sender.IP, at);
    }
  }

  /** The camera a peer certainly is, or null: the sole camera at its address, and no other sender heard there. */
  cameraOf(IP: string, PID: number): string | null {
    const camera = this.soleCamera.get(IP);
    if (camera === undefined) return null;
    const at = this.heard.get(IP);
    if (at === undefined) return camera;
    const others = at.failing || [...at.pids].some((pid) => pid !== PID);
    return others ? null : camera;
  }

  /** The camera that certainly sent the packages that failed authentication at `IP`, or null: the sole camera there, and no peer heard there. */
  cameraOfSource(IP: string): string | null {
    const camera = this.soleCamera.get(IP);
    if (camera === undefined) return null;
    return (this.heard.get(IP)?.pids.size ?? 0) === 0 ? camera : null;
  }

  /** "Door (192.0.2.7, PID 812)" where certain, else "192.0.2.7 (PID 812)". */
  peerName(IP: string, PID: number): string {
    const camera = this.cameraOf(IP, PID);
    return camera === null ? this.t('bus.peer.byAddress', { IP, PID }) : this.t('bus.peer.byCamera', { camera, IP, PID });
  }

  /** A source address whose packages cannot be read: "Door (192.0.2.7)" where certain, else "192.0.2.7". */
  sourceName(IP: string): string {
    const camera = this.cameraOfSource(IP);
    return camera === null ? IP : this.t('bus.peer.sourceByCamera', { camera, IP });
  }

  /** Addresses where naming can depend on the senders heard (a sole camera there). */
  namesCameraAt(IP: string): boolean {
    return this.soleCamera.has(IP);
  }
}

/** No camera, no sender: every peer by address and PID. */
export const noPeerNames = new PeerNames([], []);

// Keeps every configuration the studio reads or applies as a snapshot of its camera
// (SnapshotStore, snapshots/ in the workspace). A snapshot that cannot be written never fails
// the read or apply it follows: the workspace's problems say so. Without a workspace nothing is kept.
import type { SnapshotReason } from '../../../shared/fleet/snapshot';
import type { SnapshotStore } from '../../fleet';
import type { Cancellable, RemoteConfigClient } from '../../remoteconfig/remoteConfigClient';
import { errorAsText } from '../../../shared/i18n/errorWords';
import { localize, type Text } from '../../../shared/i18n/text';

export class SnapshotRecorder {
  private readonly pending = new Set<Promise<void>>();
  private closed = false;

  constructor(
    readonly store: SnapshotStore | null,
    private readonly onProblem: (problem: Text) => void = () => undefined,
    /** False for a camera whose configurations are never kept (the demo's simulated camera). */
    private readonly keepsHistoryOf: (cameraId: string) => boolean = () => true,
  ) {}

  /** Keeps `text` as the camera's newest snapshot; resolves when written (or its failure reported). */
  record(cameraId: string, text: string, reason: SnapshotReason): Promise<void> {
    const store = this.store;
    if (!store || this.closed || !this.keepsHistoryOf(cameraId)) return Promise.resolve();
    const writing = store.record(cameraId, text, reason).then(
      () => undefined,
      (error: unknown) => this.onProblem(localize('services.history.snapshotNotKept', { cameraId, problem: errorAsText(error) })),
    );
    this.pending.add(writing);
    void writing.finally(() => this.pending.delete(writing));
    return writing;
  }

  /** Resolves once every snapshot asked for so far is written (what an operation kept, before its commit). */
  async settled(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  /** Keeps nothing more and resolves once the snapshots under way are written: the studio is closing. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.pending]);
  }

  /**
   * Reads the camera's configuration file after a change and keeps it (one more request, in the
   * audit log too). The change is done whatever happens here: a failed read is a problem noted,
   * never the change's failure.
   */
  async recordCurrent(client: RemoteConfigClient, cameraId: string, reason: SnapshotReason, options: Cancellable = {}): Promise<void> {
    if (!this.store || !this.keepsHistoryOf(cameraId)) return;
    try {
      const file = await client.readConfigFile(options);
      await this.record(cameraId, file.text, reason);
    } catch (error) {
      this.onProblem(localize('services.history.notReadAfterChange', { cameraId, problem: errorAsText(error) }));
    }
  }
}

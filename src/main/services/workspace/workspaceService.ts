// workspace.*: where cameras are kept between runs and how their passwords are. The status is
// sent again (`workspace.status`) whenever it changes: a camera added or given its password,
// a passphrase entered, a workspace file that had to be moved aside.
import type { WorkspaceStatus } from '../../../shared/api/workspaceSchemas';
import { ApiError } from '../../../shared/api/errors';
import { WrongPassphraseError, type CameraStore } from '../../workspace';
import type { CameraRegistry } from '../cameras/cameraRegistry';
import type { ServiceEventHub } from '../serviceEventHub';
import type { StudioMode } from '../../../shared/api/contract';
import { localize, type MessageId } from '../../../shared/i18n/text';

/** Why no passphrase is taken, by how the workspace keeps its passwords. */
const noPassphraseNeeded: Record<CameraStore['passwordStorage'], MessageId> = {
  'os-encrypted': 'services.workspace.noPassphraseNeeded.osEncrypted',
  'passphrase-encrypted': 'services.workspace.noPassphraseNeeded.passphraseEncrypted',
  'memory-only': 'services.workspace.noPassphraseNeeded.memoryOnly',
};

export class WorkspaceService {
  private lastSent = '';

  constructor(
    private readonly hub: ServiceEventHub,
    private readonly cameras: CameraRegistry,
    private readonly workspace: CameraStore | null,
    private readonly mode: StudioMode,
    /** Told once the passphrase opened the workspace's secrets (the distributor's kept passphrase among them). */
    private readonly onUnlocked: () => Promise<void> = async () => undefined,
  ) {
    hub.on((event) => {
      if (event.event === 'camera.state') this.announceIfChanged();
    });
    workspace?.onProblem(() => this.announceIfChanged());
    this.lastSent = JSON.stringify(this.status());
  }

  status(): WorkspaceStatus {
    const workspace = this.workspace;
    return {
      persisted: workspace !== null,
      folder: workspace?.folder ?? null,
      passwordStorage: workspace?.passwordStorage ?? 'memory-only',
      camerasNeedingPassword: this.cameras.list().filter((camera) => camera.persisted && !camera.passwordKnown).length,
      passphraseAccepted: this.mode === 'web' && workspace?.passwordStorage === 'memory-only',
      problems: [...(workspace?.problems ?? [])],
    };
  }

  /** Opens the passwords kept under a workspace passphrase (web mode without OS encryption). */
  async unlock(passphrase: string): Promise<void> {
    const workspace = this.workspace;
    if (!workspace || !this.status().passphraseAccepted) {
      throw ApiError.of('invalid_request', localize(workspace ? noPassphraseNeeded[workspace.passwordStorage] : 'services.workspace.noPassphraseNeeded.none'));
    }
    let opened: Map<string, string>;
    try {
      opened = await workspace.unlockWithPassphrase(passphrase);
    } catch (error) {
      if (error instanceof WrongPassphraseError) throw ApiError.of('auth', error.text);
      throw error;
    }
    this.cameras.supplyPasswords(opened);
    await this.cameras.resave(); // the passwords typed this run get encrypted with the new key
    await this.onUnlocked();
    this.announceIfChanged();
  }

  private announceIfChanged(): void {
    const status = this.status();
    const text = JSON.stringify(status);
    if (text === this.lastSent) return;
    this.lastSent = text;
    this.hub.emit({ event: 'workspace.status', payload: status });
  }
}

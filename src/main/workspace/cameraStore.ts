// The one interface the services keep their cameras through. Two implementations: cameras.json
// (cameraWorkspace.ts, a technician's own workspace) and one file per camera in a site
// repository (siteCameraStore.ts); openWorkspace chooses by the folder (a site holds site.json).
import type { SecretStore } from './secretStore';
import type { Text } from '../../shared/i18n/text';

/** A camera as the workspace keeps it; `password` null when it is not known this run. */
export interface WorkspaceCamera {
  id: string;
  label: string;
  host: string;
  port: number;
  https: boolean;
  user: string;
  password: string | null;
  group: string | null;
  /** Per-camera variables, name -> value (`{NAME}` placeholders of command files). */
  variables: Record<string, string>;
}

export interface CameraWorkspaceSnapshot {
  nextNumber: number;
  cameras: WorkspaceCamera[];
}

export interface CameraStore {
  readonly folder: string;
  /** What went wrong while opening (a file moved aside), in words; shown to the technician. */
  readonly problems: Text[];
  /** The site this folder is, or null for a technician's own workspace. */
  readonly site: { name: string } | null;
  /** The identity of the kept camera with this id, or null for a camera not kept. */
  identityOf(cameraId: string): string | null;
  noteProblem(problem: Text): void;
  onProblem(listener: () => void): () => void;
  readonly passwordStorage: SecretStore['mode'];
  /** The store sealing secrets now (it changes on unlock), for other files of the workspace. */
  readonly secretStore: SecretStore;
  readonly hasPassphraseSealedPasswords: boolean;
  holdsSealedPassword(cameraId: string): boolean;
  /** Why a camera holding a sealed password cannot use it this run, when the store can say more than "not known". */
  sealedPasswordHint(label: string): Text | null;
  initial(): CameraWorkspaceSnapshot;
  unlockWithPassphrase(passphrase: string): Promise<Map<string, string>>;
  save(snapshot: CameraWorkspaceSnapshot): Promise<void>;
  /**
   * A site only: the cameras as the files hold them now (a pull changed them), ids kept for the
   * cameras known; `takenIds` are ids of the run's cameras that are not kept.
   */
  reread?(takenIds: ReadonlySet<string>): Promise<CameraWorkspaceSnapshot>;
  /** The files (relative to the folder) the saves since the last call changed: what a site commits. */
  takeChangedPaths(): string[];
}

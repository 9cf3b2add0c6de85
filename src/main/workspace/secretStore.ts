// Where camera passwords are kept between runs of the studio. A password is sealed before it
// goes into a workspace file and opened when the file is read; what is sealed says which
// store sealed it, so a store never tries to open another's secrets.
import type { SealedSecret } from '../../shared/api/sealedSecretSchema';

export { sealedSecretSchema, type SealedSecret } from '../../shared/api/sealedSecretSchema';

export const passwordStorageModes = ['os-encrypted', 'passphrase-encrypted', 'memory-only'] as const;
export type PasswordStorageMode = (typeof passwordStorageModes)[number];

export interface SecretStore {
  readonly mode: PasswordStorageMode;
  /** The secret ready for a file, or null when this store keeps nothing on disk (memory-only). */
  seal(secret: string): SealedSecret | null;
  /** The secret, or null when this store cannot open it (sealed by another store, or damaged). */
  open(sealed: SealedSecret): string | null;
}

/** Keeps no password on disk: they live in memory and are asked for again after a restart. */
export class MemoryOnlySecretStore implements SecretStore {
  readonly mode = 'memory-only';

  seal(): null {
    return null;
  }

  open(): null {
    return null;
  }
}

// Passwords encrypted by the operating system's key store (Electron safeStorage: Keychain,
// DPAPI, libsecret/kwallet). The port keeps this file free of 'electron': src/main/electron/
// fills it in with the real safeStorage.
import type { SealedSecret, SecretStore } from './secretStore';

/** The part of Electron's safeStorage the workspace uses. */
export interface OsEncryptionPort {
  isEncryptionAvailable(): boolean;
  /** Linux only: 'basic_text' means no key ring was found and a key built into Chromium is used. */
  getSelectedStorageBackend?(): string;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
}

export class OsEncryptedSecretStore implements SecretStore {
  readonly mode = 'os-encrypted';

  constructor(private readonly port: OsEncryptionPort) {
    if (!protectsSecrets(port)) throw new Error('the operating system offers no encryption for stored passwords');
  }

  seal(secret: string): SealedSecret {
    return { kind: 'os-encrypted', data: this.port.encryptString(secret).toString('base64') };
  }

  open(sealed: SealedSecret): string | null {
    if (sealed.kind !== 'os-encrypted') return null;
    try {
      return this.port.decryptString(Buffer.from(sealed.data, 'base64'));
    } catch {
      return null; // another user's or machine's key: the camera asks for its password again
    }
  }
}

/**
 * Whether the OS really encrypts: on Linux without GNOME Keyring / KWallet, safeStorage says it
 * is available but uses a key every Chromium knows ('basic_text'), which protects nothing.
 */
export function protectsSecrets(port: OsEncryptionPort): boolean {
  return port.isEncryptionAvailable() && port.getSelectedStorageBackend?.() !== 'basic_text';
}

// Passwords encrypted with a key derived from the workspace passphrase (web mode): scrypt
// turns the passphrase into an AES-256-GCM key. The salt and scrypt's parameters are kept in
// passphrase-key.json with a sealed check value, so a wrong passphrase is recognised at once
// (and said), instead of later as passwords that do not open. The passphrase itself and the
// key are never written anywhere.
import { createCipheriv, createDecipheriv, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import type { SealedSecret, SecretStore } from './secretStore';
import { WorkspaceLimitError, WrongPassphraseError } from './workspaceErrors';
import { readProblem, readWorkspaceFile, writeWorkspaceFile } from './workspaceFile';
import { workspaceLimits } from './workspaceLimits';
import { localize, type Text } from '../../shared/i18n/text';

export const keyFileName = 'passphrase-key.json';
const checkText = 'CamConfig Studio workspace key check';
const keyBytes = 32;

const scryptParametersSchema = z.strictObject({
  // Bounded so a tampered file cannot make the studio spend gigabytes deriving a key.
  N: z.number().int().min(1024).max(2 ** 20).refine((n) => (n & (n - 1)) === 0, 'contract.powerOfTwo'),
  r: z.number().int().min(1).max(16),
  p: z.number().int().min(1).max(4),
});
type ScryptParameters = z.infer<typeof scryptParametersSchema>;

const encryptedSchema = z.strictObject({ iv: z.string().max(64), tag: z.string().max(64), data: z.string().max(512) });

const keyFileSchema = z.strictObject({
  version: z.literal(1),
  kdf: z.literal('scrypt'),
  salt: z.string().min(16).max(128),
  parameters: scryptParametersSchema,
  check: encryptedSchema,
});

export const defaultScryptParameters: ScryptParameters = { N: 2 ** 15, r: 8, p: 1 };

export interface PassphraseUnlockResult {
  store: PassphraseSecretStore;
  /** Set when an unusable key file was moved aside (the passwords sealed with it are lost). */
  problem: Text | null;
}

export class PassphraseSecretStore implements SecretStore {
  readonly mode = 'passphrase-encrypted';

  private constructor(private readonly key: Buffer) {}

  /**
   * The store for `folder`: the key of its existing key file when the passphrase matches it
   * (else WrongPassphraseError), or a new key file when there is none. A site keeps its key file
   * under another name (`site-key.json`, committed: docs/site-repository.md).
   */
  static async unlock(folder: string, passphrase: string, parameters: ScryptParameters = defaultScryptParameters, fileName: string = keyFileName): Promise<PassphraseUnlockResult> {
    if (passphrase === '') throw new WorkspaceLimitError(folder, localize('workspace.passphraseEmpty'));
    const path = join(folder, fileName);
    const existing = await readWorkspaceFile(path, keyFileSchema, workspaceLimits.keyFileBytes);
    if (existing.status === 'ok' || existing.status === 'restored') {
      const key = await deriveKey(passphrase, Buffer.from(existing.value.salt, 'base64'), existing.value.parameters);
      const check = decrypt(key, existing.value.check);
      if (check === null || !timingSafeEqual(Buffer.from(check), Buffer.from(checkText))) throw new WrongPassphraseError(path);
      return { store: new PassphraseSecretStore(key), problem: readProblem(existing) };
    }
    const salt = randomBytes(16);
    const key = await deriveKey(passphrase, salt, parameters);
    await writeWorkspaceFile(path, { version: 1, kdf: 'scrypt', salt: salt.toString('base64'), parameters, check: encrypt(key, checkText) }, keyFileSchema, workspaceLimits.keyFileBytes);
    return { store: new PassphraseSecretStore(key), problem: readProblem(existing) };
  }

  seal(secret: string): SealedSecret {
    return { kind: 'passphrase-encrypted', ...encrypt(this.key, secret) };
  }

  open(sealed: SealedSecret): string | null {
    return sealed.kind === 'passphrase-encrypted' ? decrypt(this.key, sealed) : null;
  }
}

function deriveKey(passphrase: string, salt: Buffer, { N, r, p }: ScryptParameters): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(passphrase.normalize('NFC'), salt, keyBytes, { N, r, p, maxmem: 256 * N * r + 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function encrypt(key: Buffer, text: string): z.infer<typeof encryptedSchema> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return { iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64'), data: data.toString('base64') };
}

/** The text, or null when the key does not fit or the data was changed (GCM's tag says so). */
function decrypt(key: Buffer, { iv, tag, data }: z.infer<typeof encryptedSchema>): string | null {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'), { authTagLength: 16 });
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

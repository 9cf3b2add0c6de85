// Schemas of the workspace: where cameras are kept between runs and how their passwords are.
import { z } from 'zod';
import { catalogTextSchema } from '../i18n/text';
import { fieldName, textSchema } from './schemaHelpers';

export const passwordStorageSchema = z.enum(['os-encrypted', 'passphrase-encrypted', 'memory-only']);
export type PasswordStorage = z.infer<typeof passwordStorageSchema>;

export const workspaceStatusSchema = z.object({
  /** Whether cameras are kept on disk at all (false: a studio started without a workspace). */
  persisted: z.boolean(),
  /** The workspace folder, or null without one. */
  folder: z.string().nullable(),
  /** How camera passwords are kept; memory-only: they are asked for again after a restart. */
  passwordStorage: passwordStorageSchema,
  /** Kept cameras whose password is not known this run: each asks for it. */
  camerasNeedingPassword: z.number().int().nonnegative(),
  /** True where a passphrase can be given now to encrypt passwords (web mode started without one). */
  passphraseAccepted: z.boolean(),
  /** What went wrong with workspace files (moved aside, not written), newest last. */
  problems: z.array(catalogTextSchema),
});
export type WorkspaceStatus = z.infer<typeof workspaceStatusSchema>;

export const unlockWorkspaceInputSchema = z.strictObject({
  /** Never logged, stored or sent back; only the key derived from it encrypts the passwords. */
  passphrase: textSchema({ subject: fieldName('passphrase'), max: 1024, secret: true }).min(1, 'contract.passphraseEmpty'),
});

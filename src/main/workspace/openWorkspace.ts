// Opens the workspace with the password protection the front door offers: the operating
// system's key store (desktop), a passphrase (web mode), or none (passwords in memory only).
import { resolve } from 'node:path';
import { CameraWorkspace } from './cameraWorkspace';
import { OsEncryptedSecretStore, protectsSecrets, type OsEncryptionPort } from './osEncryptedSecretStore';
import { PassphraseSecretStore } from './passphraseSecretStore';
import { WorkspaceFileError } from './workspaceErrors';
import { MemoryOnlySecretStore, type SecretStore } from './secretStore';
import { FolderCreationError, makeFolder } from '../base/files/makeFolder';
import { errorAsText } from '../../shared/i18n/errorWords';
import { localize, type Text } from '../../shared/i18n/text';

export type PasswordProtection = { kind: 'os'; port: OsEncryptionPort } | { kind: 'passphrase'; passphrase: string } | { kind: 'none' };

/** Rejects with WrongPassphraseError, or WorkspaceFileError for a file it can neither use nor move aside. */
export async function openWorkspace(folder: string, protection: PasswordProtection): Promise<CameraWorkspace> {
  await makeFolder(folder, 0o700).catch((error: unknown) => {
    const why = error instanceof FolderCreationError ? (error.folder === resolve(folder) ? error.reason : localize('workspace.folderAndReason', { folder: error.folder, reason: error.reason })) : errorAsText(error);
    throw new WorkspaceFileError(folder, localize('workspace.folderCannotBeCreated', { why }));
  });
  const problems: Text[] = [];
  const secrets = await secretStoreFor(folder, protection, problems);
  return CameraWorkspace.open(folder, secrets, problems);
}

async function secretStoreFor(folder: string, protection: PasswordProtection, problems: Text[]): Promise<SecretStore> {
  if (protection.kind === 'os') {
    if (protectsSecrets(protection.port)) return new OsEncryptedSecretStore(protection.port);
    problems.push(localize('workspace.noKeyStore'));
    return new MemoryOnlySecretStore();
  }
  if (protection.kind === 'passphrase') {
    const { store, problem } = await PassphraseSecretStore.unlock(folder, protection.passphrase);
    if (problem) problems.push(problem);
    return store;
  }
  return new MemoryOnlySecretStore();
}

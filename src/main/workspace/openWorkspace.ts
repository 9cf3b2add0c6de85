// Opens the workspace with the password protection the front door offers: the operating
// system's key store (desktop), a passphrase (web mode), or none (passwords in memory only).
// A folder holding site.json is a site (docs/site-repository.md): its cameras are kept one
// file each, sealed with the site key from the site passphrase, whatever the front door offers.
import { resolve } from 'node:path';
import { CameraWorkspace } from './cameraWorkspace';
import type { CameraStore } from './cameraStore';
import { SiteCameraStore } from './siteCameraStore';
import { readSiteFile } from '../siterepo/siteFile';
import { siteKeyFileName } from '../siterepo/siteLayout';
import { isSiteFolder } from './siteFolder';
import { OsEncryptedSecretStore, protectsSecrets, type OsEncryptionPort } from './osEncryptedSecretStore';
import { PassphraseSecretStore } from './passphraseSecretStore';
import { WorkspaceFileError } from './workspaceErrors';
import { MemoryOnlySecretStore, type SecretStore } from './secretStore';
import { FolderCreationError, makeFolder } from '../base/files/makeFolder';
import { errorAsText } from '../../shared/i18n/errorWords';
import { localize, type Text } from '../../shared/i18n/text';

export type PasswordProtection = ({ kind: 'os'; port: OsEncryptionPort } | { kind: 'passphrase'; passphrase: string } | { kind: 'none' }) & {
  /** The site passphrase ($CAMCONFIG_SITE_PASSPHRASE), used when the folder is a site. */
  sitePassphrase?: string;
};

/** Rejects with WrongPassphraseError, or WorkspaceFileError for a file it can neither use nor move aside. */
export async function openWorkspace(folder: string, protection: PasswordProtection): Promise<CameraStore> {
  await makeFolder(folder, 0o700).catch((error: unknown) => {
    const why = error instanceof FolderCreationError ? (error.folder === resolve(folder) ? error.reason : localize('workspace.folderAndReason', { folder: error.folder, reason: error.reason })) : errorAsText(error);
    throw new WorkspaceFileError(folder, localize('workspace.folderCannotBeCreated', { why }));
  });
  const problems: Text[] = [];
  if (await isSiteFolder(folder)) return openSiteCameras(folder, protection.sitePassphrase, problems);
  const secrets = await secretStoreFor(folder, protection, problems);
  return CameraWorkspace.open(folder, secrets, problems);
}

async function openSiteCameras(folder: string, passphrase: string | undefined, problems: Text[]): Promise<SiteCameraStore> {
  const site = await readSiteFile(folder);
  if (!passphrase) return SiteCameraStore.open(folder, site, null, problems);
  const { store, problem } = await PassphraseSecretStore.unlock(folder, passphrase, undefined, siteKeyFileName);
  if (problem) problems.push(problem);
  return SiteCameraStore.open(folder, site, store, problems);
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

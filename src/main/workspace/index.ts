// The workspace: what the studio keeps on disk between runs (docs/workspace.md).
export { writeFileAtomically, type AtomicWriteSteps } from './atomicFile';
export { CameraWorkspace, camerasFileName, storedCameraV3Schema as keptCameraSchema, type CameraWorkspaceSnapshot, type WorkspaceCamera } from './cameraWorkspace';
export { OsEncryptedSecretStore, type OsEncryptionPort } from './osEncryptedSecretStore';
export { keyFileName, PassphraseSecretStore } from './passphraseSecretStore';
export { PendingEditsStore, type PendingEdit } from './pendingEditsStore';
export { DistributorSettingsFile, distributorSettingsFileName, type KeptDistributorSettings, type UserConfigToKeep } from './distributorSettingsFile';
export { MemoryOnlySecretStore, passwordStorageModes, type PasswordStorageMode, type SecretStore } from './secretStore';
export { SitePasswordLockedError, storageFailure, WorkspaceFileError, WorkspaceLimitError, WrongPassphraseError } from './workspaceErrors';
export { moveAside, readProblem, readWorkspaceFile, readWorkspaceFileAsIs, removeWorkspaceFile, writeWorkspaceFile, type UsableRead } from './workspaceFile';
export { makeWorkspaceFolder, workspaceFolderMode } from './workspaceFolders';
export { openWorkspace, type PasswordProtection } from './openWorkspace';
export { isSiteFolder, sitePassphraseEnvVariable } from './siteFolder';
export type { CameraStore } from './cameraStore';
export { SiteCameraStore, siteCameraFileSchema, siteCameraRelativePath } from './siteCameraStore';
export { workspaceLimits } from './workspaceLimits';

// The fleet engine: work over many cameras (docs/fleet.md). The way in from services and CLIs.
export { backupCameras, checkedParallel, parallelLimits, type BackupProgress, type BackupTarget, type CameraBackupResult, type FleetBackupOptions, type FleetBackupSummary } from './backup/fleetBackup';
export { backupFileName, listedAddress } from './backup/backupFileName';
export { BackupFileError, backupNamePartsOf, listBackupsOf, maxBackupFileBytes, newestBackupsByNamePart, readBackupFile, type BackupFileInfo } from './backup/backupFiles';
export { AuditLog, auditFileName, auditLimits, type AuditReadResult, type SkippedAuditFile } from './audit/auditLog';
export { auditObserver, scriptEndedLine, scriptStartedLine, maskSecretValues, type AuditedCamera } from './audit/auditRecorder';
export { SnapshotError, SnapshotStore, snapshotLimits, type RecordedSnapshot } from './history/snapshotStore';
export { FleetRunAudit, type FleetRunObserver, type ValueChange } from './audit/fleetRunAudit';
export { opensWithFactoryLogin, readCameraStatus, refreshCameras, type CameraStatus, type FactoryLoginTarget, type RefreshOptions, type RefreshOutcome } from './inventory/cameraStatus';
export { busPeersByAddress, countUnstoredEdits, overallOf, siteInventory, type UnstoredEditsSource, type BusPeerActivity, type InventoryCamera, type InventorySources } from './inventory/siteInventory';

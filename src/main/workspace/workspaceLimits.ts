// Bounds on what the workspace reads and writes, so a damaged or hostile file costs little.
export const workspaceLimits = {
  cameras: 1000,
  // Room for 1000 cameras with their groups and up to 32 variables each.
  camerasFileBytes: 8 * 1024 * 1024,
  pendingEdits: 10_000,
  pendingEditsFileBytes: 4 * 1024 * 1024,
  busTemplatesFileBytes: 2 * 1024 * 1024,
} as const;

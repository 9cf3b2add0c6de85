// What a fleet command test starts and leaves behind, stopped and removed after each test: the
// simulated cameras it pushes to `fleet`, and the temporary folders `newFolder` makes (a HOME, a
// workspace, a list's folder).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { stopCameraFleet, type SimulatedCamera } from '../../../../src/main/simulator/camera';

export interface FleetTestFiles {
  fleet: SimulatedCamera[];
  /** A new empty folder under the system's temporary folder, named `<prefix>-…`. */
  newFolder: () => string;
}

export function fleetTestFiles(prefix: string): FleetTestFiles {
  const fleet: SimulatedCamera[] = [];
  const folders: string[] = [];
  afterEach(async () => {
    await stopCameraFleet(fleet.splice(0));
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });
  const newFolder = (): string => {
    const folder = mkdtempSync(join(tmpdir(), `${prefix}-`));
    folders.push(folder);
    return folder;
  };
  return { fleet, newFolder };
}

// The studio as most site tests start it: services without the demo camera on a fresh
// workspace folder (no passphrase), served in web mode and opened in Chromium. `close` stops
// the page, the services and removes the folder; the test's simulated cameras are its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { studioItself, type StudioServices } from '../../src/main/services/studioServices';
import { openWorkspace, type PasswordProtection } from '../../src/main/workspace';
import { stopCameraFleet, type SimulatedCamera } from '../../src/main/simulator/camera';
import { createTestStudioServices, startSimulatedCameraFleet } from '../support/simulatedCameras';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { openWebStudio, type WebStudio } from './webStudio';

type ServicesOptions = Omit<Parameters<typeof createTestStudioServices>[0], 'demo' | 'mode' | 'workspace'> & {
  /** Runs on the services before the page opens (cameras added here are listed at its first load). */
  prepare?: (services: StudioServices) => Promise<void>;
  /** The browser context's options beyond the studio's (axe's bypassCSP, a locale). */
  context?: BrowserContextOptions;
  /** How the workspace keeps secrets (default: none, passwords in memory only). */
  protection?: PasswordProtection;
  /** Runs on the new (empty) folder before it is opened: makes it a site, say. */
  initialize?: (folder: string) => Promise<void>;
};

export interface WorkspaceStudio extends WebStudio {
  folder: string;
  services: StudioServices;
}

/** Opens the studio on a new workspace folder named after `name`; console and page errors go to `problems`. */
export async function openWorkspaceStudio(name: string, problems: string[], { prepare, context, protection = { kind: 'none' }, initialize, ...options }: ServicesOptions = {}): Promise<WorkspaceStudio> {
  const folder = mkdtempSync(join(tmpdir(), `camconfig-e2e-${name}-`));
  let services: StudioServices | undefined;
  try {
    await initialize?.(folder);
    services = await createTestStudioServices({ ...options, demo: false, mode: 'web', workspace: await openWorkspace(folder, protection) });
    await prepare?.(services);
    const studio = await openWebStudio(services, problems, 20_000, context);
    const opened = services;
    return {
      ...studio,
      folder,
      services: opened,
      close: async () => {
        await studio.close();
        await opened.close();
        rmSync(folder, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await services?.close();
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}

export interface CameraToAdd {
  label: string;
  port: number;
  user: string;
  password: string;
  group: string;
}

/** Adds a camera at 127.0.0.1 as the studio's camera list does, in its group; answers its id. */
export async function addCameraInGroup(services: StudioServices, camera: CameraToAdd): Promise<string> {
  const { cameraId } = await services.handlers['cameras.add']({ host: '127.0.0.1', port: camera.port, user: camera.user, password: camera.password, label: camera.label }, studioItself);
  await services.handlers['cameras.update']({ cameraId, group: camera.group }, studioItself);
  return cameraId;
}

export interface SiteStudio {
  cameras: SimulatedCamera[];
  studio: WorkspaceStudio;
  page: Page;
  /** Closes the studio, then stops the cameras. */
  close(): Promise<void>;
}

interface SiteOptions {
  password: string;
  /** One camera per label, in the group `group` (default 'Site'), user admin. */
  labels: readonly string[];
  group?: string;
  /** Run on every camera before the studio opens (a remote configuration script). */
  script?: string;
  viewport?: { width: number; height: number };
  /** Runs on the services once the cameras are added, before the page opens. */
  prepare?: (services: StudioServices) => Promise<void>;
}

/** Simulated cameras on a new workspace, one per label in one group, and the studio opened on it. */
export async function openSiteStudio(name: string, problems: string[], { password, labels, group = 'Site', script, viewport, prepare }: SiteOptions): Promise<SiteStudio> {
  const cameras = await startSimulatedCameraFleet({ count: labels.length, password });
  try {
    for (const camera of cameras) if (script) camera.runScript(script);
    const studio = await openWorkspaceStudio(name, problems, {
      prepare: async (services) => {
        for (const [index, camera] of cameras.entries()) await addCameraInGroup(services, { label: labels[index]!, port: camera.port, user: 'admin', password, group });
        await prepare?.(services);
      },
    });
    if (viewport) await studio.page.setViewportSize(viewport);
    const close = async (): Promise<void> => {
      await studio.close();
      await stopCameraFleet(cameras);
    };
    return { cameras, studio, page: studio.page, close };
  } catch (error) {
    await stopCameraFleet(cameras);
    throw error;
  }
}

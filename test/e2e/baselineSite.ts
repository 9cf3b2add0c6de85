// A site as the Baseline tab's tests start it: simulated cameras on 127.0.0.1 (audio
// SPEAKERLEVEL=50) in group Site of a new workspace, a baseline 'Site A' (that value) saved for
// the group, the studio open in web mode in Chromium at 1600 × 1000. `close` stops it all.
import { stopCameraFleet, type SimulatedCamera } from '../../src/main/simulator/camera';
import { studioItself } from '../../src/main/services/studioServices';
import { startSimulatedCameraFleet } from '../support/simulatedCameras';
import { addCameraInGroup, openWorkspaceStudio, type WorkspaceStudio } from './workspaceStudio';

export interface BaselineSite {
  studio: WorkspaceStudio;
  cameras: SimulatedCamera[];
  close(): Promise<void>;
}

export async function openBaselineSite(name: string, problems: string[], { labels, password }: { labels: readonly string[]; password: string }): Promise<BaselineSite> {
  const cameras = await startSimulatedCameraFleet({ count: labels.length, password });
  try {
    for (const camera of cameras) camera.runScript('helo\nwrite params\naudio/SPEAKERLEVEL=50\nstore\nquit\n');
    const studio = await openWorkspaceStudio(name, problems, {
      prepare: async (opened) => {
        for (const [index, camera] of cameras.entries()) await addCameraInGroup(opened, { label: labels[index]!, port: camera.port, user: 'admin', password, group: 'Site' });
        await opened.handlers['baseline.save']({ name: 'Site A', text: 'SECTION audio\nSPEAKERLEVEL=50\nENDSECTION audio\n', groups: ['Site'] }, studioItself);
      },
    });
    await studio.page.setViewportSize({ width: 1600, height: 1000 });
    return {
      studio,
      cameras,
      close: async () => {
        await studio.close();
        await stopCameraFleet(cameras);
      },
    };
  } catch (error) {
    await stopCameraFleet(cameras);
    throw error;
  }
}

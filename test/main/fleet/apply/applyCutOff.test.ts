// A fleet apply whose answer is cut off right after the camera printed `#exec cmd=write params`:
// the camera holds the new value, so the outcome says what it confirmed and that the rest may
// have run, never "not applied".
import { afterEach, describe, expect, it } from 'vitest';
import { getParam } from '../../../../src/shared/remoteconfig/configModel';
import { readCommandFile } from '../../../../src/shared/fleet/commandFile';
import { planFleetApply } from '../../../../src/shared/fleet/applyPlan';
import { stopCameraFleet, type SimulatedCamera } from '../../../../src/main/simulator/camera';
import { RemoteConfigClient } from '../../../../src/main/remoteconfig/remoteConfigClient';
import { applyToFleet } from '../../../../src/main/fleet/apply/applyToFleet';
import { newSimulatedCamera, startSimulatedCameraFleet } from '../../../support/simulatedCameras';

const fleet: SimulatedCamera[] = [];
afterEach(async () => {
  await stopCameraFleet(fleet.splice(0));
});

describe('applyToFleet, an answer cut off after the write', () => {
  it('says what the camera confirmed and that the rest may have run, while the camera holds the value', async () => {
    const [script] = planFleetApply(readCommandFile('level.txt', 'write params\naudio/SPEAKERLEVEL=77\n'), [{ id: 'cam-1', label: 'Gate', variables: {} }], { columns: [], steps: { store: true, update: false, reboot: false } });
    // The write's answer as a camera gives it (from one not on the network), to cut it right after its #exec line.
    const answer = newSimulatedCamera().runScript(script!.script).lines;
    const cutAfterWrite = answer.indexOf('#exec cmd=write params') + 1;
    expect(cutAfterWrite).toBeGreaterThan(0);
    // Only the write's answer is cut (the read of the old values before it is whole): switched on once the camera ran the write.
    const cutWrites = (sent: string): undefined => {
      if (sent.includes('write params')) camera.setFaults({ cutOffAfterLines: cutAfterWrite });
      return undefined;
    };
    fleet.push(...(await startSimulatedCameraFleet({ count: 1, holdAnswer: cutWrites })));
    const camera = fleet[0]!;

    const report = await applyToFleet([script!], { useClient: (_id, work) => work(new RemoteConfigClient({ host: '127.0.0.1', port: camera.port, user: 'admin', password: 'meinsm' })), parallel: 1, waitForReboot: false });

    expect(getParam(camera.running, 'audio', 'SPEAKERLEVEL')).toBe('77');
    const [result] = report.results;
    expect(result).toMatchObject({ status: 'failed', step: 'write', kind: 'cut_off' });
    expect(result!.message).not.toMatch(/not applied/i);
    expect(result!.message).toContain('the camera confirmed (#exec): write params');
    expect(result!.message).toMatch(/not confirmed, so it may have run: view section audio; store/);
  });
});

// A fleet apply cancelled after a camera confirmed its script (while waiting for its reboot or
// reading its values back) reports that camera as written and unverified, never as failed with
// nothing confirmed: its new values hold.
import { afterEach, describe, expect, it } from 'vitest';
import { getParam } from '../../../../src/shared/remoteconfig/configModel';
import { readCommandFile } from '../../../../src/shared/fleet/commandFile';
import { planFleetApply, type FleetApplySteps } from '../../../../src/shared/fleet/applyPlan';
import { applyToFleet, type UseFleetClient } from '../../../../src/main/fleet/apply/applyToFleet';
import type { FleetApplyStep } from '../../../../src/main/fleet/apply/fleetApplyReport';
import { clientFor, startCamera, stopAll } from '../../remoteconfig/cameraFixture';

afterEach(stopAll);

async function applyCancelledAt(step: FleetApplyStep, steps: FleetApplySteps) {
  const camera = await startCamera({ rebootSeconds: 0.5 });
  const useClient: UseFleetClient = (_cameraId, work) => work(clientFor(camera));
  const file = readCommandFile('level.txt', 'write params\naudio/SPEAKERLEVEL=33\n');
  const scripts = planFleetApply(file, [{ id: 'cam-1', label: 'Tor', variables: {} }], { steps });
  const controller = new AbortController();
  const report = await applyToFleet(scripts, {
    useClient,
    parallel: 1,
    waitForReboot: true,
    rebootWait: { timeoutMs: 10_000, pollIntervalMs: 50 },
    signal: controller.signal,
    onProgress: (progress) => {
      if (progress.step === step) controller.abort();
    },
  });
  return { camera, result: report.results[0]! };
}

describe('a fleet apply cancelled after the write', () => {
  it('during the read-back: written and stored, unverified', async () => {
    const { camera, result } = await applyCancelledAt('verify', { store: true, update: false, reboot: false });
    expect(result).toMatchObject({ cameraId: 'cam-1', label: 'Tor', status: 'applied', message: 'written and stored, every command confirmed; read-back cancelled: unverified' });
    expect(getParam(camera.flash, 'audio', 'SPEAKERLEVEL')).toBe('33');
  });

  it('during the wait for its reboot: written and stored, not read back, unverified', async () => {
    const { camera, result } = await applyCancelledAt('reboot', { store: true, update: false, reboot: true });
    expect(result).toMatchObject({ status: 'applied', message: 'written and stored, every command confirmed; the wait for its reboot cancelled, not read back: unverified' });
    expect(getParam(camera.flash, 'audio', 'SPEAKERLEVEL')).toBe('33');
  });

  it('before the camera confirmed: failed at write, cancelled', async () => {
    const { result } = await applyCancelledAt('write', { store: true, update: false, reboot: false });
    expect(result).toMatchObject({ status: 'failed', step: 'write', kind: 'cancelled' });
  });
});

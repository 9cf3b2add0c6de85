// The fleet apply against 20 simulated cameras on consecutive ports, some made to fail (wrong
// password, cut-off answer, offline, slow reboot): each camera gets its own value and keeps
// every other parameter, the report names each failure, and a retry completes them.
import { afterEach, describe, expect, it } from 'vitest';
import { getParam, type CameraConfig } from '../../../../src/shared/remoteconfig/configModel';
import { readCommandFile } from '../../../../src/shared/fleet/commandFile';
import { planFleetApply, type FleetCamera, type FleetApplySteps } from '../../../../src/shared/fleet/applyPlan';
import { stopCameraFleet, type SimulatedCamera } from '../../../../src/main/simulator/camera';
import { RemoteConfigClient } from '../../../../src/main/remoteconfig/remoteConfigClient';
import { applyToFleet, type UseFleetClient } from '../../../../src/main/fleet/apply/applyToFleet';
import { camerasToRetry, describeResult, type FleetApplyProgress } from '../../../../src/main/fleet/apply/fleetApplyReport';
import { freeConsecutiveTcpPorts } from '../../../support/reservedPort';
import { startSimulatedCameraFleet } from '../../../support/simulatedCameras';
import { renderText } from '../../../../src/shared/i18n/renderText';

const fleet: SimulatedCamera[] = [];
afterEach(async () => {
  await stopCameraFleet(fleet.splice(0));
});

async function startOnConsecutivePorts(count: number): Promise<SimulatedCamera[]> {
  for (let attempt = 0; ; attempt++) {
    const basePort = await freeConsecutiveTcpPorts(count);
    try {
      return await startSimulatedCameraFleet({ count, basePort, rebootSeconds: 0.2 });
    } catch (error) {
      if (attempt === 5) throw error;
    }
  }
}

const passwords = new Map<string, string>();
const useClient: UseFleetClient = (cameraId, work) =>
  work(new RemoteConfigClient({ host: '127.0.0.1', port: Number(cameraId), user: 'admin', password: passwords.get(cameraId) ?? 'meinsm', timeoutMs: 3000, longTimeoutMs: 3000 }));

function fleetCameras(cameras: SimulatedCamera[]): FleetCamera[] {
  return cameras.map((camera, index) => ({ id: String(camera.port), label: `127.0.0.1:${camera.port}`, variables: { ADDRESS: `127.0.0.1:${camera.port}`, LEVEL: String(10 + index) } }));
}

const levels = readCommandFile('levels.txt', 'write params\naudio/SPEAKERLEVEL={LEVEL}\n');
const storeAndReboot: FleetApplySteps = { store: true, update: false, reboot: true };
const rebootWait = { timeoutMs: 8000, pollIntervalMs: 100 };

/** Every parameter but audio/SPEAKERLEVEL, as `section/NAME=value`. */
function otherParams(config: CameraConfig): string[] {
  return config.sections.flatMap((section) => section.params.filter((param) => !(section.name === 'audio' && param.name === 'SPEAKERLEVEL')).map((param) => `${section.name}/${param.name}=${param.value}`));
}

describe('applyToFleet', () => {
  it('writes each camera its own value, names every failure, and a retry of the failed ones completes them', async () => {
    fleet.push(...(await startOnConsecutivePorts(20)));
    const before = fleet.map((camera) => otherParams(camera.flash));
    const cameras = fleetCameras(fleet);
    const [wrongPassword, cutOff, offline, slowReboot] = [fleet[2]!, fleet[6]!, fleet[11]!, fleet[15]!];
    passwords.set(String(wrongPassword.port), 'not-the-password');
    cutOff.setFaults({ cutOffAfterLines: 3 });
    const offlinePort = offline.port;
    await offline.stop();
    slowReboot.setFaults({ extraRebootSeconds: 12 }); // well past the wait (8 s), which the others meet with room on a loaded machine

    const progress: FleetApplyProgress[] = [];
    const scripts = planFleetApply(levels, cameras, { columns: ['ADDRESS', 'LEVEL'], steps: storeAndReboot });
    const report = await applyToFleet(scripts, { useClient, parallel: 8, waitForReboot: true, rebootWait, onProgress: (event) => progress.push(event) });

    const byPort = (camera: SimulatedCamera | number) => report.results.find((result) => result.cameraId === String(typeof camera === 'number' ? camera : camera.port))!;
    expect(byPort(wrongPassword)).toMatchObject({ status: 'failed', step: 'write', kind: 'auth' });
    expect(byPort(wrongPassword).message).toContain('refused the credentials');
    expect(byPort(wrongPassword).message).not.toContain('not-the-password');
    expect(byPort(cutOff)).toMatchObject({ status: 'failed', step: 'write', kind: 'cut_off' });
    expect(byPort(cutOff).message).toMatch(/^the answer of camera .* was cut off before OK: the camera confirmed/);
    expect(byPort(offlinePort)).toMatchObject({ status: 'failed', step: 'write', kind: 'unreachable' });
    expect(byPort(slowReboot)).toMatchObject({ status: 'failed', step: 'reboot', kind: 'timeout' });
    const verified = report.results.filter((result) => result.status === 'verified');
    expect(verified).toHaveLength(16);
    // The outcome is a text of the catalog: its English words beside it, German with the singular for one value.
    expect(verified[0]!.message).toBe('1 value read back as written');
    expect(renderText(verified[0]!.text, 'de')).toBe('1 Wert wie geschrieben zurückgelesen');
    expect(renderText(describeResult(byPort(slowReboot)), 'de')).toMatch(/^127\.0\.0\.1:\d+: FEHLGESCHLAGEN bei Neustart: /);
    expect(progress.filter((event) => event.step === 'verify').map((event) => renderText(event.text, 'de'))).toContain('1 Wert wird zurückgelesen');

    fleet.forEach((camera, index) => {
      if ([wrongPassword, cutOff, offline, slowReboot].includes(camera)) return;
      expect(getParam(camera.flash, 'audio', 'SPEAKERLEVEL')).toBe(String(10 + index));
      expect(otherParams(camera.flash)).toEqual(before[index]);
    });
    expect(getParam(wrongPassword.flash, 'audio', 'SPEAKERLEVEL')).toBe('50');
    for (const result of verified) expect(progress.filter((event) => event.cameraId === result.cameraId).map((event) => event.step)).toEqual(expect.arrayContaining(['write', 'reboot', 'verify', 'done']));

    passwords.delete(String(wrongPassword.port));
    cutOff.setFaults({ cutOffAfterLines: null });
    await offline.start(offlinePort);
    await slowReboot.whenUp();
    slowReboot.setFaults({ extraRebootSeconds: 0 });
    const retry = new Set(camerasToRetry(report));
    expect(retry).toEqual(new Set([wrongPassword, cutOff, offline, slowReboot].map((camera) => String(camera.port))));
    const again = await applyToFleet(
      scripts.filter((script) => retry.has(script.cameraId)),
      { useClient, parallel: 8, waitForReboot: true, rebootWait },
    );
    expect(again.results.map((result) => result.status)).toEqual(['verified', 'verified', 'verified', 'verified']);
    fleet.forEach((camera, index) => expect(getParam(camera.flash, 'audio', 'SPEAKERLEVEL')).toBe(String(10 + index)));
  }, 60_000);

  it('an offline camera does not hold up the others, and a cancelled run leaves the rest not reached with nothing sent', async () => {
    fleet.push(...(await startOnConsecutivePorts(6)));
    const cameras = fleetCameras(fleet);
    const scripts = planFleetApply(levels, cameras, { columns: ['ADDRESS', 'LEVEL'], steps: { store: true, update: false, reboot: false } });
    const controller = new AbortController();
    fleet[0]!.setFaults({ latencyMs: 1500 });
    const report = await applyToFleet(scripts, {
      useClient,
      parallel: 2,
      waitForReboot: false,
      signal: controller.signal,
      onProgress: (event) => {
        if (event.status === 'verified' && event.cameraId === String(fleet[1]!.port)) controller.abort();
      },
    });
    expect(report.results.map((result) => result.status)).toEqual(['failed', 'verified', 'notReached', 'notReached', 'notReached', 'notReached']);
    expect(report.results[0]).toMatchObject({ step: 'write', kind: 'cancelled' });
    for (const camera of fleet.slice(2)) expect(getParam(camera.flash, 'audio', 'SPEAKERLEVEL')).toBe('50');
  }, 30_000);
});

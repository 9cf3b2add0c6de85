// Fault injection: slow answers, answers cut off mid-body, refused connections, slow reboots.
import { afterEach, describe, expect, it } from 'vitest';
import { getParam } from '../../../../src/shared/remoteconfig/configModel';
import { SimulatedCamera } from '../../../../src/main/simulator/camera';
import { post, script, tryConnect } from './rawHttp';

let camera: SimulatedCamera | undefined;
afterEach(async () => {
  await camera?.stop();
  camera = undefined;
});

async function started(options: ConstructorParameters<typeof SimulatedCamera>[0] = {}): Promise<number> {
  camera = new SimulatedCamera(options);
  return (await camera.start()).port;
}

describe('fault injection', () => {
  it('latencyMs delays the answer', async () => {
    const port = await started({ faults: { latencyMs: 250 } });
    const startedAt = Date.now();
    const answer = await post(port, { body: script() });
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(240);
    expect(answer.lines.slice(-2)).toEqual(['OK', '#bye']);
  });

  it('cutOffAfterLines closes the connection mid-body, without OK / #bye', async () => {
    const port = await started();
    camera!.setFaults({ cutOffAfterLines: 3 });
    const answer = await post(port, { body: script('write params', 'audio/MICRO=0', 'store') });
    expect(answer.statusLine).toBe('HTTP/1.0 200 OK');
    expect(answer.lines).toEqual(['#read:helo:', '#read:write params:', '#read:audio/MICRO=0:']);
    // The camera ran what it read; the client just cannot know it.
    expect(getParam(camera!.flash, 'audio', 'MICRO')).toBe('0');
    camera!.setFaults({ cutOffAfterLines: null });
    expect((await post(port, { body: script() })).lines.slice(-1)).toEqual(['#bye']);
  });

  it('refuseConnections resets every connection until switched off', async () => {
    const port = await started({ faults: { refuseConnections: true } });
    expect(await tryConnect(port)).toBe('ECONNRESET');
    camera!.setFaults({ refuseConnections: false });
    expect(await tryConnect(port)).toBe('connected');
  });

  it('extraRebootSeconds makes the reboot slower', async () => {
    const port = await started({ rebootSeconds: 0.05, faults: { extraRebootSeconds: 0.4 } });
    await post(port, { body: script('reboot') });
    const startedAt = Date.now();
    await camera!.whenUp();
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(300);
  });

  it('rejects faults that make no sense, naming them', () => {
    camera = new SimulatedCamera();
    expect(() => camera!.setFaults({ latencyMs: -1 })).toThrow(/latencyMs/);
    expect(() => camera!.setFaults({ cutOffAfterLines: 1.5 })).toThrow(/cutOffAfterLines/);
  });
});

// Fault injection: slow answers, answers cut off mid-body, refused connections, slow reboots.
import { afterEach, describe, expect, it } from 'vitest';
import { getParam } from '../../../../src/shared/remoteconfig/configModel';
import type { SimulatedCamera } from '../../../../src/main/simulator/camera';
import { post, rawRequestBytes, script, splitResponse, tryConnect } from './rawHttp';
import { newSimulatedCamera } from '../../../support/simulatedCameras';

let camera: SimulatedCamera | undefined;
afterEach(async () => {
  await camera?.stop();
  camera = undefined;
});

async function started(options: ConstructorParameters<typeof SimulatedCamera>[0] = {}): Promise<number> {
  camera = newSimulatedCamera(options);
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

  it('refuseConnections refuses every connection (nothing listens) until switched off, also across a reboot', async () => {
    const port = await started({ rebootSeconds: 0.05, faults: { refuseConnections: true } });
    expect(await tryConnect(port)).toBe('ECONNREFUSED');
    camera!.setFaults({ refuseConnections: false });
    await camera!.whenUp();
    expect(await tryConnect(port)).toBe('connected');
    await post(port, { body: script('reboot') });
    camera!.setFaults({ refuseConnections: true });
    await camera!.whenUp();
    expect(await tryConnect(port)).toBe('ECONNREFUSED');
    camera!.setFaults({ refuseConnections: false });
    await camera!.whenUp();
    expect(await tryConnect(port)).toBe('connected');
  });

  it('extraRebootSeconds makes the reboot slower', async () => {
    const port = await started({ rebootSeconds: 0.05, faults: { extraRebootSeconds: 0.4 } });
    const requestedAt = Date.now(); // before the request: the reboot begins after it, however late the answer comes
    await post(port, { body: script('reboot') });
    await camera!.whenUp();
    expect(Date.now() - requestedAt).toBeGreaterThanOrEqual(440);
  });

  it('omitExecLines answers without any #exec line; the commands still run', async () => {
    const port = await started({ faults: { omitExecLines: true } });
    const answer = await post(port, { body: script('write params', 'audio/MICRO=0', 'store') });
    expect(answer.lines).toEqual(['#read:helo:', '#read:write params:', '#read:audio/MICRO=0:', '#read:store:', '#store: configuration written to flash', '#read:quit:', 'OK', '#bye']);
    expect(getParam(camera!.flash, 'audio', 'MICRO')).toBe('0');
  });

  it('reportedValues lists a parameter with another value than the camera holds', async () => {
    const port = await started({ faults: { reportedValues: { 'audio/SPEAKERLEVEL': '99' } } });
    const answer = await post(port, { body: script('write params', 'audio/SPEAKERLEVEL=70', 'view section audio', 'view section general') });
    expect(answer.lines).toContain('SPEAKERLEVEL=99');
    expect(answer.lines).toContain('#read:audio/SPEAKERLEVEL=70:');
    expect(getParam(camera!.running, 'audio', 'SPEAKERLEVEL')).toBe('70');
  });

  it('endlessAnswer streams data after the first #exec line for as long as the client reads', async () => {
    const port = await started({ faults: { endlessAnswer: true } });
    const { connect } = await import('node:net');
    const wanted = 4 * 1024 * 1024;
    const received = await new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      let total = 0;
      const socket = connect(port, '127.0.0.1', () => socket.write(rawRequestBytes({ body: script('view section audio') })));
      socket.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        total += chunk.byteLength;
        if (total >= wanted) socket.destroy();
      });
      socket.on('error', reject);
      socket.on('close', () => resolve(Buffer.concat(chunks)));
    });
    expect(received.byteLength).toBeGreaterThanOrEqual(wanted);
    const lines = splitResponse(received).lines;
    expect(lines.slice(0, 3)).toEqual(['#read:helo:', '#read:view section audio:', '#exec cmd=view section audio']);
    expect(lines[3]).toMatch(/^FILLER=/);
    expect(lines).not.toContain('OK');
  });

  it('rejects faults that make no sense, naming them', () => {
    camera = newSimulatedCamera();
    expect(() => camera!.setFaults({ latencyMs: -1 })).toThrow(/latencyMs/);
    expect(() => camera!.setFaults({ cutOffAfterLines: 1.5 })).toThrow(/cutOffAfterLines/);
    expect(() => camera!.setFaults({ reportedValues: { SPEAKERLEVEL: '1' } })).toThrow("fault reportedValues: SPEAKERLEVEL: 'SPEAKERLEVEL' is not section/NAME");
    expect(() => camera!.setFaults({ reportedValues: { 'audio/LEVEL': 'x\ny' } })).toThrow(/fault reportedValues: audio\/LEVEL: value .* contains a line break/);
  });
});

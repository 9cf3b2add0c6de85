// `camconfig sim` as a technician runs it: a child process that prints its URLs and serves
// until it is told to stop.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { post, script, tryConnect } from '../simulator/camera/rawHttp';
import { freeConsecutiveTcpPorts } from '../../support/reservedPort';
import { camconfigArgs } from '../../support/simulatedCameras';
import { startSim, type RunningSim } from './simProcess';
import { makeFifo } from '../../support/specialFiles';

const directories: string[] = [];
afterEach(() => {
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

/** `camconfig sim --port N --count <count>` on a run of ports that were free a moment ago; tries again when one was taken meanwhile. */
async function startSimOnConsecutivePorts(count: number): Promise<RunningSim> {
  for (let attempt = 1; ; attempt++) {
    const base = await freeConsecutiveTcpPorts(count);
    try {
      return await startSim(['--port', String(base), '--count', String(count), '--quiet'], count);
    } catch (error) {
      if (attempt >= 5) throw error;
    }
  }
}

function portOf(url: string): number {
  return Number(new URL(url).port);
}

describe('camconfig sim', () => {
  it('prints the URL of every camera (free ports with --port 0), serves them and stops on SIGTERM', async () => {
    const sim = await startSim(['--port', '0', '--count', '2', '--user', 'tech', '--password', 'S3cret-pw', '--reboot-seconds', '0.2'], 2);
    for (const url of sim.urls) expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/admin\/remoteconfig$/);
    const [first, second] = sim.urls.map(portOf) as [number, number];
    expect(first).not.toBe(second);
    const answer = await post(second, { credentials: 'tech:S3cret-pw', body: script('view section sip') });
    expect(answer.lines).toContain('NUMBER=302');
    expect((await post(first, { credentials: 'admin:meinsm', body: script() })).statusLine).toBe('HTTP/1.0 401 Unauthorized');
    sim.child.kill('SIGTERM');
    expect(await sim.exited).toBe(0);
    expect(sim.stderr()).toContain('user=tech');
    expect(sim.stderr()).not.toContain('S3cret-pw');
  });

  it('--reboot-seconds keeps a rebooted camera off the network that long, then it is back', async () => {
    const sim = await startSim(['--port', '0', '--reboot-seconds', '1.5', '--quiet'], 1);
    const port = portOf(sim.urls[0]!);
    const requestedAt = Date.now(); // before the request: the reboot begins after it
    const answer = await post(port, { body: script('reboot') });
    expect(answer.lines.slice(-2)).toEqual(['OK', '#bye']);
    expect(await tryConnect(port)).toBe('ECONNREFUSED');
    await expect.poll(() => tryConnect(port), { message: 'the camera to come back' }).toBe('connected');
    expect(Date.now() - requestedAt).toBeGreaterThanOrEqual(1_490);
    sim.child.kill('SIGTERM');
    expect(await sim.exited).toBe(0);
  });

  it('--port N --count 3 serves three cameras on N, N+1 and N+2', async () => {
    const sim = await startSimOnConsecutivePorts(3);
    const ports = sim.urls.map(portOf);
    expect(ports).toEqual([ports[0], ports[0]! + 1, ports[0]! + 2]);
    const numbers = await Promise.all(ports.map(async (port) => (await post(port, { body: script('view section sip') })).lines.find((line) => line.startsWith('NUMBER='))));
    expect(numbers).toEqual(['NUMBER=301', 'NUMBER=302', 'NUMBER=303']);
    sim.child.kill('SIGTERM');
    expect(await sim.exited).toBe(0);
  });

  it('serves HTTPS with --https --cert --key', async () => {
    const sim = await startSim(['--port', '0', '--https', '--cert', 'test/fixtures/tls/test-cert.pem', '--key', 'test/fixtures/tls/test-key.pem', '--quiet'], 1);
    expect(sim.urls[0]).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/admin\/remoteconfig$/);
    const body = await new Promise<string>((resolve, reject) => {
      const authorization = `Basic ${Buffer.from('admin:meinsm').toString('base64')}`;
      const call = request(sim.urls[0]!, { method: 'POST', ca: readFileSync('test/fixtures/tls/test-cert.pem'), headers: { authorization } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
      });
      call.on('error', reject);
      call.end(script('profile'));
    });
    expect(body.endsWith('OK\n#bye\n')).toBe(true);
    sim.child.kill('SIGINT');
    expect(await sim.exited).toBe(0);
  });

  it('keeps the flash copy in --state across runs', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'camsim-cli-'));
    directories.push(directory);
    const statePath = join(directory, 'camera.cfg');
    const first = await startSim(['--port', '0', '--state', statePath, '--quiet'], 1);
    await post(portOf(first.urls[0]!), { body: script('write params', 'general/CAMERA_NAME=Lager Süd 3', 'store') });
    first.child.kill('SIGTERM');
    await first.exited;
    const second = await startSim(['--port', '0', '--state', statePath, '--quiet'], 1);
    const answer = await post(portOf(second.urls[0]!), { body: script('view section general') });
    expect(answer.lines).toContain('CAMERA_NAME=Lager Süd 3');
    second.child.kill('SIGTERM');
    await second.exited;
  });

  it.each([
    [['--port', 'eighty'], '--port must be a whole number from 0 to 65535'],
    [['--count', '0'], '--count must be a whole number from 1 to 256'],
    [['--reboot-seconds=-1'], "--reboot-seconds must be a number of seconds from 0 to 3600, got '-1'"],
    [['--reboot-seconds', '-1'], "option --reboot-seconds needs a value: --reboot-seconds S; for a value starting with '-', write --reboot-seconds=<value>"],
    [['--cert', 'a.pem'], '--cert is only used with --https'],
    [['extra'], "unexpected argument 'extra'"],
    [['--bogus'], 'unknown option --bogus for camconfig sim'],
    [['--https'], '--https needs --cert FILE'],
    [['--https', '--cert', 'no/such.pem', '--key', 'no/such.key'], '--cert no/such.pem: cannot read the file (ENOENT)'],
    [['--port'], 'option --port needs a value: --port N'],
  ])('refuses %j with exit code 2 and a message naming the option', (args, message) => {
    const result = spawnSync(process.execPath, camconfigArgs('sim', [...args]), { encoding: 'utf8', timeout: 10_000 });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(`camconfig sim: ${message}`);
    expect(result.stdout).toBe('');
  });

  it('refuses a FIFO as --state or --cert at once with exit code 2, naming the file', () => {
    const directory = mkdtempSync(join(tmpdir(), 'camsim-cli-'));
    directories.push(directory);
    // Read the usual way, a FIFO waits for a writer forever: spawnSync would time out (status null).
    const state = makeFifo(join(directory, 'camera.cfg'));
    const stateRun = spawnSync(process.execPath, camconfigArgs('sim', ['--port', '0', '--state', state]), { encoding: 'utf8', timeout: 10_000 });
    expect(stateRun.status).toBe(2);
    expect(stateRun.stderr).toContain(`camconfig sim: cannot read the camera state file ${state}: it is a named pipe (FIFO), not a regular file`);
    const cert = makeFifo(join(directory, 'cert.pem'));
    const certRun = spawnSync(process.execPath, camconfigArgs('sim', ['--https', '--cert', cert, '--key', cert]), { encoding: 'utf8', timeout: 10_000 });
    expect(certRun.status).toBe(2);
    expect(certRun.stderr).toContain(`camconfig sim: --cert ${cert}: cannot read the file (it is a named pipe (FIFO), not a regular file)`);
  });

  it('fails with exit code 1 naming the port when it is taken', async () => {
    const sim = await startSim(['--port', '0', '--quiet'], 1);
    const port = portOf(sim.urls[0]!);
    const result = spawnSync(process.execPath, camconfigArgs('sim', ['--port', String(port)]), { encoding: 'utf8', timeout: 10_000 });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`cannot listen on 127.0.0.1:${port}: the port is already in use`);
    sim.child.kill('SIGTERM');
    await sim.exited;
  });
});

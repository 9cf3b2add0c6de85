// Text from a camera reaches the technician's terminal escaped: a value holding the Latin-1
// byte 0x9B (U+009B, CSI: an escape sequence in one character) or ESC cannot steer it. JSON
// carries the same characters as \u escapes; a backup to a pipe or file stays byte for byte.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startCamera, stopAll } from '../remoteconfig/cameraFixture';
import { freshHome, removeHomes, runRc } from './rcCli';

afterEach(async () => {
  await stopAll();
  removeHomes();
});

const password = { CAMCONFIG_PASSWORD: 'meinsm' };
const csi = '\u009b';
const esc = '\u001b';
const hostile = `Tor${csi}2J${esc}[31mrot`;
const shown = 'Tor\\u{9b}2J\\u{1b}[31mrot';

async function cameraWithHostileValue(): Promise<{ port: number }> {
  const camera = await startCamera();
  camera.runScript(`helo\nwrite params\ngeneral/LOCATION=${hostile}\nquit\n`);
  return { port: camera.port };
}

/** No control character but the line feed (C0, DEL, C1). */
function expectNoControls(text: string): void {
  const controls = [...text].filter((char) => char !== '\n' && (char <= '\u001f' || (char >= '\u007f' && char <= '\u009f')));
  expect(controls).toEqual([]);
}

describe('camconfig rc prints camera text terminal-safe', () => {
  it('view, get and script show C1 and ESC as visible escapes', async () => {
    const { port } = await cameraWithHostileValue();
    const view = await runRc(['--camera', `127.0.0.1:${port}`, 'view', 'general'], { env: password });
    expect(view.code).toBe(0);
    expect(view.stdout).toContain(`LOCATION=${shown}\n`);
    expectNoControls(view.stdout);
    const get = await runRc(['--camera', `127.0.0.1:${port}`, 'get', 'general/LOCATION'], { env: password });
    expect(get.stdout).toBe(`general/LOCATION=${shown}\n`);
    const script = await runRc(['--camera', `127.0.0.1:${port}`, 'script', '-'], { env: password, stdin: 'view section general\n' });
    expect(script.code).toBe(0);
    expect(script.stdout).toContain(`         LOCATION=${shown}\n`);
    expectNoControls(script.stdout);
  });

  it('an ERROR: description echoing a C1 character is escaped on stderr', async () => {
    const { port } = await cameraWithHostileValue();
    const run = await runRc(['--camera', `127.0.0.1:${port}`, 'view', `no${csi}such`], { env: password });
    expect(run.code).toBe(3);
    expect(run.stderr).toContain('unknown section no\\u{9b}such');
    expectNoControls(run.stderr);
  });

  it('--json escapes C1 characters as \\u009b: the parsed document holds the exact value', async () => {
    const { port } = await cameraWithHostileValue();
    const run = await runRc(['--camera', `127.0.0.1:${port}`, '--json', 'get', 'general/LOCATION'], { env: password });
    expectNoControls(run.stdout);
    expect(run.stdout).toContain('Tor\\u009b2J\\u001b[31mrot');
    expect(JSON.parse(run.stdout)).toEqual({ params: [{ section: 'general', name: 'LOCATION', value: hostile }] });
  });

  it('backup to stdout that is not a terminal stays byte for byte (0x9B and 0x1B included)', async () => {
    const { port } = await cameraWithHostileValue();
    const run = await runRc(['--camera', `127.0.0.1:${port}`, 'backup'], { env: password });
    expect(run.code).toBe(0);
    expect(run.stdoutBytes.includes(Buffer.from(`LOCATION=${hostile}\n`, 'latin1'))).toBe(true);
  });

  it('backup to stdout on a terminal prints the text terminal-safe', async () => {
    const { port } = await cameraWithHostileValue();
    // util-linux `script` gives the CLI a pseudo-terminal as stdout.
    const command = `${process.execPath} ${join(import.meta.dirname, '..', '..', '..', 'bin', 'camconfig.js')} rc --camera 127.0.0.1:${port} backup`;
    const output = await new Promise<Buffer>((resolve, reject) => {
      const child = spawn('script', ['-qec', command, '/dev/null'], { env: { PATH: process.env.PATH ?? '', HOME: freshHome(), ...password }, stdio: ['ignore', 'pipe', 'pipe'] });
      const chunks: Buffer[] = [];
      child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
      child.on('error', reject);
      child.on('close', () => resolve(Buffer.concat(chunks)));
    });
    const text = output.toString('utf8');
    expect(text).toContain(`LOCATION=${shown}`);
    expect(output.includes(0x9b)).toBe(false);
    expect(text).not.toContain(esc);
  });
});

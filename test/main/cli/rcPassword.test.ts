// Where `camconfig rc` takes the password from: --password, CAMCONFIG_PASSWORD, or a prompt on
// a real terminal (a pseudo-terminal made by util-linux `script`) that does not echo it.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startCamera, stopAll } from '../remoteconfig/cameraFixture';
import { freshHome, removeHomes, runRc } from './rcCli';

afterEach(async () => {
  await stopAll();
  removeHomes();
});

const bin = join(import.meta.dirname, '..', '..', '..', 'bin', 'camconfig.js');

/** Runs the CLI on a pseudo-terminal; types `keys` once the password prompt shows. */
function runOnTerminal(args: string[], keys: string): Promise<{ code: number | null; screen: string }> {
  return new Promise((resolve, reject) => {
    const command = [process.execPath, bin, 'rc', ...args].map((word) => `'${word}'`).join(' ');
    const child = spawn('script', ['-qfec', command, '/dev/null'], { stdio: ['pipe', 'pipe', 'pipe'], env: { PATH: process.env.PATH ?? '', HOME: freshHome(), TERM: 'dumb' } });
    let screen = '';
    let typed = false;
    child.stdout.on('data', (chunk: Buffer) => {
      screen += chunk.toString('utf8');
      if (!typed && screen.includes('Password for')) {
        typed = true;
        child.stdin.write(keys); // the terminal is raw once the prompt shows
      }
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, screen });
    });
  });
}

describe('camconfig rc password sources', () => {
  it('--password wins over CAMCONFIG_PASSWORD, which is used when no option is given', async () => {
    const camera = await startCamera({ password: 'richtig' });
    const target = ['--camera', `127.0.0.1:${camera.port}`];
    expect((await runRc([...target, '--password', 'richtig', 'profile'], { env: { CAMCONFIG_PASSWORD: 'falsch' } })).code).toBe(0);
    expect((await runRc([...target, 'profile'], { env: { CAMCONFIG_PASSWORD: 'richtig' } })).code).toBe(0);
    expect((await runRc([...target, '--password', 'falsch', 'profile'], { env: { CAMCONFIG_PASSWORD: 'richtig' } })).code).toBe(4);
  });

  it('only the factory credentials get the warning', async () => {
    const factory = await startCamera();
    const own = await startCamera({ user: 'techniker', password: 'Straße-42' });
    const warned = await runRc(['--camera', `127.0.0.1:${factory.port}`, 'profile'], { env: { CAMCONFIG_PASSWORD: 'meinsm' } });
    expect(warned.stderr).toMatch(/warning: camera 127\.0\.0\.1:\d+ still accepts the factory user and password \(admin with the factory default\); change the password/);
    const quiet = await runRc(['--camera', `127.0.0.1:${own.port}`, '--user', 'techniker', 'profile'], { env: { CAMCONFIG_PASSWORD: 'Straße-42' } });
    expect(quiet.code).toBe(0);
    expect(quiet.stderr).toBe('');
  });

  it('asks on the terminal without echoing what is typed', async () => {
    const camera = await startCamera({ password: 'geheim' });
    const { code, screen } = await runOnTerminal(['--camera', `127.0.0.1:${camera.port}`, 'activate-profile', 'day'], 'geheim\r');
    expect(screen).toContain(`Password for admin@127.0.0.1:${camera.port}: `);
    expect(screen).toContain('activated profile day');
    expect(screen).not.toContain('geheim');
    expect(code).toBe(0);
    expect(camera.activeProfile).toBe('day');
  });

  it('Ctrl-C at the prompt stops with exit 130 and sends nothing', async () => {
    const camera = await startCamera({ password: 'geheim' });
    const { code, screen } = await runOnTerminal(['--camera', `127.0.0.1:${camera.port}`, 'activate-profile', 'day'], 'geh\u0003');
    expect(code).toBe(130);
    expect(screen).toContain('camconfig rc: interrupted at the password prompt');
    expect(camera.activeProfile).toBe('');
  });
});

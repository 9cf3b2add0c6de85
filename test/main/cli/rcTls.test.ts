// `camconfig rc --https`: the first connection pins the camera's certificate in
// ~/.config/camconfig/known-cameras (or --known-cameras FILE) and says so; a changed
// certificate is refused with exit 5; --insecure skips the check with a warning.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { X509Certificate } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { startCamera, stopAll, tlsKeyPair } from '../remoteconfig/cameraFixture';
import { freshHome, removeHomes, runRc } from './rcCli';

afterEach(async () => {
  await stopAll();
  removeHomes();
});

const fingerprint = `SHA256:${new X509Certificate(tlsKeyPair.cert).fingerprint256}`;

describe('camconfig rc --https', () => {
  it('pins on first use in the default known-cameras file, then connects quietly', async () => {
    const camera = await startCamera({ https: tlsKeyPair, password: 'pw' });
    const home = freshHome();
    const env = { HOME: home, CAMCONFIG_PASSWORD: 'pw' };
    const args = ['--camera', `127.0.0.1:${camera.port}`, '--https', 'profile'];
    const first = await runRc(args, { env });
    expect(first.code).toBe(0);
    const file = join(home, '.config', 'camconfig', 'known-cameras');
    expect(first.stderr).toBe(`camconfig rc: trusting the certificate of 127.0.0.1:${camera.port} on first use: ${fingerprint} (pinned in ${file})\n`);
    expect(readFileSync(file, 'utf8')).toContain(`127.0.0.1:${camera.port} ${fingerprint}`);
    const second = await runRc(args, { env });
    expect(second.code).toBe(0);
    expect(second.stderr).toBe('');
  });

  it('refuses a changed certificate (exit 5); --insecure goes through with a warning', async () => {
    const camera = await startCamera({ https: tlsKeyPair, password: 'pw' });
    const file = join(freshHome(), 'pins');
    const pinned = `SHA256:${'00:'.repeat(31)}00`;
    writeFileSync(file, `127.0.0.1:${camera.port} ${pinned}\n`);
    const env = { CAMCONFIG_PASSWORD: 'pw' };
    const refused = await runRc(['--camera', `127.0.0.1:${camera.port}`, '--https', '--known-cameras', file, 'activate-profile', 'day'], { env });
    expect(refused.code).toBe(5);
    expect(refused.stderr).toMatch(/^camconfig rc: the TLS certificate of camera 127\.0\.0\.1:\d+ has changed since it was first trusted/);
    expect(refused.stderr).toContain(`remove the line for 127.0.0.1:${camera.port} from ${file}`);
    expect(camera.activeProfile).toBe('');
    const insecure = await runRc(['--camera', `127.0.0.1:${camera.port}`, '--https', '--insecure', '--known-cameras', file, 'activate-profile', 'day'], { env });
    expect(insecure.code).toBe(0);
    expect(insecure.stderr).toMatch(/warning: --insecure: the certificate of 127\.0\.0\.1:\d+ is not checked/);
    expect(camera.activeProfile).toBe('day');
    expect(readFileSync(file, 'utf8')).toBe(`127.0.0.1:${camera.port} ${pinned}\n`);
  });
});

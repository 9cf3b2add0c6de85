// HTTPS with the camera's self-signed certificate: pinned on first use in a known-cameras
// file, accepted while it stays the same, refused (before anything is sent) when it changes;
// --insecure skips the check.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { X509Certificate } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CertificateChangedError } from '../../../src/main/remoteconfig/errors';
import { KnownCamerasFile } from '../../../src/main/remoteconfig/knownCameras';
import { clientFor, startCamera, stopAll, tlsKeyPair } from './cameraFixture';

const fixtureFingerprint = `SHA256:${new X509Certificate(tlsKeyPair.cert).fingerprint256}`;
const otherFingerprint = `SHA256:${'AB:'.repeat(31)}AB`;
let directory: string;

beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'camconfig-tls-'));
});

afterEach(async () => {
  await stopAll();
  rmSync(directory, { recursive: true, force: true });
});

describe('https with trust on first use', () => {
  it('pins the certificate on first use, then talks to the same camera again', async () => {
    const camera = await startCamera({ https: tlsKeyPair });
    const file = join(directory, 'sub', 'known-cameras');
    const pinned: string[] = [];
    const client = clientFor(camera, { https: true, trustStore: new KnownCamerasFile(file), onCertificatePinned: (fingerprint) => pinned.push(fingerprint) });
    expect(await client.profile()).toBeNull();
    expect(pinned).toEqual([fixtureFingerprint]);
    expect(readFileSync(file, 'utf8')).toContain(`127.0.0.1:${camera.port} ${fixtureFingerprint}\n`);
    const again = clientFor(camera, { https: true, trustStore: new KnownCamerasFile(file), onCertificatePinned: (fingerprint) => pinned.push(fingerprint) });
    await again.setParams([{ section: 'audio', name: 'MICRO', value: '0' }]);
    expect(pinned).toHaveLength(1);
  });

  it('refuses a changed certificate with a clear error and sends nothing', async () => {
    const requests: string[] = [];
    const camera = await startCamera({ https: tlsKeyPair, log: (line) => requests.push(line) });
    const file = join(directory, 'known-cameras');
    writeFileSync(file, `127.0.0.1:${camera.port} ${otherFingerprint}\n`);
    const client = clientFor(camera, { https: true, trustStore: new KnownCamerasFile(file, 'or use --insecure once') });
    const error = await client.setParams([{ section: 'audio', name: 'MICRO', value: '0' }]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CertificateChangedError);
    expect((error as Error).message).toBe(
      `the TLS certificate of camera 127.0.0.1:${camera.port} has changed since it was first trusted (pinned ${otherFingerprint}, now ${fixtureFingerprint}). ` +
        `Someone may be intercepting the connection; nothing was sent. If the camera was replaced or got a new certificate, remove the line for ` +
        `127.0.0.1:${camera.port} from ${file} and connect again (or use --insecure once)`,
    );
    expect(requests.filter((line) => line.includes('POST'))).toEqual([]);
    expect(camera.running.sections.find((section) => section.name === 'audio')?.params.find((param) => param.name === 'MICRO')?.value).toBe('1');
    expect(readFileSync(file, 'utf8')).toBe(`127.0.0.1:${camera.port} ${otherFingerprint}\n`);
    const withoutOtherWay = clientFor(camera, { https: true, trustStore: new KnownCamerasFile(file) });
    const advice = await withoutOtherWay.profile().catch((caught: unknown) => (caught as Error).message);
    expect(advice).toMatch(new RegExp(`remove the line for 127\\.0\\.0\\.1:${camera.port} from \\S+ and connect again$`));
    // The same log does show a request that gets through.
    await clientFor(camera, { https: true, insecure: true }).profile();
    expect(requests.filter((line) => line.includes('POST'))).toHaveLength(1);
  });

  it('--insecure skips the check (and pins nothing)', async () => {
    const camera = await startCamera({ https: tlsKeyPair });
    const file = join(directory, 'known-cameras');
    writeFileSync(file, `127.0.0.1:${camera.port} ${otherFingerprint}\n`);
    const client = clientFor(camera, { https: true, insecure: true, trustStore: new KnownCamerasFile(file) });
    expect(await client.profile()).toBeNull();
    expect(readFileSync(file, 'utf8')).toBe(`127.0.0.1:${camera.port} ${otherFingerprint}\n`);
  });

  it('a damaged known-cameras file is an error naming the file and line', async () => {
    const camera = await startCamera({ https: tlsKeyPair });
    const file = join(directory, 'known-cameras');
    writeFileSync(file, '# comment\n127.0.0.1:1 not-a-fingerprint\n');
    await expect(clientFor(camera, { https: true, trustStore: new KnownCamerasFile(file) }).profile()).rejects.toThrow(
      `cannot read the known-cameras file '${file}' (pinned TLS certificates): line 2: expected 'host:port SHA256:<fingerprint>', found '127.0.0.1:1 not-a-fingerprint'`,
    );
  });
});

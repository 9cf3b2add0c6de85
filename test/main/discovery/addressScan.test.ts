// The address scan on a loopback "subnet" (loopbackSite.ts): each kind of host is classified,
// results and progress arrive as the scan goes, and a cancelled scan reports what it scanned.
// Network safety: every address here is in 127.0.0.0/8.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanAddresses, type ScanFinding, type ScanProgress } from '../../../src/main/discovery/addressScan';
import { foundCameraList } from '../../../src/main/discovery/foundCameraList';
import { parseAddressRange } from '../../../src/shared/site/addressRange';
import { errorWords } from '../../../src/shared/i18n/errorWords';
import { discoveryReportSchema } from '../../../src/shared/site/discoveryResult';
import { tlsKeyPair } from '../remoteconfig/cameraFixture';
import { newSimulatedCamera } from '../../support/simulatedCameras';
import { startChangingCertificateHost } from './changingCertificateHost';
import { startStallingHost, type Stall } from './stallingCameraHosts';
import { siteCredentials, siteFirmware, siteHosts, siteRange, siteTimeoutMs, startLoopbackSite, type LoopbackSite } from './loopbackSite';

let site: LoopbackSite;

beforeAll(async () => {
  site = await startLoopbackSite();
});

afterAll(async () => {
  await site.stop();
});

function rangeAddresses(range: string): string[] {
  const parsed = parseAddressRange(range);
  if (!parsed.ok) throw new Error(parsed.problem);
  return parsed.value;
}

describe('scanAddresses on a loopback subnet', () => {
  it('classifies a camera on the given credentials, one on the factory ones, a web server, a silent host, nothing and a locked camera', async () => {
    const arrived: ScanFinding[] = [];
    const progress: ScanProgress[] = [];
    const report = await scanAddresses({
      addresses: rangeAddresses(siteRange),
      ports: [site.port],
      https: false,
      credentials: siteCredentials,
      timeoutMs: siteTimeoutMs,
      inWorkspace: (address, port) => address === siteHosts.factoryCamera && port === site.port,
      onResult: (finding) => arrived.push(finding),
      onProgress: (step) => progress.push(step),
    });
    const results = report.findings.map((finding) => finding.result);
    expect(discoveryReportSchema.parse({ results })).toEqual({ results });
    const port = site.port;
    expect(results).toEqual([
      { address: siteHosts.userCamera, port, status: 'camera', firmware: siteFirmware.user, factoryPassword: false, inWorkspace: false },
      { address: siteHosts.factoryCamera, port, status: 'camera', firmware: siteFirmware.factory, factoryPassword: true, inWorkspace: true },
      { address: siteHosts.webServer, port, status: 'not_camera', firmware: null, factoryPassword: false, inWorkspace: false },
      { address: siteHosts.silent, port, status: 'no_answer', firmware: null, factoryPassword: false, inWorkspace: false },
      { address: siteHosts.nothing, port, status: 'no_answer', firmware: null, factoryPassword: false, inWorkspace: false },
      { address: siteHosts.lockedCamera, port, status: 'locked', firmware: null, factoryPassword: false, inWorkspace: false },
    ]);
    expect(report).toMatchObject({ total: 6, cancelled: false });
    expect(report.findings[0]!.credentials).toEqual(siteCredentials);
    expect(report.findings[1]!.credentials).toEqual({ user: 'admin', password: 'meinsm' });
    expect(report.findings.slice(2).map((finding) => finding.credentials)).toEqual([null, null, null, null]);
    // Told as they arrived: every result once, and the progress counts up to all of them.
    expect(arrived.map((finding) => finding.result).sort((a, b) => a.address.localeCompare(b.address))).toEqual(results);
    expect(progress.map((step) => step.done)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(progress.at(-1)).toEqual({ done: 6, total: 6, found: 3 });
  });

  it('tries only the factory credentials when none are given', async () => {
    const report = await scanAddresses({ addresses: [siteHosts.userCamera, siteHosts.factoryCamera], ports: [site.port], https: false, timeoutMs: siteTimeoutMs });
    expect(report.findings.map((finding) => [finding.result.status, finding.result.factoryPassword])).toEqual([
      ['locked', false],
      ['camera', true],
    ]);
  });

  it('cancelled, starts nothing more and reports only what it scanned', async () => {
    const controller = new AbortController();
    const report = await scanAddresses({
      addresses: [siteHosts.userCamera, siteHosts.factoryCamera, siteHosts.webServer],
      ports: [site.port],
      https: false,
      credentials: siteCredentials,
      parallel: 1,
      timeoutMs: siteTimeoutMs,
      signal: controller.signal,
      onResult: () => controller.abort(),
    });
    expect(report.cancelled).toBe(true);
    expect(report.total).toBe(3);
    expect(report.findings.map((finding) => finding.result.address)).toEqual([siteHosts.userCamera]);
  });

  it('cancelled, ends a probe under way on a silent host without waiting for its timeout', async () => {
    const controller = new AbortController();
    const report = await scanAddresses({
      addresses: [siteHosts.silent, siteHosts.factoryCamera],
      ports: [site.port],
      https: false,
      parallel: 2,
      // Far beyond the test's own timeout: only the cancellation can end the silent host's probe in time.
      timeoutMs: 60_000,
      signal: controller.signal,
      onResult: () => controller.abort(),
    });
    expect(report.cancelled).toBe(true);
    expect(report.findings.map((finding) => finding.result)).toEqual([{ address: siteHosts.factoryCamera, port: site.port, status: 'camera', firmware: siteFirmware.factory, factoryPassword: true, inWorkspace: false }]);
  });

  it('over HTTPS: a camera serving TLS opens; a plain-HTTP camera and the web server are not cameras there', async () => {
    const tlsHost = '127.0.19.8';
    const tlsCamera = newSimulatedCamera({ host: tlsHost, https: tlsKeyPair, firmware: siteFirmware.factory });
    await tlsCamera.start(0);
    try {
      const report = await scanAddresses({ addresses: [siteHosts.factoryCamera, siteHosts.webServer], ports: [site.port], https: true, timeoutMs: siteTimeoutMs });
      expect(report.findings.map((finding) => finding.result.status)).toEqual(['not_camera', 'not_camera']);
      const overTls = await scanAddresses({ addresses: [tlsHost], ports: [tlsCamera.port], https: true, timeoutMs: siteTimeoutMs });
      expect(overTls.findings.map((finding) => finding.result)).toEqual([{ address: tlsHost, port: tlsCamera.port, status: 'camera', firmware: siteFirmware.factory, factoryPassword: true, inWorkspace: false }]);
    } finally {
      await tlsCamera.stop();
    }
  });

  it('over HTTPS: a host whose certificate changes between connections is that address\'s result, and the scan goes on', async () => {
    const changingHost = '127.0.19.10';
    const tlsHost = '127.0.19.11';
    const changing = await startChangingCertificateHost(changingHost);
    const tlsCamera = newSimulatedCamera({ host: tlsHost, https: tlsKeyPair, firmware: siteFirmware.factory });
    await tlsCamera.start(0);
    try {
      // The technician's credentials first (401), then the factory ones on a second connection: another certificate.
      const report = await scanAddresses({ addresses: [changingHost, tlsHost], ports: [changing.port, tlsCamera.port], https: true, credentials: siteCredentials, timeoutMs: siteTimeoutMs });
      const answered = report.findings.filter((finding) => finding.result.status !== 'no_answer');
      expect(answered.map(({ result, credentials }) => ({ ...result, credentials }))).toEqual([
        { address: changingHost, port: changing.port, status: 'certificate_changed', firmware: null, factoryPassword: false, inWorkspace: false, credentials: null },
        { address: tlsHost, port: tlsCamera.port, status: 'camera', firmware: siteFirmware.factory, factoryPassword: true, inWorkspace: false, credentials: { user: 'admin', password: 'meinsm' } },
      ]);
      await expect.poll(() => changing.connections()).toBe(2);
      expect(report).toMatchObject({ total: 4, cancelled: false });
    } finally {
      await Promise.all([changing.stop(), tlsCamera.stop()]);
    }
  });

  it.each<[Stall]>([['hangs'], ['closes early'], ['trickles']])('a host whose answer starts as a camera\'s and %s before it is complete is no_answer, not a camera', async (stall) => {
    const host = '127.0.19.14';
    const stalling = await startStallingHost(host, stall);
    try {
      // A timeout the whole answer never fits in at one byte a second; short, as the hanging host holds the probe that long.
      const report = await scanAddresses({ addresses: [host], ports: [stalling.port], https: false, timeoutMs: 1000 });
      expect(report.findings.map(({ result, credentials }) => ({ ...result, credentials }))).toEqual([
        { address: host, port: stalling.port, status: 'no_answer', firmware: null, factoryPassword: false, inWorkspace: false, credentials: null },
      ]);
      expect(foundCameraList(report.findings, null).cameras).toEqual([]);
    } finally {
      await stalling.stop();
    }
  });

  it('refuses a parallel count or timeout out of bounds before probing anything', async () => {
    await expect(scanAddresses({ addresses: [siteHosts.nothing], ports: [site.port], https: false, parallel: 0 })).rejects.toThrow(/parallel must be a whole number from 1 to 256/);
    await expect(scanAddresses({ addresses: [siteHosts.nothing], ports: [site.port], https: false, timeoutMs: 10 ** 9 })).rejects.toThrow(/timeoutMs must be a whole number from 100 to 60000/);
  });

  it('refuses what is not one IPv4 address, ports out of bounds and too many addresses before probing anything', async () => {
    const probed: ScanFinding[] = [];
    const scan = (addresses: string[], ports: number[] = [site.port]) => scanAddresses({ addresses, ports, https: false, onResult: (finding) => probed.push(finding) });
    await expect(scan([siteHosts.userCamera, 'localhost'])).rejects.toThrow("'localhost' is not one IPv4 address");
    await expect(scan(['127.0.0.2-127.0.0.9'])).rejects.toThrow('is not one IPv4 address');
    await expect(scan(['127.0.0.0/30'])).rejects.toThrow('is not one IPv4 address');
    await expect(scan(['127.000.0.2'])).rejects.toThrow('is not one IPv4 address');
    await expect(scan([siteHosts.userCamera], [0])).rejects.toThrow('port 0 is not a number from 1 to 65535');
    await expect(scan([siteHosts.userCamera], [])).rejects.toThrow('a scan tries 1 to 16 ports');
    await expect(scan(Array(4097).fill(siteHosts.nothing))).rejects.toThrow('a scan takes at most 4096 addresses, got 4097');
    await expect(scanAddresses({ addresses: [siteHosts.userCamera], ports: [site.port], https: false, credentials: { user: 'a:b', password: 'x' } })).rejects.toThrow("contain no ':'");
    expect(probed).toEqual([]);
  });

  it('says in German too what it refuses to scan, a RangeError as before', async () => {
    const refusal = await scanAddresses({ addresses: ['localhost'], ports: [site.port], https: false }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RangeError);
    expect(errorWords(refusal, 'de')).toBe("'localhost' ist nicht eine IPv4-Adresse");
    const tooSlow = await scanAddresses({ addresses: [siteHosts.nothing], ports: [site.port], https: false, timeoutMs: 10 ** 9 }).catch((error: unknown) => error);
    expect(errorWords(tooSlow, 'de')).toBe('timeoutMs muss eine ganze Zahl von 100 bis 60000 sein, gegeben: 1000000000');
  });
});

// The bytes on the wire, as a technician's curl or an existing backup script sees them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../../../src/shared/remoteconfig/configText';
import type { SimulatedCamera } from '../../../../src/main/simulator/camera';
import { exchangeRaw, post, rawRequestBytes, script, splitResponse } from './rawHttp';
import { newSimulatedCamera } from '../../../support/simulatedCameras';

let camera: SimulatedCamera;
let port: number;

beforeAll(async () => {
  camera = newSimulatedCamera({ rebootSeconds: 0.2 });
  ({ port } = await camera.start());
});
afterAll(() => camera.stop());

describe('HTTP framing', () => {
  it('answers HTTP/1.0 200 OK with the camera headers and closes after #bye', async () => {
    const bytes = await exchangeRaw(port, rawRequestBytes({ body: script('profile') }));
    const response = splitResponse(bytes);
    expect(response.statusLine).toBe('HTTP/1.0 200 OK');
    expect(response.headers).toContain('Content-Type: text/plain; charset=ISO-8859-1');
    expect(response.headers).toContain('Cache-Control: no-cache');
    expect(response.body.toString('latin1').endsWith('OK\n#bye\n')).toBe(true);
  });

  it('closes the connection after the body when the script has no quit, without OK', async () => {
    const response = await post(port, { body: 'helo\nprofile\n' });
    expect(response.lines).toEqual(['#read:helo:', '#read:profile:', '#exec cmd=profile', '']);
  });

  it('echoes a leading empty line as #read:: so the body starts with those exact bytes', async () => {
    const response = await post(port, { body: '\nhelo\nquit\n\n' });
    expect(response.body.subarray(0, 7).toString('latin1')).toBe('#read::');
    expect(response.lines).toEqual(['#read::', '#read:helo:', '#read:quit:', 'OK', '#bye']);
  });

  it('accepts CRLF line ends in the script', async () => {
    const response = await post(port, { body: 'helo\r\nprofile\r\nquit\r\n' });
    expect(response.lines).toEqual(['#read:helo:', '#read:profile:', '#exec cmd=profile', '', '#read:quit:', 'OK', '#bye']);
  });

  it('reads nothing after quit', async () => {
    const response = await post(port, { body: 'helo\nexit\nview\n' });
    expect(response.lines).toEqual(['#read:helo:', '#read:exit:', 'OK', '#bye']);
  });

  it('sends umlauts as single Latin-1 bytes (0xFC for ü)', async () => {
    const response = await post(port, { body: script('view section general') });
    expect(response.body.includes(Buffer.from([0x53, 0xfc, 0x64]))).toBe(true); // "Süd"
    expect(response.body.includes(Buffer.from('ü', 'utf8'))).toBe(false);
    expect(response.lines).toContain('CAMERA_NAME=Eingang Süd');
  });

  it('takes Latin-1 bytes in the request and stores them as characters', async () => {
    const response = await post(port, { body: script('write params', 'general/CAMERA_NAME=Tür Nord', 'view section general') });
    expect(response.lines).toContain('CAMERA_NAME=Tür Nord');
    expect(camera.running.sections.find((s) => s.name === 'general')?.params[0]).toEqual({ name: 'CAMERA_NAME', value: 'Tür Nord' });
    await post(port, { body: script('restore section general') });
  });
});

describe('backup framing', () => {
  it('frames view configfile by exactly 4 lines before and 3 after a clean #:MX- file', async () => {
    const response = await post(port, { body: '\nhelo\nview configfile\nquit\n\n' });
    expect(response.lines.slice(0, 4)).toEqual(['#read::', '#read:helo:', '#read:view configfile:', '#exec cmd=view configfile']);
    expect(response.lines.slice(-3)).toEqual(['#read:quit:', 'OK', '#bye']);
    const backup = response.lines.slice(4, -3).join('\n') + '\n';
    expect(backup.startsWith('#:MX-V5.5.2.166\nSECTION ')).toBe(true);
    const parsed = parseConfig(backup);
    expect(parsed.layout).toBeUndefined();
    expect(parsed).toEqual(camera.running);
  });

  it('gives timestamp VERSION (the version line text) and DATE on the very next line', async () => {
    const response = await post(port, { body: script('view section timestamp') });
    const versionIndex = response.lines.findIndex((line) => line.startsWith('VERSION='));
    expect(response.lines[versionIndex]).toBe('VERSION=MX-V5.5.2.166');
    expect(response.lines[versionIndex + 1]).toMatch(/^DATE=\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(camera.running.versionLine).toBe('#:MX-V5.5.2.166');
  });
});

describe('HTTP errors', () => {
  it('answers 401 with a Basic realm when credentials are missing, and runs nothing', async () => {
    const response = await post(port, { credentials: null, body: script('delete') });
    expect(response.statusLine).toBe('HTTP/1.0 401 Unauthorized');
    expect(response.headers.some((header) => /^WWW-Authenticate: Basic realm=".+"$/.test(header))).toBe(true);
    expect(camera.running.sections.length).toBeGreaterThan(0);
  });

  it('answers 401 to a wrong password and to a wrong user', async () => {
    expect((await post(port, { credentials: 'admin:wrong', body: script() })).statusLine).toBe('HTTP/1.0 401 Unauthorized');
    expect((await post(port, { credentials: 'root:meinsm', body: script() })).statusLine).toBe('HTTP/1.0 401 Unauthorized');
  });

  it('answers 404 for other paths and 405 for other methods', async () => {
    expect((await post(port, { path: '/admin/other', body: script() })).statusLine).toBe('HTTP/1.0 404 Not Found');
    const get = await post(port, { method: 'GET', body: '' });
    expect(get.statusLine).toBe('HTTP/1.0 405 Method Not Allowed');
    expect(get.headers).toContain('Allow: POST');
  });

  it('answers 400 to a request that is not HTTP', async () => {
    const response = splitResponse(await exchangeRaw(port, Buffer.from('HELLO CAMERA\r\n\r\n')));
    expect(response.statusLine).toBe('HTTP/1.0 400 Bad Request');
  });

  // A TLS ClientHello may hold no "\n\n" for a long while: a web server that waited for the end
  // of a head would leave an --https client hanging until its timeout.
  it('answers 400 at once to bytes that cannot start a request line, such as a TLS ClientHello', async () => {
    const clientHelloStart = Buffer.from([0x16, 0x03, 0x01, 0x02, 0x00, 0x01, 0x00, 0x01, 0xfc, 0x03, 0x03]);
    // A server that waited for the end of a head would never answer: exchangeRaw gives up after 10 s.
    const response = splitResponse(await exchangeRaw(port, clientHelloStart));
    expect(response.statusLine).toBe('HTTP/1.0 400 Bad Request');
    expect(response.body.toString('latin1')).toBe('400 Bad Request: not an HTTP request (it starts with byte 0x16: a TLS handshake? This port speaks plain HTTP)\n');
  });

  it('reads a body without Content-Length up to the client half-close', async () => {
    const bytes = Buffer.from(`POST /admin/remoteconfig HTTP/1.0\r\nAuthorization: Basic ${Buffer.from('admin:meinsm').toString('base64')}\r\n\r\nhelo\nprofile\nquit\n`, 'latin1');
    const { connect } = await import('node:net');
    const answer = await new Promise<Buffer>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(bytes));
      const chunks: Buffer[] = [];
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('error', reject);
      socket.on('close', () => resolve(Buffer.concat(chunks)));
    });
    expect(splitResponse(answer).lines.slice(-3)).toEqual(['#read:quit:', 'OK', '#bye']);
  });
});

// What goes over the wire: one POST to /admin/remoteconfig with the form content type,
// Content-Length, Basic auth and a Latin-1 body; the Latin-1 answer decoded back.
import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { RemoteConfigClient } from '../../../src/main/remoteconfig/remoteConfigClient';

let server: Server | undefined;

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A raw TCP peer that records the request bytes and answers with `answer` (Latin-1). */
async function recordingCamera(answer: string): Promise<{ port: number; requests: Buffer[] }> {
  const requests: Buffer[] = [];
  server = createServer((socket) => {
    let received = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const headEnd = received.indexOf('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(received.toString('latin1'))?.[1] ?? -1);
      if (headEnd >= 0 && received.length - headEnd - 4 >= length) {
        requests.push(received);
        socket.end(Buffer.from(`HTTP/1.0 200 OK\r\nContent-Type: text/plain; charset=ISO-8859-1\r\n\r\n${answer}`, 'latin1'));
      }
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { port: (server!.address() as AddressInfo).port, requests };
}

describe('the request on the wire', () => {
  it('posts the script as Latin-1 with the form content type, its length and Basic auth', async () => {
    const answer =
      '#read:helo:\n#read:write params:\n#read:general/LOCATION=Tür:\n#exec cmd=write params\n' +
      '#read:view section general:\n#exec cmd=view section general\nSECTION general\nLOCATION=Tür\nENDSECTION general\n#read:quit:\nOK\n#bye\n';
    const { port, requests } = await recordingCamera(answer);
    const client = new RemoteConfigClient({ host: '127.0.0.1', port, user: 'admin', password: 'pässwort' });
    await client.setParams([{ section: 'general', name: 'LOCATION', value: 'Tür' }]);
    expect(requests).toHaveLength(1);
    const request = requests[0]!;
    const headEnd = request.indexOf('\r\n\r\n');
    const head = request.subarray(0, headEnd).toString('latin1');
    const body = request.subarray(headEnd + 4);
    expect(head).toMatch(/^POST \/admin\/remoteconfig HTTP\/1\.1\r\n/);
    expect(head).toMatch(/\r\nContent-Type: application\/x-www-form-urlencoded\r\n/i);
    expect(head).toMatch(new RegExp(`\\r\\nContent-Length: ${body.length}\\r\\n`, 'i'));
    expect(head).toContain(`Authorization: Basic ${Buffer.from('admin:pässwort', 'utf8').toString('base64')}`);
    expect(body.equals(Buffer.from('helo\nwrite params\ngeneral/LOCATION=T\xfcr\nview section general\nquit\n', 'latin1'))).toBe(true);
  });

  it('decodes the answer as Latin-1 and accepts a leading #read:: of an empty line', async () => {
    const answer = '#read::\n#read:helo:\n#read:view section general:\n#exec cmd=view section general\nSECTION general\nLOCATION=Straße ½\nENDSECTION general\n#read:quit:\nOK\n#bye\n';
    const { port } = await recordingCamera(answer);
    const client = new RemoteConfigClient({ host: '127.0.0.1', port, user: 'admin', password: 'x' });
    expect(await client.getParams([{ section: 'general', name: 'LOCATION' }])).toEqual([{ section: 'general', name: 'LOCATION', value: 'Straße ½' }]);
  });
});

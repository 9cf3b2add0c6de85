// HTTP hosts on loopback that start a camera's answer to the probe and never complete it:
// one sends its first lines and then nothing (the connection stays open), one sends them and
// closes the connection before the length it announced, one sends the whole answer at one byte
// a second. None answers as a camera does within a probe's timeout.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** What a camera answers to the probe (an empty line, helo, quit, an empty line): complete with OK and #bye. */
export const completeProbeAnswer = '#read::\n#read:helo:\n#read:quit:\nOK\n#bye\n';
const firstLines = '#read::\n#read:helo:\n';

export type Stall = 'hangs' | 'closes early' | 'trickles';

export interface StallingHost {
  port: number;
  stop(): Promise<void>;
}

export async function startStallingHost(host: string, stall: Stall): Promise<StallingHost> {
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => answer(response, stall, timers));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await listen(server, host);
  return {
    port: (server.address() as AddressInfo).port,
    stop: () => {
      for (const timer of timers) clearInterval(timer);
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

function answer(response: ServerResponse, stall: Stall, timers: Set<NodeJS.Timeout>): void {
  response.writeHead(200, { 'content-type': 'text/plain', 'content-length': String(Buffer.byteLength(completeProbeAnswer)) });
  if (stall === 'hangs') response.write(firstLines);
  if (stall === 'closes early') response.write(firstLines, () => response.socket?.destroy());
  if (stall === 'trickles') trickle(response, timers);
}

/** One byte a second: the slow link or the slowloris a probe must not wait out. */
function trickle(response: ServerResponse, timers: Set<NodeJS.Timeout>): void {
  let sent = 0;
  const send = (): void => {
    response.write(completeProbeAnswer.charAt(sent++));
    if (sent === completeProbeAnswer.length) {
      clearInterval(timer);
      response.end();
    }
  };
  const timer = setInterval(send, 1000);
  timers.add(timer);
  response.on('close', () => clearInterval(timer));
  send();
}

function listen(server: Server, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
}

// A UDP port nobody on 127.0.0.1 uses right now, so parallel demo studios do not share a bus.
import { createSocket } from 'node:dgram';

export function findFreeUdpPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = createSocket('udp4');
    socket.once('error', reject);
    socket.bind(0, '127.0.0.1', () => {
      const { port } = socket.address();
      socket.close(() => resolve(port));
    });
  });
}

// A bare repository served by `git daemon` on loopback: the site tests' remote, and the site
// repository bench's (which runs outside vitest, so nothing here imports it).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';

export function makeBareRepository(root: string, name: string): string {
  const path = join(root, name);
  execFileSync('git', ['init', '--quiet', '--bare', '--initial-branch=main', path]);
  return path;
}

async function freePort(): Promise<number> {
  const server = createNetServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

export interface RunningServer {
  url(repository: string): string;
  stop(): Promise<void>;
}

/**
 * `git daemon` serving every repository under `basePath` (push allowed) on a loopback port;
 * answers once it accepts. `port`: the port of a daemon stopped before (a remote back at the same address).
 */
export async function startGitDaemon(basePath: string, port?: number): Promise<RunningServer> {
  port ??= await freePort();
  const daemon: ChildProcess = spawn('git', ['daemon', '--verbose', '--reuseaddr', `--base-path=${basePath}`, '--export-all', '--enable=receive-pack', '--listen=127.0.0.1', `--port=${port}`, basePath], { stdio: ['ignore', 'ignore', 'pipe'] });
  let said = '';
  await new Promise<void>((resolve, reject) => {
    daemon.stderr!.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('Ready to rumble')) resolve();
    });
    daemon.once('exit', (code) => reject(new Error(`git daemon ended (${code}): ${said}`)));
  });
  return {
    url: (repository) => `git://127.0.0.1:${port}/${repository}`,
    stop: async () => {
      // Stopped before (a remote taken down by a test): it ended by the signal, so exitCode stays null.
      if (daemon.exitCode !== null || daemon.signalCode !== null) return;
      daemon.kill('SIGTERM');
      await once(daemon, 'exit');
    },
  };
}

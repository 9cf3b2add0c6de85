// The cameras of a fleet benchmark in a process of their own (`camconfig sim --count N`), as
// real cameras are separate devices: free ports on 127.0.0.1, every request `latencyMs` late.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export interface SimFleet {
  process: ChildProcess;
  ports: number[];
}

/** Resolves once every camera's URL is printed. */
export function startSimFleet(count: number, options: { password: string; latencyMs: number }): Promise<SimFleet> {
  const bin = join(process.cwd(), 'bin', 'camconfig.js');
  const child = spawn(process.execPath, [bin, 'sim', '--count', String(count), '--port', '0', '--quiet', '--password', options.password, '--latency', String(options.latencyMs)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const ports: number[] = [];
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`camconfig sim exited with ${code} before its cameras were up`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      ports.push(Number(new URL(line).port));
      if (ports.length === count) resolve({ process: child, ports });
    });
  });
}

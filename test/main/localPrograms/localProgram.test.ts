// Naming a bus peer on this computer by what its process runs: a real child process whose script
// is named sdk-demo.js, looked up by its PID in /proc; never for an address off this computer.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { localProgramsOf, procCommandLine, programOfCommandLine } from '../../../src/main/localPrograms/localProgram';

const children: ChildProcess[] = [];
const folders: string[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A node process running a script named `name` that waits until it is killed; resolves once it runs. */
async function runningScript(name: string, args: string[] = []): Promise<number> {
  const folder = mkdtempSync(join(tmpdir(), 'camconfig-local-program-'));
  folders.push(folder);
  const script = join(folder, name);
  writeFileSync(script, "process.stdout.write('ready\\n'); setInterval(() => {}, 1 << 30);\n");
  const child = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'pipe', 'ignore'] });
  children.push(child);
  await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));
  return child.pid!;
}

describe('our programs on this computer', () => {
  it('reads the program from the command line: a packaged program, or node and its script', () => {
    expect(programOfCommandLine(['/usr/bin/sdk-demo', '-s', 'system.json'])).toBe('sdk-demo');
    expect(programOfCommandLine(['/usr/bin/node', '/opt/camconfig/bin/sdk-demo.js', '-s', 'a.json', '-u', 'b.json'])).toBe('sdk-demo');
    expect(programOfCommandLine(['node', '/usr/lib/camconfig/camconfig.js', 'serve', '--port', '0'])).toBe('camconfig serve');
    expect(programOfCommandLine(['node', '/usr/lib/camconfig/camconfig.js', 'sim'])).toBeNull();
    expect(programOfCommandLine(['node', '/tmp/not-sdk-demo.js'])).toBeNull();
    expect(programOfCommandLine(['bash', '-c', 'sdk-demo'])).toBeNull();
    expect(programOfCommandLine([])).toBeNull();
  });

  it('names a running sdk-demo at a loopback address by its PID, and nothing at an address off this computer', async () => {
    const pid = await runningScript('sdk-demo.js', ['-s', 'system.json', '-u', 'user.json']);
    expect(procCommandLine(pid)?.slice(-4)).toEqual(['-s', 'system.json', '-u', 'user.json']);
    expect(localProgramsOf([{ IP: '127.0.0.1', PID: pid }])).toEqual([{ IP: '127.0.0.1', PID: pid, program: 'sdk-demo' }]);
    expect(localProgramsOf([{ IP: '192.0.2.7', PID: pid }])).toEqual([]);
  });

  it('names no other program, and no PID that does not run', async () => {
    const other = await runningScript('door-sensor.js');
    const gone = await runningScript('sdk-demo.js');
    const exited = new Promise((resolve) => children.at(-1)!.once('exit', resolve));
    children.at(-1)!.kill('SIGKILL');
    await exited;
    expect(localProgramsOf([{ IP: '127.0.0.1', PID: other }, { IP: '127.0.0.1', PID: gone }, { IP: '127.0.0.1', PID: -1 }])).toEqual([]);
  });
});

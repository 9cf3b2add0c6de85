// Every file `camconfig rc` reads is bounded and every failure names what it concerns, with a
// documented exit code: command files, backups and stdin over their cap, a known-cameras path
// that is a directory, and --https against a port that speaks plain HTTP.
import { mkdirSync, realpathSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startCamera, startHtmlServer, stopAll, tlsKeyPair } from '../remoteconfig/cameraFixture';
import { freshHome, removeHomes, runRc } from './rcCli';
import { makeFifo } from '../../support/specialFiles';

afterEach(async () => {
  await stopAll();
  removeHomes();
});

const password = { CAMCONFIG_PASSWORD: 'meinsm' };

describe('camconfig rc: files too large or of the wrong kind', () => {
  it('script naming a file over 16 MiB is refused naming the file (exit 2), before anything is sent', async () => {
    const requests: string[] = [];
    const camera = await startCamera({ log: (line) => requests.push(line) });
    const large = join(freshHome(), 'large.txt');
    writeFileSync(large, '');
    truncateSync(large, 16 * 1024 * 1024 + 1); // sparse: costs no disk
    const run = await runRc(['--camera', `127.0.0.1:${camera.port}`, 'script', large], { env: password });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^camconfig rc: cannot read command file '.*large\.txt': it is larger than 16 MiB \(16777216 bytes\); a command file or backup is far smaller\n/);
    expect(requests).toEqual([]);
  });

  it('script naming a FIFO or /dev/zero is refused at once as not a regular file (exit 2), before anything is sent', async () => {
    const requests: string[] = [];
    const camera = await startCamera({ log: (line) => requests.push(line) });
    // Opened blocking, the FIFO would wait for a writer forever: runRc kills the CLI, and the exit code is not 2.
    const fifo = makeFifo(join(freshHome(), 'commands.fifo'));
    const run = await runRc(['--camera', `127.0.0.1:${camera.port}`, 'script', fifo], { env: password });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^camconfig rc: cannot read command file '.*commands\.fifo': it is a named pipe \(FIFO\), not a regular file \(to read a pipe, give - and send it to stdin\)\n/);
    const zero = await runRc(['--camera', `127.0.0.1:${camera.port}`, 'script', '/dev/zero'], { env: password });
    expect(zero.code).toBe(2);
    expect(zero.stderr).toMatch(/^camconfig rc: cannot read command file '\/dev\/zero': it is a character device, not a regular file/);
    expect(requests).toEqual([]);
  });

  it('restore-backup /dev/zero and an oversized stdin are refused the same way', async () => {
    const camera = await startCamera();
    const file = await runRc(['--camera', `127.0.0.1:${camera.port}`, 'restore-backup', '/dev/zero'], { env: password });
    expect(file.code).toBe(2);
    expect(file.stderr).toMatch(/^camconfig rc: cannot read backup file '\/dev\/zero': it is a character device, not a regular file/);
    const stdin = await runRc(['--camera', `127.0.0.1:${camera.port}`, 'script', '-'], { env: password, stdin: Buffer.alloc(16 * 1024 * 1024 + 10, 0x23) });
    expect(stdin.code).toBe(2);
    expect(stdin.stderr).toMatch(/^camconfig rc: cannot read command file from stdin: it is larger than 16 MiB/);
  });

  it('--known-cameras naming a directory: exit 2 naming the file and what is wrong', async () => {
    const camera = await startCamera({ https: tlsKeyPair });
    const directory = join(freshHome(), 'pins');
    mkdirSync(directory);
    const run = await runRc(['--camera', `127.0.0.1:${camera.port}`, '--https', '--known-cameras', directory, 'profile'], { env: password });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`camconfig rc: cannot read the known-cameras file '${directory}' (pinned TLS certificates): it is a directory, not a file\n`);
  });

  it('--known-cameras naming /dev/zero or a FIFO: refused as not a regular file, naming the file', async () => {
    const camera = await startCamera({ https: tlsKeyPair });
    const run = await runRc(['--camera', `127.0.0.1:${camera.port}`, '--https', '--known-cameras', '/dev/zero', 'profile'], { env: password });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe("camconfig rc: cannot read the known-cameras file '/dev/zero' (pinned TLS certificates): it is a character device, not a regular file\n");
    const fifo = makeFifo(join(freshHome(), 'known-cameras'));
    const piped = await runRc(['--camera', `127.0.0.1:${camera.port}`, '--https', '--known-cameras', fifo, 'profile'], { env: password });
    expect(piped.code).toBe(2);
    expect(piped.stderr).toBe(`camconfig rc: cannot read the known-cameras file '${fifo}' (pinned TLS certificates): it is a named pipe (FIFO), not a regular file\n`);
  });

  it('--known-cameras that is a symbolic link out of its folder: refused, naming where it leads', async () => {
    const camera = await startCamera({ https: tlsKeyPair });
    const outside = join(freshHome(), 'pins-elsewhere');
    writeFileSync(outside, '# camconfig known cameras\n');
    const folder = join(freshHome(), 'camconfig');
    mkdirSync(folder);
    const link = join(folder, 'known-cameras');
    symlinkSync(outside, link);
    const run = await runRc(['--camera', `127.0.0.1:${camera.port}`, '--https', '--known-cameras', link, 'profile'], { env: password });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      `camconfig rc: cannot read the known-cameras file '${link}' (pinned TLS certificates): it is a symbolic link to ${realpathSync(outside)}, outside ${realpathSync(folder)}: the studio does not follow links out of its folders\n`,
    );
  });
});

describe('camconfig rc --https against a plain HTTP port', () => {
  it('the simulated camera: exit 7 at once, saying the port speaks plain HTTP', async () => {
    const camera = await startCamera();
    // Waiting out a time-out instead would end in another message (no answer within ...).
    const run = await runRc(['--camera', `127.0.0.1:${camera.port}`, '--https', '--known-cameras', join(freshHome(), 'pins'), 'view'], { env: password });
    expect(run.code).toBe(7);
    expect(run.stderr).toBe(
      `camconfig rc: 127.0.0.1:${camera.port} answered, but not as a camera's remote configuration (it answered the TLS handshake with something that is not TLS: this port speaks plain HTTP, not HTTPS; connect without HTTPS, or to the camera's HTTPS port): check the address and port\n`,
    );
  });

  it('another web server (node http): exit 7 the same way', async () => {
    const port = await startHtmlServer();
    const run = await runRc(['--camera', `127.0.0.1:${port}`, '--https', '--known-cameras', join(freshHome(), 'pins'), 'view'], { env: password });
    expect(run.code).toBe(7);
    expect(run.stderr).toContain('this port speaks plain HTTP, not HTTPS');
  });
});

// `camconfig rc` never reports as done what the camera did not confirm: an answer with OK and
// #bye but without the #exec line of a command (exit 9), a read-back that contradicts what was
// written (exit 8), and an answer that does not end (stopped at its cap, exit 6, memory bounded).
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { getParam } from '../../../src/shared/remoteconfig/configModel';
import { startCamera, stopAll } from '../remoteconfig/cameraFixture';
import { removeHomes, runRc } from './rcCli';

afterEach(async () => {
  await stopAll();
  removeHomes();
});

const password = { CAMCONFIG_PASSWORD: 'meinsm' };
const notConfirmedExit = 9;

describe('camconfig rc: commands the camera did not confirm (no #exec line)', () => {
  it('store: exit 9 saying store is not confirmed, never "stored"', async () => {
    const camera = await startCamera({ faults: { omitExecLines: true } });
    const run = await runRc(['--camera', `127.0.0.1:${camera.port}`, 'store'], { env: password });
    expect(run.code).toBe(notConfirmedExit);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(
      `camconfig rc: camera 127.0.0.1:${camera.port} answered OK but did not confirm every command it was sent (no #exec line): the camera confirmed nothing (no #exec line). not confirmed, so it may have run: store. view the configuration before repeating anything\n`,
    );
    expect(run.stderr).not.toMatch(/stored the running configuration/);
  });

  it('set --store: exit 9 naming the write and the store as unconfirmed; --json carries the error kind', async () => {
    const camera = await startCamera({ faults: { omitExecLines: true } });
    const run = await runRc(['--camera', `127.0.0.1:${camera.port}`, 'set', 'audio/SPEAKERLEVEL=70', '--store'], { env: password });
    expect(run.code).toBe(notConfirmedExit);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/did not confirm every command it was sent \(no #exec line\): the camera confirmed nothing \(no #exec line\)\. not confirmed, so it may have run: write params; view section audio; store\. view the configuration before repeating anything/);
    const json = await runRc(['--camera', `127.0.0.1:${camera.port}`, '--json', 'set', 'audio/SPEAKERLEVEL=71', '--store'], { env: password });
    expect(json.code).toBe(notConfirmedExit);
    expect(JSON.parse(json.stdout)).toMatchObject({ error: { kind: 'UnconfirmedError', exitCode: notConfirmedExit } });
    expect(json.stdout).not.toMatch(/"stored": true/);
  });

  it('script: the transcript shows [?] for each command, the summary says not confirmed, exit 9', async () => {
    const camera = await startCamera({ faults: { omitExecLines: true } });
    const run = await runRc(['--camera', `127.0.0.1:${camera.port}`, 'script', '-'], { env: password, stdin: 'write params\naudio/MICRO=0\nstore\n' });
    expect(run.code).toBe(notConfirmedExit);
    expect(run.stdout).toBe(
      [
        '[?]      write params',
        '           audio/MICRO=0',
        '[?]      store',
        '         #store: configuration written to flash',
        '-- OK, but not every command was confirmed: 0 ran, 0 with errors, 2 not confirmed; not-confirmed commands may or may not have run',
        '',
      ].join('\n'),
    );
    expect(run.stderr).toMatch(/not confirmed, so it may have run: write params; store\. view the configuration before repeating anything/);
  });
});

describe('camconfig rc: a read-back that contradicts what was written (exit 8)', () => {
  it('set reads the written parameters back in the same request; another value is a verification failure', async () => {
    const camera = await startCamera({ faults: { reportedValues: { 'audio/SPEAKERLEVEL': '99' } } });
    const run = await runRc(['--camera', `127.0.0.1:${camera.port}`, 'set', 'audio/SPEAKERLEVEL=70', 'audio/MICRO=0', '--store'], { env: password });
    expect(run.code).toBe(8);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(`camconfig rc: camera 127.0.0.1:${camera.port} read back 1 value(s) other than written:\n  audio/SPEAKERLEVEL: expected '70', found '99'\n`);
    expect(run.stderr).toMatch(/the camera confirmed \(#exec\): write params; view section audio; store\. view the configuration before repeating anything/);
    expect(getParam(camera.running, 'audio', 'SPEAKERLEVEL')).toBe('70');
  });

  it('set prints that the values were read back as written when they were', async () => {
    const camera = await startCamera();
    const run = await runRc(['--camera', `127.0.0.1:${camera.port}`, 'set', 'audio/SPEAKERLEVEL=70', '--store'], { env: password });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('audio/SPEAKERLEVEL=70\nwrote 1 parameter(s), read back as written, stored to flash\n');
  });

  it('a script that writes a value and views it: a contradicting listing fails with exit 8, the transcript still printed', async () => {
    const camera = await startCamera({ faults: { reportedValues: { 'audio/SPEAKERLEVEL': '99' } } });
    const run = await runRc(['--camera', `127.0.0.1:${camera.port}`, 'script', '-'], { env: password, stdin: 'write params\naudio/SPEAKERLEVEL=70\nview section audio\n' });
    expect(run.code).toBe(8);
    expect(run.stdout).toContain('SPEAKERLEVEL=99');
    expect(run.stderr).toContain("audio/SPEAKERLEVEL: expected '70', found '99'");
  });

  it('a script that views before it writes, or resets in between, is no contradiction', async () => {
    const camera = await startCamera({ faults: { reportedValues: { 'audio/SPEAKERLEVEL': '99' } } });
    const script = 'view section audio\nwrite params\naudio/SPEAKERLEVEL=70\nreset section audio\nview section audio\n';
    const run = await runRc(['--camera', `127.0.0.1:${camera.port}`, 'script', '-'], { env: password, stdin: script });
    expect(run.code).toBe(0);
  });

  it('restore-backup reads the restored sections back: a contradiction is exit 8 naming the parameter', async () => {
    const camera = await startCamera({ faults: { reportedValues: { 'sip/NUMBER': '999' } } });
    const backup = await runRc(['--camera', `127.0.0.1:${camera.port}`, 'backup'], { env: password });
    const run = await runRc(['--camera', `127.0.0.1:${camera.port}`, 'restore-backup', '-'], { env: password, stdin: backup.stdoutBytes.toString('latin1').replace('NUMBER=999', 'NUMBER=301') });
    expect(run.code).toBe(8);
    expect(run.stderr).toContain("sip/NUMBER: expected '301', found '999'");
  });
});

/** Peak resident memory of a process in bytes (VmHWM), or 0 once it is gone. */
function peakRss(pid: number): number {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

describe('camconfig rc: an answer without end', () => {
  it('view stops at the 16 MiB default cap with exit 6 naming camera and limit, its memory stays small', async () => {
    const camera = await startCamera({ faults: { endlessAnswer: true } });
    let peak = 0;
    let watcher: NodeJS.Timeout | undefined;
    const run = await runRc(['--camera', `127.0.0.1:${camera.port}`, 'view', 'audio'], {
      env: password,
      timeoutMs: 60_000,
      onStart: (pid) => {
        watcher = setInterval(() => (peak = Math.max(peak, peakRss(pid))), 10);
      },
    });
    clearInterval(watcher);
    expect(run.code).toBe(6);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(`camconfig rc: the answer of camera 127.0.0.1:${camera.port} grew beyond the limit of 16 MiB (16777216 bytes) and was not read further`);
    expect(run.stderr).toMatch(/the camera confirmed \(#exec\): view section audio\. view the configuration before repeating anything/);
    // Measured: about 150 MB (node alone about 46 MB; the capped body, its text and transcript).
    // Without the cap the client reads on until the simulated camera stops at 2 GiB.
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThan(256 * 1024 * 1024);
  });

  it('--max-answer-bytes sets the cap: an ordinary answer over a tiny cap is refused, a bad value is a usage error', async () => {
    const camera = await startCamera();
    camera.runScript(`helo\nwrite params\ngeneral/LOCATION=${'Hof '.repeat(300)}\nquit\n`);
    const small = await runRc(['--camera', `127.0.0.1:${camera.port}`, '--max-answer-bytes', '1KiB', 'view'], { env: password });
    expect(small.code).toBe(6);
    expect(small.stderr).toContain('grew beyond the limit of 1 KiB (1024 bytes)');
    const enough = await runRc(['--camera', `127.0.0.1:${camera.port}`, '--max-answer-bytes', '64KiB', 'view', 'audio'], { env: password });
    expect(enough.code).toBe(0);
    const bad = await runRc(['--camera', `127.0.0.1:${camera.port}`, '--max-answer-bytes', 'lots', 'view'], { env: password });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^camconfig rc: option --max-answer-bytes needs a size from 1 KiB to 512 MiB \(bytes, or with KiB or MiB\), found 'lots'/);
  });
});

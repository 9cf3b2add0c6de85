// Exit codes and messages of `camconfig rc` when things go wrong (the table in
// docs/cli/camconfig-rc.md): usage, camera errors, credentials, network, cut off, not a
// camera, verification; and --json error objects.
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { getParam } from '../../../src/shared/remoteconfig/configModel';
import { startCamera, startHtmlServer, stopAll } from '../remoteconfig/cameraFixture';
import { closedTcpPort } from '../../support/reservedPort';
import { freshHome, removeHomes, runRc } from './rcCli';

afterEach(async () => {
  await stopAll();
  removeHomes();
});

const password = { CAMCONFIG_PASSWORD: 'meinsm' };

describe('camconfig rc usage errors (exit 2)', () => {
  it('--help prints the usage (exit 0); no subcommand prints it with exit 2', async () => {
    const help = await runRc(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: camconfig rc --camera HOST\[:PORT\]/);
    expect(help.stdout).toMatch(/Exit codes: 0 ok, 1 other failure, 2 usage, 3 camera error, 4 auth, 5 network, 6 cut off, 7 not a camera, 8 verify failed, 9 not confirmed\./);
    const setHelp = await runRc(['set', '--help']);
    expect(setHelp.stdout).toMatch(/^Usage: camconfig rc --camera HOST\[:PORT\] \[options\] set SECTION\/NAME=VALUE\.\.\./);
    const nothing = await runRc([]);
    expect(nothing.code).toBe(2);
  });

  it('names the wrong option, argument or missing camera', async () => {
    const cases: Array<[string[], RegExp]> = [
      [['view'], /^camconfig rc: which camera\? Give --camera HOST\[:PORT\]\n/],
      [['--camera', '127.0.0.1', 'frob'], /^camconfig rc: unknown subcommand 'frob'/],
      [['--camera', '127.0.0.1', 'view', '--store'], /^camconfig rc: unknown option --store for rc view/],
      [['--camera', '127.0.0.1:99999', 'view'], /^camconfig rc: --camera '127\.0\.0\.1:99999': port '99999' is not a number from 1 to 65535/],
      [['--camera', '127.0.0.1', 'set', 'audio/MICRO'], /^camconfig rc: 'audio\/MICRO' is not SECTION\/NAME=VALUE \(for example audio\/MICRO=1\)/],
      [['--camera', '127.0.0.1', 'set', 'audio/MICRO=5 €'], /^camconfig rc: argument 'audio\/MICRO=5 €': value '5 €' contains '€' \(U\+20AC\) at position 3, which ISO-8859-1 \(Latin-1\) cannot encode/],
      [['--camera', '127.0.0.1', 'get'], /^camconfig rc: get needs at least one SECTION\/NAME/],
      [['--camera', '127.0.0.1', '--timeout', 'soon', 'view'], /^camconfig rc: option --timeout needs a positive number of seconds, found 'soon'/],
      [['--camera', '127.0.0.1', '--insecure', 'view'], /^camconfig rc: --insecure only applies to --https/],
      [['--camera', '127.0.0.1', 'delete', '--all', 'audio/MICRO'], /^camconfig rc: delete needs exactly one of/],
    ];
    for (const [args, expected] of cases) {
      const run = await runRc(args, { env: password });
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr, args.join(' ')).toMatch(expected);
      expect(run.stdout).toBe('');
    }
  });

  it('without a password and without a terminal: a usage error, not a hanging prompt', async () => {
    const camera = await startCamera();
    const run = await runRc(['--camera', `127.0.0.1:${camera.port}`, 'view']); // a prompt that hangs is killed at runRc's bound: code null
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('camconfig rc: no password: give --password, set CAMCONFIG_PASSWORD, or run on a terminal to be asked\n(see camconfig rc --help)\n');
  });
});

describe('camconfig rc camera and network errors', () => {
  it('wrong password: exit 4, no factory warning, password never printed', async () => {
    const camera = await startCamera({ password: 'richtig' });
    const run = await runRc(['--camera', `127.0.0.1:${camera.port}`, 'view'], { env: { CAMCONFIG_PASSWORD: 'falsch-geraten' } });
    expect(run.code).toBe(4);
    expect(run.stderr).toBe(`camconfig rc: camera 127.0.0.1:${camera.port} refused the credentials of user 'admin' (HTTP 401): check the user name and password\n`);
    expect(run.stdout + run.stderr).not.toContain('falsch-geraten');
    const json = await runRc(['--camera', `127.0.0.1:${camera.port}`, '--json', '--password', 'falsch-geraten', 'view']);
    expect(json.code).toBe(4);
    expect(JSON.parse(json.stdout)).toEqual({ error: { kind: 'AuthError', exitCode: 4, message: expect.stringMatching(/refused the credentials of user 'admin'/) } });
    expect(json.stdout + json.stderr).not.toContain('falsch-geraten');
  });

  it('a set with an unknown parameter: exit 3, the error names the command line', async () => {
    const camera = await startCamera();
    const run = await runRc(['--camera', `127.0.0.1:${camera.port}`, 'set', 'audio/NOPE=1', '--store'], { env: password });
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(/camconfig rc: camera 127\.0\.0\.1:\d+ reported an error:\n {2}write params: unknown parameter audio\/NOPE\nThese commands did run: view section audio; store\n/);
  });

  it('nothing listening: exit 5 naming host and port', async () => {
    const port = await closedTcpPort();
    const run = await runRc(['--camera', `127.0.0.1:${port}`, 'view'], { env: password });
    expect(run.code).toBe(5);
    expect(run.stderr).toBe(`camconfig rc: cannot reach camera 127.0.0.1:${port}: connection refused (is the camera switched on, and is the port right?)\n`);
  });

  it('a camera slower than --timeout: exit 5 naming the timeout', async () => {
    const camera = await startCamera({ faults: { latencyMs: 3_000 } });
    const run = await runRc(['--camera', `127.0.0.1:${camera.port}`, '--timeout', '0.3', 'profile'], { env: password });
    expect(run.code).toBe(5);
    expect(run.stderr).toMatch(new RegExp(`^camconfig rc: camera 127\\.0\\.0\\.1:${camera.port}: no answer within 0\\.3 s\\n`));
  });

  it('--long-timeout carries a slow reset that --timeout would cut short', async () => {
    const camera = await startCamera({ faults: { latencyMs: 1_500 } });
    const target = ['--camera', `127.0.0.1:${camera.port}`, '--timeout', '0.5', '--long-timeout', '20'];
    camera.runScript('helo\nwrite params\naudio/MICRO=0\nquit\n');
    const short = await runRc([...target, 'get', 'audio/MICRO'], { env: password });
    expect(short.code).toBe(5);
    expect(short.stderr).toMatch(/no answer within 0\.5 s/);
    const reset = await runRc([...target, 'reset', 'audio'], { env: password });
    expect(reset.code).toBe(0);
    expect(getParam(camera.running, 'audio', 'MICRO')).toBe('1');
  });

  it('a backup file that cannot be written: exit 1 naming it', async () => {
    const camera = await startCamera();
    const file = join(freshHome(), 'no-such-folder', 'cam.cfg');
    const run = await runRc(['--camera', `127.0.0.1:${camera.port}`, 'backup', '-o', file], { env: password });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(new RegExp(`^camconfig rc: cannot write backup file '${file}': no such file\\n`));
    expect(run.stdout).toBe('');
  });

  it('a cut-off answer: exit 6, what ran and what is unknown; --json carries the error too', async () => {
    const camera = await startCamera({ faults: { cutOffAfterLines: 6 } });
    const run = await runRc(['--camera', `127.0.0.1:${camera.port}`, '--json', 'set', 'audio/MICRO=0', '--store', '--update'], { env: password });
    expect(run.code).toBe(6);
    expect(run.stderr).toMatch(/cut off before OK: the camera confirmed \(#exec\): write params; view section audio\. not confirmed, so it may have run: store; update\. view the configuration before repeating anything/);
    expect(JSON.parse(run.stdout)).toMatchObject({ error: { kind: 'CutOffError', exitCode: 6 } });
  });

  it('a cut-off script still prints the commands that ran', async () => {
    const camera = await startCamera({ faults: { cutOffAfterLines: 5 } });
    const run = await runRc(['--camera', `127.0.0.1:${camera.port}`, 'script', '-'], { env: password, stdin: 'store\nprofile\nupdate\n' });
    expect(run.code).toBe(6);
    expect(run.stdout).toBe('[ran]    store\n         #store: configuration written to flash\n[?]      profile\n[?]      update   (never echoed)\n-- CUT OFF before OK: 1 ran, 0 with errors, 2 not confirmed; not-confirmed commands may or may not have run\n');
  });

  it('script --json after a cut-off: one document, the transcript with the never-echoed commands and the error', async () => {
    const camera = await startCamera({ faults: { cutOffAfterLines: 5 } });
    const run = await runRc(['--camera', `127.0.0.1:${camera.port}`, 'script', '-', '--json'], { env: password, stdin: 'store\nprofile\nupdate\n' });
    expect(run.code).toBe(6);
    const document = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(document).toMatchObject({ completed: false, neverEchoed: ['update'], error: { kind: 'CutOffError', exitCode: 6 } });
    expect((document.commands as Array<{ line: string; status: string }>).map(({ line, status }) => `${status} ${line}`)).toEqual(['ran store', 'unconfirmed profile']);
  });

  it('script --json when the camera answers ERROR: one document, the transcript and the error, no neverEchoed', async () => {
    const camera = await startCamera();
    const script = 'write params\naudio/MICRO=0\nview section nosuch\nstore\n';
    const run = await runRc(['--camera', `127.0.0.1:${camera.port}`, 'script', '-', '--json'], { env: password, stdin: script });
    expect(run.code).toBe(3);
    const document = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(Object.keys(document)).toEqual(['completed', 'commands', 'trailing', 'error']);
    expect(document).toMatchObject({ completed: true, error: { kind: 'CameraError', exitCode: 3, message: expect.stringContaining('unknown section nosuch') } });
    expect((document.commands as Array<{ line: string; status: string }>).map(({ line, status }) => `${status} ${line}`)).toEqual(['ran write params', 'error view section nosuch', 'ran store']);
  });

  it('a web page instead of a camera: exit 7, and no warning about factory credentials it never checked', async () => {
    const port = await startHtmlServer();
    const run = await runRc(['--camera', `127.0.0.1:${port}`, 'view'], { env: password });
    expect(run.code).toBe(7);
    expect(run.stderr).toMatch(/answered, but not as a camera's remote configuration \(a text\/html answer starting '<!DOCTYPE html>'\): check the address and port/);
    expect(run.stderr).not.toContain('factory user and password');
  });

  it('stored values that do not come back after the reboot: exit 8 naming them', async () => {
    const camera = await startCamera({ rebootSeconds: 0.5 });
    // Once the camera is up again, something else changes the value before the CLI reads it back.
    const sabotage = (async (): Promise<void> => {
      await expect.poll(() => camera.isRebooting(), { interval: 10 }).toBe(true); // the reboot window is short: look often
      await camera.whenUp();
      camera.runScript('helo\nwrite params\naudio/SPEAKERLEVEL=1\nquit\n');
    })();
    const run = await runRc(['--camera', `127.0.0.1:${camera.port}`, 'set', 'audio/SPEAKERLEVEL=44', '--store', '--reboot', '--wait', '--poll-interval', '0.2'], { env: password });
    await sabotage;
    expect(run.code).toBe(8);
    expect(run.stderr).toMatch(/did not keep 1 stored value\(s\):\n {2}audio\/SPEAKERLEVEL: expected '44', found '1'/);
    expect(getParam(camera.flash, 'audio', 'SPEAKERLEVEL')).toBe('44');
  });
});

// `camconfig rc` as a technician runs it: the built CLI in a child process against a simulated
// camera on 127.0.0.1; stdout, stderr and exit codes checked, with the camera's state behind it.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { commandNames } from '../../../src/shared/remoteconfig/commands';
import { getParam } from '../../../src/shared/remoteconfig/configModel';
import { decodeLatin1 } from '../../../src/shared/remoteconfig/latin1';
import { startCamera, stopAll } from '../remoteconfig/cameraFixture';
import { freshHome, removeHomes, runRc } from './rcCli';

afterEach(async () => {
  await stopAll();
  removeHomes();
});

const password = { CAMCONFIG_PASSWORD: 'meinsm' };
const factoryWarning = /camconfig rc: warning: camera 127\.0\.0\.1:\d+ still accepts the factory user and password/;

describe('camconfig rc reading', () => {
  it('view prints sections as the camera lists them, in UTF-8, and warns about factory credentials', async () => {
    const camera = await startCamera();
    const run = await runRc(['--camera', `127.0.0.1:${camera.port}`, 'view', 'audio', 'general'], { env: password });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      [
        'SECTION audio',
        'SPEAKER=1',
        'MICRO=1',
        'PREAMPLIFIER=0',
        'SPEAKERLEVEL=50',
        'ENDSECTION audio',
        'SECTION general',
        'CAMERA_NAME=Eingang Süd',
        'LOCATION=Eingang Süd: Außenwand, 2,40 m über Boden',
        'LANGUAGE=de',
        'OVERLAY_TEXT=Kamera=Eingang Süd Zeit=%H:%M:%S',
        'ENDSECTION general',
        '',
      ].join('\n'),
    );
    expect(run.stderr).toMatch(factoryWarning);
    expect(run.stderr).not.toContain('meinsm');
  });

  it('view --json gives the sections as data; backup --json without -o carries the file text', async () => {
    const camera = await startCamera();
    const view = await runRc(['--camera', `127.0.0.1:${camera.port}`, '--json', 'view', 'audio'], { env: password });
    expect(JSON.parse(view.stdout)).toEqual({ sections: [{ name: 'audio', params: camera.running.sections.find((section) => section.name === 'audio')!.params }] });
    const backup = await runRc(['--camera', `127.0.0.1:${camera.port}`, '--json', 'backup'], { env: password });
    const document = JSON.parse(backup.stdout) as { text: string; firmware: string; sections: number };
    expect(document.firmware).toBe('MX-V5.5.2.166');
    expect(document.sections).toBe(6);
    expect(document.text).toMatch(/^#:MX-V5\.5\.2\.166\nSECTION timestamp\n[\s\S]*LOCATION=Eingang Süd: Außenwand/);
  });

  it('get prints SECTION/NAME=value; a missing parameter exits 3 and is named; --json gives null for it', async () => {
    const camera = await startCamera({ password: 'pw' });
    const run = await runRc(['--camera', `127.0.0.1:${camera.port}`, '--password', 'pw', 'get', 'audio/MICRO', 'sip/NUMBER', 'audio/NOPE']);
    expect(run.code).toBe(3);
    expect(run.stdout).toBe('audio/MICRO=1\nsip/NUMBER=301\n');
    expect(run.stderr).toBe(`camconfig rc: camera 127.0.0.1:${camera.port} has no parameter audio/NOPE\n`);
    const json = await runRc(['--camera', `127.0.0.1:${camera.port}`, '--password', 'pw', '--json', 'get', 'audio/MICRO', 'audio/NOPE']);
    expect(JSON.parse(json.stdout)).toEqual({ params: [{ section: 'audio', name: 'MICRO', value: '1' }, { section: 'audio', name: 'NOPE', value: null }] });
  });

  it('profile, activate-profile, reboot-needed and help', async () => {
    const camera = await startCamera();
    const rc = (...args: string[]): ReturnType<typeof runRc> => runRc(['--camera', `127.0.0.1:${camera.port}`, ...args], { env: password });
    expect((await rc('profile')).stdout).toBe('\n');
    expect((await rc('activate-profile', 'night')).stdout).toBe('activated profile night\n');
    expect(JSON.parse((await rc('--json', 'profile')).stdout)).toEqual({ profile: 'night' });
    const unknown = await rc('activate-profile', 'weekend');
    expect(unknown.code).toBe(3);
    expect(unknown.stderr).toMatch(/activate_profile weekend: unknown profile weekend/);
    expect((await rc('reboot-needed')).stdout).toBe('');
    await rc('set', 'network/HOSTNAME=cam-x');
    expect(JSON.parse((await rc('--json', 'reboot-needed')).stdout)).toEqual({ rebootNeeded: true, sections: ['network'] });
    const help = await rc('help');
    expect(help.code).toBe(0);
    expect(help.stdout).toBe(commandNames.join('\n') + '\n');
  });
});

describe('camconfig rc writing', () => {
  it('set --store --update writes, stores and applies in one request; --json reports it', async () => {
    const camera = await startCamera();
    const run = await runRc(['--camera', `127.0.0.1:${camera.port}`, '--json', 'set', 'audio/SPEAKERLEVEL=80', 'general/LOCATION=Tür 2 = Süd', '--store', '--update'], { env: password });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      written: [
        { section: 'audio', name: 'SPEAKERLEVEL', value: '80' },
        { section: 'general', name: 'LOCATION', value: 'Tür 2 = Süd' },
      ],
      readBack: true,
      stored: true,
      updated: true,
      rebooted: false,
    });
    expect(getParam(camera.flash, 'general', 'LOCATION')).toBe('Tür 2 = Süd');
    expect(getParam(camera.applied, 'audio', 'SPEAKERLEVEL')).toBe('80');
  });

  it('set without --store says the value is not kept over a reboot; store, update and restore', async () => {
    const camera = await startCamera();
    const rc = (...args: string[]): ReturnType<typeof runRc> => runRc(['--camera', `127.0.0.1:${camera.port}`, ...args], { env: password });
    const set = await rc('set', 'audio/MICRO=0');
    expect(set.stdout).toBe('audio/MICRO=0\nwrote 1 parameter(s), read back as written\n');
    expect(set.stderr).toMatch(/running configuration only: run `store` to keep them over a reboot/);
    expect((await rc('restore', 'audio')).stdout).toBe('restored section(s) audio from flash\n');
    expect(getParam(camera.running, 'audio', 'MICRO')).toBe('1');
    await rc('set', 'audio/MICRO=0');
    const store = await rc('store');
    expect(store.stdout).toMatch(/^#store.*\nstored the running configuration to flash\n$/);
    expect(getParam(camera.flash, 'audio', 'MICRO')).toBe('0');
    expect(getParam(camera.applied, 'audio', 'MICRO')).toBe('1');
    const update = await rc('update');
    expect(update.code).toBe(0);
    expect(update.stdout).toBe('#update: daemons updated\napplied the changes that need no reboot\n');
    expect(getParam(camera.applied, 'audio', 'MICRO')).toBe('0');
    await rc('set', 'audio/SPEAKERLEVEL=5', 'sip/NUMBER=9');
    expect((await rc('restore')).stdout).toBe('restored the running configuration from flash\n');
    expect(getParam(camera.running, 'audio', 'SPEAKERLEVEL')).toBe('50');
    expect(getParam(camera.running, 'sip', 'NUMBER')).toBe('301');
    expect(getParam(camera.running, 'audio', 'MICRO')).toBe('0');
  });

  it('reset needs --yes for the whole configuration, not for sections', async () => {
    const camera = await startCamera();
    const rc = (...args: string[]): ReturnType<typeof runRc> => runRc(['--camera', `127.0.0.1:${camera.port}`, ...args], { env: password });
    await rc('set', 'audio/MICRO=0', 'sip/NUMBER=7');
    const refused = await rc('reset');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/^camconfig rc: reset without sections resets the WHOLE configuration.*add --yes/);
    expect(getParam(camera.running, 'audio', 'MICRO')).toBe('0');
    expect((await rc('reset', 'audio')).code).toBe(0);
    expect(getParam(camera.running, 'audio', 'MICRO')).toBe('1');
    expect(getParam(camera.running, 'sip', 'NUMBER')).toBe('7');
    expect((await rc('reset', '--yes')).code).toBe(0);
    expect(getParam(camera.running, 'sip', 'NUMBER')).toBe('301');
  });

  it('delete and append', async () => {
    const camera = await startCamera();
    const rc = (...args: string[]): ReturnType<typeof runRc> => runRc(['--camera', `127.0.0.1:${camera.port}`, ...args], { env: password });
    expect((await rc('append', 'custom', 'NOTE=Größe', 'X=1')).stdout).toBe('appended 2 parameter(s) to section custom\n');
    expect(getParam(camera.running, 'custom', 'NOTE')).toBe('Größe');
    expect((await rc('delete', 'custom/X')).stdout).toBe('deleted custom/X\n');
    expect(getParam(camera.running, 'custom', 'X')).toBeUndefined();
    expect((await rc('delete', '--section', 'custom', '--section', 'sip')).stdout).toBe('deleted section(s) custom, sip\n');
    expect(camera.running.sections.map((section) => section.name)).not.toContain('sip');
    const noYes = await rc('delete', '--all');
    expect(noYes.code).toBe(2);
    expect((await rc('delete', '--all', '--yes')).code).toBe(0);
    expect(camera.running.sections).toEqual([]);
  });

  it('set --reboot --wait waits for the camera and verifies the stored values', async () => {
    const camera = await startCamera({ rebootSeconds: 0.5 });
    const run = await runRc(['--camera', `127.0.0.1:${camera.port}`, 'set', 'audio/SPEAKERLEVEL=33', '--store', '--reboot', '--wait', '--poll-interval', '0.1'], { env: password });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^audio\/SPEAKERLEVEL=33\nwrote 1 parameter\(s\), read back as written, stored to flash, reboot started, camera back after [\d.]+ s, verified 1 stored value\(s\)\n$/);
    expect(run.stderr).toMatch(/rebooting: waiting for the camera to go down\n.*camera is down \(connection refused\); waiting up to 180 s.*\n.*camera is back after/);
    expect(getParam(camera.flash, 'audio', 'SPEAKERLEVEL')).toBe('33');
  });

  it('set --reboot without --store is refused before anything is sent', async () => {
    const camera = await startCamera();
    const run = await runRc(['--camera', `127.0.0.1:${camera.port}`, 'set', 'audio/MICRO=0', '--reboot'], { env: password });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/set --reboot without --store would lose the new values in the reboot; add --store/);
    expect(getParam(camera.running, 'audio', 'MICRO')).toBe('1');
  });

  it('reboot --wait, then the unstored change is gone', async () => {
    const camera = await startCamera();
    const rc = (...args: string[]): ReturnType<typeof runRc> => runRc(['--camera', `127.0.0.1:${camera.port}`, ...args], { env: password });
    await rc('set', 'audio/MICRO=0');
    const run = await rc('--json', 'reboot', '--wait', '--poll-interval', '0.1');
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ rebooted: true, rebootSeconds: expect.any(Number) });
    expect((await rc('get', 'audio/MICRO')).stdout).toBe('audio/MICRO=1\n');
  });
});

describe('camconfig rc backup, restore-backup and script', () => {
  it('backup -o writes exactly the clean Latin-1 file; stdout gets the same bytes', async () => {
    const camera = await startCamera();
    const home = freshHome();
    const file = join(home, 'cam.cfg');
    const rc = (...args: string[]): ReturnType<typeof runRc> => runRc(['--camera', `127.0.0.1:${camera.port}`, ...args], { env: password });
    const run = await rc('backup', '-o', file);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(new RegExp(`^wrote \\d+ bytes \\(6 sections, firmware MX-V5\\.5\\.2\\.166\\) to ${file}\\n$`));
    const bytes = readFileSync(file);
    expect(bytes.includes(Buffer.from('Süd', 'latin1'))).toBe(true);
    expect(bytes.includes(Buffer.from('Süd', 'utf8'))).toBe(false);
    const text = decodeLatin1(bytes);
    expect(text.startsWith('#:MX-V5.5.2.166\nSECTION timestamp\n')).toBe(true);
    expect(text.endsWith('ENDSECTION events\n')).toBe(true);
    expect((await rc('backup')).stdoutBytes.equals(bytes)).toBe(true);
  });

  it('restore-backup puts the backup back; another firmware is refused (exit 2) unless --force', async () => {
    const camera = await startCamera();
    const home = freshHome();
    const file = join(home, 'cam.cfg');
    const rc = (...args: string[]): ReturnType<typeof runRc> => runRc(['--camera', `127.0.0.1:${camera.port}`, ...args], { env: password });
    await rc('backup', '-o', file);
    await rc('set', 'general/LOCATION=anders', '--store');
    const restored = await rc('restore-backup', file);
    expect(restored.code).toBe(0);
    expect(restored.stdout).toBe(`restored 6 section(s) from ${file}, read back as written, stored and updated\n`);
    expect(getParam(camera.flash, 'general', 'LOCATION')).toBe('Eingang Süd: Außenwand, 2,40 m über Boden');
    const other = join(home, 'other.cfg');
    writeFileSync(other, readFileSync(file).toString('latin1').replace('#:MX-V5.5.2.166', '#:MX-V4.0.0'), 'latin1');
    const refused = await rc('restore-backup', other);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/refusing to restore: the backup was made on firmware MX-V4\.0\.0 but camera 127\.0\.0\.1:\d+ runs MX-V5\.5\.2\.166; use --force/);
    expect((await rc('restore-backup', other, '--force')).code).toBe(0);
    const broken = join(home, 'broken.cfg');
    writeFileSync(broken, '#:MX-V5.5.2.166\nSECTION audio\nMICRO=1\n');
    const bad = await rc('restore-backup', broken);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(new RegExp(`not a configuration backup: ${broken}`));
    const missing = await rc('restore-backup', join(home, 'nope.cfg'));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/cannot read backup file '.*nope\.cfg': no such file/);
  });

  it('script prints the transcript grouped per command; ERROR lines exit 3, what ran is shown', async () => {
    const camera = await startCamera();
    const script = '# my changes\nwrite params\naudio/MICRO=0\nview section nosuch\nview section audio\nstore\n';
    const run = await runRc(['--camera', `127.0.0.1:${camera.port}`, 'script', '-'], { env: password, stdin: script });
    expect(run.code).toBe(3);
    expect(run.stdout).toBe(
      [
        '[ran]    write params',
        '           audio/MICRO=0',
        '[ERROR]  view section nosuch',
        '         ERROR: unknown section nosuch',
        '[ran]    view section audio',
        '         SECTION audio',
        '         SPEAKER=1',
        '         MICRO=0',
        '         PREAMPLIFIER=0',
        '         SPEAKERLEVEL=50',
        '         ENDSECTION audio',
        '[ran]    store',
        '         #store: configuration written to flash',
        '-- OK: 3 ran, 1 with errors, 0 not confirmed',
        '',
      ].join('\n'),
    );
    expect(run.stderr).toMatch(/view section nosuch: unknown section nosuch\nThese commands did run: write params; view section audio; store/);
    expect(getParam(camera.flash, 'audio', 'MICRO')).toBe('0');
  });

  it('script from a file with --json; a malformed script is refused before sending (exit 2, names the line)', async () => {
    const camera = await startCamera();
    const home = freshHome();
    const file = join(home, 'cmds.txt');
    writeFileSync(file, 'helo\nprofile\nquit\n');
    const run = await runRc(['--camera', `127.0.0.1:${camera.port}`, '--json', 'script', file], { env: password });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      completed: true,
      commands: [{ line: 'profile', command: 'profile', status: 'ran', block: [], traces: [], data: [''], errors: [] }],
      trailing: [],
    });
    writeFileSync(file, 'write params\naudio/MICRO=0\nfrobnicate\n');
    const bad = await runRc(['--camera', `127.0.0.1:${camera.port}`, 'script', file], { env: password });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(new RegExp(`camconfig rc: ${file} line 3: .*frobnicate`));
    writeFileSync(file, 'write params\ngeneral/LOCATION=Preis 5 €\naudio/MICRO=0\n');
    const euro = await runRc(['--camera', `127.0.0.1:${camera.port}`, 'script', file], { env: password });
    expect(euro.code).toBe(2);
    expect(euro.stderr).toMatch(new RegExp(`camconfig rc: ${file} line 2: contains '€' \\(U\\+20AC\\) at column 26, which ISO-8859-1 \\(Latin-1\\) cannot encode`));
    expect(getParam(camera.running, 'audio', 'MICRO')).toBe('1');
  });

  it('script refuses a file that reboots without storing its change (exit 2, file and line), and the camera gets no request', async () => {
    const requests: string[] = [];
    const camera = await startCamera({ log: (line) => requests.push(line) });
    const file = join(freshHome(), 'reboot.txt');
    writeFileSync(file, 'write params\naudio/MICRO=0\nupdate\nreboot\n');
    const run = await runRc(['--camera', `127.0.0.1:${camera.port}`, 'script', file], { env: password });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`camconfig rc: ${file} line 4: reboot without store would lose what 'write params' (line 1) changed`);
    expect(requests).toEqual([]);
  });
});

// Camera lists through the services: an .mxu list's passwords sealed in the workspace (in no
// file, event or answer), a CSV's variables and groups kept across a restart, bad lines
// reported and the rest imported, a list imported again adds nothing twice, the CSV export.
import { englishProblems } from '../../../support/englishProblems';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PasswordProtection } from '../../../../src/main/workspace';
import { stopCameraFleet, type SimulatedCamera } from '../../../../src/main/simulator/camera';
import { startCamera } from '../../remoteconfig/cameraFixture';
import { filesContaining, temporaryFolder } from '../../workspace/workspaceFolder';
import { closedTcpPort, freeConsecutiveTcpPorts } from '../../../support/reservedPort';
import { running, startStudio as startStudioOn } from '../studioOnWorkspace';
import { startSimulatedCameraFleet } from '../../../support/simulatedCameras';

const protection: PasswordProtection = { kind: 'passphrase', passphrase: 'lists phrase' };
const startStudio = (folder: string) => startStudioOn(folder, protection);

/** Where no camera answers: an offline camera in the lists. */
let closedPort: number;
beforeAll(async () => {
  closedPort = await closedTcpPort();
});

describe('importing an .mxu list', () => {
  it('imports the good lines with their groups and passwords (sealed, never in a file, event or answer), reports the bad ones', async () => {
    const folder = await temporaryFolder();
    const passwords = ['mxu-Pass-one', 'mxu-Pass-two'];
    const [first, second] = await Promise.all(passwords.map((password) => startCamera({ password })));
    const text = [
      '#EXTMXU',
      '// two cameras of hall 3',
      '#EXTGROUP:Halle 3',
      `Tor 1\t127.0.0.1:${first!.port}\tadmin\t${passwords[0]}`,
      `Tor 2\t\t127.0.0.1:${second!.port}\t\tadmin\t${passwords[1]}`,
      'Tor 3 127.0.0.1 admin mxu-Pass-three',
      `Tor 1 again\t127.0.0.1:${first!.port}\tadmin\tmxu-Pass-four`,
    ].join('\r\n');
    const studio = await startStudio(folder);
    const preview = await studio.call('cameraLists.preview', { fileName: 'site.mxu', text });
    expect(preview.added.map(({ cameraId, label, group, passwordGiven }) => ({ cameraId, label, group, passwordGiven }))).toEqual([
      { cameraId: null, label: 'Tor 1', group: 'Halle 3', passwordGiven: true },
      { cameraId: null, label: 'Tor 2', group: 'Halle 3', passwordGiven: true },
    ]);
    expect((await studio.call('cameras.list', {})).cameras).toEqual([]);

    const report = await studio.call('cameraLists.import', { fileName: 'site.mxu', text });
    expect(report.added.map((camera) => camera.cameraId)).toEqual(['cam-1', 'cam-2']);
    expect(englishProblems(report.problems)).toEqual([
      { line: 6, message: 'has no tab: a camera line is Name, IP, user and password separated by tabs' },
      { line: 7, message: `lists the same camera as line 4 (127.0.0.1:${first!.port}); only line 4 is used` },
    ]);
    await expect.poll(async () => (await studio.call('cameras.list', {})).cameras.map((camera) => `${camera.label}/${camera.group}/${camera.state}`)).toEqual(['Tor 1/Halle 3/online', 'Tor 2/Halle 3/online']);

    for (const password of [...passwords, 'mxu-Pass-three', 'mxu-Pass-four']) {
      expect(await filesContaining(folder, password)).toEqual([]);
      expect(JSON.stringify(studio.events)).not.toContain(password);
      expect(JSON.stringify(report)).not.toContain(password);
    }
    await running.pop()!.close();

    const again = await startStudio(folder);
    await expect.poll(async () => (await again.call('cameras.list', {})).cameras.map((camera) => `${camera.id}/${camera.group}/${camera.passwordKnown}/${camera.state}`)).toEqual([
      'cam-1/Halle 3/true/online',
      'cam-2/Halle 3/true/online',
    ]);
  });
});

describe('importing a CSV list', () => {
  it('keeps variables and groups, gives the import credentials to every camera, adds nothing twice when imported again', async () => {
    const folder = await temporaryFolder();
    const cameras = await Promise.all([startCamera({ password: 'csv-Pass' }), startCamera({ password: 'csv-Pass' })]);
    const text = `# site list\nIP;SIPNUMBER;GROUP\n127.0.0.1:${cameras[0]!.port};4711;Außen\n127.0.0.1:${cameras[1]!.port};4712;\n127.0.0.1:http;1;x\n`;
    const studio = await startStudio(folder);
    const report = await studio.call('cameraLists.import', { fileName: 'site.csv', text, user: 'admin', password: 'csv-Pass' });
    expect(report.variableNames).toEqual(['SIPNUMBER']);
    expect(englishProblems(report.problems)).toEqual([{ line: 5, message: "port 'http' of 127.0.0.1 is not a number from 1 to 65535" }]);
    await expect.poll(async () => (await studio.call('cameras.list', {})).cameras.map(({ group, variables, state }) => ({ group, variables, state }))).toEqual([
      { group: 'Außen', variables: { SIPNUMBER: '4711' }, state: 'online' },
      { group: null, variables: { SIPNUMBER: '4712' }, state: 'online' },
    ]);

    const twice = await studio.call('cameraLists.import', { fileName: 'site.csv', text, password: 'csv-Pass' });
    expect(twice.added).toEqual([]);
    expect(twice.existing).toEqual([
      { line: 3, cameraId: 'cam-1', label: `127.0.0.1:${cameras[0]!.port}`, changes: [] },
      { line: 4, cameraId: 'cam-2', label: `127.0.0.1:${cameras[1]!.port}`, changes: [] },
    ]);
    expect((await studio.call('cameras.list', {})).cameras).toHaveLength(2);
    expect(await filesContaining(folder, 'csv-Pass')).toEqual([]);
  });

  it('without a password for the list, the cameras ask for theirs', async () => {
    const studio = await startStudio(await temporaryFolder());
    await studio.call('cameraLists.import', { fileName: 'site.csv', text: `IP\n127.0.0.1:${closedPort}\n` });
    const [camera] = (await studio.call('cameras.list', {})).cameras;
    expect(camera).toMatchObject({ user: 'admin', passwordKnown: false, port: closedPort });
  });

  it('refuses a list whose header row cannot be used, naming the file and line; nothing is imported', async () => {
    const studio = await startStudio(await temporaryFolder());
    const failure = await studio.failure('cameraLists.import', { fileName: 'site.csv', text: '127.0.0.1;4711\n' });
    expect(failure.code).toBe('invalid_request');
    expect(failure.message).toContain('site.csv line 1 (the header row) looks like a camera address');
    expect((await studio.call('cameras.list', {})).cameras).toEqual([]);
  });
});

describe('importing a list again', () => {
  it('updates what it says about cameras already there (exported, edited, imported again) and keeps their id and password', async () => {
    const folder = await temporaryFolder();
    const camera = await startCamera({ password: 'again-Pass' });
    const studio = await startStudio(folder);
    await studio.call('cameraLists.import', { fileName: 'site.csv', text: `IP;SIP;ROOM;GROUP\n127.0.0.1:${camera.port};1;Lager;A\n127.0.0.1:${closedPort};2;Hof;A\n`, password: 'again-Pass' });
    await studio.call('cameras.update', { cameraId: 'cam-1', variables: { SIP: '1', ROOM: 'Lager', FLOOR: '2' } });
    const exported = (await studio.call('cameraLists.exportCsv', {})).text;
    expect(exported).toBe(`ADDRESS;LABEL;GROUP;SIP;ROOM;FLOOR\r\n127.0.0.1:${camera.port};;A;1;Lager;2\r\n127.0.0.1:${closedPort};;A;2;Hof;\r\n`);

    const edited = exported.replace(';A;1;Lager;2', 'Tor;B;11;;2');
    const preview = await studio.call('cameraLists.preview', { fileName: 'cameras.csv', text: edited });
    expect(preview.existing.map(({ cameraId, changes }) => ({ cameraId, changes }))).toEqual([
      { cameraId: 'cam-1', changes: ['name Tor', 'group B', 'SIP=11', 'ROOM removed'] },
      { cameraId: 'cam-2', changes: [] },
    ]);
    expect((await studio.call('cameras.list', {})).cameras[0]!.group).toBe('A');
    const report = await studio.call('cameraLists.import', { fileName: 'cameras.csv', text: edited });
    expect(report.added).toEqual([]);
    await running.pop()!.close();

    const again = await startStudio(folder);
    await expect.poll(async () => (await again.call('cameras.list', {})).cameras.map(({ id, label, group, variables, passwordKnown, state }) => ({ id, label, group, variables, passwordKnown, state }))).toEqual([
      { id: 'cam-1', label: 'Tor', group: 'B', variables: { SIP: '11', FLOOR: '2' }, passwordKnown: true, state: 'online' },
      { id: 'cam-2', label: `127.0.0.1:${closedPort}`, group: 'A', variables: { SIP: '2', ROOM: 'Hof' }, passwordKnown: true, state: 'offline' },
    ]);
  });

  it('a variable in another letter case replaces the camera one; a list past 32 variables for a camera is reported', async () => {
    const studio = await startStudio(await temporaryFolder());
    await studio.call('cameraLists.import', { fileName: 'a.csv', text: `IP;sip\n127.0.0.1:${closedPort};1\n` });
    const replaced = await studio.call('cameraLists.import', { fileName: 'b.csv', text: `IP;SIP\n127.0.0.1:${closedPort};2\n` });
    expect(replaced.existing[0]!.changes).toEqual(['sip removed', 'SIP=2']);
    const many = Array.from({ length: 32 }, (_, index) => `V${index}`);
    const tooMany = await studio.call('cameraLists.import', { fileName: 'c.csv', text: `IP;${many.join(';')}\n127.0.0.1:${closedPort};${many.join(';')}\n` });
    expect(englishProblems(tooMany.problems)).toEqual([{ line: 2, message: `cannot update 127.0.0.1:${closedPort} (already in the workspace): a camera has at most 32 variables, not 33` }]);
    expect((await studio.call('cameras.list', {})).cameras[0]!.variables).toEqual({ SIP: '2' });
  });
});

describe('groups, variables and the CSV export', () => {
  it('edits a camera group and variables (kept across a restart), refuses bad ones, exports all or one group', async () => {
    const folder = await temporaryFolder();
    const studio = await startStudio(folder);
    await studio.call('cameraLists.import', { fileName: 'site.csv', text: `IP;SIP;GROUP\n127.0.0.1:${closedPort};1;A\n127.0.0.2:${closedPort};2;B\n` });
    await studio.call('cameras.update', { cameraId: 'cam-2', group: 'A', variables: { SIP: '22', ROOM: 'Lager; Süd' } });
    const refused = await studio.failure('cameras.update', { cameraId: 'cam-2', variables: { 'BAD NAME': '1' } });
    expect(refused.code).toBe('invalid_request');
    expect(refused.message).toContain("'BAD NAME' is not usable as a {BAD NAME} placeholder");
    await running.pop()!.close();

    const again = await startStudio(folder);
    expect((await again.call('cameras.list', {})).cameras.map(({ group, variables }) => ({ group, variables }))).toEqual([
      { group: 'A', variables: { SIP: '1' } },
      { group: 'A', variables: { SIP: '22', ROOM: 'Lager; Süd' } },
    ]);
    const all = await again.call('cameraLists.exportCsv', {});
    expect(all).toEqual({ fileName: 'cameras.csv', cameraCount: 2, text: `ADDRESS;LABEL;GROUP;SIP;ROOM\r\n127.0.0.1:${closedPort};;A;1;\r\n127.0.0.2:${closedPort};;A;22;"Lager; Süd"\r\n` });
    await again.call('cameras.update', { cameraId: 'cam-1', group: null });
    expect(await again.call('cameraLists.exportCsv', { group: 'A' })).toMatchObject({ fileName: 'cameras-A.csv', cameraCount: 1 });
  });
});

describe('20 simulated cameras on consecutive ports', () => {
  it('an .mxu list (groups, one wrong password, one camera offline, bad lines) then a CSV of their SIP numbers', async () => {
    const password = 'fleet-20-Pass';
    const fleet = await fleetOnConsecutivePorts(20, password);
    try {
      const ports = fleet.map((camera) => camera.port);
      const address = (index: number) => `127.0.0.1:${ports[index]}`;
      await fleet[8]!.stop(); // offline
      const mxu = ['#EXTMXU', '#EXTGROUP:Nord'];
      fleet.forEach((_, index) => {
        if (index === 10) mxu.push('#EXTGROUP:Süd');
        mxu.push(`Kamera ${index + 1}\t${address(index)}\tadmin\t${index === 4 ? 'not-the-password' : password}`);
      });
      mxu.push('Kamera 21 127.0.0.1 admin x', `Kamera 1 again\t${address(0)}\tadmin\t${password}`);
      const studio = await startStudio(await temporaryFolder());
      const report = await studio.call('cameraLists.import', { fileName: 'site.mxu', text: mxu.join('\r\n') });
      expect(report.added).toHaveLength(20);
      expect(report.problems.map((problem) => problem.line)).toEqual([24, 25]);

      const csv = ['IP;SIPNUMBER', ...fleet.map((_, index) => `${address(index)};${300 + index}`)].join('\n');
      const update = await studio.call('cameraLists.import', { fileName: 'sip.csv', text: csv });
      expect(update.added).toEqual([]);
      expect(update.existing.map((camera) => camera.changes)).toEqual(fleet.map((_, index) => [`SIPNUMBER=${300 + index}`]));

      const states = async () => (await studio.call('cameras.list', {})).cameras.map(({ label, group, state, variables }) => `${label}/${group}/${state}/${variables.SIPNUMBER}`);
      await expect.poll(states, { timeout: 15_000 }).toEqual(
        fleet.map((_, index) => `Kamera ${index + 1}/${index < 10 ? 'Nord' : 'Süd'}/${index === 4 ? 'auth_failed' : index === 8 ? 'offline' : 'online'}/${300 + index}`),
      );
      expect(JSON.stringify(studio.events)).not.toContain(password);
    } finally {
      await stopCameraFleet(fleet);
    }
  });
});

/** `count` cameras on consecutive ports that were free a moment ago (another run when one was taken meanwhile). */
async function fleetOnConsecutivePorts(count: number, password: string): Promise<SimulatedCamera[]> {
  for (let attempt = 1; ; attempt++) {
    const basePort = await freeConsecutiveTcpPorts(count);
    try {
      return await startSimulatedCameraFleet({ count, basePort, password, rebootSeconds: 0.3 });
    } catch (error) {
      if (attempt === 5) throw error;
    }
  }
}

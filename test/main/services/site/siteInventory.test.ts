// The Site view's rows of a small workspace, through the API (site.inventory) and through
// `camconfig fleet inventory` (--json, --csv): a camera on factory credentials flagged, one
// offline, one with unstored edits, one with a backup and an audited change; both surfaces
// compute them with one engine function, so they agree.
import { afterEach, describe, expect, it } from 'vitest';
import type { InventoryRow } from '../../../../src/shared/api/siteSchemas';
import { inventoryCsvHeader } from '../../../../src/shared/fleet/inventoryCsv';
import { readCsvRecords } from '../../../../src/shared/text/readCsvRecords';
import { startCamera, stopAll } from '../../remoteconfig/cameraFixture';
import { temporaryFolder } from '../../workspace/workspaceFolder';
import { closedTcpPort } from '../../../support/testPorts';
import { running, startStudio, type Studio } from '../studioOnWorkspace';
import { runFleetInProcess, type FleetRun } from '../../cli/fleet/fleetInProcess';
import { englishText } from '../../../../src/shared/i18n/renderText';
import { localize } from '../../../../src/shared/i18n/text';

afterEach(stopAll);

const passphrase = 'site-inventory-phrase';
const password = 'Site-S3cret-77';

interface Site {
  folder: string;
  studio: Studio;
  ids: { factory: string; secret: string; offline: string };
}

/** Three cameras: Door on factory credentials with a backup, Gate with its own password, unstored edits and an applied change that waits for a reboot, Yard offline. */
async function smallSite(): Promise<Site> {
  const folder = await temporaryFolder();
  const studio = await startStudio(folder, { kind: 'passphrase', passphrase });
  const factoryCamera = await startCamera();
  const secretCamera = await startCamera({ user: 'tech', password });
  const add = async (input: { port: number; user: string; password: string; label: string }) => (await studio.call('cameras.add', { host: '127.0.0.1', ...input })).cameraId;
  const ids = {
    factory: await add({ port: factoryCamera.port, user: 'admin', password: 'meinsm', label: 'Door' }),
    secret: await add({ port: secretCamera.port, user: 'tech', password, label: 'Gate' }),
    offline: await add({ port: await closedTcpPort(), user: 'tech', password, label: 'Yard' }),
  };
  await studio.call('cameras.update', { cameraId: ids.factory, group: 'Hall' });
  await studio.call('cameras.update', { cameraId: ids.secret, group: 'Hall' });
  await studio.call('pendingEdits.save', { cameraId: ids.secret, edits: [{ section: 'audio', name: 'MICRO', value: '0' }, { section: 'audio', name: 'SPEAKER', value: '0' }] });
  expect((await studio.call('fleet.backup', { cameraIds: [ids.factory] })).ok).toBe(1);
  await studio.call('config.apply', { cameraId: ids.secret, changes: [{ section: 'audio', name: 'SPEAKERLEVEL', value: '55' }, { section: 'network', name: 'HOSTNAME', value: 'gate-2' }], store: true });
  return { folder, studio, ids };
}

function rowOf(rows: readonly InventoryRow[], id: string): InventoryRow {
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) throw new Error(`no row ${id}`);
  return row;
}

function camconfigFleet(args: string[]): Promise<FleetRun> {
  return runFleetInProcess(args, { CAMCONFIG_WORKSPACE_PASSPHRASE: passphrase });
}

/** What both surfaces must agree on (times of the last answer and round trips differ from one ask to the next). */
function comparable(row: InventoryRow): Partial<Omit<InventoryRow, 'reasons'>> & { reasons: string[] } {
  const { id, label, group, host, port, online, state, firmware, factoryPassword, rebootNeeded, unstoredEdits, lastBackup, lastChange, busPeer, overall, reasons } = row;
  return { id, label, group, host, port, online, state, firmware, factoryPassword, rebootNeeded, unstoredEdits, lastBackup, lastChange, busPeer, overall, reasons: reasons.map(englishText) };
}

describe('site.inventory and camconfig fleet inventory', () => {
  it('give the same rows: factory password flagged, offline, unstored edits, last backup, last change; the CSV reads back', async () => {
    const { folder, studio, ids } = await smallSite();
    const inventory = await studio.call('site.inventory', { refresh: true, operationId: 'inventory-1', parallel: 2 });
    expect(inventory.refresh).toEqual({ probed: 2, failed: 1, interrupted: 0, notReached: 0, cancelled: false });
    expect(inventory.cameras.map((row) => row.id)).toEqual([ids.factory, ids.secret, ids.offline]);

    const door = rowOf(inventory.cameras, ids.factory);
    expect(door).toMatchObject({ label: 'Door', group: 'Hall', online: true, state: 'online', firmware: 'MX-V5.5.2.166', factoryPassword: true, rebootNeeded: [], unstoredEdits: 0, lastChange: null, busPeer: null, overall: 'problem' });
    expect(door.lastBackup?.file).toMatch(new RegExp(`^127-0-0-1\\+${door.port}_\\d{6}-\\d{4}\\.cfg$`));
    expect(door.reasons.map(englishText)).toEqual(['factory password in use (admin / meinsm)']);
    expect(door.roundTripMs).toEqual(expect.any(Number));
    expect(door.lastAnswerAt).not.toBeNull();
    expect(JSON.stringify(inventory)).not.toContain('meinsm"');
    expect(JSON.stringify(inventory)).not.toContain(password);

    const gate = rowOf(inventory.cameras, ids.secret);
    expect(gate).toMatchObject({ factoryPassword: false, online: true, rebootNeeded: ['network'], unstoredEdits: 2, lastBackup: null, lastChange: { operation: localize('audit.operation.setParameters'), source: 'studio' }, overall: 'attention' });
    expect(gate.reasons.map(englishText)).toEqual(['reboot needed (network)', '2 unstored edits in the studio', 'no backup']);

    const yard = rowOf(inventory.cameras, ids.offline);
    expect(yard).toMatchObject({ online: false, state: 'offline', firmware: null, rebootNeeded: null, overall: 'problem' });
    expect(englishText(yard.reasons[0]!)).toMatch(/^offline: /);

    // Events reach a connection in batches: wait for the last camera's.
    const progress = () => studio.events.filter((event) => event.event === 'operation.progress').map((event) => event.payload as { operationId: string; cameraId: string; step: string; done: boolean });
    await expect.poll(() => progress().filter((event) => event.done).map((event) => `${event.cameraId} ${event.step}`).sort()).toEqual([`${ids.factory} done`, `${ids.secret} done`, `${ids.offline} failed`].sort());
    expect(progress().every((event) => event.operationId === 'inventory-1')).toBe(true);

    const hall = await studio.call('site.inventory', { group: 'Hall' });
    expect(hall.cameras.map((row) => row.id)).toEqual([ids.factory, ids.secret]);
    expect(hall.refresh).toBeNull();

    await running.pop()!.close(); // the command line reads the same workspace afterwards, as a technician would
    const json = await camconfigFleet(['inventory', '--workspace', folder, '--json']);
    expect(json.code, json.stderr).toBe(0);
    const printed = JSON.parse(json.stdout) as { cameras: InventoryRow[] };
    for (const row of printed.cameras) {
      expect(Object.keys(row)).toEqual(expect.arrayContaining(['id', 'label', 'group', 'host', 'port', 'online', 'firmware', 'factoryPassword', 'rebootNeeded', 'unstoredEdits', 'lastBackup', 'lastChange', 'busPeer']));
    }
    expect(printed.cameras.map(comparable)).toEqual(inventory.cameras.map(comparable));

    const csv = await camconfigFleet(['inventory', '--workspace', folder, '--csv', '--group', 'Hall']);
    expect(csv.code, csv.stderr).toBe(0);
    const records = readCsvRecords(csv.stdout, ';');
    if (!('records' in records)) throw new Error(englishText(records.problem));
    const [header, ...rows] = records.records.map((record) => record.fields);
    expect(header).toEqual(inventoryCsvHeader);
    const cell = (row: string[], name: string) => row[inventoryCsvHeader.indexOf(name)];
    expect(rows.map((row) => [cell(row, 'id'), cell(row, 'factory password'), cell(row, 'unstored edits'), cell(row, 'online')])).toEqual([
      [ids.factory, 'yes', '0', 'yes'],
      [ids.secret, 'no', '2', 'yes'],
    ]);
    expect(cell(rows[1]!, 'reboot needed')).toBe('network');
    expect(cell(rows[0]!, 'last backup file')).toBe(door.lastBackup!.file);
    expect(cell(rows[1]!, 'last change operation')).toBe('set parameters');

    const table = await camconfigFleet(['inventory', '--workspace', folder]);
    expect(table.code).toBe(0);
    expect(table.stdout.split('\n')[0]).toMatch(/^ID\s+LABEL\s+GROUP\s+ADDRESS\s+STATE/);
    expect(table.stdout).toContain(`${ids.factory}: factory password in use (admin / meinsm)`);
  });

  it('refuses a wrong option or an unknown group with exit code 2, naming it', async () => {
    const folder = await temporaryFolder();
    const both = await camconfigFleet(['inventory', '--workspace', folder, '--json', '--csv']);
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('--json and --csv: choose one');
    for (const parallel of ['0', '513', 'many']) {
      const wrong = await camconfigFleet(['inventory', '--workspace', folder, '--parallel', parallel]);
      expect(wrong.code).toBe(2);
      expect(wrong.stderr).toContain(`--parallel '${parallel}': give a whole number of cameras from 1 to 512`);
    }
    const group = await camconfigFleet(['inventory', '--workspace', folder, '--group', 'Nowhere']);
    expect(group.code).toBe(2);
    expect(group.stderr).toContain("--group 'Nowhere': no camera of the workspace");
  });
});

describe('a camera whose answer is cut off', () => {
  it('is online but a problem, "answer cut off", in site.inventory and in camconfig fleet inventory; a full answer clears it', async () => {
    const folder = await temporaryFolder();
    const studio = await startStudio(folder, { kind: 'passphrase', passphrase });
    const camera = await startCamera({ user: 'tech', password });
    const cameraId = (await studio.call('cameras.add', { host: '127.0.0.1', port: camera.port, user: 'tech', password, label: 'Mast' })).cameraId;
    await expect.poll(async () => (await studio.call('cameras.list', {})).cameras.find((summary) => summary.id === cameraId)?.state).toBe('online');
    expect((await studio.call('fleet.backup', { cameraIds: [cameraId] })).ok).toBe(1); // so the cut-off is the row's only reason

    const cutOffReason = /^answer cut off: the answer of camera 127\.0\.0\.1:\d+ was cut off before OK: /;
    camera.setFaults({ cutOffAfterLines: 1 }); // the status line and one line of the answer, then the connection closes
    const cutOff = await studio.call('site.inventory', { refresh: true });
    expect(cutOff.refresh).toMatchObject({ probed: 0, failed: 1 });
    const row = cutOff.cameras[0]!;
    expect(row).toMatchObject({ online: true, state: 'online', overall: 'problem' });
    expect(englishText(row.stateDetail!)).toMatch(cutOffReason);
    expect(row.reasons.map(englishText)).toEqual([englishText(row.stateDetail!)]);
    expect(row.lastAnswerAt).not.toBeNull();

    camera.setFaults({ cutOffAfterLines: null });
    const whole = await studio.call('site.inventory', { refresh: true });
    expect(whole.cameras[0]).toMatchObject({ online: true, state: 'online', stateDetail: null, overall: 'ok', reasons: [] });

    await running.pop()!.close(); // the command line asks the same camera, which now cuts off right after the status line
    camera.setFaults({ cutOffAfterLines: 0 });
    const json = await camconfigFleet(['inventory', '--workspace', folder, '--json']);
    const printed = (JSON.parse(json.stdout) as { cameras: InventoryRow[] }).cameras[0]!;
    expect(printed).toMatchObject({ online: true, state: 'online', overall: 'problem' });
    expect(printed.reasons.map(englishText)).toEqual([expect.stringMatching(cutOffReason)]);
    const table = await camconfigFleet(['inventory', '--workspace', folder]);
    expect(table.stdout).toMatch(new RegExp(`^${cameraId}: answer cut off: `, 'm'));
  });
});

describe('site.inventory refresh, cancelled', () => {
  it('stops asking at operations.cancel and still answers the rows: the camera being asked interrupted, the others not reached', async () => {
    const folder = await temporaryFolder();
    const studio = await startStudio(folder);
    const ids: string[] = [];
    for (const label of ['Slow 1', 'Slow 2', 'Slow 3']) {
      const camera = await startCamera({ user: 'tech', password });
      ids.push((await studio.call('cameras.add', { host: '127.0.0.1', port: camera.port, user: 'tech', password, label })).cameraId);
      await expect.poll(async () => (await studio.call('cameras.list', {})).cameras.find((summary) => summary.id === ids.at(-1))?.state).toBe('online');
      camera.setFaults({ latencyMs: 60_000 }); // answers after the test is over: only the cancel ends the refresh
    }
    const answer = studio.call('site.inventory', { refresh: true, parallel: 1, operationId: 'inventory-cancel' });
    await expect.poll(() => studio.events.some((event) => event.event === 'operation.progress' && (event.payload as { step: string }).step === 'probing')).toBe(true);
    expect(await studio.call('operations.cancel', { operationId: 'inventory-cancel' })).toEqual({ cancelled: true });
    const inventory = await answer;
    expect(inventory.refresh).toEqual({ probed: 0, failed: 0, interrupted: 1, notReached: 2, cancelled: true });
    expect(inventory.cameras.map((row) => [row.id, row.state])).toEqual(ids.map((id) => [id, 'online']));
  });
});

// The engine behind the Site view's rows (src/main/fleet/inventory/siteInventory.ts): each
// source read once for the whole site, a change told from a read, the newest backup under
// either name rule, bus peers joined by address, one overall sign per row.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuditLog, siteInventory, type InventoryCamera, type InventorySources } from '../../../../src/main/fleet';
import type { AuditEntry } from '../../../../src/shared/fleet/auditEntry';
import { englishText, renderText } from '../../../../src/shared/i18n/renderText';
import { asText as asGiven } from '../../../../src/main/remoteconfig/errors';
import { inventoryCsv, inventoryCsvHeader } from '../../../../src/shared/fleet/inventoryCsv';

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

async function newFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'site-inventory-'));
  folders.push(folder);
  return folder;
}

function camera(number: number, changes: Partial<InventoryCamera> = {}): InventoryCamera {
  return {
    id: `cam-${number}`,
    label: `Camera ${number}`,
    group: null,
    host: `127.0.0.${number + 1}`,
    port: 8080,
    https: false,
    state: 'online',
    stateDetail: null,
    firmware: 'MX-V5.5.2.166',
    factoryPassword: false,
    factoryLogin: false,
    lastAnswerAt: Date.parse('2026-11-25T10:00:00Z'),
    roundTripMs: 12,
    rebootNeeded: [],
    ...changes,
  };
}

function script(camera: { id: string | null; host: string; port: number }, time: string, operation: string, text: string, ok = true): AuditEntry {
  return {
    time,
    source: camera.id === null ? 'cli' : 'studio',
    camera: { id: camera.id, label: null, host: camera.host, port: camera.port },
    operation,
    script: `\nhelo\n${text}\nquit\n\n`,
    durationMs: 5,
    result: ok ? { status: 'ok' } : { status: 'failed', kind: 'unreachable', message: 'cannot reach' },
  };
}

function sources(changes: Partial<InventorySources> = {}): InventorySources {
  return { unstoredEdits: async () => new Map(), backupsFolder: null, audit: null, busPeers: [], ...changes };
}

describe('siteInventory', () => {
  it('reads the audit log and the backups folder once for 500 cameras, and the edits of only those that have them', async () => {
    const folder = await newFolder();
    const audit = new AuditLog(folder);
    const readAll = vi.spyOn(audit, 'readAll');
    const unstoredEdits = vi.fn(async (ids: readonly string[]) => new Map([[ids[7]!, 3]]));
    const cameras = Array.from({ length: 500 }, (_, index) => camera(index + 1, { host: '127.0.0.1', port: 9000 + index }));
    const inventory = await siteInventory(cameras, sources({ audit, unstoredEdits, backupsFolder: join(folder, 'backups') }));
    expect(inventory.cameras).toHaveLength(500);
    expect(readAll).toHaveBeenCalledTimes(1);
    expect(unstoredEdits).toHaveBeenCalledTimes(1);
    expect(inventory.cameras[7]!.unstoredEdits).toBe(3);
    expect(inventory.problems).toEqual([]);
  });

  it('says in the reader\'s language which sources it could not read: an audit file too large, a backups folder that is a file', async () => {
    const folder = await newFolder();
    await writeFile(join(folder, 'audit.jsonl'), 'x'.repeat(2048));
    await writeFile(join(folder, 'backups'), 'not a folder');
    const inventory = await siteInventory([camera(1)], sources({ audit: new AuditLog(folder, { maxFileBytes: 512 }), backupsFolder: join(folder, 'backups') }));
    expect(inventory.problems.map((problem) => renderText(problem, 'de'))).toEqual([
      `der Sicherungsordner ${join(folder, 'backups')} kann nicht gelesen werden (ihr Ordner existiert nicht): keine Zeile zeigt ihre letzte Sicherung`,
      `die Protokolldatei ${join(folder, 'audit.jsonl')} wurde ausgelassen (sie ist größer als 1024 Byte, das Studio hat sie also nicht geschrieben; bitte verschieben): eine Änderung darin wird nicht gezeigt`,
    ]);
    expect(englishText(inventory.problems[1]!)).toBe(`the audit log file ${join(folder, 'audit.jsonl')} was left out (it is larger than 1024 bytes, so the studio did not write it; move it away): a change in it is not shown`);
  });

  it('keeps at most 1000 rows and counts the others', async () => {
    const cameras = Array.from({ length: 1003 }, (_, index) => camera(index + 1));
    const inventory = await siteInventory(cameras, sources());
    expect(inventory.cameras).toHaveLength(1000);
    expect(inventory.omitted).toBe(3);
  });

  it('takes as last change the newest script that changed something and was taken, by id or by address; reads and failures are none', async () => {
    const folder = await newFolder();
    const audit = new AuditLog(folder);
    const door = camera(1);
    const gate = camera(2);
    await audit.append(script(door, '2026-11-25T09:00:00.000Z', 'set parameters', 'write params\naudio/MICRO=1\nstore'));
    await audit.append(script(door, '2026-11-25T09:30:00.000Z', 'read configuration file', 'view configfile'));
    await audit.append(script(door, '2026-11-25T09:40:00.000Z', 'store', 'store', false));
    await audit.append(script({ id: null, host: gate.host, port: gate.port }, '2026-11-25T08:00:00.000Z', 'script', 'activate_profile night'));
    await audit.append(script({ id: null, host: gate.host, port: gate.port }, '2026-11-25T08:30:00.000Z', 'script', 'view section audio'));
    const rows = (await siteInventory([door, gate, camera(3)], sources({ audit }))).cameras;
    // Lines of the old form (English words, no operation id) still name the operation in the catalog: in German too.
    expect(rows.map((row) => row.lastChange && { ...row.lastChange, operation: renderText(row.lastChange.operation, 'de') })).toEqual([
      { at: '2026-11-25T09:00:00.000Z', operation: 'Parameter setzen', source: 'studio' },
      { at: '2026-11-25T08:00:00.000Z', operation: 'Skript', source: 'cli' },
      null,
    ]);
  });

  it('finds the newest backup of each camera under the name rule of today and the older one with ":", and only regular files', async () => {
    const folder = await newFolder();
    const backups = join(folder, 'backups');
    await mkdir(backups);
    await writeFile(join(backups, '127-0-0-2+8080_251120-0900.cfg'), '#:MX-V5.5.2.166\n');
    await writeFile(join(backups, '127-0-0-2+8080_251124-0900-2.cfg'), '#:MX-V5.5.2.166\n');
    await writeFile(join(backups, '127-0-0-2+8080_251124-0900.cfg'), '#:MX-V5.5.2.166\n');
    await writeFile(join(backups, '127-0-0-3:8080_251101-0700.cfg'), '#:MX-V5.5.2.166\n');
    await mkdir(join(backups, '127-0-0-3+8080_251125-0700.cfg'));
    await writeFile(join(backups, 'notes.txt'), 'not a backup');
    const rows = (await siteInventory([camera(1), camera(2), camera(3)], sources({ backupsFolder: backups }))).cameras;
    expect(rows.map((row) => row.lastBackup?.file ?? null)).toEqual(['127-0-0-2+8080_251124-0900-2.cfg', '127-0-0-3:8080_251101-0700.cfg', null]);
  });

  it('joins bus peers by the camera’s address: messages of every process added, the latest heard', async () => {
    const rows = (
      await siteInventory([camera(1), camera(2)], sources({
        busPeers: [
          { ip: '127.0.0.2', messages: 5, lastHeardAt: Date.parse('2026-11-25T10:00:00Z') },
          { ip: '127.0.0.2', messages: 7, lastHeardAt: Date.parse('2026-11-25T10:05:00Z') },
          { ip: '127.0.0.9', messages: 1, lastHeardAt: Date.parse('2026-11-25T10:06:00Z') },
        ],
      }))
    ).cameras;
    expect(rows.map((row) => row.busPeer)).toEqual([{ messages: 12, lastHeardAt: '2026-11-25T10:05:00.000Z' }, null]);
  });

  it('gives a round trip only to a camera that answers now: an offline or rebooting one keeps its last figure, which no row, CSV or table shows', async () => {
    const cameras = [camera(1), camera(2, { state: 'offline', stateDetail: asGiven('cannot reach 127.0.0.3:8080') }), camera(3, { state: 'rebooting' }), camera(4, { state: 'auth_failed' })];
    const rows = (await siteInventory(cameras, sources())).cameras;
    expect(rows.map((row) => row.roundTripMs)).toEqual([12, null, null, null]);
    const csvRoundTrips = inventoryCsv(rows, 'en').split('\r\n').slice(1, 5).map((line) => line.split(';')[inventoryCsvHeader.indexOf('round trip ms')]);
    expect(csvRoundTrips).toEqual(['12', '', '', '']);
  });

  it('gives each row the worst sign of its reasons', async () => {
    const folder = await newFolder();
    const backups = join(folder, 'backups');
    await mkdir(backups);
    for (const number of [1, 2, 3, 4, 5, 6, 8]) await writeFile(join(backups, `127-0-0-${number + 1}+8080_251124-0900.cfg`), '#:MX-V5.5.2.166\n');
    const cameras = [
      camera(1),
      camera(2, { rebootNeeded: ['network'] }),
      camera(3, { state: 'unknown', stateDetail: null, rebootNeeded: null }),
      camera(4, { state: 'offline', stateDetail: asGiven('cannot reach 127.0.0.5:8080') }),
      camera(5, { factoryPassword: true, rebootNeeded: ['sip'] }),
      camera(6, { state: 'rebooting' }),
      camera(7),
      camera(8, { stateDetail: asGiven('answer cut off: the answer of camera 127.0.0.9:8080 was cut off before OK') }),
    ];
    const rows = (await siteInventory(cameras, sources({ backupsFolder: backups }))).cameras;
    expect(rows.map((row) => [row.overall, row.reasons.map(englishText)])).toEqual([
      ['ok', []],
      ['attention', ['reboot needed (network)']],
      ['unknown', ['not asked yet']],
      ['problem', ['offline: cannot reach 127.0.0.5:8080']],
      ['problem', ['factory password in use (admin / meinsm)', 'reboot needed (sip)']],
      ['attention', ['rebooting']],
      ['attention', ['no backup']],
      ['problem', ['answer cut off: the answer of camera 127.0.0.9:8080 was cut off before OK']],
    ]);
  });

  it('says a camera refusing its password and opening with the factory one was probably reset, first; only beside that refusal', async () => {
    const cameras = [
      camera(1, { state: 'auth_failed', stateDetail: null, factoryLogin: true }),
      // Found at an earlier refresh, but it answers now (or no longer at all): nothing to say of a reset.
      camera(2, { factoryLogin: true }),
      camera(3, { state: 'offline', stateDetail: null, factoryLogin: true }),
    ];
    const rows = (await siteInventory(cameras, sources())).cameras;
    expect(rows.map((row) => [row.factoryLogin, row.overall, row.reasons.map(englishText)])).toEqual([
      [true, 'problem', ["refuses the site's password and opens with the factory one (admin / meinsm): it was probably reset; set the site's password on it again", 'the camera refused the user name or password', 'no backup']],
      [false, 'attention', ['no backup']],
      [false, 'problem', ['offline', 'no backup']],
    ]);
  });
});

// A camera reset to its factory settings on site: it refuses the password the workspace holds
// (which was changed at commissioning) and answers only to admin / meinsm. A refresh of
// site.inventory asks such a camera once more, read only, with the factory credentials: the row
// says `factoryLogin` (probably reset) beside `auth_failed`. A camera that refuses both, or whose
// stored credentials are the factory ones, is not taken for reset, and the last one is not asked
// twice. The factory login is one request per refresh, not audited; `camconfig fleet inventory`
// gives the same row.
import { afterEach, describe, expect, it } from 'vitest';
import type { InventoryRow } from '../../../../src/shared/api/siteSchemas';
import { englishText, renderText } from '../../../../src/shared/i18n/renderText';
import type { SimulatedCamera } from '../../../../src/main/simulator/camera';
import { startCamera, stopAll } from '../../remoteconfig/cameraFixture';
import { filesContaining, temporaryFolder } from '../../workspace/workspaceFolder';
import { running, startStudio, type Studio } from '../studioOnWorkspace';
import { runFleetInProcess } from '../../cli/fleet/fleetInProcess';

afterEach(stopAll);

const passphrase = 'factory-login-phrase';
const password = 'Site-Commissioned-4711';

/** A camera that writes one line per request (never a password) into `lines`. */
async function loggingCamera(options: { user: string; password: string }): Promise<{ camera: SimulatedCamera; lines: string[] }> {
  const lines: string[] = [];
  const camera = await startCamera({ ...options, log: (line) => lines.push(line) });
  return { camera, lines };
}

async function addCamera(studio: Studio, camera: SimulatedCamera, label: string, credentials: { user: string; password: string }): Promise<string> {
  return (await studio.call('cameras.add', { host: '127.0.0.1', port: camera.port, label, ...credentials })).cameraId;
}

/** Waits for the probe that cameras.add starts on its own, so what follows is the test's. */
async function probedAs(studio: Studio, id: string, state: string): Promise<void> {
  await expect.poll(async () => (await studio.call('cameras.list', {})).cameras.find((one) => one.id === id)?.state).toBe(state);
}

async function refreshedRow(studio: Studio, id: string, operationId: string): Promise<InventoryRow> {
  const { cameras } = await studio.call('site.inventory', { refresh: true, operationId });
  const row = cameras.find((candidate) => candidate.id === id);
  if (!row) throw new Error(`no row ${id}`);
  return row;
}

/** The requests the camera took since `from` (its log lines), as `status user`. */
const requestsSince = (lines: readonly string[], from: number) =>
  lines.slice(from).flatMap((line) => {
    const refused = /remoteconfig 401: .*\(user (\S+)\)/.exec(line);
    if (refused) return [`401 ${refused[1]}`];
    const answered = /remoteconfig 200 user=(\S+),/.exec(line);
    return answered ? [`200 ${answered[1]}`] : [];
  });

const scriptsAudited = async (studio: Studio, id: string) => (await studio.call('audit.query', {})).items.filter((item) => item.kind === 'script' && item.entry.camera.id === id).length;

describe('site.inventory refresh of a camera reset to its factory settings', () => {
  it('finds it refusing the stored password and opening with the factory one: auth_failed and factoryLogin, one request more, not audited; its own password set again clears it', async () => {
    const folder = await temporaryFolder();
    const studio = await startStudio(folder, { kind: 'passphrase', passphrase });
    const { camera, lines } = await loggingCamera({ user: 'admin', password });
    const id = await addCamera(studio, camera, 'Gate', { user: 'admin', password });
    await probedAs(studio, id, 'online');
    expect(await refreshedRow(studio, id, 'before-reset')).toMatchObject({ state: 'online', factoryPassword: false, factoryLogin: false });

    camera.resetToFactory();
    const audited = await scriptsAudited(studio, id);
    const from = lines.length;
    const gate = await refreshedRow(studio, id, 'after-reset');
    expect(gate).toMatchObject({ state: 'auth_failed', online: false, factoryPassword: false, factoryLogin: true, overall: 'problem' });
    expect(englishText(gate.reasons[0]!)).toBe("refuses the site's password and opens with the factory one (admin / meinsm): it was probably reset; set the site's password on it again");
    expect(renderText(gate.reasons[0]!, 'de')).toMatch(/^lehnt das Passwort des Standorts ab und öffnet mit dem Werkspasswort/);
    expect(englishText(gate.reasons[1]!)).toMatch(/^the camera refused the user name or password/);
    // Its own request, refused, and the one factory login, read only.
    expect(requestsSince(lines, from)).toEqual(['401 admin', '200 admin']);
    // Only the refused request is in the audit log: a later probe's entry comes next, none between.
    await studio.call('cameras.probe', { cameraId: id });
    await expect.poll(() => scriptsAudited(studio, id)).toBe(audited + 2);
    // A row read without a refresh keeps what the refresh found.
    const kept = (await studio.call('site.inventory', {})).cameras.find((row) => row.id === id);
    expect(kept).toMatchObject({ state: 'auth_failed', factoryLogin: true });
    expect(lines.join('\n')).not.toContain(password);
    expect(lines.join('\n')).not.toContain('meinsm');
    expect(await filesContaining(folder, 'meinsm')).toEqual([]);

    // The technician sets the site's password on the camera again.
    camera.setCredentials({ user: 'admin', password });
    expect(await refreshedRow(studio, id, 'password-again')).toMatchObject({ state: 'online', factoryLogin: false, overall: 'attention' });

    // camconfig fleet inventory on the same workspace asks the same way.
    camera.resetToFactory();
    await running.pop()!.close();
    const json = await runFleetInProcess(['inventory', '--workspace', folder, '--json'], { CAMCONFIG_WORKSPACE_PASSPHRASE: passphrase });
    expect(json.code, json.stderr).toBe(0);
    const [row] = (JSON.parse(json.stdout) as { cameras: InventoryRow[] }).cameras;
    expect(row).toMatchObject({ id, state: 'auth_failed', factoryLogin: true, overall: 'problem' });
    expect(englishText(row!.reasons[0]!)).toMatch(/^refuses the site's password and opens with the factory one/);
    const table = await runFleetInProcess(['inventory', '--workspace', folder], { CAMCONFIG_WORKSPACE_PASSPHRASE: passphrase });
    expect(table.code, table.stderr).toBe(0);
    expect(table.stdout.split('\n')[1]).toMatch(/auth_failed\s.*RESET\?/);
    expect(`${json.stdout}${table.stdout}`).not.toContain(password);
  });

  it('takes a camera that refuses the factory credentials too for a wrong password, not a reset: factoryLogin false, two requests', async () => {
    const folder = await temporaryFolder();
    const studio = await startStudio(folder);
    const { camera, lines } = await loggingCamera({ user: 'tech', password });
    const id = await addCamera(studio, camera, 'Yard', { user: 'tech', password: 'not-the-password-0815' });
    await probedAs(studio, id, 'auth_failed');
    const from = lines.length;
    const yard = await refreshedRow(studio, id, 'wrong-password');
    expect(yard).toMatchObject({ state: 'auth_failed', factoryLogin: false, factoryPassword: false, overall: 'problem' });
    expect(yard.reasons.map(englishText).join('\n')).not.toContain('factory');
    expect(requestsSince(lines, from)).toEqual(['401 tech', '401 admin']);
  });

  it('does not ask a camera twice when the credentials it refuses are the factory ones', async () => {
    const folder = await temporaryFolder();
    const studio = await startStudio(folder);
    const { camera, lines } = await loggingCamera({ user: 'tech', password });
    const id = await addCamera(studio, camera, 'Door', { user: 'admin', password: 'meinsm' });
    await probedAs(studio, id, 'auth_failed');
    const from = lines.length;
    const door = await refreshedRow(studio, id, 'factory-refused');
    expect(door).toMatchObject({ state: 'auth_failed', factoryPassword: true, factoryLogin: false });
    expect(requestsSince(lines, from)).toEqual(['401 admin']);
  });
});

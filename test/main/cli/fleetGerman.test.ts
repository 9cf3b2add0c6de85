// `camconfig` and `camconfig fleet` in a German terminal: the help of camconfig, of fleet and of
// its subcommands, a usage error and the results of a backup come from the shared catalog in
// the terminal's language (LC_ALL, LC_MESSAGES, LANG); with LC_ALL=C the same words in English.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ExitCode } from '../../../src/main/cli/exitCodes';
import { type SimulatedCamera } from '../../../src/main/simulator/camera';
import { openWorkspace } from '../../../src/main/workspace';
import { startSimulatedCameraFleet } from '../../support/simulatedCameras';
import { runFleetInProcess } from './fleet/fleetInProcess';
import { fleetTestFiles } from './fleet/fleetTestFiles';

const german = { LC_ALL: '', LC_MESSAGES: '', LANG: 'de_DE.UTF-8' };
const english = { ...german, LC_ALL: 'C' };
const password = 'german-fleet-pass';
const passphrase = 'german fleet phrase';

const { fleet, newFolder: temporary } = fleetTestFiles('fleet-german');


function fleetIn(language: Record<string, string>, args: string[]) {
  return runFleetInProcess(args, { HOME: temporary(), CAMCONFIG_WORKSPACE_PASSPHRASE: passphrase, ...language });
}

/** A workspace whose group Halle holds the cameras. */
async function workspaceOf(cameras: SimulatedCamera[]): Promise<string> {
  const folder = join(temporary(), 'workspace');
  const workspace = await openWorkspace(folder, { kind: 'passphrase', passphrase });
  const kept = cameras.map((camera, index) => ({ id: `cam-${index + 1}`, label: `Kamera ${index + 1}`, host: '127.0.0.1', port: camera.port, https: false, user: 'admin', password, group: 'Halle', variables: {} }));
  await workspace.save({ nextNumber: cameras.length + 1, cameras: kept });
  return folder;
}

describe('camconfig fleet in the terminal language', () => {
  it('gives the help of camconfig itself in German', () => {
    const run = spawnSync(process.execPath, ['bin/camconfig.js', '--help'], { encoding: 'utf8', env: { ...process.env, ...german }, timeout: 20_000 });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Aufruf: camconfig <Unterbefehl> \[Optionen\]\n\nUnterbefehle:\n/);
    expect(run.stdout).toMatch(/ fleet +mit vielen Kameras arbeiten: import, apply, backup, history, diff, check, inventory, report\n/);
    const unknown = spawnSync(process.execPath, ['bin/camconfig.js', 'flotte'], { encoding: 'utf8', env: { ...process.env, ...german }, timeout: 20_000 });
    expect(unknown.status).toBe(ExitCode.usage);
    expect(unknown.stderr).toMatch(/^camconfig: unbekannter Unterbefehl 'flotte'\.\n\nAufruf: camconfig/);
  });

  it('gives the help of fleet and of its subcommands in German: heading, description, options', async () => {
    const top = await fleetIn(german, ['--help']);
    expect(top.code).toBe(ExitCode.ok);
    expect(top.stdout).toMatch(/^Aufruf: camconfig fleet <Unterbefehl> \[Optionen\]\n\nUnterbefehle:\n/);
    expect(top.stdout).toMatch(/backup \[--group G \| --list CSV\] \[-o DIR\] +jede Kamera \(einer Gruppe oder einer Liste\) parallel sichern\n/);

    const backup = await fleetIn(german, ['backup', '--help']);
    expect(backup.stdout).toMatch(/^Aufruf: camconfig fleet backup \[--group G \| --list CSV\] \[-o DIR\] \[Optionen\]\n\nSichert jede Kamera des Arbeitsbereichs/);
    expect(backup.stdout).toMatch(/--parallel N +höchstens N Kameras gleichzeitig, 1 bis 64 \(Vorgabe 8\)/);
    expect(backup.stdout).toMatch(/-h, --help +dieser Text/);

    const check = await fleetIn(german, ['check', '--help']);
    expect(check.stdout).toMatch(/^Aufruf: camconfig fleet check --baseline NAME\|FILE/);
    expect(check.stdout).toMatch(/--fix +die abweichenden Kameras zurücksetzen/);
    expect(check.stdout).toMatch(/--store +mit --fix: /);
    expect(check.stdout).toContain('Exit-Codes: 0 jede Kamera konform');

    const report = await fleetIn(german, ['report', '--help']);
    expect(report.stdout).toMatch(/^Aufruf: camconfig fleet report /);
    expect(report.stdout).toContain('Schreibt den Übergabebericht des Standorts');
    expect(report.stdout).toMatch(/--language en\|de +die Sprache des Berichts/);

    const inventory = await fleetIn(german, ['inventory', '--help']);
    expect(inventory.stdout).toMatch(/^Aufruf: camconfig fleet inventory /);
    expect(inventory.stdout).toMatch(/--csv +die Zeilen als CSV auf stdout/);
    // backup, check and diff also list the connection options of camconfig rc, which are rc's words.
    for (const help of [top, report, inventory]) expect(help.stdout).not.toMatch(/\b(the|every|camera|default)\b/);

    const englishHelp = await fleetIn(english, ['backup', '--help']);
    expect(englishHelp.stdout).toMatch(/^Usage: camconfig fleet backup .*\n\nBacks up every camera of the workspace/);
  });

  it('names a usage problem in German, and in English where the terminal says C', async () => {
    const run = await fleetIn(german, ['check', '--group', 'Halle']);
    expect(run.code).toBe(ExitCode.usage);
    expect(run.stderr).toBe('camconfig fleet check: welche Soll-Konfiguration? --baseline NAME (eine des Arbeitsbereichs) oder --baseline FILE angeben\n(siehe camconfig fleet check --help)\n');
    const inEnglish = await fleetIn(english, ['check', '--group', 'Halle']);
    expect(inEnglish.stderr).toBe('camconfig fleet check: which baseline? Give --baseline NAME (a baseline of the workspace) or --baseline FILE\n(see camconfig fleet check --help)\n');
    const unknown = await fleetIn(german, ['sichern']);
    expect(unknown.stderr).toMatch(/^camconfig fleet: unbekannter Unterbefehl 'sichern'\.\n\nAufruf: camconfig fleet/);
  });

  it('says in German what a backup does and how it ended, the same run in English under LC_ALL=C', async () => {
    fleet.push(...(await startSimulatedCameraFleet({ count: 2, password })));
    const workspace = await workspaceOf(fleet);
    const run = await fleetIn(german, ['backup', '--group', 'Halle', '--workspace', workspace]);
    expect(run.code, run.stderr).toBe(ExitCode.ok);
    expect(run.stderr).toContain(`camconfig fleet: 2 Kameras werden nach ${join(workspace, 'backups')} gesichert, 8 gleichzeitig\n`);
    expect(run.stdout).toMatch(/^ok {14}cam-1 Kamera 1: \S+ \([\d.]+ Bytes\)\n/);
    expect(run.stdout).toMatch(/\n2 gesichert, 0 fehlgeschlagen, 0 abgebrochen, 0 nicht erreicht \(/);

    const again = await fleetIn(english, ['backup', '--group', 'Halle', '--workspace', workspace]);
    expect(again.code, again.stderr).toBe(ExitCode.ok);
    expect(again.stdout).toMatch(/^ok {10}cam-1 Kamera 1: \S+ \(\d+ bytes(, identical to the backup already there)?\)\n/);
    expect(again.stdout).toMatch(/\n2 backed up, 0 failed, 0 cancelled, 0 not reached \(/);
  }, 60_000);
});

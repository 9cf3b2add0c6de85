// `camconfig discover` in a German terminal: its help, its option errors, its progress and its
// tally come from the shared catalog in the terminal's language (LC_ALL, LC_MESSAGES, LANG);
// English again where the terminal says C. The addresses and statuses are data.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeHomes, runCamconfig } from './rcCli';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  removeHomes();
});

function tempWorkspace(): string {
  const folder = mkdtempSync(join(tmpdir(), 'camconfig-discover-german-'));
  folders.push(folder);
  return folder;
}

const german = { LC_ALL: '', LC_MESSAGES: '', LANG: 'de_DE.UTF-8' };

/** A loopback port nothing listens on any more: a probe there is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('camconfig discover in the terminal language', () => {
  it('gives its help in German: the heading, the description and every option', async () => {
    const run = await runCamconfig(['discover', '--help'], { env: german });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Aufruf: camconfig discover BEREICH \[Optionen\]\n\nFindet die Kameras in BEREICH/);
    expect(run.stdout).toMatch(/--parallel N +gleichzeitig geprüfte Adressen, 1 bis 256 \(Vorgabe \d+\)/);
    expect(run.stdout).toMatch(/-h, --help +dieser Text/);
    expect(run.stdout).toContain('Exit-Codes: 0 der Scan lief');
  });

  it('names a wrong option in German, and in English where the terminal says C', async () => {
    const args = ['discover', '127.0.0.1', '--timeout', '600', '--workspace', tempWorkspace()];
    const run = await runCamconfig(args, { env: german });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^camconfig discover: Option --timeout braucht eine Anzahl Sekunden von 0,1 bis 60, gefunden: '600'\n\nAufruf: camconfig discover/);
    const english = await runCamconfig(args, { env: { ...german, LC_ALL: 'C' } });
    expect(english.stderr).toMatch(/^camconfig discover: option --timeout needs a number of seconds from 0\.1 to 60, found '600'\n\nUsage: camconfig discover/);
  });

  it('says in German what it probes and what it found', async () => {
    const port = await closedPort();
    const args = ['discover', '127.0.0.1', '--port', String(port), '--timeout', '2.5', '--workspace', tempWorkspace()];
    const run = await runCamconfig(args, { env: german });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain(`camconfig discover: prüfe 1 Adresse(n) an Port ${port}, 64 gleichzeitig, Zeitlimit 2,5 s\n`);
    expect(run.stderr).toContain('camconfig discover: 1 von 1 geprüft, 0 gefunden\n');
    expect(run.stderr).toContain('camconfig discover: 1 geprüft: 0 Kameras, 0 gesperrt, 0 keine Kamera, 1 ohne Antwort\n');
    const english = await runCamconfig(args, { env: { ...german, LC_ALL: 'C' } });
    expect(english.stderr).toContain('camconfig discover: 1 probed: 0 cameras, 0 locked, 0 not a camera, 1 no answer\n');
  });
});

// `camconfig serve` in a German terminal: its help, its option errors and what it says while it
// runs come from the shared catalog in the terminal's language (LC_ALL, LC_MESSAGES, LANG);
// English again where the terminal says C.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { camconfigArgs } from '../../support/simulatedCameras';

const homes: string[] = [];
afterEach(() => {
  for (const home of homes.splice(0)) rmSync(home, { recursive: true, force: true });
});

function germanTerminal(): NodeJS.ProcessEnv {
  const home = mkdtempSync(join(tmpdir(), 'camconfig-serve-german-'));
  homes.push(home);
  return { PATH: process.env.PATH ?? '', HOME: home, XDG_CONFIG_HOME: join(home, '.config'), LC_ALL: '', LC_MESSAGES: '', LANG: 'de_DE.UTF-8' };
}

function runServe(args: string[], env: NodeJS.ProcessEnv) {
  return spawnSync(process.execPath, camconfigArgs('serve', args), { encoding: 'utf8', env, timeout: 20_000 });
}

describe('camconfig serve in the terminal language', () => {
  it('gives its help in German: the heading, the description and every option', () => {
    const run = runServe(['--help'], germanTerminal());
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Aufruf: camconfig serve \[Optionen\]\n\nStellt CamConfig Studio einem Browser bereit \(Web-Modus\)/);
    expect(run.stdout).toContain('Optionen:\n');
    expect(run.stdout).toMatch(/--port N +TCP-Port \(Vorgabe 0: ein beliebiger freier Port\)/);
    expect(run.stdout).toMatch(/-h, --help +dieser Text/);
  });

  it('names a wrong option in German, and in English where the terminal says C', () => {
    const german = runServe(['--host', '192.0.2.1'], germanTerminal());
    expect(german.status).toBe(2);
    expect(german.stderr).toMatch(/^camconfig serve: --host 192\.0\.2\.1 ist keine Loopback-Adresse: wer sie mit der URL erreicht, kann Ihre Kameras konfigurieren; --allow-remote ergänzen, wenn das gewollt ist\n\nAufruf: camconfig serve/);
    const english = runServe(['--host', '192.0.2.1'], { ...germanTerminal(), LC_ALL: 'C' });
    expect(english.stderr).toMatch(/^camconfig serve: --host 192\.0\.2\.1 is not a loopback address: .*add --allow-remote if that is what you want\n\nUsage: camconfig serve/);
  });

  it('says in German where it runs, what it serves and that it stopped', async () => {
    const child = spawn(process.execPath, camconfigArgs('serve', ['--port', '0']), { stdio: ['ignore', 'pipe', 'pipe'], env: germanTerminal() });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
    try {
      await expect.poll(() => stdout, { timeout: 30_000 }).toMatch(/^CamConfig Studio \(Web-Modus\): http:\/\/127\.0\.0\.1:\d+\/\S+\n/);
      await expect.poll(() => stderr, { timeout: 30_000 }).toContain('camconfig serve: Demo-Modus (eine simulierte Kamera und ein Bus-Teilnehmer); Strg+C beendet.\n');
      expect(stderr).toMatch(/camconfig serve: Arbeitsbereich \S+; Passwörter nur im Speicher gehalten/);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(stderr).toContain('camconfig serve: SIGTERM empfangen, beendet.\n');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});

// `camconfig sim` in a German terminal: its help, its option errors and what it says while it
// runs come from the shared catalog in the terminal's language (LC_ALL, LC_MESSAGES, LANG).
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { camconfigArgs } from '../../support/simulatedCameras';
import { startSim } from './simProcess';

const german = { ...process.env, LC_ALL: '', LC_MESSAGES: '', LANG: 'de_DE.UTF-8' };

function runSim(args: string[], env: NodeJS.ProcessEnv) {
  return spawnSync(process.execPath, camconfigArgs('sim', args), { encoding: 'utf8', env, timeout: 20_000 });
}

describe('camconfig sim in the terminal language', () => {
  it('gives its help in German: the heading, the description and every option', () => {
    const run = runSim(['--help'], german);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Aufruf: camconfig sim \[Optionen\]\n/);
    expect(run.stdout).toContain('Optionen:\n');
    expect(run.stdout).toMatch(/--reboot-seconds S +wie lange ein Neustart eine Kamera vom Netz nimmt/);
    expect(run.stdout).toMatch(/-h, --help +dieser Text/);
    expect(run.stdout).not.toMatch(/\b(the|camera|default)\b/);
  });

  it('names a wrong option in German, and in English where the terminal says C', () => {
    const run = runSim(['--count', 'viele'], german);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^camconfig sim: --count muss eine ganze Zahl von 1 bis [\d.]+ sein, gefunden: 'viele'\n\nAufruf: camconfig sim/);
    const english = runSim(['--count', 'viele'], { ...german, LC_ALL: 'C' });
    expect(english.stderr).toMatch(/^camconfig sim: --count must be a whole number from 1 to \d+, got 'viele'\n\nUsage: camconfig sim/);
    const unknown = runSim(['--kameras', '3'], german);
    expect(unknown.stderr).toMatch(/^camconfig sim: unbekannte Option --kameras für camconfig sim\n/);
  });

  it('says in German what it runs and that it stopped', async () => {
    const sim = await startSim(['--port', '0', '--count', '2'], 2, { env: german });
    await expect.poll(() => sim.stderr()).toContain('camconfig sim: 2 simulierte Kameras, Werkszugangsdaten (Benutzer admin); Strg+C beendet.');
    sim.child.kill('SIGTERM');
    expect(await sim.exited).toBe(0);
    expect(sim.stderr()).toContain('camconfig sim: SIGTERM empfangen, Kameras beendet.');
  });
});

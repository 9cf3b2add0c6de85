// `camconfig rc` in a German terminal: its help, its argument errors, its results and its
// failures in German (the camera's address and parameters as data), the --json document in its
// stable English form, and English again where the terminal says C.
import { afterEach, describe, expect, it } from 'vitest';
import { startCamera, stopAll } from '../remoteconfig/cameraFixture';
import { removeHomes, runRc } from './rcCli';

afterEach(async () => {
  await stopAll();
  removeHomes();
});

/** The port of a simulated camera (bound to port 0 on loopback) that is stopped again: nothing listens there now. */
async function stoppedCameraPort(): Promise<number> {
  const camera = await startCamera();
  const { port } = camera;
  await stopAll();
  return port;
}

describe('camconfig rc in the terminal language', () => {
  it('says in German that a stopped camera cannot be reached, and keeps the JSON in English', async () => {
    const port = await stoppedCameraPort();
    const german = { CAMCONFIG_PASSWORD: 'meinsm', LANG: 'de_DE.UTF-8' };
    const run = await runRc(['--camera', `127.0.0.1:${port}`, 'view'], { env: german });
    expect(run.code).toBe(5);
    expect(run.stderr).toBe(`camconfig rc: Kamera 127.0.0.1:${port} nicht erreichbar: Verbindung abgelehnt (ist die Kamera eingeschaltet, und stimmt der Port?)\n`);
    const json = await runRc(['--camera', `127.0.0.1:${port}`, '--json', 'view'], { env: german });
    expect(JSON.parse(json.stdout)).toMatchObject({ error: { kind: 'CameraUnreachableError', exitCode: 5, message: `cannot reach camera 127.0.0.1:${port}: connection refused (is the camera switched on, and is the port right?)` } });
    const english = await runRc(['--camera', `127.0.0.1:${port}`, 'view'], { env: { ...german, LC_ALL: 'C' } });
    expect(english.stderr).toBe(`camconfig rc: cannot reach camera 127.0.0.1:${port}: connection refused (is the camera switched on, and is the port right?)\n`);
  });

  const germanTerminal = { CAMCONFIG_PASSWORD: 'meinsm', LC_ALL: '', LC_MESSAGES: '', LANG: 'de_DE.UTF-8' };

  it('gives its help in German: the usage, every option, every subcommand, and one subcommand on its own', async () => {
    const help = await runRc(['--help'], { env: germanTerminal });
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Aufruf: camconfig rc --camera HOST\[:PORT\] \[Optionen\] <Unterbefehl> \[Argumente\]\n\nOptionen:\n/);
    expect(help.stdout).toMatch(/--insecure +mit --https: das Zertifikat gar nicht prüfen/);
    expect(help.stdout).toContain('\nUnterbefehle:\n  view [SECTION...]\n      die laufende Konfiguration ausgeben, oder die genannten Abschnitte\n');
    expect(help.stdout).toContain('Exit-Codes: 0 ok, 1 anderer Fehler, 2 Aufruf,');
    expect(help.stdout).not.toMatch(/\b(the|default|print|running)\b/);
    const set = await runRc(['set', '--help'], { env: germanTerminal });
    expect(set.stdout).toMatch(/^Aufruf: camconfig rc --camera HOST\[:PORT\] \[Optionen\] set SECTION\/NAME=VALUE\.\.\. /);
    expect(set.stdout).toContain('\nOptionen von set:\n');
    expect(set.stdout).toMatch(/--reboot +am Ende neu starten \(braucht --store\)/);
    expect(set.stdout).toContain('Die Optionen jedes Unterbefehls: camconfig rc --help');
  });

  it('names a wrong argument in German, and in English where the terminal says C', async () => {
    const args = ['--camera', '127.0.0.1:1', 'set', 'audio'];
    const german = await runRc(args, { env: germanTerminal });
    expect(german.code).toBe(2);
    expect(german.stderr).toBe("camconfig rc: 'audio' ist nicht SECTION/NAME=WERT (zum Beispiel audio/MICRO=1)\n(siehe camconfig rc --help)\n");
    const english = await runRc(args, { env: { ...germanTerminal, LC_ALL: 'C' } });
    expect(english.stderr).toBe("camconfig rc: 'audio' is not SECTION/NAME=VALUE (for example audio/MICRO=1)\n(see camconfig rc --help)\n");
    const unknown = await runRc(['--camera', '127.0.0.1:1', 'sett'], { env: germanTerminal });
    expect(unknown.stderr).toContain("camconfig rc: unbekannter Unterbefehl 'sett' (siehe camconfig rc --help)");
  });

  it('says what it did in German: the result line and the note, the values as data', async () => {
    const camera = await startCamera();
    const set = await runRc(['--camera', `127.0.0.1:${camera.port}`, 'set', 'audio/MICRO=0'], { env: germanTerminal });
    expect(set.code).toBe(0);
    expect(set.stdout).toBe('audio/MICRO=0\n1 Parameter geschrieben, wie geschrieben zurückgelesen\n');
    expect(set.stderr).toContain('camconfig rc: die neuen Werte sind nur in der laufenden Konfiguration: `store` ausführen, damit sie einen Neustart überstehen\n');
    expect(set.stderr).toContain('camconfig rc: Warnung: Kamera 127.0.0.1:');
    const english = await runRc(['--camera', `127.0.0.1:${camera.port}`, 'restore', 'audio'], { env: { ...germanTerminal, LC_ALL: 'C' } });
    expect(english.stdout).toBe('restored section(s) audio from flash\n');
  });
});

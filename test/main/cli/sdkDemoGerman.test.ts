// sdk-demo in a German terminal: our own words (the help around the synopsis, a usage error,
// the status line of -v) come from the shared catalog in the terminal's language, English again
// under LC_ALL=C; what the specification fixes (4.3: the synopsis, the path and value dialogue,
// received messages as <path>=<value>, the statistics record) stays exactly as specified.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configDir, lastStatisticsRecord, startSdkDemo } from './sdkDemoProcess';
import { testUdpPort } from '../../support/testPorts';

const german = { ...process.env, LC_ALL: '', LC_MESSAGES: '', LANG: 'de_DE.UTF-8' };
const specSynopsis = 'sdk-demo -s <system_config.json> -u <user_config.json> [-d <level>] [-v]';

describe('sdk-demo in the terminal language', () => {
  it('gives its help in German around the synopsis the specification fixes', async () => {
    const demo = startSdkDemo(['-h'], { env: german });
    expect(await demo.exited).toBe(0);
    expect(demo.stdout[0]).toBe(`Aufruf: ${specSynopsis}`);
    expect(demo.stdout.join('\n')).toMatch(/-v +ausführlich: Statusinformationen auf stderr/);
    expect(demo.stdout.join('\n')).toContain('Dialog: einen Pfad, dann einen Wert eingeben');
  });

  it('names its own usage error in German, and in English where the terminal says C', async () => {
    const badLevel = startSdkDemo(['-s', 'a', '-u', 'b', '-d', '4'], { env: german });
    expect(await badLevel.exited).toBe(2);
    expect(badLevel.stderr[0]).toBe('sdk-demo: Option -d: erwartet eine Debug-Stufe von 0 bis 3, gefunden: "4"');
    expect(badLevel.stderr).toContain(`Aufruf: ${specSynopsis}`);
    const english = startSdkDemo(['-s', 'a', '-u', 'b', '-d', '4'], { env: { ...german, LC_ALL: 'C' } });
    expect(await english.exited).toBe(2);
    expect(english.stderr[0]).toBe('sdk-demo: option -d: expected a debug level from 0 to 3, got "4"');
  });

  it("says its status in German and keeps the specification's dialogue and statistics record as they are", async () => {
    const user = { broadcast: { port: await testUdpPort(), passphrase: `pass-${randomBytes(4).toString('hex')}`, poll_freq: 20, resend: 2, max_time_offset: 300 } };
    const dir = configDir({ 'system.json': { log_list_max: 8, broadcast: { interfaces: ['lo'] } }, 'user.json': user });
    const demo = startSdkDemo(['-s', join(dir, 'system.json'), '-u', join(dir, 'user.json'), '-v'], { env: german });
    expect(await demo.waitForStderr(/^sdk-demo: aktiv auf /, 'the German status line')).toMatch(/^sdk-demo: aktiv auf lo \(127\.0\.0\.1\), Broadcast 127\.255\.255\.255, Port \d+, Verschlüsselung ein, poll_freq 20 Pakete\/s, resend 2, max_time_offset 300 s, PID \d+$/);
    demo.type('messages.global.door_front', 'open');
    expect(await demo.waitForStdout(/^path=/, 'the echo of the path')).toBe('path=messages.global.door_front');
    await demo.waitForStdout(/^value=open$/, 'the echo of the value');
    demo.type('?');
    await demo.waitForStdout(/^}$/, 'the end of the statistics record');
    expect(lastStatisticsRecord(demo.stdout)).toMatchObject({ put_publication: { peers: expect.any(Array), summary: { msg_tx: expect.any(Number) } } });
    demo.type('!');
    expect(await demo.exited).toBe(0);
  });
  it('writes its -d trace and its warnings in German, the message path and value as they are', async () => {
    const port = await testUdpPort();
    const dir = configDir({ 'system.json': { log_list_max: 8, broadcast: { interfaces: ['lo'] } }, 'user.json': { broadcast: { port, passphrase: '', poll_freq: 20, resend: 1, max_time_offset: 300 } } });
    const demo = startSdkDemo(['-s', join(dir, 'system.json'), '-u', join(dir, 'user.json'), '-d', '3'], { env: german });
    demo.child.stdin.end('messages.global.door_front\nopen\n');
    expect(await demo.exited).toBe(0);
    const lines = demo.stderr.join('\n');
    expect(lines).toContain('sdk-demo: Warnung: Verschlüsselung ist aus: nur zur Fehlersuche (broadcast.passphrase ist leer)');
    expect(lines).toMatch(/^sdk-demo: debug2: tx Paket \d+: 1 Nachrichten, \d+ Byte an 127\.255\.255\.255:\d+$/m);
    expect(lines).toMatch(/^sdk-demo: debug3: tx Nachricht \d+ Versuch 0: messages\.global\.door_front=open$/m);
  });
});

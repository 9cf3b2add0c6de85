// The audit log: every script a client sends, one fsynced JSON line each, the password never
// in it; read back filtered, exported as CSV, rotated at its size bound.
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { englishText } from '../../../src/shared/i18n/renderText';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditCsv } from '../../../src/shared/fleet/auditCsv';
import type { AuditEntry } from '../../../src/shared/fleet/auditEntry';
import { scriptsOf } from '../../../src/shared/fleet/auditItems';
import { AuditLog, auditObserver } from '../../../src/main/fleet';
import { clientFor, startCamera, stopAll } from '../remoteconfig/cameraFixture';
import { auditedScripts } from '../../support/auditLines';
import { readReportAudit } from '../../../src/main/report/reportAudit';

const password = 'Geheim-4711';
let folder: string;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'camconfig-audit-'));
});

afterEach(async () => {
  await stopAll();
  rmSync(folder, { recursive: true, force: true });
});

function entry(time: string, operation: string, script: string): AuditEntry {
  return { time, source: 'cli', camera: { id: null, label: null, host: '127.0.0.1', port: 8081 }, operation, script, durationMs: 3, result: { status: 'ok' } };
}

describe('AuditLog', () => {
  it('keeps every script a client sends with its result, and never the password, not even one typed into a script', async () => {
    const camera = await startCamera({ password });
    const log = new AuditLog(folder);
    const problems: unknown[] = [];
    const client = clientFor(camera, { password, onScriptSent: auditObserver(log, 'studio', () => ({ id: 'cam-1', label: 'Tor' }), (error) => problems.push(error)) });
    await client.readConfigFile();
    await client.setParams([{ section: 'audio', name: 'SPEAKERLEVEL', value: '42' }]);
    await client.runScript(`# the password is ${password}\nwrite params\nsip/PASSWORD=sip-secret-99\n`).catch(() => undefined);
    await client.runScript('write params\nnosuchsection/NOSUCH=1\n').catch(() => undefined);
    const wrong = clientFor(camera, { password: 'Falsch-1234', onScriptSent: auditObserver(log, 'cli', () => ({ id: null, label: null }), (error) => problems.push(error)) });
    await wrong.readConfigFile().catch(() => undefined);
    await log.settled();
    expect(problems).toEqual([]);
    const text = readFileSync(join(folder, 'audit.jsonl'), 'utf8');
    for (const secret of [password, 'sip-secret-99', 'Falsch-1234']) expect(text).not.toContain(secret);
    const lines = auditedScripts(folder);
    expect(lines.map((line) => line.operation)).toEqual(['read configuration file', 'set parameters', 'script', 'script', 'read configuration file']);
    expect(lines[0]).toMatchObject({ source: 'studio', camera: { id: 'cam-1', label: 'Tor', host: '127.0.0.1', port: camera.port }, result: { status: 'ok' } });
    expect(lines[1]!.script).toContain('audio/SPEAKERLEVEL=42');
    expect(lines[2]!.script).toContain('sip/PASSWORD=********');
    expect(lines[3]!.result).toMatchObject({ status: 'camera_error' });
    expect(lines[3]!.result.status === 'camera_error' && lines[3]!.result.message).toMatch(/reported an error:\n {2}write params: /);
    expect(lines[4]).toMatchObject({ source: 'cli', result: { status: 'failed', kind: 'auth' } });
  });

  it('logs a script before it is sent; one whose end never came reads as outcome unknown, a torn last line is reported and the next line starts on its own', async () => {
    const log = new AuditLog(folder);
    const startedAt = new Date('2026-11-23T12:00:00.000Z');
    const observer = auditObserver(log, 'studio', () => ({ id: 'cam-1', label: 'Tor' }), (error) => { throw error; });
    const ended = await observer({ camera: { host: '127.0.0.1', port: 8081 }, operation: 'setParameters', script: 'write params\nsip/PASSWORD=sip-secret-1\naudio/SPEAKERLEVEL=50\n', startedAt });
    // On disk before the client sends: the script (secret masked), no outcome yet.
    const started = readFileSync(join(folder, 'audit.jsonl'), 'utf8');
    expect(started).toContain('audio/SPEAKERLEVEL=50');
    expect(started).not.toContain('sip-secret-1');
    expect(scriptsOf((await log.read()).items)).toMatchObject([{ operation: 'set parameters', result: { status: 'unknown' }, durationMs: null }]);
    // A kill while the next line was being written leaves it torn.
    appendFileSync(join(folder, 'audit.jsonl'), '{"kind":"scriptEnded","scriptId":"x","ti');
    const afterRestart = new AuditLog(folder);
    await afterRestart.append(entry('2026-11-23T12:05:00.000Z', 'read configuration file', 'view configfile'));
    const read = await afterRestart.read();
    expect(read.unreadableLines).toBe(1);
    expect(scriptsOf(read.items).map((script) => [script.operation, script.result.status])).toEqual([
      ['read configuration file', 'ok'],
      ['set parameters', 'unknown'],
    ]);
    // The export and the report say so too: neither success nor failure.
    const csv = auditCsv(read.items, 'en').csv;
    expect(csv).toContain('"unknown";"outcome unknown: the studio stopped while it ran');
    const report = await readReportAudit(afterRestart, [{ id: 'cam-1', label: 'Cam 1', host: '127.0.0.1', port: 8081 }], { period: { from: '2026-11-23T00:00:00.000Z', to: '2026-11-24T00:00:00.000Z' }, includeReads: true });
    const unknown = report.entries.find((row) => englishText(row.operation) === 'set parameters')!;
    expect(englishText(unknown.outcome)).toMatch(/^outcome unknown: the studio stopped while it ran/);
    expect(unknown.ok).toBe(false);
    expect(report.problems.map(englishText)).toEqual(['1 line of the audit log could not be read and is left out']);
    // The end, once it comes, completes the entry.
    ended({ durationMs: 12, result: { status: 'ok' } });
    await log.settled();
    expect(scriptsOf((await afterRestart.read()).items).find((script) => script.operation === 'set parameters')).toMatchObject({ result: { status: 'ok' }, durationMs: 12, time: startedAt.toISOString() });
  });

  it('writes lines asked for at once in the order asked, each append resolved once its line is on disk', async () => {
    const log = new AuditLog(folder);
    const times = Array.from({ length: 200 }, (_, index) => new Date(Date.UTC(2026, 10, 23, 9, 0, index)).toISOString());
    await Promise.all(times.map((time, index) => log.append(entry(time, 'read sections', `view section s${index}`))));
    expect(auditedScripts(folder).map((script) => script.script)).toEqual(times.map((_, index) => `view section s${index}`));
  });

  it('reads back filtered by time, camera, operation and text, newest first, skipping a torn line', async () => {
    const log = new AuditLog(folder);
    await log.append(entry('2026-11-23T09:00:00.000Z', 'read configuration file', 'view configfile'));
    await log.append({ ...entry('2026-11-23T10:00:00.000Z', 'set parameters', 'write params\naudio/SPEAKERLEVEL=42'), camera: { id: 'cam-2', label: 'Hof', host: '127.0.0.1', port: 8082 } });
    await log.append(entry('2026-11-23T11:00:00.000Z', 'store', 'store'));
    appendFileSync(join(folder, 'audit.jsonl'), '{"time": "torn');
    const all = await new AuditLog(folder).read();
    expect(scriptsOf(all.items).map((item) => item.operation)).toEqual(['store', 'set parameters', 'read configuration file']);
    expect(all.unreadableLines).toBe(1);
    expect(scriptsOf((await log.read({ from: '2026-11-23T09:30:00Z', to: '2026-11-23T11:00:00Z' })).items).map((item) => item.operation)).toEqual(['set parameters']);
    expect((await log.read({ camera: 'hof' })).total).toBe(1);
    expect((await log.read({ camera: '127.0.0.1:8081' })).total).toBe(2);
    expect((await log.read({ operation: 'SET' })).total).toBe(1);
    expect((await log.read({ text: 'speakerlevel=42' })).total).toBe(1);
    expect((await log.read({}, 2)).items).toHaveLength(2);
  });

  it('rotates at its size bound and keeps only the newest files', async () => {
    const log = new AuditLog(folder, { maxFileBytes: 1000, keepRotated: 2 });
    for (let index = 0; index < 40; index++) await log.append(entry(`2026-11-23T10:00:${String(index).padStart(2, '0')}.000Z`, `op ${index}`, 'x'.repeat(100)));
    expect(readdirSync(folder).sort()).toEqual(['audit.1.jsonl', 'audit.2.jsonl', 'audit.jsonl']);
    for (const name of readdirSync(folder)) expect(readFileSync(join(folder, name)).byteLength).toBeLessThanOrEqual(1000);
    const entries = scriptsOf((await log.read()).items);
    expect(entries[0]!.operation).toBe('op 39');
    expect(entries.length).toBeLessThan(40);
    expect(entries.map((item) => item.operation)).toEqual(entries.map((_, index) => `op ${39 - index}`));
  });

  it('names the file when it cannot be written', async () => {
    writeFileSync(join(folder, 'blocker'), '');
    const log = new AuditLog(join(folder, 'blocker'));
    await expect(log.append(entry('2026-11-23T10:00:00.000Z', 'store', 'store'))).rejects.toThrow(`${join(folder, 'blocker', 'audit.jsonl')}: the audit log cannot be written (its folder does not exist)`);
  });
});

describe('auditCsv', () => {
  it('writes ;-separated quoted rows, scripts with their line breaks, formulas defused', () => {
    const { csv } = auditCsv([{ kind: 'script', entry: { ...entry('2026-11-23T10:00:00.000Z', 'script', 'write params\naudio.X="a;b"'), result: { status: 'camera_error', message: '=HYPERLINK("x")' } } }], 'en');
    const [header, row] = csv.split('\r\n');
    expect(header).toBe('"time";"source";"camera id";"camera label";"camera address";"operation";"result";"result text";"duration ms";"script";"run id"');
    expect(row).toBe('"2026-11-23T10:00:00.000Z";"cli";"";"";"127.0.0.1:8081";"script";"camera_error";"\'=HYPERLINK(""x"")";"3";"write params\naudio.X=""a;b""";""');
  });
});

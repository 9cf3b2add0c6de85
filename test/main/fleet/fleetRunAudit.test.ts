// A fleet run's lines in the audit log: bounded (values cut, at most 500 per camera, the rest
// counted), secrets masked by name, scripts sent within the run naming it; read back, a run
// whose start line was rotated away leaves its scripts standing alone, and a camera without
// its line is shown unfinished.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AuditLog, FleetRunAudit, scriptStartedLine, type ValueChange } from '../../../src/main/fleet';
import { withinRun } from '../../../src/main/fleet/audit/auditRunContext';
import { auditLimitsOfRuns, type AuditEntry } from '../../../src/shared/fleet/auditEntry';
import { auditItemsOf } from '../../../src/shared/fleet/auditItems';
import { renderText } from '../../../src/shared/i18n/renderText';
import { localize } from '../../../src/shared/i18n/text';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'camconfig-audit-run-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const camera = { id: 'cam-1', label: 'Tor', host: '127.0.0.1', port: 8081 };
const starting = { camera: { host: '127.0.0.1', port: 8081 }, operation: 'script' as const, script: 'write params\naudio/SPEAKERLEVEL=42\n', startedAt: new Date('2026-11-23T10:00:00.000Z') };

describe('FleetRunAudit', () => {
  it('keeps at most 500 values per camera (the rest counted), cuts long values and masks secret ones', async () => {
    const log = new AuditLog(folder);
    const problems: unknown[] = [];
    const run = new FleetRunAudit(log, 'studio', () => camera, (error) => problems.push(error));
    run.started(1);
    const changes: ValueChange[] = Array.from({ length: 503 }, (_, index) => ({ section: 'general', name: `P${index}`, old: 'x'.repeat(1000), new: String(index) }));
    changes[0] = { section: 'sip', name: 'PASSWORD', old: 'old-secret-1', new: 'new-secret-2' };
    run.cameraFinished({ cameraId: 'cam-1', label: 'Tor', status: 'verified', message: '1 value read back as written', text: localize('fleet.outcome.verified', { count: 1 }) }, changes);
    await log.settled();
    expect(problems).toEqual([]);
    const text = readFileSync(join(folder, 'audit.jsonl'), 'utf8');
    expect(text).not.toContain('secret-');
    const [item] = (await log.read()).items;
    if (item?.kind !== 'fleetRun') throw new Error('expected the run');
    const result = item.cameras[0]!.result!;
    expect(result.changes).toHaveLength(auditLimitsOfRuns.maxChangesPerCamera);
    expect(result.changesLeftOut).toBe(3);
    expect(renderText(result.outcome.text!, 'de')).toBe('1 Wert wie geschrieben zurückgelesen');
    expect(result.changes[0]).toEqual({ section: 'sip', name: 'PASSWORD', old: '********', new: '********' });
    expect(result.changes[1]!.old).toBe(`${'x'.repeat(auditLimitsOfRuns.maxValueChars)}…`);
  });

  it("keeps a failed outcome's text with secret values masked in its words", async () => {
    const log = new AuditLog(folder);
    const run = new FleetRunAudit(log, 'cli', () => camera, (error) => { throw error; });
    run.started(1);
    const detail = 'ERROR: sip/PASSWORD=geheim-123 refused';
    run.cameraFinished({ cameraId: 'cam-1', label: 'Tor', status: 'failed', step: 'write', kind: 'camera_error', message: detail, text: localize('fleet.outcome.failed', { detail }) }, []);
    await log.settled();
    expect(readFileSync(join(folder, 'audit.jsonl'), 'utf8')).not.toContain('geheim-123');
    const [item] = (await log.read()).items;
    if (item?.kind !== 'fleetRun') throw new Error('expected the run');
    expect(item.cameras[0]!.result!.outcome.text).toEqual({ id: 'fleet.outcome.failed', params: { detail: 'ERROR: sip/PASSWORD=********' } });
  });

  it('names the run in every script sent within it, and in none sent outside', async () => {
    const inside = await withinRun('run-7', async () => scriptStartedLine(starting, 'cli', camera, 'script-1'));
    expect(inside.runId).toBe('run-7');
    expect(scriptStartedLine(starting, 'cli', camera, 'script-2')).not.toHaveProperty('runId');
  });
});

describe('auditItemsOf', () => {
  const script = (runId?: string): AuditEntry => {
    const { kind: _kind, scriptId: _scriptId, ...entry } = scriptStartedLine(starting, 'studio', camera, 'script-1');
    return { ...entry, durationMs: 5, result: { status: 'ok' }, ...(runId ? { runId } : {}) };
  };

  it('leaves the scripts of a run whose start is gone standing alone, and shows a camera without its line unfinished', () => {
    const items = auditItemsOf([
      script('rotated-away'),
      { kind: 'fleetRun', runId: 'run-1', time: '2026-11-23T10:00:01.000Z', source: 'studio', cameraCount: 1 },
      script('run-1'),
    ]);
    expect(items.map((item) => item.kind)).toEqual(['fleetRun', 'script']);
    expect(items[0]).toMatchObject({ cameras: [{ camera, result: null, scripts: [{ runId: 'run-1' }] }] });
  });
});

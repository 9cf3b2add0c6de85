// The audit log's operations in the reader's language: lines with an operation id, lines of the
// old form (English words only) and words the catalog does not know; the filter and the CSV.
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { scriptStartedLine } from '../../../src/main/fleet/audit/auditRecorder';
import { auditCsv } from '../../../src/shared/fleet/auditCsv';
import { auditLineSchema, matchesAuditFilter, type AuditEntry } from '../../../src/shared/fleet/auditEntry';
import { auditItemsOf } from '../../../src/shared/fleet/auditItems';
import { loggedOperationText } from '../../../src/shared/fleet/auditOperation';
import { renderText } from '../../../src/shared/i18n/renderText';

const camera = { id: 'cam-1', label: 'Eingang Süd', host: '127.0.0.1', port: 8081 };
const entry = (operation: string, operationId?: string): AuditEntry => ({
  time: '2026-11-23T10:00:00.000Z',
  source: 'studio',
  camera,
  operation,
  ...(operationId === undefined ? {} : { operationId }),
  script: 'helo\nview configfile\nquit\n',
  durationMs: 3,
  result: { status: 'ok' },
});

describe('the audit log operations', () => {
  it('are written as an id beside the English words', () => {
    const line = scriptStartedLine({ camera: { host: '127.0.0.1', port: 8081 }, operation: 'rebootWaitProbe', script: '', startedAt: new Date('2026-11-23T10:00:00.000Z') }, 'cli', camera, 'script-1');
    expect(line).toMatchObject({ operation: 'reboot wait probe', operationId: 'rebootWaitProbe' });
    expect(auditLineSchema.safeParse(JSON.parse(JSON.stringify(line))).success).toBe(true);
  });

  it('read in German, by id and from the old form that kept only the English words', () => {
    expect(renderText(loggedOperationText(entry('read configuration file', 'readConfigFile')), 'de')).toBe('Konfigurationsdatei lesen');
    expect(renderText(loggedOperationText(entry('read sections')), 'de')).toBe('Abschnitte lesen');
    expect(renderText(loggedOperationText(entry('reboot wait probe')), 'de')).toBe('Warten auf den Neustart (Abfrage)');
    expect(renderText(loggedOperationText(entry('set parameters')), 'en')).toBe('set parameters');
  });

  it('keep words the catalog does not know as they were written, and an id it does not know by its words', () => {
    expect(renderText(loggedOperationText(entry('calibrate lens')), 'de')).toBe('calibrate lens');
    expect(renderText(loggedOperationText(entry('calibrate lens', 'calibrateLens')), 'de')).toBe('calibrate lens');
    expect(auditLineSchema.safeParse({ ...entry('x', 'Not An Id') }).success).toBe(false);
  });

  it('are found by a filter typed in either language', () => {
    const set = entry('set parameters', 'setParameters');
    expect(matchesAuditFilter(set, { operation: 'parameter setzen' })).toBe(true);
    expect(matchesAuditFilter(set, { operation: 'set param' })).toBe(true);
    expect(matchesAuditFilter(set, { operation: 'Neustart' })).toBe(false);
    const run = auditItemsOf([{ kind: 'fleetRun', runId: 'run-1', time: '2026-11-23T10:00:01.000Z', source: 'studio', cameraCount: 1 }], { operation: 'mehrere Kameras' });
    expect(run.map((item) => item.kind)).toEqual(['fleetRun']);
  });

  it('are written in the CSV in the language asked for', () => {
    const items = [{ kind: 'script' as const, entry: entry('store', 'store') }, { kind: 'script' as const, entry: entry('read sections') }];
    const column = (language: 'en' | 'de') => (parse(auditCsv(items, language).csv, { delimiter: ';', record_delimiter: '\r\n' }) as string[][]).slice(1).map((row) => row[5]);
    expect(column('de')).toEqual(['im Flash speichern', 'Abschnitte lesen']);
    expect(column('en')).toEqual(['store', 'read sections']);
  });
});

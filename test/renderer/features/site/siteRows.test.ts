import { describe, expect, it } from 'vitest';
import type { InventoryRow } from '../../../../src/shared/api/siteSchemas';
import { filterSiteRows, nextSort, shownRoundTripMs, siteListRows, sortSiteRows } from '../../../../src/renderer/features/site/siteRows';
import { textIn } from '../../../../src/renderer/i18n/studioText';
import { renderText } from '../../../../src/shared/i18n/renderText';
import { localize, type Text } from '../../../../src/shared/i18n/text';
import { createSiteStore } from '../../../../src/renderer/features/site/siteStore';
import { siteFormat, siteFormatIn } from '../../../../src/renderer/features/site/siteFormat';

function row(id: string, fields: Partial<InventoryRow> = {}): InventoryRow {
  return {
    id,
    label: id,
    group: null,
    host: '127.0.0.1',
    port: 80,
    https: false,
    online: true,
    state: 'online',
    stateDetail: null,
    firmware: null,
    lastAnswerAt: null,
    roundTripMs: null,
    factoryPassword: false,
    factoryLogin: false,
    rebootNeeded: null,
    unstoredEdits: 0,
    lastBackup: null,
    lastChange: null,
    busPeer: null,
    overall: 'ok',
    reasons: [],
    ...fields,
  };
}

const ids = (rows: readonly InventoryRow[]) => rows.map((one) => one.id);

describe('sortSiteRows', () => {
  it('puts the worst sign first when ascending, and the best first when descending', () => {
    const rows = [row('a', { overall: 'ok' }), row('b', { overall: 'problem' }), row('c', { overall: 'unknown' }), row('d', { overall: 'attention' })];
    expect(ids(sortSiteRows(rows, { column: 'overall', direction: 'ascending' }))).toEqual(['b', 'd', 'c', 'a']);
    expect(ids(sortSiteRows(rows, { column: 'overall', direction: 'descending' }))).toEqual(['a', 'c', 'd', 'b']);
  });

  it('orders addresses by their numbers, not as text, then by port', () => {
    const rows = [row('ten', { host: '127.0.0.10' }), row('nine', { host: '127.0.0.9' }), row('name', { host: 'cam.local' }), row('nine-b', { host: '127.0.0.9', port: 8080 })];
    expect(ids(sortSiteRows(rows, { column: 'address', direction: 'ascending' }))).toEqual(['nine', 'nine-b', 'ten', 'name']);
  });

  it('orders labels with numbers naturally (Door 2 before Door 10) and keeps unknown values last in both directions', () => {
    const rows = [row('x', { label: 'Door 10', firmware: 'MX-V5.5' }), row('y', { label: 'Door 2', firmware: null }), row('z', { label: 'Door 1', firmware: 'MX-V4.1' })];
    expect(ids(sortSiteRows(rows, { column: 'label', direction: 'ascending' }))).toEqual(['z', 'y', 'x']);
    expect(ids(sortSiteRows(rows, { column: 'firmware', direction: 'ascending' }))).toEqual(['z', 'x', 'y']);
    expect(ids(sortSiteRows(rows, { column: 'firmware', direction: 'descending' }))).toEqual(['x', 'z', 'y']);
  });

  it('sorts times and counts as numbers, ties by label', () => {
    const rows = [
      row('old', { label: 'B', lastBackup: { file: 'b.cfg', takenAt: '2026-01-01T00:00:00.000Z', bytes: 1 } }),
      row('new', { label: 'A', lastBackup: { file: 'a.cfg', takenAt: '2026-03-01T00:00:00.000Z', bytes: 1 } }),
      row('none', { label: 'C' }),
    ];
    expect(ids(sortSiteRows(rows, { column: 'lastBackup', direction: 'descending' }))).toEqual(['new', 'old', 'none']);
    const edits = [row('p', { label: 'P', unstoredEdits: 2 }), row('q', { label: 'Q', unstoredEdits: 0 }), row('o', { label: 'O', unstoredEdits: 2 })];
    expect(ids(sortSiteRows(edits, { column: 'unstoredEdits', direction: 'descending' }))).toEqual(['o', 'p', 'q']);
  });

  it('does not change the rows it is given', () => {
    const rows = [row('b'), row('a')];
    sortSiteRows(rows, { column: 'label', direction: 'ascending' });
    expect(ids(rows)).toEqual(['b', 'a']);
  });
});

describe('nextSort', () => {
  it('turns the same column round and starts another ascending', () => {
    expect(nextSort({ column: 'label', direction: 'ascending' }, 'label')).toEqual({ column: 'label', direction: 'descending' });
    expect(nextSort({ column: 'label', direction: 'descending' }, 'label')).toEqual({ column: 'label', direction: 'ascending' });
    expect(nextSort({ column: 'label', direction: 'descending' }, 'group')).toEqual({ column: 'group', direction: 'ascending' });
  });
});

const english = textIn('en');
const german = textIn('de');
const inEnglish = (text: Text) => renderText(text, 'en');
const inGerman = (text: Text) => renderText(text, 'de');

describe('filterSiteRows', () => {
  const rows = [
    row('gate', { label: 'Gate', group: 'Yard', host: '127.0.0.5', firmware: 'MX-V5.5.2.166' }),
    row('door', { label: 'Door', group: 'Hall', factoryPassword: true, overall: 'problem', reasons: [localize('site.reason.factoryPassword')] }),
    row('hall', { label: 'Hall cam', state: 'offline', online: false, overall: 'problem', reasons: [localize('site.reason.offline')] }),
  ];

  it('keeps the rows holding every word in any field, any case', () => {
    expect(ids(filterSiteRows(rows, 'yard', english, inEnglish))).toEqual(['gate']);
    expect(ids(filterSiteRows(rows, 'HALL', english, inEnglish))).toEqual(['door', 'hall']);
    expect(ids(filterSiteRows(rows, 'hall offline', english, inEnglish))).toEqual(['hall']);
    expect(ids(filterSiteRows(rows, '127.0.0.5:80', english, inEnglish))).toEqual(['gate']);
    expect(ids(filterSiteRows(rows, 'v5.5', english, inEnglish))).toEqual(['gate']);
    expect(ids(filterSiteRows(rows, 'factory', english, inEnglish))).toEqual(['door']);
    expect(ids(filterSiteRows(rows, 'nothing-like-it', english, inEnglish))).toEqual([]);
  });

  it('matches the states by the words the table shows in German, and still by their English names', () => {
    const refused = [...rows, row('gate2', { label: 'Tor', state: 'auth_failed', overall: 'problem', reasons: [] })];
    expect(ids(filterSiteRows(refused, 'anmeldung abgelehnt', german, inGerman))).toEqual(['gate2']);
    expect(ids(filterSiteRows(refused, 'WERKSPASSWORT', german, inGerman))).toEqual(['door']);
    expect(ids(filterSiteRows(refused, 'achtung', german, inGerman))).toEqual([]);
    expect(ids(filterSiteRows(refused, 'factory', german, inGerman))).toEqual(['door']);
    expect(ids(filterSiteRows(refused, 'anmeldung', english, inEnglish))).toEqual([]);
    // The reasons the services made, in the studio's language and in English.
    expect(ids(filterSiteRows(refused, 'werkspasswort in gebrauch', german, inGerman))).toEqual(['door']);
    expect(ids(filterSiteRows(refused, 'password in use', german, inGerman))).toEqual(['door']);
  });

  it('finds a camera that opens with the factory password after refusing its own (probably reset) by the words its Password cell shows, English and German', () => {
    const reset = row('mast', { label: 'Mast', state: 'auth_failed', online: false, factoryLogin: true, overall: 'problem', reasons: [localize('site.reason.factoryLogin'), localize('site.reason.authFailed')] });
    const withReset = [...rows, reset];
    expect(ids(filterSiteRows(withReset, 'reset', english, inEnglish))).toEqual(['mast']);
    expect(ids(filterSiteRows(withReset, 'zurückgesetzt', german, inGerman))).toEqual(['mast']);
    expect(ids(filterSiteRows(withReset, 'reset', german, inGerman))).toEqual(['mast']);
    // Both on the factory password: the reset one and the one that was never changed.
    expect(ids(filterSiteRows(withReset, 'werkspasswort', german, inGerman))).toEqual(['door', 'mast']);
    expect(ids(sortSiteRows(withReset, { column: 'factoryPassword', direction: 'ascending' }))).toEqual(['door', 'mast', 'gate', 'hall']);
  });

  it('keeps every row for an empty or blank text', () => {
    expect(ids(filterSiteRows(rows, '', english, inEnglish))).toEqual(['gate', 'door', 'hall']);
    expect(ids(filterSiteRows(rows, '   ', english, inEnglish))).toEqual(['gate', 'door', 'hall']);
  });
});

describe('siteListRows', () => {
  const rows = [row('a', { group: 'Yard' }), row('b', { group: null }), row('c', { group: 'Hall', overall: 'problem' }), row('d', { group: 'Yard' })];

  it('is the rows alone when not grouped', () => {
    expect(siteListRows(rows, false).map((one) => one.key)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('puts each group under its heading (by name, no group last), keeping the order within a group', () => {
    const list = siteListRows(rows, true);
    expect(list.map((one) => one.key)).toEqual(['group:Hall', 'c', 'group:Yard', 'a', 'd', 'group:', 'b']);
    expect(list[0]).toMatchObject({ kind: 'group', group: 'Hall', cameras: 1, problems: 1 });
    expect(list[2]).toMatchObject({ kind: 'group', group: 'Yard', cameras: 2, problems: 0 });
    expect(list[5]).toMatchObject({ kind: 'group', group: null, cameras: 1 });
  });
});

describe('the site store', () => {
  it('counts each camera of the refresh under way once, its failures apart, and ignores other operations', () => {
    const store = createSiteStore();
    store.getState().setRefresh({ status: 'running', operationId: 'op-1', total: 3, finished: new Set(), failed: new Set(), cancelling: false });
    store.getState().reachProgress('op-1', 'a', false, 'probing');
    store.getState().reachProgress('op-1', 'a', true, 'done');
    store.getState().reachProgress('op-1', 'a', true, 'done');
    store.getState().reachProgress('op-1', 'b', true, 'failed');
    store.getState().reachProgress('other-op', 'c', true, 'done');
    const { refresh } = store.getState();
    expect(refresh.status === 'running' && [...refresh.finished]).toEqual(['a', 'b']);
    expect(refresh.status === 'running' && [...refresh.failed]).toEqual(['b']);
  });

  it('bounds the filter text', () => {
    const store = createSiteStore();
    store.getState().setFilterText('x'.repeat(5000));
    expect(store.getState().filterText).toHaveLength(200);
  });
});

describe('shownRoundTripMs', () => {
  it('shows the round trip of an online camera only: an offline one keeps its last answer\'s, which is not shown ("offline 3 ms")', () => {
    expect(shownRoundTripMs(row('a', { state: 'online', roundTripMs: 3 }))).toBe(3);
    expect(shownRoundTripMs(row('b', { state: 'offline', online: false, roundTripMs: 3 }))).toBeNull();
    expect(shownRoundTripMs(row('c', { state: 'rebooting', online: false, roundTripMs: 3 }))).toBeNull();
    expect(shownRoundTripMs(row('d', { state: 'online', roundTripMs: null }))).toBeNull();
  });
});

describe('siteFormat', () => {
  it('writes numbers and ages in the locale given', () => {
    const now = Date.parse('2026-05-01T12:00:00.000Z');
    expect(siteFormat('en-US').count(12345)).toBe('12,345');
    expect(siteFormat('de-DE').count(12345)).toBe('12.345');
    expect(siteFormat('en-US').age('2026-05-01T11:55:00.000Z', now)).toBe('5 minutes ago');
    expect(siteFormat('de-DE').age('2026-04-29T12:00:00.000Z', now)).toBe('vorgestern');
    expect(siteFormat('en-US').age('2026-05-01T12:00:00.000Z', now)).toBe('now');
  });

  it('follows the studio’s language', () => {
    const now = Date.parse('2026-05-01T12:00:00.000Z');
    expect(siteFormatIn('de').age('2026-05-01T11:55:00.000Z', now)).toBe('vor 5 Minuten');
    expect(siteFormatIn('en').count(1234)).toBe('1,234');
    expect(siteFormatIn('de').count(1234)).toBe('1.234');
  });
});

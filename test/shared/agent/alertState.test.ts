import { describe, expect, it } from 'vitest';
import { checkAgentSettings, type AgentThresholds } from '../../../src/shared/agent/agentSettings';
import { localize } from '../../../src/shared/i18n/text';
import { alertStateSchema, emptyAlertState, observe, takeOutbox, tick, type AlertCamera, type AlertContext, type AlertState, type RefreshSighting } from '../../../src/shared/agent/alertState';

const start = Date.parse('2026-06-01T12:00:00Z');
const second = 1000;

function thresholds(overrides: Partial<AgentThresholds> = {}): AgentThresholds {
  const check = checkAgentSettings({ thresholds: overrides });
  if (!check.ok) throw new Error(check.problems.join('; '));
  return check.settings.thresholds;
}

const entrance: AlertCamera = { id: 'cam-1', name: 'Entrance', address: '10.0.0.11', group: 'outside' };
const hall: AlertCamera = { id: 'cam-2', name: 'Hall', address: '10.0.0.12', group: null };

const answered = (camera: AlertCamera, extra: Partial<RefreshSighting> = {}): RefreshSighting => ({ camera, answered: true, firmware: 'MX-V5.2.1', rebootNeeded: [], factoryPassword: false, ...extra });
const silent = (camera: AlertCamera): RefreshSighting => ({ camera, answered: false, firmware: null, rebootNeeded: [], factoryPassword: false });

/** Runs sightings through the machine, collecting what it sends. */
class Site {
  state: AlertState = emptyAlertState();
  sent: { kind: string; phase: string; camera: string | null; text: string }[] = [];

  constructor(private readonly context: Omit<AlertContext, 'now'> = { thresholds: thresholds(), silenced: false }) {}

  refresh(at: number, cameras: RefreshSighting[], silenced = this.context.silenced): void {
    this.collect(observe(this.state, { job: 'refresh', cameras }, { ...this.context, silenced, now: at }));
  }

  check(at: number, driftedParameters: number, silenced = this.context.silenced): void {
    this.collect(observe(this.state, { job: 'check', cameras: [{ camera: entrance, driftedParameters }] }, { ...this.context, silenced, now: at }));
  }

  backup(at: number, failure: string | null): void {
    this.collect(observe(this.state, { job: 'backup', cameras: [{ camera: hall, failure }] }, { ...this.context, now: at }));
  }

  tick(at: number, silenced = this.context.silenced): void {
    this.collect(tick(this.state, { ...this.context, silenced, now: at }));
  }

  private collect(state: AlertState): void {
    const taken = takeOutbox(state);
    this.state = taken.state;
    this.sent.push(...taken.notices.map((notice) => ({ kind: notice.kind, phase: notice.phase, camera: notice.camera?.name ?? null, text: notice.text })));
  }
}

describe('the alert state machine', () => {
  it('sends offline once the camera has not answered for offlineAfterSeconds, once, and online once when it answers', () => {
    const site = new Site();
    site.refresh(start, [answered(entrance)]);
    site.refresh(start + 60 * second, [silent(entrance)]);
    site.refresh(start + 300 * second, [silent(entrance)]);
    expect(site.sent).toEqual([]);
    site.refresh(start + 360 * second, [silent(entrance)]);
    site.refresh(start + 420 * second, [silent(entrance)]);
    site.tick(start + 480 * second);
    expect(site.sent).toEqual([{ kind: 'offline', phase: 'started', camera: 'Entrance', text: 'Entrance (10.0.0.11, group outside) does not answer since 2026-06-01T12:01:00.000Z' }]);
    site.refresh(start + 540 * second, [answered(entrance)]);
    site.refresh(start + 600 * second, [answered(entrance)]);
    expect(site.sent.map((notice) => `${notice.kind} ${notice.phase}`)).toEqual(['offline started', 'offline ended']);
    expect(site.sent[1]!.text).toMatch(/^Entrance \(10\.0\.0\.11, group outside\) answers again/);
  });

  it('sends nothing for a camera that failed once and answered before the threshold', () => {
    const site = new Site();
    site.refresh(start, [silent(entrance)]);
    site.refresh(start + 60 * second, [answered(entrance)]);
    site.tick(start + 900 * second);
    expect(site.sent).toEqual([]);
  });

  it('sends a start at once when offlineAfterSeconds is 0, and reminders at the reminder interval', () => {
    const site = new Site({ thresholds: thresholds({ offlineAfterSeconds: 0, reminderSeconds: 3600 }), silenced: false });
    site.refresh(start, [silent(hall)]);
    site.tick(start + 1800 * second);
    site.tick(start + 3600 * second);
    site.tick(start + 5400 * second);
    site.tick(start + 7200 * second);
    expect(site.sent.map((notice) => notice.phase)).toEqual(['started', 'reminder', 'reminder']);
    expect(site.sent[1]!.text).toMatch(/^still: Hall \(10\.0\.0\.12\) does not answer/);
  });

  it('tells drift from a check, and its end', () => {
    const site = new Site();
    site.check(start, 3);
    site.check(start + 60 * second, 2);
    site.check(start + 120 * second, 0);
    expect(site.sent.map((notice) => `${notice.kind} ${notice.phase}`)).toEqual(['drift started', 'drift ended']);
    expect(site.sent[0]!.text).toMatch(/3 parameters differ from the baseline/);
  });

  it('tells the factory password from a refresh of any camera (no baseline needed), and its end; a silent camera leaves it as it stands', () => {
    const site = new Site();
    site.refresh(start, [answered(entrance, { factoryPassword: true }), answered(hall)]);
    site.refresh(start + 60 * second, [silent(entrance), answered(hall)]);
    expect(site.sent.map((notice) => `${notice.kind} ${notice.phase} ${notice.camera}`)).toEqual(['factory-password started Entrance']);
    site.refresh(start + 120 * second, [answered(entrance, { factoryPassword: true })]);
    site.refresh(start + 180 * second, [answered(entrance)]);
    expect(site.sent.map((notice) => `${notice.kind} ${notice.phase} ${notice.camera}`)).toEqual(['factory-password started Entrance', 'factory-password ended Entrance']);
  });

  it('tells a camera back on its factory password after a reset in its own words, once, and its end once; German too', () => {
    const site = new Site();
    site.refresh(start, [answered(entrance, { factoryPassword: true, factoryLogin: true }), answered(hall, { factoryPassword: true })]);
    site.refresh(start + 60 * second, [answered(entrance, { factoryPassword: true, factoryLogin: true })]);
    expect(site.sent.map((notice) => `${notice.kind} ${notice.phase} ${notice.camera}: ${notice.text}`)).toEqual([
      "factory-password started Entrance: Entrance (10.0.0.11, group outside) refuses the site's password and opens with its factory password (it was probably reset) since 2026-06-01T12:00:00.000Z",
      'factory-password started Hall: Hall (10.0.0.12) answers to its factory password since 2026-06-01T12:00:00.000Z',
    ]);
    site.refresh(start + 120 * second, [answered(entrance)]);
    expect(site.sent.map((notice) => `${notice.kind} ${notice.phase} ${notice.camera}`)).toEqual(['factory-password started Entrance', 'factory-password started Hall', 'factory-password ended Entrance']);

    const german = observe(emptyAlertState(), { job: 'refresh', cameras: [answered(entrance, { factoryPassword: true, factoryLogin: true })] }, { thresholds: thresholds(), silenced: false, now: start, language: 'de' });
    expect(takeOutbox(german).notices.map((notice) => notice.text)).toEqual(['Entrance (10.0.0.11, Gruppe outside) lehnt das Passwort des Standorts ab und öffnet mit ihrem Werkspasswort (wohl zurückgesetzt), seit 2026-06-01T12:00:00.000Z']);
  });

  it('tells a failed backup once and its recovery', () => {
    const site = new Site();
    site.backup(start, 'the camera did not answer within 10 s');
    site.backup(start + 86_400 * second, 'the camera did not answer within 10 s');
    site.backup(start + 2 * 86_400 * second, null);
    expect(site.sent.map((notice) => `${notice.kind} ${notice.phase}`)).toEqual(['backup-failed started', 'backup-failed ended']);
  });

  it('tells a firmware change once, not the first firmware seen', () => {
    const site = new Site();
    site.refresh(start, [answered(entrance)]);
    site.refresh(start + 60 * second, [answered(entrance, { firmware: 'MX-V5.4.0' })]);
    site.refresh(start + 120 * second, [answered(entrance, { firmware: 'MX-V5.4.0' })]);
    expect(site.sent).toEqual([expect.objectContaining({ kind: 'firmware-changed', phase: 'event', text: 'Entrance (10.0.0.11, group outside): firmware changed from MX-V5.2.1 to MX-V5.4.0' })]);
  });

  it('tells a reboot pending only after rebootPendingAfterSeconds', () => {
    const site = new Site({ thresholds: thresholds({ rebootPendingAfterSeconds: 600 }), silenced: false });
    site.refresh(start, [answered(entrance, { rebootNeeded: ['network'] })]);
    site.refresh(start + 300 * second, [answered(entrance, { rebootNeeded: ['network'] })]);
    expect(site.sent).toEqual([]);
    site.refresh(start + 600 * second, [answered(entrance, { rebootNeeded: ['network'] })]);
    expect(site.sent.map((notice) => notice.kind)).toEqual(['reboot-pending']);
  });

  it('holds alerts back in a maintenance window and sends a start still true after it', () => {
    const site = new Site({ thresholds: thresholds({ offlineAfterSeconds: 0 }), silenced: false });
    site.refresh(start, [silent(entrance), silent(hall)], true);
    site.refresh(start + 60 * second, [answered(entrance), silent(hall)], true);
    expect(site.sent).toEqual([]);
    site.tick(start + 120 * second, false);
    expect(site.sent.map((notice) => `${notice.kind} ${notice.phase} ${notice.camera}`)).toEqual(['offline started Hall']);
  });

  it('keeps the end of an alert told before a window for the window\'s close, and tells what starts and ends inside it never', () => {
    const site = new Site({ thresholds: thresholds({ offlineAfterSeconds: 0 }), silenced: false });
    site.refresh(start, [silent(entrance), answered(hall)]);
    expect(site.sent.map((notice) => `${notice.kind} ${notice.phase} ${notice.camera}`)).toEqual(['offline started Entrance']);
    site.refresh(start + 60 * second, [answered(entrance), silent(hall)], true);
    site.refresh(start + 120 * second, [answered(entrance), answered(hall)], true);
    expect(site.sent).toHaveLength(1);
    expect(site.state.heldInWindow.map((notice) => `${notice.kind} ${notice.phase}`)).toEqual(['offline ended']);
    site.tick(start + 180 * second, false);
    expect(site.sent.map((notice) => `${notice.kind} ${notice.phase} ${notice.camera}`)).toEqual(['offline started Entrance', 'offline ended Entrance']);
    expect(site.state.heldInWindow).toEqual([]);
  });

  it('keeps a firmware change seen in a window for its close', () => {
    const site = new Site();
    site.refresh(start, [answered(entrance)]);
    site.refresh(start + 60 * second, [answered(entrance, { firmware: 'MX-V5.2.6' })], true);
    expect(site.sent).toEqual([]);
    site.refresh(start + 120 * second, [answered(entrance, { firmware: 'MX-V5.2.6' })], false);
    expect(site.sent.map((notice) => `${notice.kind} ${notice.phase} ${notice.camera}`)).toEqual(['firmware-changed event Entrance']);
  });

  it('tells an alert that ended in a window and started again as ended and started at its close', () => {
    const site = new Site({ thresholds: thresholds({ offlineAfterSeconds: 0 }), silenced: false });
    site.check(start, 2);
    site.check(start + 60 * second, 0, true);
    site.check(start + 120 * second, 4, true);
    expect(site.sent.map((notice) => `${notice.kind} ${notice.phase}`)).toEqual(['drift started']);
    site.tick(start + 180 * second, false);
    expect(site.sent.map((notice) => `${notice.kind} ${notice.phase}`)).toEqual(['drift started', 'drift ended', 'drift started']);
  });

  it('keeps the hourly summary that falls in a window for its close', () => {
    const site = new Site({ thresholds: thresholds({ offlineAfterSeconds: 0, alertsPerHour: 1 }), silenced: false });
    site.refresh(start, [silent(entrance), silent(hall)]);
    expect(site.sent).toHaveLength(1);
    site.tick(start + 3600 * second, true);
    expect(site.sent).toHaveLength(1);
    site.tick(start + 3700 * second, false);
    expect(site.sent.map((notice) => `${notice.kind} ${notice.phase}`)).toEqual(['offline started', 'held-back summary']);
  });

  it('caps alerts per hour and tells what was held back in one summary the next hour', () => {
    const site = new Site({ thresholds: thresholds({ offlineAfterSeconds: 0, alertsPerHour: 2 }), silenced: false });
    const cameras = Array.from({ length: 5 }, (_, index): AlertCamera => ({ id: `cam-${index}`, name: `Camera ${index}`, address: `10.0.0.${index}`, group: null }));
    site.refresh(start, cameras.map(silent));
    expect(site.sent).toHaveLength(2);
    site.tick(start + 3600 * second);
    expect(site.sent).toHaveLength(3);
    expect(site.sent[2]).toEqual({ kind: 'held-back', phase: 'summary', camera: null, text: '3 alerts were held back by the hourly limit: 3 offline started' });
    site.tick(start + 7200 * second);
    expect(site.sent).toHaveLength(3);
  });

  it('keeps a state that its own schema reads back', () => {
    const site = new Site();
    site.refresh(start, [answered(entrance), silent(hall)]);
    site.check(start, 1);
    expect(alertStateSchema.parse(JSON.parse(JSON.stringify(site.state)))).toEqual(site.state);
  });

  it('leaves the state it was given unchanged', () => {
    const before = emptyAlertState();
    observe(before, { job: 'refresh', cameras: [silent(entrance)] }, { now: start, thresholds: thresholds({ offlineAfterSeconds: 0 }), silenced: false });
    expect(before).toEqual(emptyAlertState());
  });
});

describe('the "offline after a change" alert', () => {
  const change = (at: number, source: 'studio' | 'cli' = 'studio') => ({ at, operation: localize('audit.operation.setParameters'), source });
  const silentAfter = (camera: AlertCamera, at: number, source: 'studio' | 'cli' = 'studio'): RefreshSighting => ({ ...silent(camera), lastChange: change(at, source) });
  const kinds = (site: Site) => site.sent.map((notice) => `${notice.kind} ${notice.phase} ${notice.camera}`);

  it('tells a camera silent within offlineAfterChangeSeconds of a change once, with the change and when, then once when it is back', () => {
    const site = new Site({ thresholds: thresholds({ offlineAfterSeconds: 300, offlineAfterChangeSeconds: 600, reminderSeconds: 900 }), silenced: false });
    const applied = start + 30 * second;
    site.refresh(start, [answered(entrance)]);
    site.refresh(start + 120 * second, [silentAfter(entrance, applied)]);
    site.refresh(start + 360 * second, [silentAfter(entrance, applied)]);
    expect(site.sent).toEqual([]);
    site.refresh(start + 420 * second, [silentAfter(entrance, applied)]);
    site.refresh(start + 480 * second, [silentAfter(entrance, applied)]);
    expect(site.sent).toEqual([
      {
        kind: 'offline-after-change',
        phase: 'started',
        camera: 'Entrance',
        text: 'Entrance (10.0.0.11, group outside) does not answer (it fell silent after a change applied at 2026-06-01T12:00:30.000Z: set parameters, from the studio) since 2026-06-01T12:02:00.000Z',
      },
    ]);
    site.tick(start + 1320 * second);
    site.refresh(start + 1400 * second, [answered(entrance, { lastChange: change(applied) })]);
    site.refresh(start + 1500 * second, [answered(entrance, { lastChange: change(applied) })]);
    expect(kinds(site)).toEqual(['offline-after-change started Entrance', 'offline-after-change reminder Entrance', 'offline-after-change ended Entrance']);
    expect(site.sent[2]!.text).toBe('Entrance (10.0.0.11, group outside) answers again (after it began at 2026-06-01T12:02:00.000Z)');
  });

  it('keeps the kind and its words for the whole silence, even when the audit log no longer names the change', () => {
    const site = new Site({ thresholds: thresholds({ offlineAfterSeconds: 0, offlineAfterChangeSeconds: 600, reminderSeconds: 60 }), silenced: false });
    site.refresh(start, [silentAfter(hall, start - 10 * second, 'cli')]);
    site.refresh(start + 60 * second, [silent(hall)]);
    expect(kinds(site)).toEqual(['offline-after-change started Hall', 'offline-after-change reminder Hall']);
    expect(site.sent[1]!.text).toBe('still: Hall (10.0.0.12) does not answer (it fell silent after a change applied at 2026-06-01T11:59:50.000Z: set parameters, from the command line) since 2026-06-01T12:00:00.000Z');
  });

  it('is a plain offline alert when the change was longer ago than offlineAfterChangeSeconds, came after the silence began, or the threshold is 0', () => {
    const longAgo = new Site({ thresholds: thresholds({ offlineAfterSeconds: 0, offlineAfterChangeSeconds: 600 }), silenced: false });
    longAgo.refresh(start, [silentAfter(entrance, start - 601 * second)]);
    expect(kinds(longAgo)).toEqual(['offline started Entrance']);

    const plainFirst = new Site({ thresholds: thresholds({ offlineAfterSeconds: 0, offlineAfterChangeSeconds: 600 }), silenced: false });
    plainFirst.refresh(start, [silent(entrance)]);
    plainFirst.refresh(start + 60 * second, [silentAfter(entrance, start + 30 * second)]);
    expect(kinds(plainFirst)).toEqual(['offline started Entrance']);

    const off = new Site({ thresholds: thresholds({ offlineAfterSeconds: 0, offlineAfterChangeSeconds: 0 }), silenced: false });
    off.refresh(start, [silentAfter(entrance, start)]);
    expect(kinds(off)).toEqual(['offline started Entrance']);
  });

  it('is worded in the site report language', () => {
    const site = new Site({ thresholds: thresholds({ offlineAfterSeconds: 0 }), silenced: false, language: 'de' });
    site.refresh(start, [silentAfter(entrance, start - 60 * second)]);
    expect(site.sent).toEqual([
      { kind: 'offline-after-change', phase: 'started', camera: 'Entrance', text: 'Entrance (10.0.0.11, Gruppe outside) antwortet nicht (sie verstummte nach einer Änderung um 2026-06-01T11:59:00.000Z: Parameter setzen, aus dem Studio), seit 2026-06-01T12:00:00.000Z' },
    ]);
  });
});

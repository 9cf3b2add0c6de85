import { describe, expect, it } from 'vitest';
import { checkAgentSettings } from '../../../src/shared/agent/agentSettings';
import { openWindow } from '../../../src/shared/agent/maintenanceWindows';

function windowsOf(value: unknown) {
  const check = checkAgentSettings({ maintenanceWindows: value });
  if (!check.ok) throw new Error(check.problems.join('; '));
  return check.settings.maintenanceWindows;
}

describe('maintenance windows', () => {
  const sundayNights = windowsOf([{ label: 'Sunday works', schedule: '0 22 * * 0', durationMinutes: 120, jobs: 'pause' }]);

  it.each([
    ['2026-06-07T19:59:59Z', null],
    ['2026-06-07T20:00:00Z', 'Sunday works'],
    ['2026-06-07T21:59:59Z', 'Sunday works'],
    ['2026-06-07T22:00:00Z', null],
  ])('a recurring window in Europe/Berlin at %s: %s', (moment, expected) => {
    expect(openWindow(sundayNights, 'Europe/Berlin', Date.parse(moment))?.label ?? null).toBe(expected);
  });

  it('a one-off window is open from its start until (not including) its end', () => {
    const once = windowsOf([{ label: 'switch swap', from: '2026-03-01T22:00:00+01:00', until: '2026-03-02T02:00:00+01:00' }]);
    expect(openWindow(once, 'UTC', Date.parse('2026-03-01T20:59:59Z'))).toBeNull();
    expect(openWindow(once, 'UTC', Date.parse('2026-03-01T21:00:00Z'))?.label).toBe('switch swap');
    expect(openWindow(once, 'UTC', Date.parse('2026-03-02T01:00:00Z'))).toBeNull();
  });
});

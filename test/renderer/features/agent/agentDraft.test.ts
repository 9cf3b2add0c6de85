import { describe, expect, it } from 'vitest';
import { draftObject, numberSetting, valueAt, withValueAt } from '../../../../src/renderer/features/agent/agentDraft';

describe('the agent draft as the form edits it', () => {
  it('sets a value at a path, making the objects on the way, and takes a setting out when emptied', () => {
    const text = withValueAt('{}', ['jobs', 'refresh', 'schedule'], '0 */10 * * * *');
    expect(draftObject(text)).toEqual({ jobs: { refresh: { schedule: '0 */10 * * * *' } } });
    const windows = withValueAt(text, ['maintenanceWindows', 0, 'durationMinutes'], 30);
    expect(valueAt(draftObject(windows)!, ['maintenanceWindows', 0, 'durationMinutes'])).toBe(30);
    expect(draftObject(withValueAt(windows, ['jobs', 'refresh', 'schedule'], undefined))).toEqual({ jobs: { refresh: {} }, maintenanceWindows: [{ durationMinutes: 30 }] });
  });

  it('keeps what is no number as typed, so the check names it', () => {
    expect(numberSetting(' 300 ')).toBe(300);
    expect(numberSetting('-5')).toBe(-5);
    expect(numberSetting('')).toBeUndefined();
    expect(numberSetting('five')).toBe('five');
  });

  it('reads no object from a text that is not one', () => {
    expect(draftObject('[1]')).toBeNull();
    expect(draftObject('{"jobs": ')).toBeNull();
    expect(valueAt({ jobs: 'x' }, ['jobs', 'refresh'])).toBeUndefined();
  });
});

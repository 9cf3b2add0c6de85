import { describe, expect, it } from 'vitest';
import { formOptions, formValues, settingsText, withFieldValue } from '../../../../src/renderer/features/settings/settingsDraft';

describe('the settings draft: one JSON text, the form reads and writes it', () => {
  it('writes a configuration as pretty JSON, options in the form order', () => {
    expect(settingsText({ broadcast: { resend: 2, iface: 'lo' } })).toBe('{\n  "broadcast": {\n    "iface": "lo",\n    "resend": 2\n  }\n}\n');
    expect(settingsText({})).toBe('{\n  "broadcast": {}\n}\n');
  });

  it('gives the form each option as text, empty where it is left out', () => {
    expect(formValues(formOptions('{"broadcast": {"port": 19300, "resend": "x"}}')!)).toEqual({ iface: '', port: '19300', poll_freq: '', resend: 'x', max_time_offset: '' });
    expect(formOptions('{}')).toEqual({});
  });

  it('has no form values for a text that is not options', () => {
    expect(formOptions('{"broadcast": ')).toBeNull();
    expect(formOptions('[1]')).toBeNull();
    expect(formOptions('{"broadcast": 3}')).toBeNull();
  });

  it('writes a typed field back: digits as a number, empty leaves the option out, anything else stays text', () => {
    const text = settingsText({ broadcast: { port: 19300 } });
    expect(JSON.parse(withFieldValue(text, 'poll_freq', ' 25 '))).toEqual({ broadcast: { port: 19300, poll_freq: 25 } });
    expect(JSON.parse(withFieldValue(text, 'port', ''))).toEqual({ broadcast: {} });
    expect(JSON.parse(withFieldValue(text, 'resend', '3x'))).toEqual({ broadcast: { port: 19300, resend: '3x' } });
    expect(JSON.parse(withFieldValue(text, 'iface', '123'))).toEqual({ broadcast: { port: 19300, iface: '123' } });
  });

  it('keeps what the form does not know (unknown options stay for the check to name)', () => {
    const edited = withFieldValue('{"broadcast": {"colour": 1, "resend": 2}}', 'port', '80');
    expect(JSON.parse(edited)).toEqual({ broadcast: { port: 80, resend: 2, colour: 1 } });
    expect(Object.keys(JSON.parse(edited).broadcast)).toEqual(['port', 'resend', 'colour']);
  });
});

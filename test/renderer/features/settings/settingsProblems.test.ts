import { textIn } from '../../../../src/renderer/i18n/studioText';
import { describe, expect, it } from 'vitest';
import { checkSettingsText } from '../../../../src/renderer/features/settings/settingsProblems';

const english = textIn('en');
const messages = (text: string) => checkSettingsText(text, english).problems.map((problem) => problem.message);

describe('checkSettingsText', () => {
  it('accepts a valid configuration and gives it back checked', () => {
    expect(checkSettingsText('{"broadcast": {"port": 19300, "iface": "lo"}}', english)).toEqual({ config: { broadcast: { port: 19300, iface: 'lo' } }, problems: [] });
    expect(checkSettingsText('{}', english).config).toEqual({});
  });

  it('names the option, the rule it breaks and what was written', () => {
    expect(checkSettingsText('{"broadcast": {"port": 70000}}', english).problems).toEqual([{ option: 'broadcast.port', message: 'broadcast.port must be an integer from 1 to 65535; got 70000' }]);
    expect(messages('{"broadcast": {"resend": "three"}}')).toEqual(['broadcast.resend must be an integer from 1 to 255; got the text "three"']);
    expect(messages('{"broadcast": {"poll_freq": 2.5}}')).toEqual(['broadcast.poll_freq must be an integer from 0 to 1000; got 2.5']);
    expect(messages('{"broadcast": {"iface": ""}}')).toEqual(['broadcast.iface must be an interface name of 1 to 256 characters; got the text ""']);
  });

  it('names unknown options, lists the known ones, and hints at dotted keys', () => {
    expect(messages('{"broadcast": {"colour": 1}}')[0]).toMatch(/^broadcast\.colour: unknown option \(the options are broadcast\.iface, broadcast\.port, /);
    expect(messages('{"broadcast.port": 1}')).toEqual(['broadcast.port: unknown option (write dotted options as nested objects, e.g. {"broadcast": {"port": 19300}})']);
  });

  it('refuses a passphrase in the text without repeating it', () => {
    const problems = messages('{"broadcast": {"passphrase": "s3cret-value"}}');
    expect(problems).toEqual(['broadcast.passphrase is never written in the text (it would show): choose it under "Passphrase"']);
    expect(problems.join()).not.toContain('s3cret-value');
  });

  it('says where the JSON is broken, by line and column', () => {
    const [problem] = messages('{\n  "broadcast": {\n    "port": 1,\n  }\n}');
    expect(problem).toMatch(/^the text is not valid JSON: .*line 4,? column \d+/);
  });

  it('refuses a text that is not an object of options', () => {
    expect(messages('[1]')).toEqual(['the text must be a JSON object of options, e.g. {"broadcast": {"port": 19300}}; it holds a list']);
    expect(messages('{"broadcast": 5}')).toEqual(['broadcast must be an object of options, e.g. {"broadcast": {"port": 19300}}; got 5']);
  });

  it('names the broken rule in German too', () => {
    expect(checkSettingsText('{"broadcast": {"port": 70000}}', textIn('de')).problems).toEqual([{ option: 'broadcast.port', message: 'broadcast.port muss eine ganze Zahl von 1 bis 65535 sein; erhalten: 70000' }]);
    expect(checkSettingsText('{"broadcast": {"colour": 1}}', textIn('de')).problems[0]?.message).toMatch(/^broadcast\.colour: unbekannte Option \(die Optionen sind broadcast\.iface, /);
  });
});

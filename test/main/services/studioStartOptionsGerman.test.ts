// The start options of the desktop app and `camconfig serve` in German: their help, and a
// refusal naming the option, as a German terminal shows them; English for LC_ALL=C.
import { describe, expect, it } from 'vitest';
import { formatOptionHelp } from '../../../src/main/base/commandLine/optionHelp';
import { parseStudioStartFlags, passwordFromEnvironment, studioStartCommandLineOptions } from '../../../src/main/services/studioStartOptions';
import { errorWords } from '../../../src/shared/i18n/errorWords';
import { terminalLanguage } from '../../../src/shared/i18n/languages';

function refusal(run: () => unknown, language: 'en' | 'de'): string {
  try {
    run();
  } catch (error) {
    return errorWords(error, language);
  }
  throw new Error('not refused');
}

describe('the studio start options in German', () => {
  it('say their help in the terminal’s language', () => {
    const german = formatOptionHelp(studioStartCommandLineOptions, terminalLanguage({ LANG: 'de_DE.UTF-8' }));
    expect(german).toContain('ohne die simulierte Kamera');
    expect(german).toContain('UDP-Port des Verteilers');
    expect(formatOptionHelp(studioStartCommandLineOptions, terminalLanguage({ LC_ALL: 'C', LANG: 'de_DE.UTF-8' }))).toContain('start without the simulated camera');
  });

  it('refuse an option in German, naming it', async () => {
    expect(refusal(() => parseStudioStartFlags(['--iface', 'lo'], 'camconfig-studio'), 'de')).toBe('--iface lo ersetzt den Demo-Bus auf lo: --no-demo angeben');
    expect(refusal(() => parseStudioStartFlags(['--no-demo', '--user', ''], 'camconfig-studio'), 'en')).toBe('--user is empty: give the user name the cameras know');
    const missing = await passwordFromEnvironment({})({ host: '192.0.2.1', port: 80 }).catch((error: unknown) => errorWords(error, 'de'));
    expect(missing).toMatch(/^--camera 192\.0\.2\.1(:80)?: kein Passwort: \w+ setzen \(die Desktop-App hat kein Terminal zum Nachfragen/);
  });
});

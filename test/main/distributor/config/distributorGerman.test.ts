// The distributor's configuration errors in German: the file and the option named as given,
// what is wrong and what was expected in the reader's language; why it is inactive too.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSystemConfig, loadUserConfig, parseSystemConfig, resolveBroadcastInterface, resolveUserConfig } from '../../../../src/main/distributor/config';
import { DistributorInactiveError } from '../../../../src/main/distributor/core/errors';
import { distributorNotSetUpReason } from '../../../../src/shared/distributor/notSetUpReason';
import { errorWords } from '../../../../src/shared/i18n/errorWords';
import { englishText, renderText } from '../../../../src/shared/i18n/renderText';
import { localize } from '../../../../src/shared/i18n/text';

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'distributor-german-'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const path = join(folder, name);
  writeFileSync(path, text);
  return path;
}

function germanError(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    return errorWords(error, 'de');
  }
  throw new Error('expected an error, nothing was thrown');
}

describe('the distributor in German', () => {
  it('names the file and the option of a value out of range, in German and in English', () => {
    const path = file('user_config.json', '{"broadcast": {"port": 70000}}');
    expect(germanError(() => loadUserConfig(path))).toBe(`${path}: Option broadcast.port: gefunden: 70000, außerhalb des Bereichs; erwartet: eine ganze Zahl von 1 bis 65535`);
    expect(() => loadUserConfig(path)).toThrow(`${path}: option broadcast.port: got 70000, out of range; expected an integer from 1 to 65535`);
  });

  it('names the option given twice with its lines, and a missing required option', () => {
    const path = file('twice.json', '{\n  "log_list_max": 3,\n  "log_list_max": 4\n}');
    expect(germanError(() => loadSystemConfig(path))).toBe(`${path}: Option log_list_max: zweimal angegeben (line 2, column 3 und line 3, column 3); erwartet: jede Option einmal`);
    expect(germanError(() => parseSystemConfig({}, 'system_config.json'))).toBe(
      'system_config.json: Option broadcast.interfaces: fehlt (diese Option ist Pflicht); erwartet: eine nicht leere Liste von Schnittstellennamen, z. B. ["eth0","wlan0"]',
    );
  });

  it('says in German why it cannot be active', () => {
    const choice = resolveBroadcastInterface(parseSystemConfig({ broadcast: { interfaces: ['lo'] } }, 'system_config.json'), resolveUserConfig({ broadcast: { iface: 'wlan9' } }), { lo: [] });
    expect(choice.ok).toBe(false);
    if (choice.ok) return;
    expect(renderText(choice.reason, 'de')).toBe('die Schnittstelle wlan9 (broadcast.iface) gibt es nicht (Schnittstellen hier: lo)');
    expect(errorWords(new DistributorInactiveError(choice.reason), 'de')).toBe('der Verteiler ist nicht aktiv, es kann nichts gesendet werden: die Schnittstelle wlan9 (broadcast.iface) gibt es nicht (Schnittstellen hier: lo)');
    // The studio words "not set up yet" itself by comparing the state's English reason.
    expect(englishText(localize('distributor.inactive.notSetUp'))).toBe(distributorNotSetUpReason);
  });
});

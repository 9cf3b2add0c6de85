import { describe, expect, it } from 'vitest';
import { englishText, renderText } from '../../../src/shared/i18n/renderText';
import { localize, catalogTextSchema, linesOf, mapTextWords } from '../../../src/shared/i18n/text';
import { pickLanguage, terminalLanguage } from '../../../src/shared/i18n/languages';
import { LocalizedError, textOfError } from '../../../src/shared/i18n/localizedError';

describe('renderText', () => {
  it('renders a text in each language, the plural by count and the numbers by locale', () => {
    expect(renderText(localize('site.reason.noBackup'), 'en')).toBe('no backup');
    expect(renderText(localize('site.reason.noBackup'), 'de')).toBe('keine Sicherung');
    expect(renderText(localize('site.reason.unstoredEdits', { count: 1 }), 'de')).toBe('1 nicht gespeicherte Änderung im Studio');
    expect(renderText(localize('site.reason.unstoredEdits', { count: 1234 }), 'de')).toBe('1.234 nicht gespeicherte Änderungen im Studio');
    expect(renderText(localize('site.reason.unstoredEdits', { count: 1234 }), 'en')).toBe('1,234 unstored edits in the studio');
  });

  it('renders nested texts in the same language and leaves words given as they are', () => {
    const text = localize('api.withHint', { message: localize('site.reason.noBackup'), hint: localize('api.hint.firmwareMismatch') });
    expect(renderText(text, 'de')).toBe('keine Sicherung; um sie trotzdem zurückzuspielen, die Wiederherstellung mit „force“ wiederholen (auf eine andere Firmware)');
    expect(renderText(localize('site.reason.offlineBecause', { detail: '<b>{{x}}</b>' }), 'de')).toBe('offline: <b>{{x}}</b>');
  });

  it("renders a list of texts by the language's list rules, or one per line, each in the same language", () => {
    const reasons = [localize('site.reason.noBackup'), localize('site.reason.rebootNeeded', { sections: 'sip' }), localize('site.reason.rebooting')];
    const listed = localize('remoteConfig.asGiven', { words: reasons });
    expect(renderText(listed, 'en')).toBe('no backup, reboot needed (sip), and rebooting');
    expect(renderText(listed, 'de')).toBe('keine Sicherung, Neustart nötig (sip) und startet neu');
    expect(renderText(localize('remoteConfig.asGiven', { words: reasons.slice(0, 1) }), 'de')).toBe('keine Sicherung');
    expect(renderText(localize('remoteConfig.asGiven', { words: linesOf(reasons.slice(0, 2)) }), 'de')).toBe('keine Sicherung\n  Neustart nötig (sip)');
    expect(mapTextWords(localize('remoteConfig.asGiven', { words: linesOf([localize('site.reason.rebootNeeded', { sections: 'sip' })]) }), (words) => words.toUpperCase())).toEqual(localize('remoteConfig.asGiven', { words: linesOf([localize('site.reason.rebootNeeded', { sections: 'SIP' })]) }));
  });

  it('shows an id the catalog lacks as the id and its parameters, never as nothing', () => {
    expect(renderText({ id: 'site.reason.fromANewerStudio' as never, params: { camera: 'Gate' } }, 'de')).toBe('site.reason.fromANewerStudio {"camera":"Gate"}');
  });

  it('an error of the catalog has the English words as its message and the text beside them', () => {
    class RebootPendingError extends LocalizedError {}
    const error = new RebootPendingError(localize('site.reason.rebootNeeded', { sections: 'sip' }));
    expect(error.message).toBe('reboot needed (sip)');
    expect(textOfError(error)).toEqual({ id: 'site.reason.rebootNeeded', params: { sections: 'sip' } });
    expect(textOfError(new Error('plain'))).toBeUndefined();
    expect(englishText(textOfError(error)!)).toBe(error.message);
  });
});

describe('catalogTextSchema', () => {
  it('takes a text with nested parameters and refuses what is not one', () => {
    expect(catalogTextSchema.safeParse(localize('api.withHint', { message: localize('site.reason.noBackup'), hint: 'x' })).success).toBe(true);
    expect(catalogTextSchema.safeParse({ id: 'no dots' }).success).toBe(false);
    expect(catalogTextSchema.safeParse({ id: 'a.b', params: { x: { y: 1 } } }).success).toBe(false);
    expect(catalogTextSchema.safeParse({ id: 'a.b', params: { list: [{ id: 'c.d' }], lines: { lines: [{ id: 'e.f' }] } } }).success).toBe(true);
    expect(catalogTextSchema.safeParse({ id: 'a.b', params: { list: Array.from({ length: 65 }, () => ({ id: 'c.d' })) } }).success).toBe(false);
    expect(catalogTextSchema.safeParse({ id: 'a.b', params: { list: ['words'] } }).success).toBe(false);
    let deep: unknown = { id: 'a.b' };
    for (let level = 0; level < 8; level++) deep = { id: 'a.b', params: { inner: deep } };
    expect(catalogTextSchema.safeParse(deep).success).toBe(false);
    expect(catalogTextSchema.safeParse({ id: 'a.b', params: Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`p${i}`, i])) }).success).toBe(false);
  });
});

describe('the terminal language', () => {
  it('follows LC_ALL, then LC_MESSAGES, then LANG, as POSIX picks the locale of messages', () => {
    expect(terminalLanguage({ LANG: 'de_DE.UTF-8' })).toBe('de');
    expect(terminalLanguage({ LANG: 'de_DE.UTF-8', LC_MESSAGES: 'en_US.UTF-8' })).toBe('en');
    expect(terminalLanguage({ LANG: 'en_US.UTF-8', LC_MESSAGES: 'en_US.UTF-8', LC_ALL: 'de_AT.UTF-8' })).toBe('de');
    expect(terminalLanguage({ LC_ALL: '', LANG: 'de_CH' })).toBe('de');
    expect(terminalLanguage({ LANG: 'C' })).toBe('en');
    expect(terminalLanguage({ LANG: 'fr_FR.UTF-8' })).toBe('en');
    expect(terminalLanguage({})).toBe('en');
    expect(pickLanguage(['de@euro'])).toBe('de');
  });
});

import { describe, expect, it } from 'vitest';
import { renderText } from '../../../../src/shared/i18n/renderText';
import { editValueProblem, labelIn, parseCatalog, shippedCatalog, type CatalogEntry } from '../../../../src/shared/remoteconfig/catalog/parameterCatalog';

describe('the shipped parameter catalog', () => {
  it('gives audio its typed editors: MICRO a switch (1 = on), SPEAKER and PREAMPLIFIER integers, SPEAKERLEVEL a 0-100 slider', () => {
    expect(shippedCatalog.entryOf('audio', 'MICRO')).toMatchObject({ type: 'switch', on: '1', off: '0' });
    expect(shippedCatalog.entryOf('audio', 'SPEAKER')).toMatchObject({ type: 'integer' });
    expect(shippedCatalog.entryOf('audio', 'PREAMPLIFIER')).toMatchObject({ type: 'integer' });
    expect(shippedCatalog.entryOf('audio', 'SPEAKERLEVEL')).toMatchObject({ type: 'integer', min: 0, max: 100, control: 'slider' });
    expect(shippedCatalog.entryOf('general', 'LANGUAGE')).toBeUndefined();
  });

  it('labels every entry in German too; the English label stands where a language has none', () => {
    expect(labelIn(shippedCatalog.entryOf('audio', 'SPEAKER'), 'de')).toBe('Lautsprecher');
    expect(labelIn(shippedCatalog.entryOf('audio', 'PREAMPLIFIER'), 'de')).toBe('Mikrofon-Vorverstärker');
    expect(labelIn(shippedCatalog.entryOf('audio', 'PREAMPLIFIER'), 'en')).toBe('Microphone preamplifier');
    const catalog = parseCatalog({ parameters: [{ section: 'audio', name: 'X', type: 'text', label: 'Only English' }] }, 'test');
    expect(labelIn(catalog.entryOf('audio', 'X'), 'de')).toBe('Only English');
    expect(() => parseCatalog({ parameters: [{ section: 'audio', name: 'X', type: 'text', labels: { fr: 'non' } }] }, 'test')).toThrow(/parameters\.0\.labels/);
  });
});

/** The problem in English words (the studio renders it in its language). */
function problemWords(entry: CatalogEntry | undefined, value: string, language: 'en' | 'de' = 'en'): string | null {
  const problem = editValueProblem(entry, value);
  return problem === null ? null : renderText(problem, language);
}

describe('editValueProblem', () => {
  const level = shippedCatalog.entryOf('audio', 'SPEAKERLEVEL');
  const micro = shippedCatalog.entryOf('audio', 'MICRO');

  it('accepts whole numbers in range and refuses letters, fractions and values out of range', () => {
    expect(problemWords(level, '0')).toBeNull();
    expect(problemWords(level, '100')).toBeNull();
    expect(problemWords(level, 'abc')).toBe('must be a whole number from 0 to 100');
    expect(problemWords(level, '5.5')).toBe('must be a whole number from 0 to 100');
    expect(problemWords(level, '')).toBe('must be a whole number from 0 to 100');
    expect(problemWords(level, '101')).toBe('101 is out of range: from 0 to 100');
    expect(problemWords(level, '-1')).toBe('-1 is out of range: from 0 to 100');
    expect(problemWords(level, '101', 'de')).toBe('101 liegt außerhalb des Bereichs von 0 bis 100');
    expect(problemWords(level, 'laut', 'de')).toBe('muss eine ganze Zahl von 0 bis 100 sein');
  });

  it('accepts only the on and off values of a switch', () => {
    expect(problemWords(micro, '1')).toBeNull();
    expect(problemWords(micro, '0')).toBeNull();
    expect(problemWords(micro, 'on')).toBe('must be 1 (on) or 0 (off)');
  });

  it('refuses what the camera cannot take in any parameter: a line break, a character Latin-1 cannot hold', () => {
    expect(problemWords(undefined, 'Außenwand')).toBeNull();
    expect(problemWords(undefined, 'a\nb')).toMatch(/contains a line break/);
    expect(problemWords(undefined, 'a\rb')).toMatch(/contains a line break/);
    expect(problemWords(undefined, '5 €')).toMatch(/'€' \(U\+20AC\) at position 3, which ISO-8859-1 \(Latin-1\) cannot encode/);
    expect(problemWords(level, '5\n')).toMatch(/line break/);
  });

  it('limits a text entry to its length', () => {
    const catalog = parseCatalog({ parameters: [{ section: 'general', name: 'LOCATION', type: 'text', maxLength: 3 }] }, 'test catalog');
    expect(problemWords(catalog.entryOf('general', 'LOCATION'), 'abcd')).toBe('is longer than 3 characters');
  });
});

describe('parseCatalog', () => {
  it('names the entry and field that is wrong', () => {
    expect(() => parseCatalog({ parameters: [{ section: 'audio', name: 'X', type: 'integer', min: 5, max: 1 }] }, 'my.json')).toThrow('my.json at parameters.0: min is greater than max');
    expect(() => parseCatalog({ parameters: [{ section: 'audio', name: 'X', type: 'dial' }] }, 'my.json')).toThrow(/^my\.json at parameters\.0\.type/);
    expect(() => parseCatalog({ parameters: [{ section: 'audio', name: 'X', type: 'text', colour: 'red' }] }, 'my.json')).toThrow(/^my\.json at parameters\.0: .*colour/);
    expect(() => parseCatalog({ parameters: [{ section: 'a b', name: 'X', type: 'text' }] }, 'my.json')).toThrow("my.json at parameters.0.section: section name 'a b' contains a space");
    const twice = { section: 'audio', name: 'X', type: 'text' };
    expect(() => parseCatalog({ parameters: [twice, twice] }, 'my.json')).toThrow('my.json at parameters.1: audio/X is listed twice');
  });
});

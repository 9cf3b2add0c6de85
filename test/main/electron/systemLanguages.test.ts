import { describe, expect, it } from 'vitest';
import { maxSystemLanguages, systemLanguages } from '../../../src/main/electron/systemLanguages';

const appWith = (locale: string, preferred: string[]) => ({ getLocale: () => locale, getPreferredSystemLanguages: () => preferred });

describe('the system languages the desktop app reports', () => {
  it("puts app.getLocale() first and each language once", () => {
    expect(systemLanguages(appWith('de', ['en-US', 'de', 'de-CH']))).toEqual(['de', 'en-US', 'de-CH']);
  });

  it('leaves out what is not a language tag (empty, too long, odd characters)', () => {
    expect(systemLanguages(appWith('', ['de_DE', 'x'.repeat(40), 'en US', '<script>', ' fr-FR ']))).toEqual(['de_DE', 'fr-FR']);
  });

  it(`reports at most ${maxSystemLanguages}`, () => {
    const many = Array.from({ length: 20 }, (_, index) => `l${String.fromCharCode(97 + index)}`);
    expect(systemLanguages(appWith('de-DE', many))).toHaveLength(maxSystemLanguages);
  });
});

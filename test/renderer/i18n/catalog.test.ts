// Both parts of the catalog are complete: German has every English key and no other, each with the same
// {{placeholders}}, and no text is empty.
import { describe, expect, it } from 'vitest';
import { de } from '../../../src/renderer/i18n/catalog/de';
import { en } from '../../../src/renderer/i18n/catalog/en';
import { engineDe } from '../../../src/shared/i18n/catalog/de';
import { engineEn } from '../../../src/shared/i18n/catalog/en';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [inner, text] of leaves(value, path)) found.set(inner, text);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe.each([
  ['the studio views\' part', en, de],
  ['the shared part (services, engines, command line, reports)', engineEn, engineDe],
])('the i18n catalog, %s', (_part, englishCatalog, germanCatalog) => {
  const english = leaves(englishCatalog as unknown as Tree);
  const german = leaves(germanCatalog as unknown as Tree);

  it('have the same keys in English and German', () => {
    expect([...german.keys()].filter((key) => !english.has(key))).toEqual([]);
    expect([...english.keys()].filter((key) => !german.has(key))).toEqual([]);
  });

  it('use the same placeholders in both languages, and no text is empty', () => {
    const mismatched = [...english].filter(([key, text]) => placeholders(text).join() !== placeholders(german.get(key) ?? '').join());
    expect(mismatched.map(([key]) => key)).toEqual([]);
    expect([...english, ...german].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });
});

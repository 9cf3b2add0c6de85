// Words for a text, in a language: the shared catalog through i18next (the library the studio's
// views use), numbers by the language's locale, nested texts rendered first. An id the catalog
// does not have (a newer process's text) shows as the id with its parameters, never as nothing.
import i18next from 'i18next';
import { engineDe } from './catalog/de';
import { engineEn } from './catalog/en';
import { localeOf, type Language } from './languages';
import { isTextList, type Text, type TextParam } from './text';

const translator = i18next.createInstance();
void translator.init({
  resources: { en: { translation: engineEn }, de: { translation: engineDe } },
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** i18next's `t` by plain string keys: the studio's views type it by their own catalog (i18next.d.ts), which this one is not. */
const translate = translator.t.bind(translator) as unknown as (key: string, options: Record<string, unknown>) => string;

const numberFormats = new Map<Language, Intl.NumberFormat>();

function formatNumber(value: number, language: Language): string {
  let format = numberFormats.get(language);
  if (!format) numberFormats.set(language, (format = new Intl.NumberFormat(localeOf[language], { maximumFractionDigits: 3 })));
  return format.format(value);
}

const listFormats = new Map<Language, Intl.ListFormat>();

/** Texts as one sentence by the language's list rules: `a, b, and c` / `a, b und c`. */
function formatList(texts: readonly Text[], language: Language): string {
  let format = listFormats.get(language);
  if (!format) listFormats.set(language, (format = new Intl.ListFormat(localeOf[language], { type: 'conjunction', style: 'long' })));
  return format.format(texts.map((text) => renderText(text, language)));
}

function paramWords(value: TextParam, language: Language): string {
  if (typeof value === 'number') return formatNumber(value, language);
  if (typeof value === 'string') return value;
  if (isTextList(value)) return formatList(value, language);
  if ('lines' in value) return value.lines.map((line) => renderText(line, language)).join('\n  ');
  return renderText(value, language);
}

/** The parameters as words; `count` stays a number as well, so i18next can pick the plural. */
function paramsIn(text: Text, language: Language): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(text.params ?? {})) params[name] = paramWords(value, language);
  const count = text.params?.count;
  if (typeof count === 'number') return { ...params, count, formattedCount: params.count as string };
  return params;
}

/** Whether the catalog has words for this id (plurals by their base key). */
export function hasMessage(id: string): boolean {
  return translator.exists(id, { lng: 'en' }) || translator.exists(`${id}_other`, { lng: 'en' });
}

export function renderText(text: Text, language: Language): string {
  if (!hasMessage(text.id)) return `${text.id}${text.params ? ` ${JSON.stringify(text.params)}` : ''}`;
  return translate(text.id, { ...paramsIn(text, language), lng: language });
}

/** The English words: the message of an error and of a log line. */
export function englishText(text: Text): string {
  return renderText(text, 'en');
}

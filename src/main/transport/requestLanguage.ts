// The language a browser asks for: its Accept-Language header, by quality (RFC 9110, 12.5.4),
// the first tag the catalog speaks; English when none does. The studio's own choice of language
// lives in the page (localStorage), which the server never sees: the header is what it knows.
import { pickLanguage, type Language } from '../../shared/i18n/languages';

/** A header longer than this, or with more tags, is read only so far. */
const maxHeaderLength = 1000;
const maxTags = 20;

export function requestLanguage(acceptLanguage: string | undefined): Language {
  const header = (acceptLanguage ?? '').slice(0, maxHeaderLength);
  const tags = header
    .split(',')
    .slice(0, maxTags)
    .map((entry, order) => ({ ...weighted(entry), order }))
    .filter(({ tag, quality }) => tag !== '' && tag !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  return pickLanguage(tags.map(({ tag }) => tag));
}

function weighted(entry: string): { tag: string; quality: number } {
  const [tag = '', ...parameters] = entry.split(';').map((part) => part.trim());
  const qualityParameter = parameters.find((parameter) => /^q=/i.test(parameter));
  const quality = qualityParameter === undefined ? 1 : Number(qualityParameter.slice(2));
  return { tag, quality: Number.isFinite(quality) ? quality : 0 };
}

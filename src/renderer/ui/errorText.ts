import { apiErrorCodes, type ApiErrorCode } from '../../shared/api/errors';
import type { Language } from '../i18n/languages';
import { textIn } from '../i18n/studioText';
import { textOfError } from '../../shared/i18n/localizedError';
import { renderText } from '../../shared/i18n/renderText';

const knownCodes = new Set<string>(apiErrorCodes);

/** The API error code a failed call carries; null for anything else. */
export function codeOf(error: unknown): ApiErrorCode | null {
  const code = error instanceof Error && 'code' in error ? (error as { code: unknown }).code : null;
  return typeof code === 'string' && knownCodes.has(code) ? (code as ApiErrorCode) : null;
}

/**
 * The message of a failed call or other error, for the technician, naming the camera, file or
 * value. A message the studio sent as a catalog text is shown in the studio's language; one it
 * sent only in English words (not yet in the catalog) gets the error's kind first, translated,
 * and the English words as the detail.
 */
export function errorText(error: unknown, language: Language = 'en'): string {
  const text = textOfError(error);
  if (text) return renderText(text, language);
  const message = error instanceof Error ? error.message : String(error);
  const code = codeOf(error);
  if (language === 'en' || !code) return message;
  const t = textIn(language);
  return t('errors.withDetail', { kind: t(`errors.${code}`), detail: message });
}

import { apiErrorCodes, type ApiErrorCode } from '../../shared/api/errors';
import type { Language } from '../i18n/languages';
import { textIn } from '../i18n/studioText';

const knownCodes = new Set<string>(apiErrorCodes);

/** The API error code a failed call carries; null for anything else. */
export function codeOf(error: unknown): ApiErrorCode | null {
  const code = error instanceof Error && 'code' in error ? (error as { code: unknown }).code : null;
  return typeof code === 'string' && knownCodes.has(code) ? (code as ApiErrorCode) : null;
}

/**
 * The message of a failed call or other error, for the technician. The studio's messages are
 * English and name the camera, file or value; in another language the error's kind comes first,
 * translated, and the message follows as the detail.
 */
export function errorText(error: unknown, language: Language = 'en'): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = codeOf(error);
  if (language === 'en' || !code) return message;
  const t = textIn(language);
  return t('errors.withDetail', { kind: t(`errors.${code}`), detail: message });
}

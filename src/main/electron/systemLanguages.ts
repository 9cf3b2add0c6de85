// The languages of the desktop app's system, for the renderer to speak (studio.info carries
// them). Electron's app.getLocale() is the locale Chromium runs the app in (on Linux from
// LANG / LC_ALL, on Windows and macOS from the system's UI language); the system's further
// preferred languages follow, so a German second choice still wins over English.
import type * as Electron from 'electron';

export type LocaleSource = Pick<Electron.App, 'getLocale' | 'getPreferredSystemLanguages'>;

/** At most this many are reported: the renderer takes the first it speaks. */
export const maxSystemLanguages = 8;

const localeTag = /^[A-Za-z]{2,8}([-_][A-Za-z0-9]{1,8})*$/;

/** app.getLocale() first, then the system's preferred languages; well-formed tags only, each once. Call after the app is ready. */
export function systemLanguages(app: LocaleSource): string[] {
  const tags = [app.getLocale(), ...app.getPreferredSystemLanguages()].map((tag) => tag.trim()).filter((tag) => tag.length <= 35 && localeTag.test(tag));
  return [...new Set(tags)].slice(0, maxSystemLanguages);
}

// Typed keys: t('shell.modeWeb') is checked against the English catalog at compile time.
import 'i18next';
import type { en } from './catalog/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

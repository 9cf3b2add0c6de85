import type { EngineCatalog } from '../en';

export const api: EngineCatalog['api'] = {
  withHint: '{{message}}; {{hint}}',
  hint: {
    firmwareMismatch: 'um sie trotzdem zurückzuspielen, die Wiederherstellung mit „force“ wiederholen (auf eine andere Firmware)',
  },
  unknownMethod: "unbekannte Methode '{{method}}'",
  invalidInput: '{{method}}: ungültige Eingabe: {{issues}}',
  failedUnexpectedly: '{{method}} ist unerwartet fehlgeschlagen: {{detail}}',
};

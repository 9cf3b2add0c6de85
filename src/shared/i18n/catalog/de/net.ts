import type { EngineCatalog } from '../en';

export const net: EngineCatalog['net'] = {
  port: {
    given: "Port '{{text}}'",
    givenOfHost: "Port '{{text}}' von {{host}}",
    range: 'eine Zahl von {{lowest}} bis 65535',
    rangeAnyFree: 'eine Zahl von 0 bis 65535 (0 = ein beliebiger freier Port)',
    notInRange: '{{port}} ist keine gültige Portangabe: erwartet {{range}}',
    leadingZero: '{{port}} hat eine führende Null: ohne sie schreiben ({{range}}, dezimal)',
  },
};

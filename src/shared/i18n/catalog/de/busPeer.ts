import type { EngineCatalog } from '../en';

export const busPeer: EngineCatalog['busPeer'] = {
  badRate: 'simulierter Bus-Teilnehmer: ratePerSecond muss größer als 0 und höchstens 1000 sein, gefunden: {{rate}}',
  cannotStart: 'simulierter Bus-Teilnehmer kann nicht starten: {{reason}}',
  unknownReason: 'unbekannter Grund',
};

import type { Catalog } from '../en';

export const views: Catalog['views'] = {
  editor: 'Konfiguration',
  console: 'Nachrichtenkonsole',
  statistics: 'Statistik',
  settings: 'Verteiler-Einstellungen',
  fleet: 'Mehrere Kameras',
  history: 'Sicherungen & Verlauf',
  audit: 'Protokoll',
  site: 'Standort',
  baseline: 'Soll-Konfiguration',
  agent: 'Agent',
};

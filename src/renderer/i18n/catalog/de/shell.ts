import type { Catalog } from '../en';

export const shell: Catalog['shell'] = {
  appTitle: 'CamConfig Studio',
  modeWeb: 'Web-Modus',
  modeDesktop: 'Desktop',
  version: 'v{{version}}',
  demoNote: 'Demo mit simulierter Kamera und simuliertem Bus-Teilnehmer',
  sidebar: 'Kameras und Nachrichtenbus',
  views: 'Ansichten des Studios',
  viewTabs: 'Ansichten',
  connectionLost: 'Verbindung zum Studio verloren — neuer Versuch läuft…',
  language: 'Sprache',
  themeToDark: 'Dunkel',
  themeToLight: 'Hell',
  themeToDarkLabel: 'Dunkles Design',
  themeToLightLabel: 'Helles Design',
};

// The German catalog: the keys of en.ts, each in German (technicians' German: Kamera, Verteiler, Bus).
import type { Catalog } from './en';

export const de: Catalog = {
  shell: {
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
  },
  views: {
    editor: 'Konfiguration',
    console: 'Nachrichtenkonsole',
    statistics: 'Statistik',
    settings: 'Verteiler-Einstellungen',
    fleet: 'Mehrere Kameras',
    history: 'Sicherungen & Verlauf',
    audit: 'Protokoll',
    site: 'Standort',
    baseline: 'Soll-Konfiguration',
  },
  status: {
    region: 'Status',
    distributor: 'Verteiler:',
    distributorState: { active: 'aktiv', inactive: 'inaktiv', unknown: 'unbekannt' },
    cameras: 'Kameras: {{summary}}',
    droppedEvents: 'Verworfene Ereignisse: {{formattedCount}}',
    moreProblems: '(+{{count}} weitere)',
    dismiss: 'Probleme ausblenden',
  },
};

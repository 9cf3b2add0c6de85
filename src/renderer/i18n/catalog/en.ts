// The English catalog: every text the renderer shows, by key. The German catalog (de.ts) must
// have exactly these keys (the type checker and test/renderer/i18n/catalog.test.ts hold it).
export const en = {
  shell: {
    appTitle: 'CamConfig Studio',
    modeWeb: 'Web mode',
    modeDesktop: 'Desktop',
    version: 'v{{version}}',
    demoNote: 'demo with simulated camera and bus peer',
    sidebar: 'Cameras and message bus',
    views: 'Studio views',
    viewTabs: 'Views',
    connectionLost: 'Connection to the studio lost — reconnecting…',
    language: 'Language',
    themeToDark: 'Dark',
    themeToLight: 'Light',
    themeToDarkLabel: 'Dark theme',
    themeToLightLabel: 'Light theme',
  },
  views: {
    editor: 'Configuration',
    console: 'Message console',
    statistics: 'Statistics',
    settings: 'Distributor settings',
    fleet: 'Many cameras',
    history: 'Backups & history',
    audit: 'Audit log',
    site: 'Site',
    baseline: 'Baseline',
  },
  status: {
    region: 'Status',
    distributor: 'Distributor:',
    distributorState: { active: 'active', inactive: 'inactive', unknown: 'unknown' },
    cameras: 'Cameras: {{summary}}',
    droppedEvents: 'Dropped events: {{formattedCount}}',
    moreProblems: '(+{{count}} more)',
    dismiss: 'Dismiss problems',
  },
} as const;

type Leaves<T> = { [K in keyof T]: T[K] extends string ? string : Leaves<T[K]> };

/** The shape every catalog has: the English keys, each with a text of its own. */
export type Catalog = Leaves<typeof en>;

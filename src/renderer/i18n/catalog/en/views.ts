// The names of the views (tabs).
export const views = {
  editor: 'Configuration',
  console: 'Message console',
  statistics: 'Statistics',
  settings: 'Distributor settings',
  fleet: 'Many cameras',
  history: 'Backups & history',
  audit: 'Audit log',
  site: 'Site',
  baseline: 'Baseline',
  agent: 'Agent',
} as const;

import type { EngineCatalog } from '../en';

export const cliSiteCommit: EngineCatalog['cliSiteCommit'] = {
  committed: 'committet {{commit}}: {{subject}}',
  notCommitted: 'die Änderungen von {{operation}} sind im Standort gespeichert, aber nicht committet ({{problem}}); sie gehen in den nächsten Commit ein',
};

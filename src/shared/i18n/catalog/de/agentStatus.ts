import type { EngineCatalog } from '../en';

export const agentStatus: EngineCatalog['agentStatus'] = {
  unreadable: '{{path}} kann nicht gelesen werden: {{problem}}',
  alert: {
    offline: 'antwortet nicht',
    offlineAfterChange: 'antwortet nicht mehr, seit eine Änderung an ihr angewendet wurde',
    drift: 'weicht von der Soll-Konfiguration ab',
    factoryPassword: 'antwortet auf ihr Werkspasswort',
    rebootPending: 'wartet auf einen Neustart',
    backupFailed: 'ihre Sicherung ist fehlgeschlagen',
  },
};

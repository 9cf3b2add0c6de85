import type { Catalog } from '../en';

export const status: Catalog['status'] = {
  region: 'Status',
  distributor: 'Verteiler:',
  distributorState: { active: 'aktiv', inactive: 'inaktiv', unknown: 'unbekannt' },
  cameras: 'Kameras: {{summary}}',
  droppedEvents: 'Verworfene Ereignisse: {{formattedCount}}',
  moreProblems: '(+{{count}} weitere)',
  dismiss: 'Probleme ausblenden',
};

// The status bar.
export const status = {
  region: 'Status',
  distributor: 'Distributor:',
  distributorState: { active: 'active', inactive: 'inactive', unknown: 'unknown' },
  cameras: 'Cameras: {{summary}}',
  droppedEvents: 'Dropped events: {{formattedCount}}',
  moreProblems: '(+{{count}} more)',
  dismiss: 'Dismiss problems',
} as const;

// What the studio says of the site agent from its own files (agent.status, docs/agent.md "In the studio").
export const agentStatus = {
  unreadable: '{{path}} cannot be read: {{problem}}',
  alert: {
    offline: 'does not answer',
    offlineAfterChange: 'does not answer since a change was applied to it',
    drift: 'differs from the baseline',
    factoryPassword: 'answers to its factory password',
    rebootPending: 'waits for a restart',
    backupFailed: 'its backup failed',
  },
} as const;

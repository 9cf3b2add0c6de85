// What the studio says of the site agent from its own files (agent.status, docs/agent.md "In the studio").
export const agentStatus = {
  unreadable: '{{path}} cannot be read: {{problem}}',
  alert: {
    offline: 'does not answer',
    drift: 'differs from the baseline',
    factoryPassword: 'answers to its factory password',
    rebootPending: 'waits for a restart',
    backupFailed: 'its backup failed',
  },
} as const;

// The HELP line of each figure the agent exposes to Prometheus (src/main/agent/agentMetrics.ts).
// Rendered in English only: operators read them in Prometheus and Grafana, whose own words are
// English, and a scrape has no reader's language. German keeps the keys complete.
export const agentMetrics = {
  cameraUp: 'Whether the camera answered at the last refresh (1) or not (0).',
  secondsSinceAnswer: 'Seconds since the camera last answered.',
  secondsSinceBackup: 'Seconds since the last backup of the camera was taken (no series: none known).',
  roundTrip: 'Time the camera took to answer at the last refresh.',
  rebootPending: 'Whether the camera waits for a restart to apply changes.',
  drifted: 'Parameters that differ from the baseline at the last check.',
  factoryPassword: 'Whether the camera answered to its factory password at the last check.',
  jobLastRun: 'When the job last ended (Unix time).',
  jobDuration: 'How long the job last ran.',
  jobOutcome: 'The outcome of the job last run (1 for the outcome it had).',
  alertsSent: 'Alerts a channel delivered.',
  alertsFailed: 'Alerts a channel gave up on after its retries, or dropped.',
} as const;

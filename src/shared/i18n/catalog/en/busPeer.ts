// The simulated bus peer of the demo mode (src/main/simulator/bus/): why it cannot start.
export const busPeer = {
  badRate: 'simulated bus peer: ratePerSecond must be above 0 and at most 1000, got {{rate}}',
  cannotStart: 'simulated bus peer cannot start: {{reason}}',
  unknownReason: 'unknown reason',
} as const;

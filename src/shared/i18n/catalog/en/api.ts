// The API's own words around an engine's message: how to go on, and calls it refuses.
export const api = {
  withHint: '{{message}}; {{hint}}',
  hint: {
    firmwareMismatch: 'to restore it anyway, repeat the restore with force set (restore onto another firmware)',
  },
  unknownMethod: "unknown method '{{method}}'",
  invalidInput: '{{method}}: invalid input: {{issues}}',
  failedUnexpectedly: '{{method}} failed unexpectedly: {{detail}}',
} as const;

// `sdk-demo` (spec 4.3): only the words the specification does not fix. Its synopsis
// (options.ts specSynopsis), the dialogue's prompts (dialogue.ts promptTexts), the
// `<path>=<value>` lines and the statistics record are the specification's and stay as they
// are in every language (test/main/cli/sdkDemoGerman.test.ts holds both).
export const cliSdkDemo = {
  usage: `Usage: {{synopsis}}

{{options}}

Dialogue: enter a path, then a value, to send a message. '?' at either prompt prints the
statistics record (put_publication), '!' exits. Received messages are printed as <path>=<value>.`,
  option: {
    system: 'system configuration (JSON)',
    user: 'user configuration (JSON); re-read while running when the file changes',
    debug: 'debug output on stderr: 0 (default) only warnings about encryption off or unsent messages, 1 all warnings, 2 + packages, 3 + messages',
    verbose: 'verbose: status information on stderr (interface, broadcast address, port, ...)',
  },
  error: {
    withOptionList: '{{problem}} (options: -s, -u, -d, -v)',
    unexpectedArgument: 'unexpected argument {{argument}} (options: -s, -u, -d, -v)',
    systemRequired: 'option -s <system_config.json> is required',
    userRequired: 'option -u <user_config.json> is required',
    debugLevel: 'option -d: expected a debug level from 0 to 3, got {{found}}',
  },
  state: {
    active: 'active on {{iface}} ({{address}}), broadcast {{broadcast}}, port {{port}}, encryption {{encryption}}, poll_freq {{pollFreq}}, resend {{resend}}, max_time_offset {{maxTimeOffset}} s, pid {{pid}}',
    on: 'on',
    off: 'off',
    everyTenSeconds: '0 (one package every 10 s)',
    perSecond: '{{rate}} packages/s',
    inactive: 'inactive: {{reason}}',
  },
  running: {
    inactiveAtStart: 'the distributor is inactive: {{reason}}',
    unknownReason: 'unknown reason',
    interrupted: 'interrupted',
    sendingQueued: 'sending {{queued}} queued messages before exiting (Ctrl-C quits at once)',
    queuedUnsendable: 'queued messages cannot be sent: the distributor is inactive: {{reason}}',
    userConfigUnreadable: '{{problem}}; keeping the previous user configuration',
    inactiveAfterChange: 'the distributor is inactive after the change of {{changed}}: {{reason}}',
    userConfigChanged: 'user configuration changed ({{changed}}): {{state}}',
    warning: 'warning: {{message}}',
    notSent: 'not sent: {{problem}}',
  },
} as const;

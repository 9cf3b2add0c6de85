// `camconfig agent`: its --help, its option errors and the lines it prints at start and stop.
export const cliAgent = {
  usage: `Usage: camconfig agent [--workspace DIR] [--site DIR] [--metrics-port N] [options]

Runs the site agent (docs/agent.md): the studio's inventory refresh, baseline check and
backup on the schedules of agent.json in the workspace folder, recorded as the studio
records them, and the alerts of what changed sent to the channels agent.json names.
The workspace passphrase comes from $CAMCONFIG_WORKSPACE_PASSPHRASE.
Stops on Ctrl+C (SIGINT) or SIGTERM: the running job ends and is recorded as stopped.

Options:
{{options}}`,
  option: {
    workspace: 'the workspace folder (cameras, baselines, agent.json); default: the folder of camconfig serve',
    metricsPort: 'serve /metrics (Prometheus) and /health on port N; 0: a free port, printed at start; left out: no endpoint',
    metricsHost: 'the address of the endpoint (default 127.0.0.1); another one needs --allow-remote and --token-file',
    allowRemote: 'allow --metrics-host to be an address other machines reach',
    tokenFile: 'every request to the endpoint must carry the bearer token in file F',
    printSystemdUnit: 'print a systemd service unit that runs this agent with these options, and exit',
  },
  error: {
    unexpectedArgument: "unexpected argument '{{argument}}' (camconfig agent takes options only)",
    metricsOptionsWithoutPort: '--metrics-host, --allow-remote and --token-file go with --metrics-port N',
    notLoopback: '--metrics-host {{host}} is not a loopback address: anyone who reaches it could read the cameras and alerts of the site; add --allow-remote if that is what you want',
    remoteNeedsToken: '--metrics-host {{host}} with --allow-remote needs --token-file F: a bearer token that every scrape must carry',
    tokenUnreadable: '--token-file {{path}}: cannot read it ({{problem}})',
    tokenUnusable: '--token-file {{path}}: the token must be at least {{min}} printable characters without spaces',
  },
  metricsAt: 'metrics at {{url}} (and /health)',
  schedule: '{{job}} {{schedule}}',
  scheduleOff: '{{job}} off',
  running: 'running for site {{site}} ({{timeZone}}): {{refresh}}, {{check}}, {{backup}}; alerts to: {{channels}}',
  stateNotWritten: 'the agent state could not be written ({{problem}}); it is written again at the next change',
  stopping: '{{signal}}: stopping (the running job ends and is recorded as stopped)',
  stopped: '{{signal}}: stopped',
} as const;

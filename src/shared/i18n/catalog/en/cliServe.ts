// `camconfig serve`: its --help, its option errors and what it prints while it runs; also the
// bounded stop every long-running command shares (src/main/cli/untilStopSignal.ts) and the
// workspace lines serve and discover print when they open it.
export const cliServe = {
  usage: `Usage: camconfig serve [options]

Serves CamConfig Studio to a browser (web mode) and prints the URL to open; the URL carries
a random token, so only who sees it can use the studio. Ctrl+C stops.

Options:
{{options}}`,
  option: {
    port: 'TCP port (default 0: any free port)',
    host: 'address to listen on (default 127.0.0.1; any 127.x.x.x, ::1 or localhost)',
    allowRemote: 'allow a --host that is not a loopback address (anyone on the network who gets the URL can then configure your cameras)',
    cameraAsked: '{{help}}, else it is asked for on the terminal',
    generatedParams: 'the demo camera serves N extra generated parameters (sections of 40), 0 to {{max}}; for benchmarks and large-configuration demos',
    latency: 'the demo camera waits MS milliseconds (0 to {{max}}) before it answers, as a slow camera does (as camconfig sim --latency; default 0)',
    openUrlFile: 'also write the URL (token included) to file F, created anew with mode 0600 (readable by you only); a symbolic link is refused',
    workspace: 'keep the cameras in DIR (default ~/.config/camconfig); their passwords are encrypted with the passphrase from $CAMCONFIG_WORKSPACE_PASSPHRASE, or asked for on a terminal; without one they are kept in memory only',
  },
  error: {
    unexpectedArgument: "camconfig serve takes no arguments (found '{{argument}}')",
    notLoopback: '--host {{host}} is not a loopback address: whoever reaches it with the URL can configure your cameras; add --allow-remote if that is what you want',
    generatedParamsWithoutDemo: '--generated-params sizes the demo camera: leave out --no-demo',
    latencyWithoutDemo: '--latency slows the demo camera: leave out --no-demo',
    generatedParamsRange: "--generated-params must be a whole number from 0 to {{max}}, got '{{found}}'",
    latencyRange: "--latency must be a whole number of milliseconds from 0 to {{max}}, got '{{found}}'",
    noCameraPassword: '--camera {{camera}}: no password: set {{variable}} (a password on the command line would show in the process list), or run on a terminal to be asked',
  },
  prompt: {
    password: 'Password for {{user}}@{{camera}}: ',
    passphrase: 'Workspace passphrase for {{folder}} (empty: passwords in memory only): ',
    sitePassphrase: 'Site passphrase for {{folder}} ({{variable}}; empty: the cameras without their passwords): ',
  },
  running: {
    notBuilt: "the studio's pages are not built ({{file}} is missing): run npm run build",
    remoteWarning: 'warning: listening on {{host}}: anyone on the network who gets the URL can configure your cameras, and the traffic is not encrypted',
    cannotListen: 'cannot listen on {{host}}:{{port}}: {{problem}}',
    openUrlFile: '--open-url-file {{path}}: {{problem}}',
    url: 'CamConfig Studio (web mode): {{url}}',
    couldNotStart: 'the studio could not start: {{problem}}',
    warning: 'warning: {{warning}}',
    demo: 'demo mode (a simulated camera and bus peer); Ctrl+C stops.',
    noDemo: 'no simulated devices; Ctrl+C stops.',
    stopping: '{{signal}} received; {{progress}}',
    stopped: '{{signal}} received, stopped.',
  },
  workspace: {
    opened: 'workspace {{folder}}; passwords {{storage}}',
    passphraseEncrypted: 'encrypted with the workspace passphrase',
    osEncrypted: 'encrypted by the operating system',
    memoryOnly: 'kept in memory only (no passphrase: set {{variable}} or give one at start to keep them)',
  },
  stop: {
    forced: '{{why}}: exiting without waiting for the close to finish',
    notWithinGrace: 'did not stop within {{seconds}} s',
    heldOpen: 'closed, but something still held the process {{seconds}} s later: exiting',
    signalAgain: '{{signal}} received again',
  },
} as const;

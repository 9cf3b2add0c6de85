// `camconfig sim`: its --help, its option errors and what it prints while it runs.
export const cliSim = {
  usage: `Usage: camconfig sim [options]

Runs simulated cameras on 127.0.0.1 (or one per loopback address with --hosts) and prints
the URL of each, one per line.
Stops on Ctrl+C (SIGINT) or SIGTERM.

Options:
{{options}}`,
  option: {
    port: 'port of the first camera, the others follow (default {{defaultPort}}); 0 gives every camera a free port',
    count: 'number of cameras, 1 to {{max}} (default 1)',
    hosts: 'one camera per loopback address (e.g. 127.0.0.2-127.0.0.60, at most {{max}}), all on --port, as on a real subnet; only 127.0.0.0/8',
    factoryEvery: 'cameras 1, 1+N, 1+2N, ... keep the factory credentials (admin/meinsm), the others take --user/--password (needs --password)',
    user: 'Basic auth user (default: the factory user admin)',
    password: 'Basic auth password (default: the factory password)',
    rebootSeconds: 'how long a reboot keeps a camera off the network (default 5)',
    state: 'keep the flash copy in FILE (FILE-1, FILE-2, ... for several cameras)',
    generatedParams: 'add N generated parameters (sections gen001, ... of 40 each) to the factory configuration, 0 to {{max}} (default 0)',
    latency: "every camera waits MS milliseconds before answering, as a real camera's web server takes time (default 0)",
    https: 'serve HTTPS; needs --cert and --key',
    cert: 'PEM certificate for --https',
    key: 'PEM private key for --https',
    quiet: 'no log of requests on stderr',
  },
  error: {
    unexpectedArgument: "unexpected argument '{{argument}}' (camconfig sim takes options only)",
    hostsWithCount: '--hosts gives one camera per address: leave out --count',
    pastLastPort: '--port {{port}} with --count {{count}} goes past port 65535',
    factoryEveryNeedsPassword: '--factory-every needs --password (and --user, default admin) other than the factory ones: the credentials of the cameras not on factory credentials',
    wholeNumber: "{{option}} must be a whole number from {{min}} to {{max}}, got '{{found}}'",
    secondsWhat: 'a number of seconds from 0 to 3600',
    secondsRange: "{{option}} must be a number of seconds from 0 to 3600, got '{{found}}'",
    empty: '{{option}} must not be empty',
    onlyWithHttps: '{{option}} is only used with --https',
    httpsNeedsCert: '--https needs --cert FILE (a PEM certificate)',
    httpsNeedsKey: '--https needs --key FILE (a PEM private key)',
    unreadableFile: '{{option}} {{path}}: cannot read the file ({{reason}})',
    hostsRange: '--hosts: {{problem}}',
    hostsNotLoopback: "--hosts '{{given}}': only loopback addresses (127.0.0.1 to 127.255.255.254) are accepted: the simulator never listens on a real network",
    hostsTooMany: "--hosts '{{given}}' holds {{count}} addresses: at most {{max}} simulated cameras",
  },
  running: {
    oneCamera: '1 simulated camera ({{name}})',
    cameras: '{{count}} simulated cameras',
    onHosts: '{{cameras}} on {{first}} to {{last}}, port {{port}}',
    factoryCredentials: '{{cameras}}, factory credentials (user admin)',
    givenCredentials: '{{cameras}}, user {{user}} with the given password',
    mixedCredentials_one: '{{cameras}}, {{onFactory}} on factory credentials (user admin: every camera), {{others}} with user {{user}} and the given password',
    mixedCredentials_other: '{{cameras}}, {{onFactory}} on factory credentials (user admin: every {{formattedCount}}. camera from the first), {{others}} with user {{user}} and the given password',
    started: '{{fleet}}; Ctrl+C stops.',
    stopping: '{{signal}} received; {{progress}}',
    stopped: '{{signal}} received, cameras stopped.',
  },
} as const;

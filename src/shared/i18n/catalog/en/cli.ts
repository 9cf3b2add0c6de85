// `camconfig` itself: its --help (the subcommands and what each does), an unknown subcommand,
// the last line of a failure no subcommand caught, and the audit log's warning of every command.
export const cli = {
  usage: `Usage: camconfig <subcommand> [options]

Subcommands:
{{subcommands}}

Run \`camconfig <subcommand> --help\` for its options.`,
  unknownSubcommand: "unknown subcommand '{{name}}'.",
  summary: {
    rc: 'remote configuration of a camera (view, get, set, store, backup, ...)',
    sim: 'run simulated cameras on 127.0.0.1',
    serve: 'serve the studio to a browser (web mode)',
    discover: 'find the cameras in an address range (CIDR or FROM-TO) and add them',
    fleet: 'work on many cameras: {{subcommands}}',
    agent: 'the site agent: checks, backups and alerts on a schedule while nobody is on site',
    site: 'a site shared by a team as a git repository: init, clone, status, log, pull, push',
  },
  audit: {
    notWritten: '{{problem}} (the command goes on without its audit log)',
  },
} as const;

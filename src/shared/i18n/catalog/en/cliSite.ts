// `camconfig site`: its --help, its usage errors and the lines it prints for each subcommand.
// --json keeps its machine form (English notes).
export const cliSite = {
  usage: `Usage: camconfig site <subcommand> [options]

Subcommands:
{{subcommands}}

Run \`camconfig site <subcommand> --help\` for its options; see docs/cli/site.md.`,
  subcommandUsage: `Usage: camconfig site {{synopsis}} [options]

{{summary}}.

Options:
{{options}}`,
  summary: {
    passphrase: 'change the site passphrase: every password sealed again, one commit',
    init: 'make DIR a new site (a git repository with site.json)',
    clone: "clone the team's site from its remote into DIR",
    status: 'ahead / behind the remote, files not committed',
    log: 'who changed what and when, newest first',
    pull: "fetch the team's changes and merge them (all or nothing)",
    push: 'push the site; pulls first when the remote moved on',
  },
  option: {
    site: 'the site folder (default the current folder)',
    technician: "who commits (the commit's author); default git's user.name and user.email",
    json: 'the result as one JSON document on stdout',
    name: "the site's name (required)",
    customer: 'the customer',
    address: "the site's address",
    timeZone: "the time zone of the site, e.g. Europe/Berlin (default this computer's)",
    reportLanguage: 'the language of its reports (default en)',
    remote: "the git remote it is shared through (origin); no password in it: git's credential helper or SSH agent keeps that",
    camera: 'only commits of operations on the camera ID (cam-3), as their Camconfig-Cameras trailer names it',
    path: 'only commits that changed PATH (a camera file, a folder); may be given more than once',
    limit: 'at most N commits (default 100)',
  },
  error: {
    passphrasesDiffer: 'the two new passphrases typed differ; nothing was changed',
    passphraseNeeded: 'the {{which}} site passphrase is needed: set {{variable}} (or run on a terminal to be asked)',
    unknownSubcommand: "unknown subcommand '{{name}}'.",
    initFolder: 'site init takes one DIR (the new site folder)',
    cloneArguments: 'site clone takes URL DIR',
    initNeedsName: "site init needs --name NAME (the site's name)",
    reportLanguage: "--report-language is en or de, not '{{given}}'",
    unexpectedArgument: "unexpected argument '{{argument}}' (the site folder is given with --site DIR)",
    limit: "--limit is a number of commits from 1 to 999999, not '{{given}}'",
  },
  result: {
    passphraseChanged: 'Changed the site passphrase: {{count}} passwords sealed again ({{commit}}); earlier commits keep the old sealing',
    promptOld: 'Present site passphrase: ',
    promptNew: 'New site passphrase: ',
    promptRepeat: 'New site passphrase again: ',
    old: 'present',
    new: 'new',
    started: "Started the site '{{name}}' in {{folder}}",
    cloned: "Cloned the site '{{name}}' into {{folder}}",
    onBranch: 'On {{branch}}: {{sync}}',
    aheadBehind: '{{ahead}} ahead, {{behind}} behind the remote (as of {{fetchedAt}})',
    aheadBehindNeverPulled: '{{ahead}} ahead, {{behind}} behind the remote (never pulled)',
    commitsNoRemote_one: '{{formattedCount}} commit, no remote',
    commitsNoRemote_other: '{{formattedCount}} commits, no remote',
    inProgress: 'A {{operation}} made by hand is under way: finish or abort it with git',
    nothingUncommitted: 'Nothing uncommitted',
    notCommitted: 'Not committed: {{files}}',
    noCommits: 'No commits',
    upToDate: 'Already up to date',
    conflict: 'Not merged: both sides changed {{files}}; nothing was changed here',
    merged: "Merged the remote's changes ({{commit}})",
    fastForward: 'Brought up to the remote ({{commit}})',
    remoteHasAll: 'The remote has everything already',
    notPushed: 'Not pushed',
    remoteMovedOn: 'The remote had moved on: {{pull}}',
    pushed: 'Pushed',
  },
} as const;

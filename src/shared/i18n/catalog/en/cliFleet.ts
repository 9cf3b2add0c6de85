// `camconfig fleet` and its subcommands: their --help, their usage errors and what they print
// (progress on stderr, results on stdout). Texts of the engines they run keep their own areas.
export const cliFleet = {
  usage: `Usage: camconfig fleet <subcommand> [options]

Subcommands:
{{subcommands}}

Every subcommand takes --workspace DIR (default $XDG_CONFIG_HOME/camconfig or ~/.config/camconfig);
passwords open with $CAMCONFIG_WORKSPACE_PASSPHRASE. CAMERA: an id (cam-3), a label or HOST[:PORT].
apply, backup, history and diff take --list CSV: the cameras of a camera list instead of the workspace.
Run \`camconfig fleet <subcommand> --help\` for its options; exit codes in docs/cli/fleet.md.`,
  subcommandUsage: `Usage: camconfig fleet {{synopsis}} [options]

{{description}}

Options:
{{options}}`,
  unknownSubcommand: "unknown subcommand '{{name}}'.",
  seeHelp: '{{words}}\n(see {{command}} --help)',
  interrupted: 'interrupted: cancelling the cameras under way; the others are not started',
  summary: {
    import: 'import a camera list (community CSV or .mxu) into the workspace',
    apply: 'apply a command file to many cameras in parallel (dry run, store, reboot, verify)',
    backup: "back up every camera (a group, or a list's) in parallel",
    history: "the camera's snapshots (the list's backups), newest first",
    diff: 'two configurations at parameter level',
    check: 'check every camera against a baseline; --fix brings the drifted ones back',
    inventory: 'every camera of the workspace at a glance: state, firmware, factory password, backups, changes',
    report: 'the handover report (HTML and PDF): status, backups, changes, audit entries of every camera',
  },
  option: {
    workspace: 'the workspace folder (default $XDG_CONFIG_HOME/camconfig, else ~/.config/camconfig); its passwords open with $CAMCONFIG_WORKSPACE_PASSPHRASE, or one asked for on a terminal',
    json: 'the result as one JSON document on stdout',
    list: 'the cameras: a camera list (CSV or .mxu, as fleet import reads it) instead of the workspace',
    backups: "with --list: the folder of the backup files (default the workspace's backups/ folder)",
    groupOfWorkspace: 'the cameras of a workspace group (all: every workspace camera)',
    onlyGroup: 'only the cameras of GROUP (default: every camera of the workspace)',
    withFix: 'with --fix: {{help}}',
    import: {
      user: 'user of the cameras the list gives no credentials (default admin); their password comes from ${{variable}}, else each asks for it in the studio',
      dryRun: 'report what would be imported; write nothing',
    },
    apply: {
      commands: 'the command file (helo/quit optional; {COLUMN} placeholders)',
      dryRun: "print each camera's exact script; send nothing",
      parallel: 'cameras at once, 1 to {{max}} (default {{default}})',
      json: 'the scripts (dry run) or the report as one JSON document on stdout',
    },
    backup: {
      output: "where the backup files go (default the workspace's backups/ folder)",
      parallel: 'at most N cameras at once, 1 to {{max}} (default {{default}})',
    },
    inventory: {
      parallel: 'at most N cameras asked at once, 1 to {{max}} (default {{default}})',
      json: 'the rows as one JSON document on stdout: {"cameras": [...]}',
      csv: 'the rows as CSV on stdout (;-separated, a header row)',
    },
    report: {
      group: 'the cameras of a workspace group (all: every camera of the workspace)',
      list: 'the cameras of a camera list (CSV or .mxu); a listed camera the workspace keeps brings its history, backups and changes',
      baseline: "each camera's status and drift: the newest kept check run of the workspace baseline NAME, else a check made now (a FILE's is never kept); default: not checked",
      html: 'write the HTML report to FILE (never over an existing file)',
      pdf: 'write the PDF report to FILE (never over an existing file)',
      since: "audit entries from DATE on: YYYY-MM-DD (midnight in the report's time zone) or an ISO time (default: the last 30 days, ending now)",
      language: "the report's language (default: the terminal's, from LC_ALL, LC_MESSAGES or LANG)",
      timeZone: "the site's time zone the report's times are shown in, e.g. Europe/Berlin (default: this machine's)",
      includeReads: 'list the scripts that changed nothing (reads of the configuration, the status...) among the changes too',
      site: "the site's name on the title page (default: the group, or the list's file name)",
      technician: 'who hands the site over (default: $USER)',
      json: 'the files written as one JSON document on stdout: {"files": [...], "cameras": N}',
    },
    check: {
      baseline: 'the baseline: a baseline of the workspace by that name, else a baseline text file',
      parallel: 'cameras read at once, 1 to {{max}} (default {{default}})',
      fix: 'bring the drifted cameras back: write only their drifted parameters, read them back',
      dryRun: "with --fix: print each drifted camera's script; send nothing",
      json: 'the result as one JSON document on stdout: {"cameras": [...], "counts": {...}}',
    },
  },
  error: {
    parallelFoundRange: "option --parallel needs a whole number of cameras from {{min}} to {{max}}, found '{{found}}'",
    parallelGive: "--parallel '{{found}}': give a whole number of cameras from {{min}} to {{max}}",
    rebootNeedsStore: '--reboot needs --store: the camera boots from its flash copy, so unstored changes would be lost',
    waitOnlyWithReboot: '--wait only applies to --reboot',
    noArgumentsGroup: "fleet {{subcommand}} takes no arguments (found '{{found}}'); choose cameras with --group",
    noArgumentsGroupOrList: "fleet {{subcommand}} takes no arguments (found '{{found}}'); choose cameras with --group or --list",
    noCameras: 'the workspace {{folder}} has no cameras',
    groupWithoutCameras: "--group '{{group}}': no camera of the workspace {{folder}} is in that group (groups: {{groups}})",
    groupWithoutCamerasNoGroups: "--group '{{group}}': no camera of the workspace {{folder}} is in that group",
    groupOfEmptyWorkspace: '--group {{group}}: the workspace {{folder}} has no cameras',
    cameraNotInRun: "no camera '{{camera}}' in this run",
    ambiguousCamera: "'{{name}}' names {{number}} cameras ({{ids}}): give the camera id",
    unknownCamera: "no camera '{{name}}' in the workspace {{folder}}: give a camera id, label or HOST[:PORT] (see the cameras in the studio), or --workspace DIR for another workspace",
    ambiguousListedCamera: "'{{name}}' names {{number}} cameras of {{file}} ({{ids}}): give HOST:PORT",
    unknownListedCamera: "no camera '{{name}}' in the list {{file}}: give a camera's address as the list has it (HOST or HOST:PORT)",
    userName: "--user '{{user}}': a user name must be non-empty and contain no ':'",
    insecureWithoutHttps: '--insecure only applies to --https (it skips the certificate check)',
    onlyWithList: '--{{option}} only applies with --list CSV: {{why}}',
    listHistoryWhy: "a workspace camera's history is its snapshots in the workspace",
    listConnectionWhy: 'a workspace camera is reached with its own user, password and settings',
    passwordSealed: 'the password of {{camera}} is not known: it is kept encrypted with the workspace passphrase; set CAMCONFIG_WORKSPACE_PASSPHRASE (or run on a terminal to be asked)',
    passwordMissing: '{{camera}} has no password in the workspace (its list gave none): set CAMCONFIG_PASSWORD for this run, import the list again with it set (camconfig fleet import FILE), or enter it with Edit camera in the studio',
  },
  prompt: {
    listPassword: 'Password for {{user}} on the cameras: ',
    workspacePassphrase: 'Workspace passphrase for {{folder}} (empty: use --password for every camera): ',
  },
  certificatePinned: 'trusting the certificate of {{camera}} on first use: {{fingerprint}} (pinned in {{file}})',
  apply: {
    usage: `Usage: camconfig fleet apply --commands FILE (--list CSV | --group GROUP) [options]

Sends the command file to every camera, filled in with each camera's {COLUMN} values,
a few cameras at a time; reads the written values back and reports every camera.

Options:
{{options}}

Progress goes to stderr, the report to stdout.
Exit codes: 0 every camera applied, 2 bad option, command file or list (nothing sent),
10 some cameras failed or were not reached (the report names them), 130 interrupted (Ctrl-C).
Reference: docs/cli/fleet.md`,
    error: {
      unexpectedArgument: "unexpected argument '{{argument}}': the command file goes after --commands",
      noCommands: 'which commands? Give --commands FILE',
      whichCameras: 'which cameras? Give either --list CSV or --group GROUP',
    },
    applying_one: 'applying {{file}} to {{formattedCount}} camera, {{parallel}} at a time',
    applying_other: 'applying {{file}} to {{formattedCount}} cameras, {{parallel}} at a time',
    progress: '{{label}}: {{step}}: {{message}}',
    notKept: '{{camera}}: the configuration after the change was not kept in its history: {{problem}}',
    summary: '{{verified}} verified, {{applied}} applied without read-back, {{failed}} failed, {{notReached}} not reached ({{took}})',
    status: {
      verified: 'verified',
      applied: 'applied',
      failed: 'failed',
      notReached: 'notReached',
    },
  },
  backup: {
    description: `Backs up every camera of the workspace (or of a group, or of a camera list), N at a time:
each file the clean configuration the camera sends, named as the community restore tools
expect. Progress on stderr, one line per camera on stdout. Workspace cameras without a kept
password, and listed cameras the list gives none, use --password (lists only),
$CAMCONFIG_PASSWORD, else the terminal. --user, --password, --https, --insecure, --timeout,
--long-timeout and --known-cameras reach the cameras of --list, as in fleet apply.
Exit codes: 0 every camera backed up, 10 some failed or were not reached, 2 a wrong option.`,
    error: {
      groupWithList: '--group chooses cameras of the workspace: with --list CSV the cameras are those of the list',
      notInGroup: "no camera of the workspace {{folder}} is in group '{{group}}'",
    },
    starting_one: 'backing up {{formattedCount}} camera into {{folder}}, {{parallel}} at a time',
    starting_other: 'backing up {{formattedCount}} cameras into {{folder}}, {{parallel}} at a time',
    progress: '{{camera}}: {{message}}',
    notKept: '{{camera}}: the backup was not kept in its history: {{problem}}',
    ok: 'ok          {{who}}: {{file}} ({{bytes}} bytes)',
    okIdentical: 'ok          {{who}}: {{file}} ({{bytes}} bytes, identical to the backup already there)',
    failed: 'FAILED      {{who}}: {{reason}}',
    cancelled: 'CANCELLED   {{who}}: {{reason}}',
    notReached: 'NOT REACHED {{who}}: cancelled before its turn',
    summary: '{{ok}} backed up, {{failed}} failed, {{cancelled}} cancelled, {{notReached}} not reached ({{folder}})',
  },
  check: {
    usage: `Usage: camconfig fleet check --baseline NAME|FILE (--group GROUP | --list CSV) [options]

Reads every camera with only the sections the baseline names, a few at a time, and names
each compliant, drifted (every parameter with its expected and found value) or unreadable
(offline, credentials, cut-off answer, a placeholder it has no variable for). NAME|FILE: a
baseline of the workspace by that name, else a baseline text file; a check of a workspace
baseline is kept as a run, as in the studio. --fix writes only the drifted parameters back.

Options:
{{options}}

Progress goes to stderr, the result to stdout. Passwords: the workspace's, else $CAMCONFIG_PASSWORD.
Exit codes: 0 every camera compliant (with --fix: every drifted one fixed, none unreadable),
10 a camera drifted, unreadable or not fixed (each named), 2 a usage problem, 130 interrupted.
Reference: docs/cli/fleet.md`,
    error: {
      unexpectedArgument: "unexpected argument '{{argument}}': the baseline goes after --baseline",
      noBaseline: 'which baseline? Give --baseline NAME (a baseline of the workspace) or --baseline FILE',
      whichCameras: 'which cameras? Give either --group GROUP or --list CSV',
      onlyWithFix: '--{{option}} only applies with --fix',
      unknownBaseline: '--baseline {{given}}: no baseline of that name in the workspace {{workspace}} ({{baselines}}) and no file {{path}}',
      noBaselines: 'it has none',
      baselines: 'baselines: {{names}}',
      baselineFileLimit: 'a baseline lists the agreed values and is far smaller',
    },
    checking_one: 'checking {{formattedCount}} camera against baseline {{baseline}}, {{parallel}} at a time',
    checking_other: 'checking {{formattedCount}} cameras against baseline {{baseline}}, {{parallel}} at a time',
    checkingVersion_one: 'checking {{formattedCount}} camera against baseline {{baseline}} version {{version}}, {{parallel}} at a time',
    checkingVersion_other: 'checking {{formattedCount}} cameras against baseline {{baseline}} version {{version}}, {{parallel}} at a time',
    checked: '{{done}}/{{total}} {{camera}}: {{status}}',
    keptAsRun: 'kept as check run {{runId}}',
    runNotKept: 'the check run was not kept: {{problem}}',
    status: {
      compliant: 'compliant',
      notInForce: 'reboot needed',
      drifted: 'drifted',
      unreadable: 'unreadable',
    },
    fixing_one: 'bringing {{formattedCount}} drifted camera back to the baseline',
    fixing_other: 'bringing {{formattedCount}} drifted cameras back to the baseline',
    skipped: '# {{camera}}: {{status}}, nothing to send',
    notFixed: '{{camera}}: not fixed, unreadable: {{reason}}',
    fixSummary: '{{verified}} fixed and verified, {{applied}} applied without read-back, {{failed}} failed, {{notReached}} not reached; {{compliant}} were compliant, {{unreadable}} unreadable ({{took}})',
    rebootWarning: '# the values of {{sections}} apply only after a reboot: add --reboot, or the camera shows "reboot needed" until it reboots',
    rebootNeeded: '; reboot needed ({{sections}}): not in force until the camera reboots',
  },
  diff: {
    description: `Compares two configurations at parameter level; SECTION narrows it to one section.
A camera alone is read live (a workspace camera's is kept as a snapshot). CAMERA@WHICH takes
a workspace camera's snapshot (its id, at least 4 characters of it, or latest); with --list
CSV, a listed camera's backup file (its minute as fleet history --list shows it, at least 4
characters of it, its file name, or latest). --user, --password, --https, --insecure,
--timeout, --long-timeout and --known-cameras reach the cameras of --list, as in fleet apply.
Exit code 0 whether or not they differ.`,
    error: {
      arguments: 'fleet diff takes CAMERA[@SNAPSHOT] CAMERA[@SNAPSHOT] and optionally a SECTION',
      section: "section '{{section}}': {{problem}}",
      noSnapshot: "'{{argument}}': {{problem}} of {{camera}}; give 'latest' or at least 4 characters of an id listed by camconfig fleet history {{camera}}",
      noBackup: "'{{argument}}': {{problem}} of {{camera}} in {{folder}}; give 'latest', at least 4 characters of a backup listed by camconfig fleet history --list {{file}} {{camera}}, or its file name",
      noSnapshotYet: 'no snapshot yet',
      noBackupYet: 'no backup yet',
      startFitsSnapshots: "the start '{{wanted}}' fits {{number}} snapshots",
      startFitsBackups: "the start '{{wanted}}' fits {{number}} backups",
      noSuchSnapshot: "no snapshot '{{wanted}}'",
      noSuchBackup: "no backup '{{wanted}}'",
    },
    source: {
      workspaceNow: '{{camera}} ({{label}}) now',
      workspaceSnapshot: '{{camera}} ({{label}}) snapshot {{snapshot}} of {{takenAt}}',
      listedNow: '{{camera}} now',
      listedBackup: '{{camera}} backup {{file}}',
    },
    section: ' (section {{section}})',
    noDifferences: 'no differences',
    differences_one: '{{formattedCount}} difference',
    differences_other: '{{formattedCount}} differences',
  },
  history: {
    description: `Lists the snapshots kept of a workspace camera (reads, applies, backups, restores), newest
first. CAMERA: an id (cam-3), a label or HOST[:PORT].
With --list CSV: the backup files of the list's cameras (or of CAMERA, its address as listed)
in the workspace's backups/ folder or --backups DIR, newest first.`,
    error: {
      oneCamera: 'fleet history takes one CAMERA (its id, label or HOST[:PORT]), or --list CSV',
      listOneCamera: 'fleet history --list CSV takes at most one CAMERA (its address as the list has it)',
    },
    noSnapshots: '{{camera}} {{label}}: no snapshots yet (they are taken when a configuration is read, applied or backed up)',
    noBackups: '{{address}}: no backups in {{folder}}',
    firmwareUnknown: 'firmware unknown',
    size: '{{sections}} sections, {{bytes}} bytes',
    reason: {
      read: 'read',
      applied: 'applied',
      backup: 'backup',
      restored: 'restored',
    },
  },
  import: {
    usage: `Usage: camconfig fleet import FILE [options]

Imports a camera list into the workspace: the community CSV (';'-separated, a header row,
the address HOST[:PORT] first, further columns kept as the camera's variables, GROUP and
LABEL columns as its group and name) or the management center's .mxu list. Every line that
cannot be imported is reported with its number and why; the others are imported. Cameras
the workspace already has (same address and port) keep their id and credentials; the list
updates their variables (an empty cell removes one), group and name.

Options:
{{options}}

Exit codes: 0 every camera line imported (or already there); 2 the file could not be read or
some lines were not imported (the others were); 1 the workspace could not be written.`,
    error: {
      noFile: 'which list? Give the file: camconfig fleet import FILE',
      tooManyFiles: "one list at a time: '{{extra}}' is one argument too many",
      userName: "--user '{{user}}' is not a user name (1 to {{max}} characters, no ':')",
      unreadable: '{{path}}: it cannot be read ({{reason}}); nothing was imported',
      tooLarge: '{{path}}: {{problem}}; nothing was imported',
      undecodable: '{{path}} {{problem}}; nothing was imported',
    },
    added: 'added {{camera}} {{label}} ({{address}}){{group}}{{noPassword}}',
    wouldAdd: 'would add {{label}} ({{address}}){{group}}{{noPassword}}',
    inGroup: ', group {{group}}',
    noPassword: ', no password',
    updated: 'updated {{camera}} {{label}} (line {{line}}): {{changes}}',
    wouldUpdate: 'would update {{camera}} {{label}} (line {{line}}): {{changes}}',
    passwordsNotKept_one: 'warning: {{formattedCount}} password of this list is not kept (no workspace passphrase): that camera asks for its password in the studio',
    passwordsNotKept_other: 'warning: {{formattedCount}} passwords of this list are not kept (no workspace passphrase): those cameras ask for their password in the studio',
    summary: '{{file}} ({{format}}, read as {{encoding}}): {{added}} added, {{existing}} already in the workspace ({{updated}} updated), {{problems}} not imported{{above}}',
    cameras_one: '{{formattedCount}} camera',
    cameras_other: '{{formattedCount}} cameras',
    lines_one: '{{formattedCount}} line',
    lines_other: '{{formattedCount}} lines',
    summaryDryRun: '{{file}} ({{format}}, read as {{encoding}}): {{added}} would be added (dry run: nothing written), {{existing}} already in the workspace ({{updated}} updated), {{problems}} not imported{{above}}',
    above: ' (above)',
  },
  inventory: {
    description: `Asks every camera of the workspace (or of a group), N at a time, for its firmware and the
sections waiting for a reboot, then prints one row per camera: online or why not, firmware,
round trip, factory password in use (admin/meinsm: a warning), reboot needed, unstored studio
edits, last backup (the workspace's backups/ folder), last change (the audit log) and one
overall sign, the rows the studio's Site view shows. A plain table, --json or --csv.
Exit codes: 0 the rows were printed (whatever the cameras' states), 2 a wrong option,
130 interrupted (the rows say what was learned).`,
    error: {
      jsonAndCsv: '--json and --csv: choose one',
    },
    asking_one: 'asking {{formattedCount}} camera, {{parallel}} at a time',
    asking_other: 'asking {{formattedCount}} cameras, {{parallel}} at a time',
    noCameras: 'no cameras',
    column: {
      id: 'ID',
      label: 'LABEL',
      group: 'GROUP',
      address: 'ADDRESS',
      state: 'STATE',
      firmware: 'FIRMWARE',
      roundTrip: 'RTT',
      factoryPassword: 'FACTORY PW',
      reboot: 'REBOOT',
      edits: 'EDITS',
      lastBackup: 'LAST BACKUP',
      lastChange: 'LAST CHANGE',
      sign: 'SIGN',
    },
    milliseconds: '{{ms}} ms',
    factoryPasswordYes: 'YES!',
    factoryLoginYes: 'RESET?',
    no: 'no',
    noBackup: 'none',
    state: {
      online: 'online',
      offline: 'offline',
      rebooting: 'rebooting',
      auth_failed: 'auth_failed',
      certificate_changed: 'certificate_changed',
      unknown: 'unknown',
    },
    sign: {
      ok: 'ok',
      attention: 'attention',
      problem: 'problem',
      unknown: 'unknown',
    },
  },
  report: {
    description: `Writes the site's handover report from what the workspace keeps (no camera is asked): a
summary page, then per camera its address, group, firmware, baseline status and drift, the
audio section of its newest snapshot, its last backup (file and SHA-256), its last verified
change and a factory-password warning, then the audit entries since --since. One report
model, written as a self-contained HTML file and as a PDF; no password appears in either.
Without --html and --pdf both go into the workspace's reports/ folder, named
report-<site>-<date>.html and .pdf (-2, -3, ... for another of that day); no existing file is
ever overwritten.
Exit codes: 0 written, 2 a wrong option (or a file that exists already), 1 a file that cannot
be written or read.`,
    error: {
      chooseCameras: 'choose the cameras: --group GROUP (all: every camera) or --list CSV',
      groupAndList: '--group and --list: choose one',
      sameFile: '--html and --pdf name the same file {{path}}: give each its own',
      language: "--language '{{given}}': give en or de",
      timeZone: "--time-zone '{{given}}': give a time zone such as Europe/Berlin or UTC",
      name: '--{{option}}: {{problem}}; give 1 to 200 characters without control characters or direction marks',
      nameEmpty: 'it is empty',
      nameTooLong: 'it is longer than 200 characters',
      since: "--since '{{given}}': give a date as YYYY-MM-DD or an ISO time such as 2026-11-01T08:00:00Z",
      sinceNoSuchDay: "--since '{{given}}': {{month}} has no day {{day}}",
      sinceAfterNow: "--since '{{given}}' is after now: the period of audit entries would be empty",
    },
    reporting_one: 'reporting on {{formattedCount}} camera from the workspace {{folder}}',
    reporting_other: 'reporting on {{formattedCount}} cameras from the workspace {{folder}}',
    keptRun: 'the kept check run {{runId}} of baseline {{baseline}} ({{finishedAt}}): {{counts}}',
    checkedNow: 'checked the cameras now against baseline {{baseline}} ({{finishedAt}}), {{keeping}}: {{counts}}',
    keptAsRun: 'kept as check run {{runId}}',
    notKept: 'not kept (only a check against a baseline of the workspace is kept; this report holds its result)',
    written: 'written {{path}} ({{bytes}} bytes, SHA-256 {{sha256}})',
  },
} as const;

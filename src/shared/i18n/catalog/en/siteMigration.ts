// A workspace turned into a site (src/main/siterepo/siteFromWorkspace.ts): its refusals, and the
// words of `camconfig site init DIR --from-workspace WS`.
export const siteMigration = {
  alreadySite: '{{folder}}: is a site already (it holds site.json or a .git folder); nothing was changed',
  holdsSiteFile: '{{folder}}: holds {{name}} already, which a new site writes; move it away first; nothing was changed',
  passwordNotOpened: 'the password of {{camera}} in the workspace {{folder}} is sealed and could not be opened: give the workspace passphrase (CAMCONFIG_WORKSPACE_PASSPHRASE) so it can be sealed with the site key; nothing was changed',
  busPassphraseNotOpened: 'the bus passphrase of the workspace {{folder}} is sealed and could not be opened: give the workspace passphrase (CAMCONFIG_WORKSPACE_PASSPHRASE); nothing was changed',
  noIdentity: 'the camera {{camera}} has no identity in the workspace yet: open the workspace once and try again; nothing was changed',
  insideWorkspace: '{{folder}}: is inside the workspace {{workspace}}; name a folder outside it, or the workspace itself to make it a site where it is',
  targetIsSite: '{{folder}}: is a site already; nothing was changed',
  targetNotEmpty: '{{folder}}: is not empty; the workspace is copied into a missing or empty folder, or becomes a site where it is (name the workspace folder itself)',
  nothingCommitted: '{{folder}}: the first commit of the site held nothing; nothing was changed',
  studio: {
    noWorkspace: 'the studio runs without a workspace: there is nothing to turn into a site',
    openToWorkOn: 'the workspace {{folder}} is a site now: open it (the site picker\'s Open) to work on it as a site (its commits, Pull and Push); until then add or change no camera',
  },
  option: {
    fromWorkspace: 'turn the workspace WS (cameras, lists, baselines, snapshots, audit log) into the site; DIR the same folder: it becomes a site where it is',
  },
  prompt: {
    workspacePassphrase: 'Workspace passphrase of {{folder}} (empty: its passwords are not kept): ',
  },
  result: {
    turnedInPlace_one: "Turned the workspace {{folder}} into the site '{{name}}' where it is: one camera, its password sealed with the site key ({{commit}})",
    turnedInPlace_other: "Turned the workspace {{folder}} into the site '{{name}}' where it is: {{count}} cameras, passwords sealed with the site key ({{commit}})",
    turnedCopy_one: "Turned the workspace {{workspace}} into the site '{{name}}' in {{folder}}: one camera, its password sealed with the site key ({{commit}}); the workspace is left as it was",
    turnedCopy_other: "Turned the workspace {{workspace}} into the site '{{name}}' in {{folder}}: {{count}} cameras, passwords sealed with the site key ({{commit}}); the workspace is left as it was",
  },
} as const;

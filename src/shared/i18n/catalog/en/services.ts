// The studio's services: calls they refuse (no workspace, an id not known, a limit reached),
// and the desktop app's and `camconfig serve`'s start options.
export const services = {
  noWorkspace: {
    auditLog: 'the studio runs without a workspace, so it keeps no audit log: start it with a workspace (camconfig serve --workspace DIR)',
    baselines: 'the studio runs without a workspace, so it keeps no baselines: start it with a workspace (camconfig serve --workspace DIR)',
    snapshots: 'the studio runs without a workspace, so it keeps no snapshots: draft from the camera itself',
    history: 'the studio runs without a workspace, so it keeps no history: start it with a workspace (camconfig serve --workspace DIR)',
    reports: 'the studio runs without a workspace, so it has no reports folder (nor the backups and audit log a report shows): start it with a workspace (camconfig serve --workspace DIR)',
  },
  baseline: {
    noCamerasToCheck: 'no cameras to check: {{which}}; choose cameras or a group',
    assignedToNoGroup: 'baseline {{name}} is assigned to no group',
    noCameraInItsGroups: 'no camera is in its groups ({{groups}})',
    noCameraInGroup: 'no camera is in group {{group}}',
  },
  busTemplates: {
    historyNotKept: 'the history of sent messages could not be kept: {{problem}}',
    tooMany: 'cannot save template "{{name}}": there are already {{limit}} templates; remove one first',
  },
  cameras: {
    idsNotRecorded: 'the camera ids used in this run could not be recorded: {{problem}}',
    tooMany: 'the studio keeps at most {{limit}} cameras (the workspace limit) and has {{added}}: remove one before adding another',
    simulated: '{{label}} is simulated: it is set up in the Simulator view, not edited here',
    notFound: "no camera with id '{{id}}': list the cameras to see their ids",
    passwordUnknown: 'the password of {{label}} is not known in this run of the studio (passwords are kept in memory only): enter it with Edit camera',
    listNotSaved: 'nothing was changed: the camera list could not be saved: {{problem}}',
  },
  config: {
    rebootWithoutStore: 'config.apply: reboot without store would lose the changes (the camera reloads its flash copy when it boots): set store as well',
    scriptRefused: 'the script, {{problem}}; nothing was sent',
  },
  history: {
    snapshotNotKept: "the snapshot of {{cameraId}}'s configuration was not kept: {{problem}}",
    notReadAfterChange: 'the configuration of {{cameraId}} after the change could not be read for its history: {{problem}}',
    noCamera: 'no camera {{cameraId}}, and no history kept under that id',
    snapshotNotAConfiguration: 'a snapshot is not a configuration file: {{problem}}',
  },
  operations: {
    alreadyUnderWay: 'operation {{operationId}} is already under way: give each operation its own operationId',
  },
  recording: {
    fileDialogDesktopOnly: 'the file dialog is only in the desktop app: in web mode pick a recording from the list (files copied into {{folder}} are listed)',
    tooManyUnderWay: '{{underWay}} recordings are under way, the most the studio runs at once ({{limit}}): stop one before starting another',
    notFound: "no recording with id '{{recordingId}}' in this studio session: list the recordings to see their ids",
    notListed: '{{name}} was brought into {{folder}} but is not among the newest recordings listed',
  },
  replay: {
    notFound: "no replay with id '{{replayId}}' in this studio session: list the replays to see their ids",
  },
  report: {
    sinceNotADate: "since '{{since}}' is not a date of the calendar",
    sinceAfterNow: "since '{{since}}' is after now: the period of audit entries would be empty",
    noCameras: 'there are no cameras to report on: add cameras first',
    emptyGroup: "no camera is in group '{{group}}'",
    noCheckRun: "no check run of baseline '{{baseline}}' is kept: check the cameras against it first",
  },
  simulator: {
    faultRefused: 'simulator.setCamera: {{problem}}',
    peerNotFound: "no simulated bus peer with id '{{peerId}}': list the simulator to see their ids",
    cameraNotFound: "no simulated camera with id '{{cameraId}}': list the simulator to see their ids",
  },
  site: {
    scansBusy: 'the studio already runs {{limit}} address scans, the most it runs at once: wait for one to end (or cancel it), then scan again',
    scanGone: 'that scan is no longer kept (the studio keeps the last {{scans}} scans for {{minutes}} minutes): scan again',
    notOpened: 'the scan did not open {{addresses}}: only cameras it opened can be added this way',
    addressesAndMore: '{{addresses}} and {{more}} more',
    notCommitted: 'the changes of the {{operation}} are kept in the site but were not committed ({{problem}}); they go into the next commit',
    commitsOff: 'this site is not committed to ({{problem}}): its changes are kept as files only',
  },
  start: {
    option: {
      noDemo: 'start without the simulated camera and bus peer',
      camera: 'list this camera (repeatable); the password comes from ${{variable}}',
      user: 'user for the --camera cameras (default admin)',
      https: 'reach the --camera cameras over HTTPS',
      iface: 'start the distributor on this interface (needs --no-demo); the passphrase comes from ${{variable}} (unset: unencrypted)',
      busPort: 'UDP port of the distributor (with --iface; default as in user_config.json)',
    },
    ifaceNeedsNoDemo: '--iface {{iface}} replaces the demo bus on lo: add --no-demo',
    busPortNeedsIface: '--bus-port needs --iface (the interface the distributor starts on)',
    userEmpty: '--user is empty: give the user name the cameras know',
    noArguments: "{{context}} takes no arguments (found '{{found}}')",
    noPassword: '--camera {{camera}}: no password: set {{variable}} (the desktop app has no terminal to ask on, and a password on the command line would show in the process list)',
  },
  workspace: {
    noPassphraseNeeded: {
      osEncrypted: 'passwords are already encrypted by the operating system: no passphrase is needed',
      passphraseEncrypted: 'passwords are already passphrase encrypted: no passphrase is needed',
      memoryOnly: 'passwords are kept in memory only: no passphrase is needed',
      none: 'passwords are not kept (the studio runs without a workspace): no passphrase is needed',
    },
  },
  sites: {
    closing: '{{folder}}: not opened, the studio is closing',
    notFound: '{{folder}}: there is no such folder on the studio\'s machine; the studio stays on {{current}}',
    notSiteOrWorkspace: '{{folder}}: is neither a site (no site.json) nor a workspace (no cameras.json); the studio stays on {{current}}',
    cannotOpen: '{{folder}}: could not be opened ({{problem}}); the studio stays on {{current}}',
    cannotStart: '{{folder}}: was opened, but the studio could not start on it ({{problem}}); it went back to {{current}}',
    noCurrent: 'no folder (the studio ran without a workspace)',
  },
  sync: {
    notASite: 'the workspace is no site (no git repository): there is nothing to pull or push',
    camerasNotReread: 'the pull brought changes to the site, but its cameras could not be read again ({{problem}}): open the site again (restart the studio) to see them, and before editing a camera the pull changed'
  },
} as const;

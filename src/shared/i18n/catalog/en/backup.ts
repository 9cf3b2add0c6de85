// Backups of many cameras: why a camera got no file, and calls the studio refuses.
export const backup = {
  progress: {
    reading: 'reading the configuration file of {{camera}}',
    saved: 'saved as {{file}} ({{bytes}} bytes)',
    unchanged: 'unchanged since {{file}} ({{bytes}} bytes)',
  },
  tooManyThisMinute: '{{number}} different backups of this camera in this minute exist already',
  noWorkspace: 'the studio runs without a workspace, so it has no backups folder: start it with a workspace (camconfig serve --workspace DIR)',
  noCameras: 'there are no cameras to back up: add cameras first',
  parallelRange: 'parallel must be a whole number of cameras from {{min}} to {{max}}, got {{given}}',
  emptyGroup: "no camera is in group '{{group}}'",
  addressNamesNoFile: "the address '{{address}}' cannot name a file",
  addressNamesNoBackup: "the address '{{address}}' cannot name a backup file: {{problem}}",
  fileTooLarge: 'backup {{file}}: {{problem}}',
  notAConfiguration: 'backup {{file}} is not a configuration file: {{problem}}',
} as const;

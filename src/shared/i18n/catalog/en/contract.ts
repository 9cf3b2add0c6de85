// What the API contract's schemas say of an input (src/shared/api): the problem of a field.
export const contract = {
  issue: '{{field}}: {{problem}}',
  issueAndMore_one: '{{field}}: {{problem}} (and {{formattedCount}} more problem)',
  issueAndMore_other: '{{field}}: {{problem}} (and {{formattedCount}} more problems)',
  noIssue: 'no problem named',
  wholeInput: '(input)',
  tooManyPendingEdits: 'more than {{max}} pending edits; apply or discard some first',
  chooseFormats: 'choose HTML, PDF or both',
  reportFileId: 'a report file id as report.save answered it',
  reservedName: "{{what}} '{{key}}' is a reserved name",
  passphraseTwice: 'give either a new broadcast.passphrase or keepPassphrase: true, not both',
  cameraIdsOrGroup: 'give cameraIds or group, not both',
  cameraId: {
    length: "'{{id}}' is not a camera id (1 to {{max}} characters)",
    characters: "'{{id}}' is not a camera id (letters, digits, '-' and '_', starting with a letter or digit)",
    deviceName: "'{{id}}' is not a camera id (a name Windows reserves for a device)",
  },
  editedTwice: '{{address}} is edited twice',
  timeZone: 'a time zone such as Europe/Berlin or UTC',
  baselineOrRun: 'give baseline (its newest check run) or runId (that check run), not both: a run id names its baseline already',
} as const;

// The workspace (src/main/workspace): a file it cannot read, use or write, named with what is
// wrong and what the studio did about it.
export const workspace = {
  fileProblem: '{{path}}: {{problem}}',
  cannotBe: {
    read: 'cannot be read ({{reason}})',
    removed: 'cannot be removed ({{reason}})',
    listed: 'cannot be listed ({{reason}})',
    lookedAt: 'cannot be looked at ({{reason}})',
  },
  cannotBeWritten: 'cannot be written ({{reason}}); the previous version is kept unchanged',
  wrongPassphrase: "the passphrase does not match the one the workspace's passwords were encrypted with ({{keyFile}}); check it, or start without one and enter the camera passwords again",
  passphraseEmpty: 'the workspace passphrase is empty',
  noKeyStore: 'the operating system offers no key store to encrypt passwords with (on Linux: GNOME Keyring or KWallet): they are kept in memory only and asked for again after a restart',
  folderCannotBeCreated: 'the workspace folder cannot be created ({{why}})',
  folderAndReason: '{{folder}}: {{reason}}',
  folderIsLink: 'is a symbolic link: the studio writes nothing through a link inside its workspace; remove the link, and the studio makes the folder anew',
  identitiesNotRecorded: "the cameras' identities could not be recorded, so their snapshots and pending edits are kept without one this run: {{problem}}",
  read: {
    tooLarge: 'is larger than the limit of {{limit}} bytes',
    notUtf8: 'is not UTF-8 text',
    notJsonAt: 'is not valid JSON (at {{where}}: {{problem}})',
    givenTwice: 'is not valid JSON ({{name}} is given twice, at {{first}} and {{second}})',
    unexpectedContent: 'does not have the expected content ({{problem}})',
    contentAt: 'at {{where}}: {{issue}}',
    topLevel: 'the top level',
    movedAsideNoCopy: '{{path}} {{problem}}; it was moved to {{movedTo}} and the studio starts without it (no usable last good copy {{lastGood}})',
    restored: '{{path}} {{problem}}; it was moved to {{movedTo}} and the last good copy {{lastGood}} was restored in its place',
    cannotMoveAside: '{{problem}}, and it could not be moved aside ({{reason}}); move or repair it by hand',
    notUtf8MovedTo: 'is not UTF-8 text; it was moved to {{movedTo}}',
  },
  write: {
    wouldNotReadBack: 'would not be read back ({{problem}}); nothing was written',
    wouldBeTooLarge: 'would be larger than the limit of {{limit}} bytes; nothing was written',
  },
  pendingEdits: {
    otherCamera: 'belongs to another camera than {{cameraId}} (one kept under the same id before)',
    movedAside: '{{path}} {{why}}; it was moved to {{movedTo}} and {{cameraId}} starts without pending edits',
  },
  site: {
    passphraseNeeded: 'the password of {{label}} is sealed with the site key: the site passphrase is needed (set {{variable}}, or enter it with "Keep passwords encrypted…")',
    passwordNotSealed: 'the password of {{label}} cannot be kept: a site keeps passwords only sealed with the site key, and the site passphrase is needed for it (set {{variable}})',
    idTaken: '{{path}} names the camera id {{id}}, which another camera of the site has (both were added on two clones at once): it is {{newId}} now',
    identityMismatch: '{{path}} holds another camera than its name says (renamed by hand?); it is left out and left as it is',
  },
  snapshots: {
    otherCamera: 'holds the snapshots of another camera than {{cameraId}} (one kept under the same id before)',
    movedAside: "{{folder}} {{why}}; it was moved to {{movedTo}} and {{cameraId}}'s history starts empty",
  },
} as const;

// What the distributor says of the packages it receives (src/main/distributor/codec and core):
// why a package or message was not delivered, and the lines of sdk-demo's -d trace. Drop
// reasons (clock_offset, replay, ...) are the statistics record's names and stay as they are.
export const distributorWire = {
  decode: {
    shorterThanHeader: 'package of {{bytes}} bytes is shorter than the {{header}}-byte header',
    notOurs: 'not a distributor package: starts with {{start}}, expected {{magic}} ("CCMX")',
    noReplayProtection: 'wire format version {{version}} has no replay protection and is refused: update the sender to wire format version {{ours}}',
    otherVersion: 'wire format version {{version}}; this program reads version {{ours}}',
    unknownFlags: 'unknown flag bits {{flags}} (a newer format?)',
    encryptedUnexpected: 'encrypted package, but encryption is off here (no broadcast.passphrase set)',
    unencryptedRejected: 'unencrypted package, but encryption is on here (broadcast.passphrase set): the sender has no passphrase',
    encryptedTooShort: 'encrypted package of {{bytes}} bytes is shorter than its {{minimum}} bytes of header and tag',
    unauthentic: 'authentication failed: the sender uses another passphrase, or the package was altered',
    corruptBody: 'authentic package with a corrupt body: {{detail}}',
    oversized: 'package of {{bytes}} bytes is larger than the {{max}}-byte limit',
    undecodable: 'undecodable package: {{reason}}',
  },
  body: {
    shorterThanHeader: 'body of {{bytes}} bytes is shorter than its {{header}}-byte header',
    timestampBeyondClock: 'timestamp of {{ms}} ms or more is beyond any real clock',
    inMessages: '{{detail}} (package declares {{count}} messages)',
    bytesAfterLast: '{{bytes}} bytes follow the last of {{count}} messages',
    messageHeaderCut: 'message {{index}} is cut off in its header',
    messageTextCut: 'message {{index}} declares {{declared}} bytes of text, only {{left}} are left',
    pathNotUtf8: 'message {{index}} has a path that is not valid UTF-8',
    valueNotUtf8: 'message {{index}} has a value that is not valid UTF-8',
  },
  admission: {
    senderLimit: 'replay protection tracks {{senders}} senders, all heard within the last 2 x broadcast.max_time_offset',
    alreadyReceived: 'package {{sequence}} of this sender was already received',
    tooOld: "package {{sequence}} is more than {{window}} packages behind this sender's newest",
    clockOffset: 'timestamp off by {{seconds}} s, broadcast.max_time_offset is {{limit}} s',
  },
  trace: {
    peer: '{{address}} pid {{pid}}',
    sentFrom: '{{peer}} (sent from {{source}})',
    dropUndecoded: 'rx drop {{bytes}} bytes from {{source}}: {{reason}}: {{detail}}',
    dropPackage: 'rx drop package {{sequence}} from {{sender}}: {{reason}}: {{detail}}',
    packageRx: 'rx package {{sequence}} from {{sender}}: {{messages}} messages, {{bytes}} bytes',
    duplicate: 'rx duplicate message {{id}} attempt {{attempt}} from {{peer}}',
    invalidMessage: 'rx invalid message {{id}} from {{peer}}: {{problem}}',
    messageRx: 'rx message {{id}} attempt {{attempt}} from {{peer}}: {{path}}={{value}}',
    messageTx: 'tx message {{id}} attempt {{attempt}}: {{path}}={{value}}',
    packageTx: 'tx package {{sequence}}: {{messages}} messages, {{bytes}} bytes to {{broadcast}}:{{port}}',
  },
} as const;

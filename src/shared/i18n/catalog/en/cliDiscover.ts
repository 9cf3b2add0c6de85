// `camconfig discover`: its --help, its option errors, its progress and result lines.
export const cliDiscover = {
  usage: `Usage: camconfig discover RANGE [options]

Finds the cameras in RANGE: a CIDR block (192.168.1.0/24; its network and broadcast addresses
are left out), FROM-TO (192.168.1.10-192.168.1.60) or one address; at most {{maxAddresses}} addresses.
Every address is probed at every port as the community tools test for a camera (an empty line,
helo, quit, an empty line to /admin/remoteconfig; a camera answers #read:: ... OK, #bye), with your
credentials first (--user), then the factory ones (admin/meinsm); the firmware of a camera that
opens comes from \`view section timestamp\`. Nothing but RANGE is probed.

Each address is a camera (opened), locked (asks for credentials none of those tried open),
not_camera (answers, but not as a camera), no_answer (refused, or no complete answer in time) or, over
HTTPS, certificate_changed (another certificate on a later connection of the scan: not added).
Progress goes to stderr; Ctrl+C cancels and reports what was scanned.

Options:
{{options}}

Exit codes: 0 the scan ran (whatever it found); 2 a bad range or option; 130 cancelled (Ctrl+C);
1 the workspace could not be read or written.`,
  option: {
    port: 'a port to probe on every address (repeatable, or N,M; at most {{max}}); default 80, or 443 with --https',
    https: 'probe over TLS (certificates are taken as presented: they are pinned for the scan only)',
    user: 'your user name, tried before the factory credentials; its password comes from ${{variable}}, else it is asked on the terminal (default: factory credentials only, or admin when ${{variable}} is set)',
    timeout: 'connect and answer timeout of every probe, {{min}} to {{max}} (default {{default}})',
    parallel: 'addresses probed at once, {{min}} to {{max}} (default {{default}})',
    add: 'add the cameras that opened to the workspace, with the credentials that opened them',
    group: 'with --add: the group the added cameras go in',
    json: 'the results as one JSON document on stdout: {"results": [...]}',
  },
  error: {
    noRange: 'which addresses? Give a RANGE: 192.168.1.0/24 or 192.168.1.10-192.168.1.60',
    extraRange: "one range at a time: '{{extra}}' is one argument too many",
    port: '--port: {{problem}}',
    badUser: "--user '{{user}}' is not a user name (1 to 64 characters, no ':')",
    groupWithoutAdd: '--group only applies to --add (the group the added cameras go in)',
    group: '--group: {{problem}}',
    seconds: 'a number of seconds from {{min}} to {{max}}',
    whole: 'a whole number from {{min}} to {{max}}',
    outOfRange: "option {{option}} needs {{what}}, found '{{found}}'",
    noPassword: 'no password for --user {{user}}: set {{variable}}, or run on a terminal to be asked',
  },
  prompt: {
    password: 'Password of {{user}} on the cameras: ',
  },
  progress: {
    warning: 'warning: {{problem}}',
    interrupted: 'interrupted: cancelling the probes under way; no further address is probed',
    probing: 'probing {{addresses}} address(es) at port {{ports}}, {{parallel}} at a time, timeout {{seconds}} s',
    probingHttps: 'probing {{addresses}} address(es) at port {{ports}} (HTTPS), {{parallel}} at a time, timeout {{seconds}} s',
    foundCamera: 'found camera {{address}} {{camera}}',
    foundLocked: 'found {{address}}: asks for other credentials (locked)',
    certificateChanged: '{{address}}: presented another TLS certificate on a later connection (certificate_changed)',
    probed: '{{done}} of {{total}} probed, {{found}} found',
  },
  result: {
    probed: '{{total}} probed',
    cancelled: 'cancelled: {{done}} of {{total}} probed',
    cameras_one: '{{formattedCount}} camera',
    cameras_other: '{{formattedCount}} cameras',
    summary: '{{how}}: {{cameras}}, {{locked}} locked, {{notCamera}} not a camera, {{noAnswer}} no answer',
    summaryChanged: '{{how}}: {{cameras}}, {{locked}} locked, {{notCamera}} not a camera, {{noAnswer}} no answer, {{changed}} certificate changed',
    firmware: 'firmware {{firmware}}',
    firmwareUnknown: 'firmware unknown',
    factoryPassword: 'FACTORY PASSWORD (admin/meinsm): change it',
    inWorkspace: 'in the workspace',
    added: 'added {{id}} {{camera}}',
    addedGroup: 'added {{id}} {{camera}}, group {{group}}',
    withFactoryPassword: '{{added}}, with the factory password: change it',
    notAdded: 'not added: {{problem}}',
    notKept: 'warning: the passwords of the cameras added are not kept (no workspace passphrase): those cameras ask for their password in the studio',
    addedCount_one: '{{formattedCount}} camera added to the workspace {{folder}}',
    addedCount_other: '{{formattedCount}} cameras added to the workspace {{folder}}',
    locked: '{{lockedCount}} address(es) asked for other credentials: {{addresses}}',
    howToAdd: 'to add one, give its credentials: {{command}}, or use Add camera in the studio',
    changed: '{{changedCount}} address(es) presented another TLS certificate on a later connection of this scan: {{addresses}}. Someone may be intercepting those connections: nothing more was sent there, and they are not added. Scan them again (a scan trusts the first certificate an address shows, for that scan only); if the certificate changes again, check the network between you and the camera before you give it a password',
  },
} as const;

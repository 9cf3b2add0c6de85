// The one option table of `camconfig discover`: its parser reads it and its --help is generated
// from it (formatOptionHelp), so neither can list an option the other does not know.
import type { CommandLineOption } from '../../base/commandLine/parseCommandLine';
import { formatOptionHelp } from '../../base/commandLine/optionHelp';
import { passwordEnvVariable } from '../../base/commandLine/secretVariables';
import { maxScanAddresses, maxScanPorts } from '../../../shared/site/addressRange';
import { scanDefaults, scanLimits } from '../../discovery/addressScan';
import { workspaceOption } from '../fleet/fleetOptions';

export const discoverProgram = 'camconfig discover';

export const discoverCommandLineOptions: readonly CommandLineOption[] = [
  { name: 'port', value: true, valueName: 'N', repeatable: true, help: `a port to probe on every address (repeatable, or N,M; at most ${maxScanPorts}); default 80, or 443 with --https` },
  { name: 'https', help: 'probe over TLS (certificates are taken as presented: they are pinned for the scan only)' },
  { name: 'user', alias: 'u', value: true, valueName: 'USER', help: `your user name, tried before the factory credentials; its password comes from $${passwordEnvVariable}, else it is asked on the terminal (default: factory credentials only, or admin when $${passwordEnvVariable} is set)` },
  { name: 'timeout', value: true, valueName: 'SECONDS', help: `connect and answer timeout of every probe, ${scanLimits.timeoutMs.min / 1000} to ${scanLimits.timeoutMs.max / 1000} (default ${scanDefaults.timeoutMs / 1000})` },
  { name: 'parallel', value: true, valueName: 'N', help: `addresses probed at once, ${scanLimits.parallel.min} to ${scanLimits.parallel.max} (default ${scanDefaults.parallel})` },
  { name: 'add', help: 'add the cameras that opened to the workspace, with the credentials that opened them' },
  { name: 'group', value: true, valueName: 'GROUP', help: 'with --add: the group the added cameras go in' },
  workspaceOption,
  { name: 'json', help: 'the results as one JSON document on stdout: {"results": [...]}' },
  { name: 'help', alias: 'h', help: 'this text' },
];

export const discoverUsage = `Usage: ${discoverProgram} RANGE [options]

Finds the cameras in RANGE: a CIDR block (192.168.1.0/24; its network and broadcast addresses
are left out), FROM-TO (192.168.1.10-192.168.1.60) or one address; at most ${maxScanAddresses} addresses.
Every address is probed at every port as the community tools test for a camera (an empty line,
helo, quit, an empty line to /admin/remoteconfig; a camera answers #read:: ... OK, #bye), with your
credentials first (--user), then the factory ones (admin/meinsm); the firmware of a camera that
opens comes from \`view section timestamp\`. Nothing but RANGE is probed.

Each address is a camera (opened), locked (asks for credentials none of those tried open),
not_camera (answers, but not as a camera), no_answer (refused, or no complete answer in time) or, over
HTTPS, certificate_changed (another certificate on a later connection of the scan: not added).
Progress goes to stderr; Ctrl+C cancels and reports what was scanned.

Options:
${formatOptionHelp(discoverCommandLineOptions, 'en')}

Exit codes: 0 the scan ran (whatever it found); 2 a bad range or option; 130 cancelled (Ctrl+C);
1 the workspace could not be read or written.`;

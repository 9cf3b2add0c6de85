// The usage text of `camconfig rc` (the full reference is docs/cli/camconfig-rc.md).
import { rcSubcommands } from './rcSubcommands';
import type { RcSubcommand } from './rcSubcommand';

const globalUsage = [
  'Usage: camconfig rc --camera HOST[:PORT] [options] <subcommand> [arguments]',
  '',
  'Options:',
  '  -c, --camera HOST[:PORT]  the camera (port 80, or 443 with --https)',
  '  --https                   talk TLS; the certificate is pinned on first use',
  '  --insecure                with --https: do not check the certificate at all',
  '  -u, --user USER           user name (default admin)',
  '  --password PASSWORD       password; else $CAMCONFIG_PASSWORD, else asked on the terminal',
  '  --json                    machine-readable output on stdout',
  '  --timeout SECONDS         for ordinary requests (default 10)',
  '  --long-timeout SECONDS    for restores (default 120)',
  '  --known-cameras FILE      pinned certificates (default ~/.config/camconfig/known-cameras)',
  '  --max-answer-bytes SIZE   longest answer read, e.g. 16MiB (default), 512KiB; 1 KiB to 512 MiB',
];

const exitCodes = ['Exit codes: 0 ok, 1 other failure, 2 usage, 3 camera error, 4 auth, 5 network, 6 cut off, 7 not a camera, 8 verify failed, 9 not confirmed.'];

export function rcUsage(): string {
  const subcommands = rcSubcommands.map((subcommand) => `  ${`${subcommand.name} ${subcommand.synopsis}`.trimEnd()}\n      ${subcommand.summary}`);
  return [...globalUsage, '', 'Subcommands:', ...subcommands, '', ...exitCodes, 'Reference: docs/cli/camconfig-rc.md'].join('\n');
}

export function subcommandUsage(subcommand: RcSubcommand): string {
  return [`Usage: camconfig rc --camera HOST[:PORT] [options] ${subcommand.name} ${subcommand.synopsis}`.trimEnd(), '', subcommand.summary].join('\n');
}

// The one option naming the workspace of every command that takes one: `--workspace DIR`, or
// `--site DIR` for a workspace that is a site (docs/site-repository.md); both mean the same
// folder, and the command reads it as 'workspace'.
import type { Text } from '../../../shared/i18n/text';
import type { CommandLineOption } from './parseCommandLine';

export function workspaceOption(help: Text): CommandLineOption & { name: 'workspace' } {
  return { name: 'workspace', alsoNamed: 'site', value: true, valueName: 'DIR', help };
}

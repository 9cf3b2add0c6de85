// The same option means the same thing in every command: an option that several commands take
// takes a value in all or in none, shows the same value name, and every option has a help text
// (the --help of every command is generated from these tables). docs/cli/options.md lists them all.
// sdk-demo keeps the specification's letters (-s, -u, -d, -v), which have no long form: an
// option is known by what a user types, `--name` or, for those, `-letter`.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CommandLineOption } from '../../../src/main/base/commandLine/parseCommandLine';
import { rcGlobalCommandLineOptions } from '../../../src/main/cli/rc/rcGlobalOptions';
import { rcSubcommands } from '../../../src/main/cli/rc/rcSubcommands';
import { applyCommandLineOptions, backupOptions, diffOptions, historyOptions, importOptions, checkOptions, inventoryOptions, reportOptions } from '../../../src/main/cli/fleet/fleetOptions';
import { serveCommandLineOptions } from '../../../src/main/cli/serve/serveOptions';
import { simCommandLineOptions } from '../../../src/main/cli/sim/simOptions';
import { sdkDemoCommandLineOptions } from '../../../src/main/cli/sdkDemo/options';
import { discoverCommandLineOptions } from '../../../src/main/cli/discover/discoverOptions';
import { agentCommandLineOptions } from '../../../src/main/cli/agent/agentOptions';
import { cloneOptions, initOptions, logOptions, pullOptions, pushOptions, statusOptions } from '../../../src/main/cli/site/siteOptions';

const tables: Array<[string, readonly CommandLineOption[]]> = [
  ['rc', rcGlobalCommandLineOptions],
  ...rcSubcommands.map((subcommand) => [`rc ${subcommand.name}`, subcommand.options ?? []] as [string, readonly CommandLineOption[]]),
  ['fleet import', importOptions],
  ['fleet apply', applyCommandLineOptions],
  ['fleet backup', backupOptions],
  ['fleet history', historyOptions],
  ['fleet diff', diffOptions],
  ['fleet inventory', inventoryOptions],
  ['fleet check', checkOptions],
  ['fleet report', reportOptions],
  ['serve', serveCommandLineOptions],
  ['sim', simCommandLineOptions],
  ['discover', discoverCommandLineOptions],
  ['sdk-demo', sdkDemoCommandLineOptions],
  ['site init', initOptions],
  ['site clone', cloneOptions],
  ['site status', statusOptions],
  ['site log', logOptions],
  ['site pull', pullOptions],
  ['site push', pushOptions],
  ['agent', agentCommandLineOptions],
];

/** The option as a user types it: `--name`, or `-s` for a letter without a long form. */
function typedName(option: CommandLineOption): string {
  return option.aliasOnly ? `-${option.alias}` : `--${option.name}`;
}

/** Options whose value differs in kind on purpose, and why. */
const differentOnPurpose: Record<string, string> = {
  output: 'where the backup goes: one file for one camera (rc backup), a folder for many (fleet backup)',
  camera: "site log's --camera ID names a camera of the site by its id (its commits' trailers); elsewhere --camera HOST[:PORT] reaches a camera",
  technician: "fleet report's --technician NAME is the title page's name; camconfig site's is a commit author, NAME <EMAIL>",
};

describe('command line options across commands', () => {
  it('every option has a help text', () => {
    const withoutHelp = tables.flatMap(([command, options]) => options.filter((option) => !option.help).map((option) => `${command} ${typedName(option)}`));
    expect(withoutHelp).toEqual([]);
  });

  it('an option several commands take has the same form everywhere (a value or not, the same value name)', () => {
    const forms = new Map<string, Set<string>>();
    for (const [command, options] of tables) {
      for (const option of options) {
        const name = typedName(option);
        const form = option.value ? `${name} ${option.valueName ?? 'VALUE'}` : name;
        forms.set(name, new Set([...(forms.get(name) ?? []), form]));
        expect(option.name, command).toMatch(/^[a-z][a-z-]*$/);
      }
    }
    const differing = [...forms].filter(([name, seen]) => seen.size > 1 && !(name.replace(/^--/, '') in differentOnPurpose)).map(([name, seen]) => `${name}: ${[...seen].join(' / ')}`);
    expect(differing).toEqual([]);
  });

  it('docs/cli/options.md names every option of every command', () => {
    const page = readFileSync('docs/cli/options.md', 'utf8');
    const missing = [...new Set(tables.flatMap(([, options]) => options.map(typedName)))].filter((name) => !page.includes(`\`${name}`));
    expect(missing).toEqual([]);
  });
});

// The one command line parser of every command: what it reads, and how it words each mistake.
import { describe, expect, it } from 'vitest';
import { flag, optionsOfAll, optionValue, optionValues, parseCommandLine, splitSubcommand, type CommandLineOption } from '../../../../src/main/base/commandLine/parseCommandLine';
import { everyFleetOption } from '../../../../src/main/cli/fleet/fleetCommand';
import { everyRcOption } from '../../../../src/main/cli/rc/rcCommand';
import { formatOptionHelp } from '../../../../src/main/base/commandLine/optionHelp';
import { workspaceOption } from '../../../../src/main/base/commandLine/workspaceOption';
import { givenWords } from '../../../../src/shared/i18n/errorWords';

const specs: CommandLineOption[] = [
  { name: 'camera', alias: 'c', value: true },
  { name: 'store' },
  { name: 'section', value: true, repeatable: true },
  { name: 'system', alias: 's', aliasOnly: true, value: true, valueName: '<system_config.json>' },
];

function parse(argv: string[]) {
  return parseCommandLine(argv, specs, 'rc test');
}

describe('parseCommandLine', () => {
  it('reads long options with and without =, aliases, repeats and positionals in between; -- ends the options', () => {
    const parsed = parse(['-c', 'cam:8080', 'a', '--store', '--section=x', 'b', '--section', 'y', '-', '--', '--not-an-option']);
    expect(parsed.positionals).toEqual(['a', 'b', '-', '--not-an-option']);
    expect(optionValue(parsed, 'camera')).toBe('cam:8080');
    expect(flag(parsed, 'store')).toBe(true);
    expect(optionValues(parsed, 'section')).toEqual(['x', 'y']);
    expect(flag(parsed, 'system')).toBe(false);
  });

  it('takes an attached value of a short option and a value starting with - after =', () => {
    expect(optionValue(parse(['-ccam']), 'camera')).toBe('cam');
    expect(optionValue(parse(['--camera=-odd']), 'camera')).toBe('-odd');
    expect(optionValue(parse(['--camera=']), 'camera')).toBe('');
    expect(optionValue(parse(['-s', 'system.json']), 'system')).toBe('system.json');
  });

  it('names what is wrong, the option as it was written', () => {
    expect(() => parse(['--frob'])).toThrow('unknown option --frob for rc test');
    expect(() => parse(['-x'])).toThrow('unknown option -x for rc test');
    expect(() => parse(['--system', 'a.json'])).toThrow('unknown option --system for rc test');
    expect(() => parse(['--camera'])).toThrow('option --camera needs a value');
    expect(() => parse(['-s'])).toThrow('option -s needs a value: -s <system_config.json>');
    expect(() => parse(['--store=yes'])).toThrow("option --store takes no value (found '--store=yes')");
    expect(() => parse(['-c', 'a', '--camera', 'b'])).toThrow('option --camera is given twice');
  });

  it('refuses a separate value that looks like an option, showing how to give one that starts with -', () => {
    expect(() => parse(['--camera', '--store'])).toThrow("option --camera needs a value; for a value starting with '-', write --camera=<value>");
    expect(() => parse(['-c', '-1'])).toThrow("option -c needs a value; for a value starting with '-', write -c<value>");
    expect(optionValue(parse(['--camera', '-']), 'camera')).toBe('-');
  });
});

describe('splitSubcommand', () => {
  const options = optionsOfAll([[{ name: 'camera', alias: 'c', value: true }, { name: 'json' }], [{ name: 'output', alias: 'o', value: true }], [{ name: 'section', value: true, repeatable: true }]]);

  it('finds the name behind options that take a value, given apart, attached or after =', () => {
    expect(splitSubcommand(['-c', 'cam', '-o', 'b.cfg', 'backup'], options)).toEqual({ name: 'backup', rest: ['-c', 'cam', '-o', 'b.cfg'] });
    expect(splitSubcommand(['--section', 'big', 'delete', 'x'], options)).toEqual({ name: 'delete', rest: ['--section', 'big', 'x'] });
    expect(splitSubcommand(['-ccam', '--output=b.cfg', '--json', 'backup', '--json'], options)).toEqual({ name: 'backup', rest: ['-ccam', '--output=b.cfg', '--json', '--json'] });
    expect(splitSubcommand(['view', '-c', 'cam', 'audio'], options)).toEqual({ name: 'view', rest: ['-c', 'cam', 'audio'] });
    expect(splitSubcommand(['-c', 'cam', '--', 'script', '-'], options)).toEqual({ name: 'script', rest: ['-c', 'cam', '--', '-'] });
    expect(splitSubcommand(['-c', 'cam', '--json'], options)).toEqual({ name: undefined, rest: ['-c', 'cam', '--json'] });
  });

  it('refuses option lists in which one option is a flag in one subcommand and takes a value in another', () => {
    expect(() => optionsOfAll([[{ name: 'wait' }], [{ name: 'wait', value: true }]])).toThrow('option --wait is defined two ways across subcommands');
    expect(() => optionsOfAll([[{ name: 'output', alias: 'o', value: true }], [{ name: 'only', alias: 'o' }]])).toThrow('option --only is defined two ways across subcommands');
    expect(optionsOfAll([[{ name: 'user', value: true }], [{ name: 'user', alias: 'u', value: true }]])).toEqual([{ name: 'user', alias: 'u', value: true }]);
  });

  it('has one meaning for every option of rc and of fleet, whichever subcommand it belongs to', () => {
    expect(everyRcOption.find((option) => option.name === 'wait-timeout')).toMatchObject({ value: true });
    expect(everyRcOption.find((option) => option.alias === 'o')).toMatchObject({ name: 'output', value: true });
    expect(everyFleetOption.find((option) => option.name === 'workspace')).toMatchObject({ value: true });
  });
});

describe('an option with a second long name (--site for --workspace)', () => {
  const workspace = workspaceOption(givenWords('the workspace folder'));

  it('reads either name as the one option, refuses both at once, and shows both in the help', () => {
    expect(optionValue(parseCommandLine(['--site', 'lager'], [workspace], 'fleet test'), 'workspace')).toBe('lager');
    expect(optionValue(parseCommandLine(['--site=lager', 'backup'], [workspace], 'fleet test'), 'workspace')).toBe('lager');
    expect(optionValue(parseCommandLine(['--workspace', 'ws'], [workspace], 'fleet test'), 'workspace')).toBe('ws');
    expect(() => parseCommandLine(['--workspace', 'ws', '--site', 'lager'], [workspace], 'fleet test')).toThrow('--site is given twice');
    expect(splitSubcommand(['--site', 'lager', 'backup'], [workspace]).name).toBe('backup');
    expect(formatOptionHelp([workspace], 'en')).toMatch(/^ {2}--workspace, --site DIR +the workspace folder$/);
  });
});

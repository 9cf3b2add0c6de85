// The one command line parser of every command (camconfig rc|serve|sim, sdk-demo, the desktop
// app): node:util parseArgs reads the arguments into tokens (long options with or without a
// value, `--user U` or `--user=U`, short aliases `-u U` or `-uU`, positionals in between, `--`
// to end options); this wrapper checks them against the command's options, so every mistake is
// a UsageError worded the same way in every command and naming the option.
import { parseArgs } from 'node:util';
import { localize, type Text } from '../../../shared/i18n/text';
import { UsageError } from './usageError';

export interface CommandLineOption {
  /** Long name without dashes, e.g. 'camera'. */
  name: string;
  /** Takes a value; a flag otherwise. */
  value?: boolean;
  /** May be given more than once (values collected in order). */
  repeatable?: boolean;
  /** One letter, e.g. 'c' for `-c`. */
  alias?: string;
  /** A second long name meaning the same option (`--site` for `--workspace`); values are kept under `name`. */
  alsoNamed?: string;
  /** Only the alias is an option (sdk-demo's `-s`, `-u`): `--name` is unknown. */
  aliasOnly?: boolean;
  /** Shown after the option when its value is missing, e.g. '<system_config.json>', and in --help. */
  valueName?: string;
  /**
   * What the option does, for --help (formatOptionHelp): one sentence or two, no line breaks
   * needed: a catalog text.
   */
  help?: Text;
}

export interface ParsedCommandLine {
  positionals: string[];
  /** Flags are present with value 'true'; valued options with their values, in order. */
  options: Map<string, string[]>;
}

type OptionToken = { kind: 'option'; name: string; rawName: string; value?: string; inlineValue?: boolean };

/** `context` names the command in an unknown-option message, e.g. 'camconfig sim' or 'rc view'. */
export function parseCommandLine(argv: readonly string[], specs: readonly CommandLineOption[], context: string): ParsedCommandLine {
  const byName = new Map(specs.flatMap((spec) => [[spec.name, spec] as const, ...(spec.alsoNamed ? [[spec.alsoNamed, spec] as const] : [])]));
  const parsed: ParsedCommandLine = { positionals: [], options: new Map() };
  for (const token of tokensOf(argv, specs)) {
    if (token.kind === 'positional') parsed.positionals.push(token.value);
    if (token.kind !== 'option') continue;
    const spec = knownSpec(token, byName, context);
    const values = parsed.options.get(spec.name) ?? [];
    if (values.length > 0 && !spec.repeatable) throw new UsageError(localize('commandLine.optionGivenTwice', { option: token.rawName }));
    parsed.options.set(spec.name, [...values, valueOf(token, spec)]);
  }
  return parsed;
}

/**
 * Finds the subcommand name of `camconfig rc|fleet …`: the first argument that is neither an
 * option nor an option's value, so options may stand before the name (`-o b.cfg backup`).
 * `options` are those of every subcommand (see optionsOfAll), since an option before the name
 * is read before it is known which subcommand it belongs to. `rest` is argv without the name.
 */
export function splitSubcommand(argv: readonly string[], options: readonly CommandLineOption[]): { name: string | undefined; rest: string[] } {
  const first = tokensOf(argv, options).find((token) => token.kind === 'positional');
  if (!first) return { name: undefined, rest: [...argv] };
  return { name: first.value, rest: [...argv.slice(0, first.index), ...argv.slice(first.index + 1)] };
}

/**
 * One list of the options of several subcommands, for splitSubcommand. An option whose name or
 * letter means a flag in one subcommand and takes a value in another would make the name
 * ambiguous, so it is refused (a programming error, caught by the commands' tests).
 */
export function optionsOfAll(lists: ReadonlyArray<readonly CommandLineOption[]>): CommandLineOption[] {
  const byName = new Map<string, CommandLineOption>();
  for (const spec of lists.flat()) {
    const same = byName.get(spec.name);
    const sameLetter = spec.alias ? [...byName.values()].find((other) => other.alias === spec.alias && other.name !== spec.name) : undefined;
    const conflicting = same && (Boolean(same.value) !== Boolean(spec.value) || (same.alias !== undefined && spec.alias !== undefined && same.alias !== spec.alias));
    if (conflicting || sameLetter) throw new Error(`option --${spec.name} is defined two ways across subcommands`);
    byName.set(spec.name, { ...spec, ...(same?.alias ? { alias: same.alias } : {}) });
  }
  return [...byName.values()];
}

/** Non-strict, so that this wrapper, not Node's English, words every mistake. */
function tokensOf(argv: readonly string[], specs: readonly CommandLineOption[]) {
  const options = Object.fromEntries(
    specs.flatMap((spec) => {
      const type = spec.value ? ('string' as const) : ('boolean' as const);
      return [[spec.name, { type, ...(spec.alias ? { short: spec.alias } : {}) }] as const, ...(spec.alsoNamed ? [[spec.alsoNamed, { type }] as const] : [])];
    }),
  );
  return parseArgs({ args: [...argv], options, strict: false, allowPositionals: true, tokens: true }).tokens;
}

function knownSpec(token: OptionToken, byName: Map<string, CommandLineOption>, context: string): CommandLineOption {
  const spec = byName.get(token.name);
  if (!spec || (spec.aliasOnly && token.rawName.startsWith('--'))) throw new UsageError(localize('commandLine.unknownOption', { option: token.rawName, command: context }));
  return spec;
}

function valueOf(token: OptionToken, spec: CommandLineOption): string {
  const option = token.rawName;
  if (!spec.value) {
    if (token.value !== undefined) throw new UsageError(localize('commandLine.takesNoValue', { option, value: token.value }));
    return 'true';
  }
  const valueName = spec.valueName;
  if (token.value === undefined) throw new UsageError(valueName ? localize('commandLine.needsNamedValue', { option, valueName }) : localize('commandLine.needsValue', { option }));
  // `--camera --https` is a forgotten value far more often than a value that starts with '-'.
  if (!token.inlineValue && token.value.startsWith('-') && token.value !== '-') {
    const inline = option.startsWith('--') ? `${option}=<value>` : `${option}<value>`;
    throw new UsageError(valueName ? localize('commandLine.dashNamedValue', { option, valueName, inline }) : localize('commandLine.dashValue', { option, inline }));
  }
  return token.value;
}

export function flag(args: ParsedCommandLine, name: string): boolean {
  return args.options.has(name);
}

export function optionValue(args: ParsedCommandLine, name: string): string | undefined {
  return args.options.get(name)?.[0];
}

export function optionValues(args: ParsedCommandLine, name: string): string[] {
  return args.options.get(name) ?? [];
}

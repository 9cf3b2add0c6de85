// A small command line parser: long options with or without a value (`--user U`, `--user=U`),
// short aliases, positionals in between, `--` to end options. Every mistake is a UsageError
// that names the option.
import { UsageError } from '../../base/commandLine/usageError';

export interface OptionSpec {
  /** Long name without dashes, e.g. 'camera'. */
  name: string;
  /** Takes a value; a flag otherwise. */
  value?: boolean;
  /** May be given more than once (values collected in order). */
  repeatable?: boolean;
  alias?: string;
}

export interface ParsedArgs {
  positionals: string[];
  /** Flags are present with value 'true'; valued options with their values. */
  options: Map<string, string[]>;
}

export function parseArgs(argv: string[], specs: OptionSpec[], context: string): ParsedArgs {
  const byName = new Map(specs.map((spec) => [spec.name, spec]));
  const byAlias = new Map(specs.filter((spec) => spec.alias).map((spec) => [spec.alias!, spec]));
  const parsed: ParsedArgs = { positionals: [], options: new Map() };
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    if (arg === '--') {
      parsed.positionals.push(...argv.slice(index + 1));
      break;
    }
    if (!arg.startsWith('-') || arg === '-') {
      parsed.positionals.push(arg);
      continue;
    }
    const { spec, inlineValue } = lookUp(arg, byName, byAlias, context);
    let value = 'true';
    if (spec.value) {
      const next = inlineValue ?? argv[++index];
      if (next === undefined) throw new UsageError(`option --${spec.name} needs a value`);
      value = next;
    } else if (inlineValue !== undefined) {
      throw new UsageError(`option --${spec.name} takes no value (found '${arg}')`);
    }
    const values = parsed.options.get(spec.name) ?? [];
    if (values.length > 0 && !spec.repeatable) throw new UsageError(`option --${spec.name} is given more than once`);
    parsed.options.set(spec.name, [...values, value]);
  }
  return parsed;
}

function lookUp(arg: string, byName: Map<string, OptionSpec>, byAlias: Map<string, OptionSpec>, context: string): { spec: OptionSpec; inlineValue: string | undefined } {
  if (arg.startsWith('--')) {
    const equals = arg.indexOf('=');
    const name = equals === -1 ? arg.slice(2) : arg.slice(2, equals);
    const spec = byName.get(name);
    if (!spec) throw new UsageError(`unknown option --${name} for ${context}`);
    return { spec, inlineValue: equals === -1 ? undefined : arg.slice(equals + 1) };
  }
  const spec = byAlias.get(arg.slice(1));
  if (!spec) throw new UsageError(`unknown option ${arg} for ${context}`);
  return { spec, inlineValue: undefined };
}

export function flag(args: ParsedArgs, name: string): boolean {
  return args.options.has(name);
}

export function optionValue(args: ParsedArgs, name: string): string | undefined {
  return args.options.get(name)?.[0];
}

export function optionValues(args: ParsedArgs, name: string): string[] {
  return args.options.get(name) ?? [];
}

/** A positive number of seconds, returned in milliseconds. */
export function secondsOption(args: ParsedArgs, name: string, fallbackMs: number): number {
  const text = optionValue(args, name);
  if (text === undefined) return fallbackMs;
  const seconds = Number(text);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new UsageError(`option --${name} needs a positive number of seconds, found '${text}'`);
  return Math.round(seconds * 1000);
}

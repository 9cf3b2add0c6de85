// The command catalogue of the remote configuration API (specification section 4.2).
// The simulated camera, the script builder and the response parser all read it from here.

/** Where the camera takes a command script: `POST /admin/remoteconfig`. */
export const remoteConfigPath = '/admin/remoteconfig';

/** Every command the camera implements, in the order its `help` lists them. */
export const commandNames = [
  'append',
  'reboot_needed',
  'view',
  'reboot',
  'write',
  'profile',
  'restore',
  'activate_profile',
  'reset',
  'update',
  'delete',
  'store',
  'exit',
  'quit',
  'help',
] as const;

export type CommandName = (typeof commandNames)[number] | 'helo';

/** The sentence the camera prints before the list of commands in answer to `help`. */
export const helpIntro = 'The following commands are currently implemented:';

/** Commands that end the sequence; a script uses exactly one of them, last. */
export const endCommands = ['quit', 'exit'] as const;

/** Session framing (`helo`, the end command): no work of its own, and no `#exec` line. */
export const framingCommands: ReadonlySet<string> = new Set(['helo', ...endCommands]);

export function isCommandName(word: string): word is CommandName {
  return word === 'helo' || (commandNames as readonly string[]).includes(word);
}

/**
 * Commands that can change what the camera reports as its values. `view`, `profile`,
 * `reboot_needed` and `help` only read; `store` copies to flash; `reboot` brings back what is
 * stored, and the camera cannot be read while it restarts (its state says when it is back).
 */
const valueChangingCommands: ReadonlySet<string> = new Set(['append', 'write', 'restore', 'activate_profile', 'reset', 'update', 'delete']);

/**
 * True when a command script may change the camera's values: one of its lines starts with a
 * command that does. The lines of a block (`SECTION`, `NAME=value`) follow such a command
 * anyway, and the reading commands take no block, so no line of a reading script is mistaken.
 */
export function scriptChangesValues(script: string): boolean {
  return script.split('\n').some((line) => valueChangingCommands.has(line.trim().split(/[ \t]+/, 1)[0] ?? ''));
}

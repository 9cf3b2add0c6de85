// The handler of every command that runs inside a session (helo, quit and exit are the
// interpreter's own).
import type { CommandName } from '../../../../shared/remoteconfig/commands';
import { append } from './append';
import type { CommandHandler } from './commandContext';
import { reset, restore } from './copyFrom';
import { deleteCommand } from './delete';
import { activateProfileCommand, profile } from './profileCommands';
import { help, reboot, rebootNeeded, store, update } from './simpleCommands';
import { view } from './view';
import { write } from './write';

export const commandHandlers: Record<Exclude<CommandName, 'helo' | 'quit' | 'exit'>, CommandHandler> = {
  append,
  reboot_needed: rebootNeeded,
  view,
  reboot,
  write,
  profile,
  restore,
  activate_profile: activateProfileCommand,
  reset,
  update,
  delete: deleteCommand,
  store,
  help,
};

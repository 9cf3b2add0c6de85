// What a palette command is: its id, group, name in the studio's language, why it cannot run now,
// and what it runs.
import type { FocusPlace } from '../../ui/focusPlace';

export const commandGroups = ['studio', 'views', 'cameras', 'configuration', 'bus', 'fleet', 'baseline', 'audit', 'settings', 'agent', 'site'] as const;
export type CommandGroup = (typeof commandGroups)[number];

/** A question asked before the command runs (as the button it stands for asks). */
export interface Confirmation {
  title: string;
  body: string;
  confirmLabel: string;
}

export interface PaletteCommand {
  /** Stable across languages: the shortcut table and the recently used list go by it. */
  id: string;
  group: CommandGroup;
  title: string;
  /** Why it cannot run now, or null. */
  unavailable: string | null;
  confirm?: Confirmation;
  /**
   * Where focus goes after it ran: 'main', the main control of the view it shows (a command that
   * switches the view goes there anyway); 'result', the result once its work is done (a check, a
   * refresh). Without it focus goes back where it was (ui/focusPlace.ts).
   */
  continueAt?: FocusPlace;
  /** Runs it; a list handed back is the choice to make next (which recording, ...). */
  run(): void | Promise<void | PaletteCommand[]>;
}

/** Dialogs of other features the palette opens itself (their buttons keep them in component state). */
export type HostDialog = 'discover' | 'fix' | 'report' | 'draftFromCamera';

export interface PaletteHost {
  openPalette(): void;
  openSheet(): void;
  openDialog(dialog: HostDialog): void;
}

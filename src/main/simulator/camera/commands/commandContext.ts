// What a command handler gets: its line and words, the camera, the rest of the script (for
// block commands) and the answer being written.
import type { SimulatedCameraState } from '../simulatedCameraState';
import type { ResponseWriter } from '../responseWriter';
import type { ScriptCursor } from '../scriptCursor';

export interface SessionEffects {
  /** Set by `reboot`: the camera reboots once the answer is sent. */
  rebootRequested: boolean;
}

export interface CommandContext {
  /** The command line exactly as read (what `#exec cmd=` repeats). */
  line: string;
  /** The words after the command name. */
  args: string[];
  camera: SimulatedCameraState;
  cursor: ScriptCursor;
  out: ResponseWriter;
  effects: SessionEffects;
}

export type CommandHandler = (context: CommandContext) => void;

export function badSyntax(context: CommandContext): void {
  context.out.error(`bad syntax: ${context.line}`);
}

/** Runs `action` and prints `#exec` when the command takes no words; otherwise reports bad syntax. */
export function withoutArguments(action: (context: CommandContext) => void): CommandHandler {
  return (context) => {
    if (context.args.length > 0) return badSyntax(context);
    action(context);
  };
}

// Runs a posted script against a camera and writes the answer lines
// (docs/remoteconfig-protocol.md, "Response"). Knows nothing of HTTP.
import type { SimulatedCameraState } from './simulatedCameraState';
import { commandHandlers } from './commands';
import type { CommandContext, SessionEffects } from './commands/commandContext';
import { ResponseWriter } from './responseWriter';
import { ScriptCursor, scriptLines } from './scriptCursor';

export interface ScriptOutcome {
  /** The answer body, line by line. */
  lines: string[];
  /** True when the script ended with `quit` or `exit` (the answer ends with `OK`, `#bye`). */
  ended: boolean;
  /** True when the script contained `reboot`: the camera reboots once the answer is sent. */
  rebootRequested: boolean;
}

export function runScript(body: string, camera: SimulatedCameraState): ScriptOutcome {
  const out = new ResponseWriter();
  const cursor = new ScriptCursor(scriptLines(body), out);
  const effects: SessionEffects = { rebootRequested: false };
  let greeted = false;
  for (let line = cursor.read(); line !== undefined; line = cursor.read()) {
    const [word, ...args] = line.trim().split(/\s+/);
    if (word === undefined || word === '' || word.startsWith('#')) continue;
    if (!greeted && word !== 'helo') {
      out.error('send helo first');
      continue;
    }
    if (args.length === 0 && word === 'helo') greeted = true;
    else if (args.length === 0 && (word === 'quit' || word === 'exit')) {
      out.bye();
      return { lines: out.lines, ended: true, rebootRequested: effects.rebootRequested };
    } else runCommand(word, { line, args, camera, cursor, out, effects });
  }
  return { lines: out.lines, ended: false, rebootRequested: effects.rebootRequested };
}

function runCommand(word: string, context: CommandContext): void {
  const handler = Object.hasOwn(commandHandlers, word) ? commandHandlers[word as keyof typeof commandHandlers] : undefined;
  if (handler) handler(context);
  else if (word === 'helo' || word === 'quit' || word === 'exit') context.out.error(`bad syntax: ${context.line}`);
  else context.out.error(`unknown command ${word}`);
}

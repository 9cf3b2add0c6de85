// The command line's display streams: whatever a command writes to stdout or stderr passes
// withoutTerminalControls on its way, so no text from a camera or a file reaches the terminal
// raw, whichever command printed it and whether or not it escaped it itself (docs/cli/options.md,
// "Text from cameras and files"). Commands still make camera text terminal-safe themselves
// (terminalSafeText: an unambiguous escape); this is the guard none can forget. Byte-exact
// data (a backup into a pipe) goes to CliIo.stdoutBytes instead.
import { Writable } from 'node:stream';
import { withoutTerminalControls } from '../../shared/text/terminalSafeText';

export type TerminalSafeStream = Writable & { readonly isTTY: boolean };

/** A stream in front of `target`: text written to it reaches `target` at once, its controls escaped. */
export function terminalSafeStream(target: Writable & { isTTY?: boolean }): TerminalSafeStream {
  const stream = new Writable({
    decodeStrings: false,
    write(chunk: string | Buffer, _encoding, callback) {
      const text = typeof chunk === 'string' ? chunk : chunk.toString('utf8');
      // Handed on synchronously: nothing waits here, so nothing is lost when the process ends.
      target.write(withoutTerminalControls(text));
      callback();
    },
  });
  return Object.assign(stream, { isTTY: Boolean(target.isTTY) });
}

// Writes sdk-demo's output without breaking the prompt: on a terminal, a line that arrives
// while a prompt is shown (a received message, a warning) clears the prompt line, is printed,
// and the prompt is drawn again with what was typed so far. Without a terminal no prompts are
// shown at all, so stdout carries only the dialogue's results. Every line goes through
// terminalSafeText: received paths and values, traces and warnings quote text from the bus,
// and a control character in it (U+009B, a bidirectional override) must not steer the terminal.
import { clearLine, cursorTo, type Interface } from 'node:readline';
import type { Writable } from 'node:stream';
import { terminalSafeText } from '../../../shared/text/terminalSafeText';

export class TerminalOutput {
  private readline: Interface | null = null;
  private promptShown = false;

  constructor(
    private readonly stdout: Writable,
    private readonly stderr: Writable,
    readonly interactive: boolean,
  ) {}

  attach(readline: Interface): void {
    this.readline = readline;
  }

  /** Shows the prompt (terminal only). */
  prompt(text: string): void {
    if (!this.interactive || !this.readline) return;
    this.readline.setPrompt(text);
    this.readline.prompt(true);
    this.promptShown = true;
  }

  /** The user pressed Enter: the cursor is on a fresh line. */
  inputTaken(): void {
    this.promptShown = false;
  }

  /** A line on stdout. */
  out(line: string): void {
    this.write(this.stdout, line);
  }

  /** A line on stderr (status, warnings, debug output, complaints). */
  err(line: string): void {
    this.write(this.stderr, line);
  }

  private write(stream: Writable, line: string): void {
    const redraw = this.interactive && this.promptShown && this.readline !== null;
    if (redraw) {
      clearLine(this.stdout, 0);
      cursorTo(this.stdout, 0);
    }
    stream.write(terminalSafeText(line) + '\n');
    if (redraw) this.readline!.prompt(true);
  }
}

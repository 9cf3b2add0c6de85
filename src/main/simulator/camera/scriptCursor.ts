// The lines of a posted script, read one at a time. Every line the camera reads is echoed
// as `#read:<line>:` before anything else is printed for it.
import type { ResponseWriter } from './responseWriter';

/** Splits a request body into lines: `\n` or `\r\n` ends a line; a final line end adds no empty line. */
export function scriptLines(body: string): string[] {
  if (body === '') return [];
  const lines = body.split('\n').map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
  if (body.endsWith('\n')) lines.pop();
  return lines;
}

export class ScriptCursor {
  private position = 0;

  constructor(
    private readonly lines: readonly string[],
    private readonly out: ResponseWriter,
  ) {}

  /** The next line without reading it, or undefined at the end of the script. */
  peek(): string | undefined {
    return this.lines[this.position];
  }

  /** Reads the next line and echoes it; undefined at the end of the script. */
  read(): string | undefined {
    const line = this.lines[this.position];
    if (line === undefined) return undefined;
    this.position++;
    this.out.read(line);
    return line;
  }
}

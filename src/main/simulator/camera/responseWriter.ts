// Collects the body lines of an answer in the forms of docs/remoteconfig-protocol.md.

export class ResponseWriter {
  readonly lines: string[] = [];

  read(line: string): void {
    this.lines.push(`#read:${line}:`);
  }

  exec(commandLine: string): void {
    this.lines.push(`#exec cmd=${commandLine}`);
  }

  /** A trace line of a command (never starts with `#:`). */
  trace(command: string, text: string): void {
    this.lines.push(`#${command}: ${text}`);
  }

  error(description: string): void {
    this.lines.push(`ERROR: ${description}`);
  }

  data(...lines: string[]): void {
    this.dataLines(lines);
  }

  /** Many data lines (a configuration of 100,000 parameters): no spread, which overflows the call stack past about 100,000 arguments. */
  dataLines(lines: readonly string[]): void {
    for (const line of lines) this.lines.push(line);
  }

  bye(): void {
    this.lines.push('OK', '#bye');
  }
}

// Where `camconfig rc` prints: results on stdout (text, or one JSON document with --json),
// notes, warnings and errors on stderr, always prefixed `camconfig rc:`.
import type { CliIo } from '../cliIo';

export const messagePrefix = 'camconfig rc:';

export class RcOutput {
  constructor(
    private readonly io: CliIo,
    readonly json: boolean,
  ) {}

  /** The command's result: `text` lines normally, `json` (one document) with --json. */
  result(text: string[], json: unknown): void {
    if (this.json) this.io.stdout.write(JSON.stringify(json, null, 2) + '\n');
    else if (text.length > 0) this.io.stdout.write(text.join('\n') + '\n');
  }

  /** Raw bytes (a backup file) on stdout, exactly as given. */
  bytes(data: Uint8Array): void {
    this.io.stdout.write(data);
  }

  note(message: string): void {
    this.io.stderr.write(`${messagePrefix} ${message}\n`);
  }

  warn(message: string): void {
    this.io.stderr.write(`${messagePrefix} warning: ${message}\n`);
  }

  error(message: string): void {
    this.io.stderr.write(`${messagePrefix} ${message}\n`);
  }
}

// Where `camconfig rc` prints: results on stdout (text, or one JSON document with --json),
// notes, warnings and errors on stderr, always prefixed `camconfig rc:`. Camera text (values,
// listings, transcripts, ERROR: descriptions inside messages) may hold control characters:
// text goes out through terminalSafeText, JSON with them as \u escapes.
import { terminalSafeText } from '../../../shared/text/terminalSafeText';
import { terminalLanguage, type Language } from '../../../shared/i18n/languages';
import { renderText } from '../../../shared/i18n/renderText';
import { localize, type Text } from '../../../shared/i18n/text';
import type { CliIo } from '../cliIo';

export const messagePrefix = 'camconfig rc:';

export class RcOutput {
  constructor(
    private readonly io: CliIo,
    readonly json: boolean,
    /** What every stderr line starts with (`camconfig fleet:` for the fleet commands). */
    private readonly prefix: string = messagePrefix,
  ) {}

  /** The terminal's language (LC_ALL, LC_MESSAGES, LANG): the words of results, notes and warnings. */
  get language(): Language {
    return terminalLanguage(this.io.env);
  }

  /** A text of the catalog in the terminal's language. */
  words(text: Text): string {
    return renderText(text, this.language);
  }

  /** With --json: what the failure document carries beside `error` (a script's transcript). */
  private failureContext: object = {};

  /** The command's result: `text` lines normally, `json` (one document) with --json. */
  result(text: string[], json: unknown): void {
    if (this.json) this.io.stdout.write(terminalSafeJson(json) + '\n');
    else if (text.length > 0) this.io.stdout.write(text.map(terminalSafeText).join('\n') + '\n');
  }

  /**
   * What was done before a failure (a script's transcript): the text at once; with --json,
   * kept for the failure document, so that stdout still carries exactly one JSON document.
   */
  resultBeforeFailure(text: string[], json: object): void {
    if (this.json) this.failureContext = json;
    else this.result(text, json);
  }

  /** With --json, the one document of a failed command: `{...what was done, "error": {...}}`. */
  failure(error: { kind: string; exitCode: number; message: string }): void {
    if (this.json) this.io.stdout.write(terminalSafeJson({ ...this.failureContext, error }) + '\n');
  }

  /**
   * A file's bytes (a backup) on stdout: exactly as given into a pipe or file, as terminal-safe
   * text (Latin-1 decoded) on a terminal, where raw bytes could steer it.
   */
  bytes(data: Uint8Array, asText: () => string): void {
    if (this.stdoutIsTerminal) this.io.stdout.write(safeLines(asText()));
    else this.io.stdoutBytes.write(data);
  }

  note(message: string): void {
    this.io.stderr.write(`${this.prefix} ${safeLines(message)}\n`);
  }

  warn(message: string): void {
    this.io.stderr.write(`${this.prefix} ${this.words(localize('cliRc.warning', { message: safeLines(message) }))}\n`);
  }

  error(message: string): void {
    this.io.stderr.write(`${this.prefix} ${safeLines(message)}\n`);
  }

  private get stdoutIsTerminal(): boolean {
    return Boolean((this.io.stdoutBytes as { isTTY?: boolean }).isTTY);
  }
}

/** Each line made terminal-safe; the line breaks between them kept. */
function safeLines(text: string): string {
  return text.split('\n').map(terminalSafeText).join('\n');
}

// JSON.stringify escapes C0 controls and lone surrogates but leaves DEL, the C1 controls and
// the bidirectional and line-separator characters as they are. As \u escapes they still parse
// back to exactly the same strings, and no longer reach a terminal raw.
const rawInJson = /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

export function terminalSafeJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(rawInJson, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

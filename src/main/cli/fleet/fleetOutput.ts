// Where `camconfig fleet` prints: results on stdout (text, or one JSON document with --json),
// progress, notes and errors on stderr with the subcommand's prefix. Camera text may hold
// control characters: it goes out terminal-safe, as in camconfig rc.
import { terminalLanguage, type Language } from '../../../shared/i18n/languages';
import { renderText } from '../../../shared/i18n/renderText';
import { localize, type Text } from '../../../shared/i18n/text';
import { terminalSafeText } from '../../../shared/text/terminalSafeText';
import type { CliIo } from '../cliIo';
import { ExitCode } from '../exitCodes';
import { terminalSafeJson } from '../rc/rcOutput';
import { errorWords } from '../../../shared/i18n/errorWords';

export class FleetOutput {
  constructor(
    private readonly io: CliIo,
    private readonly prefix: string,
    readonly json: boolean,
  ) {}

  /** The terminal's language (LC_ALL, LC_MESSAGES, LANG): the words of the results. */
  get language(): Language {
    return terminalLanguage(this.io.env);
  }

  /** A text of the catalog in the terminal's language. */
  words(text: Text): string {
    return renderText(text, this.language);
  }

  result(text: string[], json: unknown): void {
    if (this.json) this.io.stdout.write(terminalSafeJson(json) + '\n');
    else if (text.length > 0) this.io.stdout.write(text.map(terminalSafeText).join('\n') + '\n');
  }

  note(message: string): void {
    this.io.stderr.write(`${this.prefix} ${safeLines(message)}\n`);
  }

  /** Prints the error (and, with --json, a JSON error document); returns the exit code. */
  fail(error: unknown, exitCode: number): number {
    const message = error instanceof Error ? error.message : String(error);
    const words = errorWords(error, this.language);
    this.note(exitCode === ExitCode.usage ? this.words(localize('cliFleet.seeHelp', { words, command: this.prefix.replace(/:$/, '') })) : words);
    if (this.json) this.io.stdout.write(terminalSafeJson({ error: { kind: error instanceof Error ? error.name : 'Error', exitCode, message } }) + '\n');
    return exitCode;
  }
}

function safeLines(text: string): string {
  return text.split('\n').map(terminalSafeText).join('\n');
}

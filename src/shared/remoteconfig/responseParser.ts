// Reads the camera's answer into one entry per script line (docs/remoteconfig-protocol.md,
// "Response"). Never throws: a cut-off, garbled or foreign body still gives a transcript,
// and `completed` says whether the camera confirmed the end of the sequence.
import type { CameraConfig, ConfigSection } from './configModel';
import { parseConfig } from './configText';
import { BlockReader, blockKindOf, commandWords, isCommentLine } from './scriptGrammar';

export interface TranscriptEntry {
  /** The script line as the camera echoed it in `#read:<line>:`. */
  line: string;
  /** The first word of the line; '' for an empty line. */
  command: string;
  kind: 'command' | 'empty' | 'comment';
  /** The echoed block lines that belong to this command (write params, write, append, delete params). */
  blockLines: string[];
  /** `#exec cmd=` was seen for this line. */
  executed: boolean;
  /** `#` trace lines other than #read/#exec, e.g. `#store: configuration written to flash`. */
  traces: string[];
  /** The text after `ERROR: ` of each error line. */
  errors: string[];
  /** Output lines (view listings, profile name, help list, the `#:MX-` version line). */
  data: string[];
}

export interface Transcript {
  entries: TranscriptEntry[];
  /** The camera answered the end command with `OK` and then `#bye`. */
  completed: boolean;
  /** Lines after `#bye`, and lines that belong to no entry. */
  trailing: string[];
  /** Lines before the first `#read:` (a proxy's or web server's text, a BOM-less garbage start). */
  preamble: string[];
}

const readPrefix = '#read:';
const execPrefix = '#exec cmd=';
const errorPrefix = 'ERROR:';

/** True when the body looks like a camera's answer: `#read:` after an optional BOM and whitespace. */
export function looksLikeCamera(body: string): boolean {
  return body.replace(/^\uFEFF/, '').trimStart().startsWith(readPrefix);
}

class TranscriptReader {
  readonly transcript: Transcript = { entries: [], completed: false, trailing: [], preamble: [] };
  private current: TranscriptEntry | null = null;
  private block: BlockReader | null = null;
  private okSeen = false;
  private byeSeen = false;

  read(line: string): void {
    if (this.byeSeen) this.transcript.trailing.push(line);
    else if (line.charCodeAt(0) === hash && line.startsWith(readPrefix)) this.readEcho(echoedLine(line));
    else if (this.current) this.readOutput(this.current, line);
    else this.transcript.preamble.push(line);
  }

  /** Whether the next line, when it is plain output, belongs to the current entry's data. */
  takesOutput(): boolean {
    return this.current !== null && !this.byeSeen;
  }

  /**
   * The plain output lines from `start` on (see isPlainOutputAt) as one run of the current
   * entry's data: a listing of tens of thousands of lines is cut by one native split of its
   * part of the text. Returns where the first line after the run starts.
   */
  readDataRun(text: string, start: number): number {
    let next = start;
    while (next < text.length && isPlainOutputAt(text, next)) {
      const newline = text.indexOf('\n', next);
      next = newline < 0 ? text.length : newline + 1;
    }
    const lines = text.slice(start, next).split('\n');
    if (text.charCodeAt(next - 1) === 10) lines.pop(); // the '' after the run's last line end
    withoutCarriageReturns(lines);
    const entry = this.current!;
    if (entry.data.length === 0) entry.data = lines;
    else for (const line of lines) entry.data.push(line);
    return next;
  }

  /** One line as the camera reads it: a new entry, or a block line of the current one. */
  readEcho(text: string): void {
    if (this.current && this.block?.accepts(text)) {
      this.current.blockLines.push(text);
      return;
    }
    const entry = newEntry(text);
    this.transcript.entries.push(entry);
    this.current = entry;
    this.okSeen = false;
    const kind = entry.kind === 'command' ? blockKindOf(text) : null;
    this.block = kind ? new BlockReader(kind) : null;
  }

  private readOutput(entry: TranscriptEntry, line: string): void {
    if (line.startsWith(execPrefix)) {
      entry.executed = true;
      this.block = null;
    } else if (line.startsWith(errorPrefix)) {
      entry.errors.push(line.slice(errorPrefix.length).replace(/^ /, ''));
    } else if (line === 'OK' && isEndCommand(entry) && !this.okSeen) {
      this.okSeen = true;
    } else if (line === '#bye' && this.okSeen) {
      this.byeSeen = true;
      this.transcript.completed = true;
    } else if (line.startsWith('#') && !line.startsWith('#:')) {
      entry.traces.push(line);
    } else {
      entry.data.push(line);
    }
  }
}

const hash = 0x23; // '#'
const colon = 0x3a;
const letterE = 0x45;
const letterO = 0x4f;

/**
 * Whether the line starting at `index` is output data whatever the reader's state (readOutput
 * would only add it to `data`): not #read, #exec, a trace, #bye, ERROR or OK. Checked for every
 * line of a long listing, so by its first characters, in place.
 */
function isPlainOutputAt(text: string, index: number): boolean {
  const first = text.charCodeAt(index);
  if (first === hash) return text.charCodeAt(index + 1) === colon; // `#:MX-...` is data
  if (first === letterE) return !text.startsWith(errorPrefix, index);
  if (first === letterO) return !isOkLineAt(text, index);
  return true;
}

// `OK` alone on its line (before LF, CRLF, a last CR or the end of the text).
function isOkLineAt(text: string, index: number): boolean {
  if (!text.startsWith('OK', index)) return false;
  const after = index + 2;
  if (after >= text.length || text.charCodeAt(after) === 10) return true;
  return text.charCodeAt(after) === 13 && (after + 1 === text.length || text.charCodeAt(after + 1) === 10);
}

function echoedLine(line: string): string {
  return line.endsWith(':') && line.length > readPrefix.length ? line.slice(readPrefix.length, -1) : line.slice(readPrefix.length);
}

function newEntry(text: string): TranscriptEntry {
  const kind = text.trim().length === 0 ? 'empty' : isCommentLine(text) ? 'comment' : 'command';
  return { line: text, command: kind === 'command' ? (commandWords(text)[0] ?? '') : '', kind, blockLines: [], executed: false, traces: [], errors: [], data: [] };
}

function isEndCommand(entry: TranscriptEntry): boolean {
  return entry.command === 'quit' || entry.command === 'exit';
}

/** Splits the body into entries. Accepts LF and CRLF, a BOM, a leading `#read::`; never throws. */
export function parseResponse(body: string): Transcript {
  const reader = new TranscriptReader();
  const text = typeof body === 'string' ? body : '';
  // Lines as textLines cuts them: a final line end gives no empty last line, one CR before LF goes.
  for (let start = text.charCodeAt(0) === 0xfeff ? 1 : 0; start < text.length; ) {
    if (reader.takesOutput() && isPlainOutputAt(text, start)) {
      start = reader.readDataRun(text, start);
      continue;
    }
    const newline = text.indexOf('\n', start);
    const end = newline < 0 ? text.length : newline;
    reader.read(withoutCarriageReturn(text.slice(start, end)));
    start = end + 1;
  }
  return reader.transcript;
}

/**
 * The entries of a script as sent, grouped as the camera's echo of it is (a block command with
 * its block lines): what a faithful answer's entries must echo, one for one.
 */
export function scriptEntries(scriptText: string): TranscriptEntry[] {
  const reader = new TranscriptReader();
  for (const line of textLines(scriptText)) reader.readEcho(line);
  return reader.transcript.entries;
}

/** Lines without their LF or CRLF ends; a final line end gives no empty last line. */
function textLines(text: string): string[] {
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return withoutCarriageReturns(lines);
}

function withoutCarriageReturn(line: string): string {
  return line.charCodeAt(line.length - 1) === 13 ? line.slice(0, -1) : line;
}

function withoutCarriageReturns(lines: string[]): string[] {
  for (let index = 0; index < lines.length; index++) lines[index] = withoutCarriageReturn(lines[index]!);
  return lines;
}

/** Index of the last entry the camera confirmed with `#exec`, or -1. Nothing after it is known to have run. */
export function lastExecutedIndex(transcript: Transcript): number {
  for (let index = transcript.entries.length - 1; index >= 0; index--) {
    if (transcript.entries[index]?.executed) return index;
  }
  return -1;
}

/** The configuration in a `view`, `view section` or `view configfile` entry's output. Throws ConfigParseError when it is malformed. */
export function configFromEntry(entry: TranscriptEntry): CameraConfig {
  const text = entry.data.length === 0 ? '' : entry.data.join('\n') + '\n';
  return parseConfig(text, { source: `the answer to '${entry.line}'` });
}

/** Every section listed by the executed view commands of the transcript, in order. */
export function sectionsFromTranscript(transcript: Transcript): ConfigSection[] {
  return transcript.entries.filter((entry) => entry.command === 'view' && entry.executed).flatMap((entry) => configFromEntry(entry).sections);
}

/** The `#:MX-` version line of an executed `view configfile` in the transcript, or null. */
export function versionLineFromTranscript(transcript: Transcript): string | null {
  for (const entry of transcript.entries) {
    if (entry.command === 'view' && entry.executed) {
      const versionLine = configFromEntry(entry).versionLine;
      if (versionLine !== null) return versionLine;
    }
  }
  return null;
}

// Reads the runnable examples of a Markdown page: its ```console blocks (commands and their
// expected output) and its `<!-- doc-test: ... -->` directives. Pure text work; running them
// is docPage.ts. The syntax is documented for doc writers in docs/doc-tests.md.

export interface ExpectedLine {
  text: string;
  /** 1-based line of the page. */
  line: number;
}

export interface ConsoleCommand {
  /** What bash runs: the `$ ` line and its `> ` continuation lines, prompts removed. */
  command: string;
  line: number;
  expected: ExpectedLine[];
  /** From a last expected line `[N]`; 0 without one. */
  exitCode: number;
  exitCodeLine: number | null;
}

export interface ConsoleBlock {
  /** Line of the opening fence. */
  line: number;
  commands: ConsoleCommand[];
}

export interface CameraDirective {
  address: string;
  user?: string;
  password?: string;
  line: number;
}

export interface PageDirectives {
  cameras: CameraDirective[];
  /** Addresses served by a plain web server that is not a camera (an HTML page for every request). */
  webServers: Array<{ address: string; line: number }>;
  /** UDP ports the examples name, each replaced by a port the test reserves. */
  busPorts: Array<{ port: number; line: number }>;
}

export class DocSyntaxError extends Error {
  override readonly name = 'DocSyntaxError';
}

const fence = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)/;
const exitCodeLine = /^\[(\d{1,3})\]$/;
export const documentationAddress = /\b192\.0\.2\.(\d{1,3})(?::(\d{1,5}))?\b/g;

interface Fenced {
  info: string;
  line: number;
  body: Array<{ text: string; line: number }>;
}

/** Every fenced block of the page, with its info string (`console`, `ts`, ...) and lines. */
export function fencedBlocks(file: string, text: string): Fenced[] {
  const lines = text.split('\n');
  const blocks: Fenced[] = [];
  let open: (Fenced & { marker: string; indent: number }) | null = null;
  lines.forEach((raw, index) => {
    const line = index + 1;
    const match = fence.exec(raw);
    if (!open) {
      if (match) open = { info: match[3] ?? '', line, body: [], marker: match[2] ?? '', indent: match[1]?.length ?? 0 };
      return;
    }
    if (match && match[2]?.startsWith(open.marker) && (match[3] ?? '') === '') {
      blocks.push({ info: open.info, line: open.line, body: open.body });
      open = null;
      return;
    }
    open.body.push({ text: raw.slice(Math.min(open.indent, raw.length - raw.trimStart().length)), line });
  });
  if (open) throw new DocSyntaxError(`${file}:${(open as Fenced).line}: a code block is opened here and never closed`);
  return blocks;
}

export function consoleBlocks(file: string, text: string): ConsoleBlock[] {
  return fencedBlocks(file, text)
    .filter((block) => block.info === 'console')
    .map((block) => ({ line: block.line, commands: commandsOf(file, block) }));
}

function commandsOf(file: string, block: Fenced): ConsoleCommand[] {
  const commands: ConsoleCommand[] = [];
  let current: ConsoleCommand | null = null;
  let inCommand = false;
  for (const { text, line } of block.body) {
    if (text.startsWith('$ ')) {
      if (current) commands.push(finish(file, current));
      current = { command: text.slice(2), line, expected: [], exitCode: 0, exitCodeLine: null };
      inCommand = true;
    } else if (!current) {
      throw new DocSyntaxError(`${file}:${line}: a console block starts with a command line ('$ ...'), found '${text}'`);
    } else if (inCommand && (text.startsWith('> ') || text === '>')) {
      current.command += '\n' + text.slice(2);
    } else {
      inCommand = false;
      current.expected.push({ text, line });
    }
  }
  if (!current) throw new DocSyntaxError(`${file}:${block.line}: an empty console block`);
  commands.push(finish(file, current));
  return commands;
}

function finish(file: string, command: ConsoleCommand): ConsoleCommand {
  const last = command.expected.at(-1);
  const code = last ? exitCodeLine.exec(last.text.trim()) : null;
  if (last && code) {
    command.expected.pop();
    command.exitCode = Number(code[1]);
    command.exitCodeLine = last.line;
  }
  if (command.command.trim() === '') throw new DocSyntaxError(`${file}:${command.line}: an empty command`);
  return command;
}

const directive = /<!--\s*doc-test:\s*(.*?)\s*-->/g;

export function pageDirectives(file: string, text: string): PageDirectives {
  const result: PageDirectives = { cameras: [], webServers: [], busPorts: [] };
  for (const match of text.matchAll(directive)) {
    const line = text.slice(0, match.index).split('\n').length;
    const [kind, ...words] = (match[1] ?? '').split(/\s+/);
    if (kind === 'camera') result.cameras.push(cameraDirective(file, line, words));
    else if (kind === 'web-server' && words.length === 1 && /^192\.0\.2\.\d{1,3}$/.test(words[0] ?? '')) result.webServers.push({ address: words[0] ?? '', line });
    else if (kind === 'bus-port' && words.length === 1 && /^\d{1,5}$/.test(words[0] ?? '')) result.busPorts.push({ port: Number(words[0]), line });
    else throw new DocSyntaxError(`${file}:${line}: unknown doc-test directive '${match[1]}' (known: 'camera 192.0.2.N [user=U] [password=P]', 'web-server 192.0.2.N', 'bus-port N')`);
  }
  return result;
}

function cameraDirective(file: string, line: number, words: string[]): CameraDirective {
  const [address, ...options] = words;
  if (!address || !/^192\.0\.2\.\d{1,3}$/.test(address)) throw new DocSyntaxError(`${file}:${line}: a simulated camera has a documentation address 192.0.2.N, found '${address ?? ''}'`);
  const camera: CameraDirective = { address, line };
  for (const option of options) {
    const [key, value] = option.split('=', 2);
    if (key === 'user' && value) camera.user = value;
    else if (key === 'password' && value) camera.password = value;
    else throw new DocSyntaxError(`${file}:${line}: unknown camera option '${option}' (known: user=U, password=P)`);
  }
  return camera;
}

/** A line of expected output as a regular expression: `[..]` is any text within the line. */
function linePattern(expected: string): RegExp {
  const parts = expected.split('[..]').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.*')}$`, 's');
}

export interface Mismatch {
  /** The expected line that could not be matched; null when output was left over. */
  expected: ExpectedLine | null;
  /** The actual line found in its place (null: the output had ended). */
  found: string | null;
}

/**
 * Matches actual output lines against expected ones: `[..]` within a line, a line `...` for
 * any number of lines. Returns null on a match, else the first expected line that failed
 * (the furthest any way of matching got).
 */
export function matchOutput(expected: ExpectedLine[], actual: string[]): Mismatch | null {
  const patterns = expected.map((line) => (line.text === '...' ? null : linePattern(line.text)));
  const failed = new Set<string>();
  let furthest = { i: 0, j: 0 };
  const match = (i: number, j: number): boolean => {
    const key = `${i},${j}`;
    if (failed.has(key)) return false;
    if (i > furthest.i || (i === furthest.i && j > furthest.j)) furthest = { i, j };
    let ok: boolean;
    if (i === patterns.length) ok = j === actual.length;
    else {
      const pattern = patterns[i];
      if (pattern === null) ok = match(i + 1, j) || (j < actual.length && match(i, j + 1));
      else ok = pattern !== undefined && j < actual.length && pattern.test(actual[j] ?? '') && match(i + 1, j + 1);
    }
    if (!ok) failed.add(key);
    return ok;
  };
  if (match(0, 0)) return null;
  return { expected: expected[furthest.i] ?? null, found: actual[furthest.j] ?? null };
}

// Checks a technician's own command file (`camconfig rc script FILE`) line by line before it
// is sent: known command forms only, well-formed blocks, one end command and nothing after
// it, no reboot that would lose a change not stored. Adds `helo` and `quit` when the file leaves
// them out; otherwise keeps every line.
import { localize, type Text } from '../i18n/text';
import { describeChar, firstNonLatin1 } from './latin1';
import { paramNameText, quote, sectionNameText, valueText } from './names';
import type { BlockKind } from './scriptGrammar';
import {
  BlockReader,
  blockKindOf,
  blockLineProblem,
  commandFormProblem,
  commandWords,
  isBlankOrComment,
  ScriptError,
  sectionEndPattern,
  sectionHeaderPattern,
  splitParamAssignment,
  StoreBeforeRebootRule,
  type UnstoredChange,
} from './scriptGrammar';

interface OpenBlock {
  kind: BlockKind;
  reader: BlockReader;
  command: string;
  line: number;
  contentLines: number;
  section: { name: string; line: number } | null;
}

class RawScriptChecker {
  readonly out: string[] = [];
  private heloAt: number | null = null;
  private end: { word: string; line: number } | null = null;
  private block: OpenBlock | null = null;
  private lastCommandIndex = -1;
  readonly storeRule = new StoreBeforeRebootRule();

  read(raw: string, line: number): void {
    checkCharacters(raw, line);
    if (this.block && this.block.reader.accepts(raw)) return this.readBlockLine(this.block, raw, line);
    this.closeBlock({ line, text: raw });
    if (isBlankOrComment(raw)) {
      this.out.push(raw);
      return;
    }
    this.readCommand(raw, line);
  }

  finish(): string {
    this.closeBlock();
    if (this.heloAt === null) throw new ScriptError(localize('remoteConfig.script.noCommands'));
    if (!this.end) this.out.splice(this.lastCommandIndex + 1, 0, 'quit');
    return this.out.join('\n') + '\n';
  }

  private readCommand(raw: string, line: number): void {
    const words = commandWords(raw);
    const problem = commandFormProblem(words);
    if (problem) throw new ScriptError(withHint(problem, words[0]), line);
    const [command] = words;
    if (this.end) {
      const rule = localize(command === 'quit' || command === 'exit' ? 'remoteConfig.script.oneEnd' : 'remoteConfig.script.cameraStopsReading');
      throw new ScriptError(localize('remoteConfig.script.afterEnd', { command: quote(raw.trim()), end: this.end.word, endLine: String(this.end.line), rule }), line);
    }
    if (command === 'helo') {
      if (this.heloAt !== null) throw new ScriptError(localize('remoteConfig.script.heloFirst', { line: String(this.heloAt) }), line);
      this.heloAt = line;
    } else if (this.heloAt === null) {
      this.heloAt = line;
      this.out.push('helo');
    }
    if (command === 'quit' || command === 'exit') this.end = { word: command, line };
    const normalized = words.join(' ');
    const lostChange = this.storeRule.follow(normalized, line);
    if (lostChange) throw new ScriptError(lostChange, line);
    this.out.push(normalized);
    this.lastCommandIndex = this.out.length - 1;
    const kind = blockKindOf(normalized);
    if (kind) this.block = { kind, reader: new BlockReader(kind), command: normalized, line, contentLines: 0, section: null };
  }

  private readBlockLine(block: OpenBlock, raw: string, line: number): void {
    const problem = block.kind === 'sections' ? sectionBlockProblem(block, raw, line) : paramLineProblem(block.kind, raw);
    if (problem) throw new ScriptError(localize('remoteConfig.script.inBlock', { problem, command: block.command, line: String(block.line) }), line);
    this.out.push(raw);
    if (!isBlankOrComment(raw)) {
      block.contentLines++;
      this.lastCommandIndex = this.out.length - 1;
    }
  }

  /** Ends the open block before `next` (undefined: at the end of the file). */
  private closeBlock(next?: { line: number; text: string }): void {
    const block = this.block;
    if (!block) return;
    this.block = null;
    if (block.section) {
      const where = next ? localize('remoteConfig.script.beforeLine', { line: String(next.line), text: quote(next.text) }) : localize('remoteConfig.script.beforeEnd');
      throw new ScriptError(localize('remoteConfig.script.noEndSection', { section: block.section.name, where }), block.section.line);
    }
    if (block.contentLines === 0) throw new ScriptError(localize('remoteConfig.script.notFollowed', { command: block.command, expected: expectedBlock(block.kind) }), block.line);
  }
}

function checkCharacters(raw: string, line: number): void {
  if (raw.includes('\0')) throw new ScriptError(localize('remoteConfig.script.nul'), line);
  const bad = firstNonLatin1(raw);
  if (bad) throw new ScriptError(localize('remoteConfig.script.notLatin1', { char: describeChar(bad.char), column: String(bad.index + 1) }), line);
}

function paramLineProblem(kind: BlockKind, raw: string): Text | null {
  const problem = blockLineProblem(kind, raw);
  if (problem || kind !== 'paramAssignments') return problem;
  return valueText(splitParamAssignment(raw)?.value ?? '');
}

// Inside a write/append block: SECTION <name>, NAME=value lines, ENDSECTION [<name>].
function sectionBlockProblem(block: OpenBlock, raw: string, line: number): Text | null {
  const open = block.section;
  if (!open) {
    const header = sectionHeaderPattern.exec(raw);
    if (!header) return null; // an empty or comment line between SECTION blocks
    const name = header[1] ?? '';
    block.section = { name, line };
    return sectionNameText(name);
  }
  if (isBlankOrComment(raw)) return null;
  const end = sectionEndPattern.exec(raw);
  if (end) {
    block.section = null;
    return end[1] !== undefined && end[1] !== open.name ? localize('remoteConfig.script.endSectionNames', { named: end[1], open: open.name }) : null;
  }
  const equals = raw.indexOf('='); // the BlockReader only lets NAME=value lines through here
  return paramNameText(raw.slice(0, equals)) ?? valueText(raw.slice(equals + 1));
}

function expectedBlock(kind: BlockKind): Text {
  if (kind === 'paramAssignments') return localize('remoteConfig.script.expected.assignment');
  if (kind === 'paramReferences') return localize('remoteConfig.script.expected.reference');
  return localize('remoteConfig.script.expected.sectionBlock');
}

function withHint(problem: Text, word: string | undefined): Text {
  if (word === 'SECTION' || word === 'ENDSECTION') return localize('remoteConfig.script.withHint', { problem, hint: localize('remoteConfig.script.hint.sectionBlock') });
  if (word?.includes('/')) return localize('remoteConfig.script.withHint', { problem, hint: localize('remoteConfig.script.hint.paramLines') });
  return problem;
}

export interface CheckedRawScript {
  /** The body to send. */
  body: string;
  /** The first change the script leaves unstored at its end (`where` is its line), or null. */
  unstoredChange: UnstoredChange | null;
}

/**
 * Checks a raw command file and returns the body to send: `\n` line ends, `helo` added
 * before the first command and `quit` after the last one when missing. Throws ScriptError
 * naming the line: unknown commands or forms, malformed blocks, both quit and exit,
 * commands after the end command, a reboot after a change not stored, text Latin-1 cannot
 * encode.
 */
export function checkRawScript(text: string): CheckedRawScript {
  const withoutBom = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const lines = withoutBom.split(/\r?\n/);
  if (lines[lines.length - 1] === '') lines.pop();
  const checker = new RawScriptChecker();
  lines.forEach((raw, index) => checker.read(raw, index + 1));
  return { body: checker.finish(), unstoredChange: checker.storeRule.unstoredChange };
}

/** The body to send of a raw command file, checked as checkRawScript checks it. */
export function prepareRawScript(text: string): string {
  return checkRawScript(text).body;
}

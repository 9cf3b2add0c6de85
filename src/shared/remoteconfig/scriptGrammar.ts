// The line grammar of a remote configuration script (docs/remoteconfig-protocol.md): command
// forms, and which lines after a block command belong to its block. The script builder, the
// raw-script checker and the response parser all read lines through here, so they agree.
import { isCommandName } from './commands';
import { paramNameText, quote, sectionNameText } from './names';
import type { ErrorKind } from '../../shared/errors/errorKind';
import { givenWords } from '../i18n/errorWords';
import { LocalizedError } from '../i18n/localizedError';
import { isText, localize, type Text, type TextParam } from '../i18n/text';

/** A script the camera would refuse or misread; the message names the command or line and the rule. */
export class ScriptError extends LocalizedError {
  get kind(): ErrorKind {
    return 'bad_input';
  }

  override readonly name = 'ScriptError';

  constructor(
    /** What is wrong: a text of the catalog, or words as given (a rule's). */
    message: TextParam,
    /** 1-based line of a raw script, when the error is about one. */
    readonly line?: number,
  ) {
    const what = isText(message) ? message : givenWords(String(message));
    super(line === undefined ? what : localize('remoteConfig.script.atLine', { line: String(line), message: what }));
  }
}

export const sectionHeaderPattern = /^SECTION(?:[ \t]+(.*?))?[ \t\r]*$/;
export const sectionEndPattern = /^ENDSECTION(?:[ \t]+([^ \t]+))?[ \t\r]*$/;
// A header the camera recognises as one while reading a block: exactly one name word.
const strictSectionHeader = /^SECTION[ \t]+\S+[ \t]*$/;

export function isCommentLine(line: string): boolean {
  return line.startsWith('#');
}

/** Empty (or only spaces and tabs) or a `#` comment: lines the camera echoes and otherwise ignores. */
export function isBlankOrComment(line: string): boolean {
  return line.trim().length === 0 || line.startsWith('#');
}

/** The words of a command line: `view section audio` -> ['view', 'section', 'audio']. */
export function commandWords(line: string): string[] {
  const trimmed = line.trim();
  return trimmed.length === 0 ? [] : trimmed.split(/[ \t]+/);
}

/** How the lines after a block command are read. */
export type BlockKind = 'paramAssignments' | 'paramReferences' | 'sections';

/** The block that follows a command line, or null when the command takes none. */
export function blockKindOf(commandLine: string): BlockKind | null {
  const [command, keyword, extra] = commandWords(commandLine);
  if (extra !== undefined) return null;
  if (command === 'write') return keyword === 'params' ? 'paramAssignments' : keyword === undefined ? 'sections' : null;
  if (command === 'append') return keyword === undefined ? 'sections' : null;
  if (command === 'delete' && keyword === 'params') return 'paramReferences';
  return null;
}

const nameBreakers = /[\s=/]/;

/** `<section>/<NAME>=<value>` split at the first `/` and the first `=` after it; null when the line has another form. */
export function splitParamAssignment(line: string): { section: string; name: string; value: string } | null {
  const slash = line.indexOf('/');
  const equals = line.indexOf('=');
  if (slash <= 0 || equals <= slash + 1 || line.startsWith('#')) return null;
  const section = line.slice(0, slash);
  const name = line.slice(slash + 1, equals);
  if (nameBreakers.test(section) || nameBreakers.test(name)) return null;
  return { section, name, value: line.slice(equals + 1) };
}

/** `<section>/<NAME>`; null when the line has another form. */
export function splitParamReference(line: string): { section: string; name: string } | null {
  const slash = line.indexOf('/');
  if (slash <= 0 || slash === line.length - 1 || line.startsWith('#')) return null;
  const section = line.slice(0, slash);
  const name = line.slice(slash + 1);
  if (nameBreakers.test(section) || nameBreakers.test(name)) return null;
  return { section, name };
}

/** Follows a block line by line and says where it ends, as the camera reads it. */
export class BlockReader {
  private sectionOpen = false;

  constructor(readonly kind: BlockKind) {}

  /** True when `line` belongs to the block; false when the block ended before it. */
  accepts(line: string): boolean {
    switch (this.kind) {
      case 'paramAssignments':
        return splitParamAssignment(line) !== null;
      case 'paramReferences':
        return splitParamReference(line) !== null;
      case 'sections':
        return this.acceptsSectionLine(line);
    }
  }

  /** A SECTION opened in the block and not yet closed. */
  get insideSection(): boolean {
    return this.sectionOpen;
  }

  // Inside a section: NAME=value lines, ENDSECTION, empty and comment lines. Any other line
  // ends the block (leaving the section unterminated), as it does on the camera.
  private acceptsSectionLine(line: string): boolean {
    if (isBlankOrComment(line)) return true;
    if (this.sectionOpen) {
      if (sectionEndPattern.test(line)) this.sectionOpen = false;
      else if (!line.includes('=')) return false;
      return true;
    }
    this.sectionOpen = strictSectionHeader.test(line);
    return this.sectionOpen;
  }
}

const sectionArgumentCommands = new Set(['view', 'delete', 'reset', 'restore']);

/** Why the words are not a command form of docs/remoteconfig-protocol.md, or null when they are. */
export function commandFormProblem(words: string[]): Text | null {
  const [command, ...args] = words;
  if (command === undefined) return localize('remoteConfig.script.form.empty');
  if (!isCommandName(command)) return localize('remoteConfig.script.form.unknownCommand', { command: quote(command) });
  const form = quote(words.join(' '));
  if (args.length === 0) return command === 'activate_profile' ? localize('remoteConfig.script.form.profileNeedsName') : null;
  if (command === 'activate_profile') return args.length === 1 ? null : localize('remoteConfig.script.form.profileOneWord', { form });
  if (args[0] === 'section' && sectionArgumentCommands.has(command)) {
    if (args.length !== 2) return localize('remoteConfig.script.form.expectedSection', { form, command });
    return sectionNameText(args[1] ?? '');
  }
  if (args.length === 1 && ((command === 'view' && args[0] === 'configfile') || ((command === 'write' || command === 'delete') && args[0] === 'params'))) {
    return null;
  }
  return localize('remoteConfig.script.form.takes', { form, command, forms: describeForms(command) });
}

function describeForms(command: string): Text {
  switch (command) {
    case 'view':
      return localize('remoteConfig.script.form.viewForms');
    case 'delete':
      return localize('remoteConfig.script.form.deleteForms');
    case 'write':
      return localize('remoteConfig.script.form.writeForms');
    case 'reset':
    case 'restore':
      return localize('remoteConfig.script.form.sectionForms');
    default:
      return localize('remoteConfig.script.form.noArguments');
  }
}

/** Why a block line of the given kind is not acceptable, or null. Used for lines the BlockReader accepted. */
export function blockLineProblem(kind: BlockKind, line: string): Text | null {
  if (kind === 'paramAssignments') {
    const assignment = splitParamAssignment(line);
    return assignment ? (sectionNameText(assignment.section) ?? paramNameText(assignment.name)) : localize('remoteConfig.script.form.expectedAssignment');
  }
  if (kind === 'paramReferences') {
    const reference = splitParamReference(line);
    return reference ? (sectionNameText(reference.section) ?? paramNameText(reference.name)) : localize('remoteConfig.script.form.expectedReference');
  }
  return null;
}

/** Commands that change the running configuration, which a reboot replaces with the flash copy. */
const runningConfigChanges: ReadonlySet<string> = new Set(['write', 'append', 'delete', 'reset', 'activate_profile']);

/** A change to the running configuration that no `store` has followed yet. */
export interface UnstoredChange {
  /** The command line that made it. */
  command: string;
  /** Where it is: a 1-based line of a raw script, or a text naming it (`command 2 (writeParams)`). */
  where: number | Text;
}

/**
 * The one rule for `reboot`, kept by every path that builds or checks a script: the camera boots
 * from its flash copy, so a change made before a reboot is lost unless `store` comes between,
 * and a change after the reboot (in the same request) is lost with it. Feed it the command
 * lines in the order sent.
 */
export class StoreBeforeRebootRule {
  private pending: UnstoredChange | null = null;
  private reboot: number | Text | null = null;

  /** The first change not stored yet, or null when everything so far is stored. */
  get unstoredChange(): UnstoredChange | null {
    return this.pending;
  }

  /** Follows one command line; returns why it may not come here, or null. */
  follow(commandLine: string, where: number | Text): Text | null {
    const words = commandWords(commandLine);
    const [command] = words;
    if (command === 'store') this.pending = null;
    else if (command !== undefined && runningConfigChanges.has(command)) {
      if (this.reboot !== null) return localize('remoteConfig.script.changeAfterReboot', { command: quote(words.join(' ')), reboot: describeWhere(this.reboot) });
      this.pending ??= { command: words.join(' '), where };
    } else if (command === 'reboot') {
      if (this.pending) return rebootLosesChange(this.pending);
      this.reboot ??= where;
    }
    return null;
  }
}

/** The refusal of a reboot that would lose `change`; `reboot` names the reboot when it is not a line of the script. */
export function rebootLosesChange(change: UnstoredChange, reboot: TextParam = 'reboot'): Text {
  return localize('remoteConfig.script.rebootLosesChange', { reboot, command: quote(change.command), where: describeWhere(change.where) });
}

function describeWhere(where: number | Text): Text {
  return typeof where === 'number' ? localize('remoteConfig.script.lineRef', { line: String(where) }) : where;
}

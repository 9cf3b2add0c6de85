// What the command console offers to complete at the cursor: commands at the start of a line,
// the keywords a command takes, section names after `section`/SECTION/ENDSECTION, parameter
// names after `<section>/` and inside a SECTION block. The names come from the camera's
// configuration. Pure: the Monaco provider (monacoRuntime.ts) only turns these into items.
import type { TFunction } from 'i18next';
import { commandNames } from '../../../shared/remoteconfig/commands';

export interface ConfigCatalogue {
  /** Section name -> its parameter names, in the camera's order. */
  sections: ReadonlyMap<string, readonly string[]>;
}

export type CompletionKind = 'command' | 'keyword' | 'section' | 'parameter';

/** What a completion is, for the line beside it; worded in the studio's language by the editor (completionDetail). */
export type CompletionDetail =
  | { of: 'command' }
  | { of: 'endSection' }
  | { of: 'startSection' }
  | { of: 'section'; parameters: number }
  | { of: 'parameter'; section: string }
  /** A command's keyword, shown as the command spells it (`view section`). */
  | { of: 'keyword'; syntax: string };

export interface ScriptCompletion {
  label: string;
  kind: CompletionKind;
  /** What is inserted in place of the word at the cursor. */
  insertText: string;
  detail: CompletionDetail;
}

export const emptyCatalogue: ConfigCatalogue = { sections: new Map() };

/** The catalogue of a configuration's sections and their parameters. */
export function catalogueOf(sections: ReadonlyArray<{ name: string; params: ReadonlyArray<{ name: string }> }>): ConfigCatalogue {
  return { sections: new Map(sections.map((section) => [section.name, section.params.map((param) => param.name)])) };
}

const keywordsOf: Record<string, readonly string[]> = {
  view: ['section', 'configfile'],
  delete: ['section', 'params'],
  reset: ['section'],
  restore: ['section'],
  write: ['params'],
};

/**
 * The completions for the cursor at the end of `textBefore` (the script up to the cursor).
 * Monaco filters them by the word being typed, so every candidate of the context is returned.
 */
export function scriptCompletions(textBefore: string, catalogue: ConfigCatalogue): ScriptCompletion[] {
  const lines = textBefore.split(/\r?\n/);
  const line = lines[lines.length - 1] ?? '';
  const words = line.trimStart().split(/[ \t]+/);
  if (line.startsWith('#')) return [];
  const slash = /^([^\s=/#]+)\/([^\s=/]*)$/.exec(line);
  if (slash) return parameterCompletions(catalogue, slash[1] ?? '', blockCommand(lines) === 'write params' ? '=' : '');
  if (words.length <= 1) return lineStartCompletions(lines, catalogue);
  const [first, second] = words;
  if ((first === 'SECTION' || first === 'ENDSECTION') && words.length === 2) return sectionCompletions(catalogue, '');
  if (second === 'section' && words.length === 3 && first !== undefined && first in keywordsOf) return sectionCompletions(catalogue, '');
  if (words.length === 2 && first !== undefined) return (keywordsOf[first] ?? []).map((word) => keyword(word, first));
  return [];
}

function lineStartCompletions(lines: string[], catalogue: ConfigCatalogue): ScriptCompletion[] {
  const open = openSection(lines);
  if (open !== null) {
    const names = parameterCompletions(catalogue, open, '=');
    return [...names, { label: `ENDSECTION ${open}`, kind: 'keyword', insertText: `ENDSECTION ${open}`, detail: { of: 'endSection' } }];
  }
  const commands = ['helo', ...commandNames].map((name): ScriptCompletion => ({ label: name, kind: 'command', insertText: name, detail: { of: 'command' } }));
  const blockStarts: ScriptCompletion[] = writesSections(lines) ? [{ label: 'SECTION', kind: 'keyword', insertText: 'SECTION ', detail: { of: 'startSection' } }] : [];
  const references = assignmentBlock(lines) !== null ? sectionCompletions(catalogue, '/') : [];
  return [...commands, ...blockStarts, ...references];
}

function sectionCompletions(catalogue: ConfigCatalogue, suffix: string): ScriptCompletion[] {
  return [...catalogue.sections.entries()].map(([name, params]) => ({
    label: name,
    kind: 'section',
    insertText: name + suffix,
    detail: { of: 'section', parameters: params.length },
  }));
}

function parameterCompletions(catalogue: ConfigCatalogue, section: string, suffix: string): ScriptCompletion[] {
  return (catalogue.sections.get(section) ?? []).map((name) => ({ label: name, kind: 'parameter', insertText: name + suffix, detail: { of: 'parameter', section } }));
}

function keyword(word: string, command: string): ScriptCompletion {
  return { label: word, kind: 'keyword', insertText: word, detail: { of: 'keyword', syntax: `${command} ${word}` } };
}

/** The command line of the block the cursor's line continues, if any: the last line above that is no block line. */
function blockCommand(lines: string[]): string | null {
  for (let index = lines.length - 2; index >= 0; index--) {
    const line = (lines[index] ?? '').trim();
    if (line === '' || line.startsWith('#') || line.includes('=') || line.includes('/') || /^(END)?SECTION\b/.test(line)) continue;
    return line;
  }
  return null;
}

function assignmentBlock(lines: string[]): string | null {
  const command = blockCommand(lines);
  return command === 'write params' || command === 'delete params' ? command : null;
}

function writesSections(lines: string[]): boolean {
  const command = blockCommand(lines);
  return command === 'write' || command === 'append';
}

/** The section a SECTION line above opened and no ENDSECTION closed yet. */
function openSection(lines: string[]): string | null {
  for (let index = lines.length - 2; index >= 0; index--) {
    const line = (lines[index] ?? '').trim();
    if (line.startsWith('ENDSECTION')) return null;
    const header = /^SECTION\s+(\S+)$/.exec(line);
    if (header) return header[1] ?? null;
    if (line !== '' && !line.startsWith('#') && !line.includes('=')) return null;
  }
  return null;
}

/** The line beside a completion, in the language of `t`. */
export function completionDetail(detail: CompletionDetail, t: TFunction): string {
  switch (detail.of) {
    case 'command':
      return t('configuration.completion.command');
    case 'endSection':
      return t('configuration.completion.endSection');
    case 'startSection':
      return t('configuration.completion.startSection');
    case 'section':
      return t('configuration.completion.section', { count: detail.parameters });
    case 'parameter':
      return t('configuration.completion.parameterOf', { section: detail.section });
    case 'keyword':
      return detail.syntax;
  }
}

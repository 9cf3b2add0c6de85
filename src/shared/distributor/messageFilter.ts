// The message filter of the console and of recordings: path and value by substring or regular expression, with or without
// case, and by sending peer. Regular expressions use RE2 syntax and run on re2js, whose time is
// linear in the text: a pattern such as (a+)+$ cannot make the studio spin (JavaScript's own
// engine backtracks, exponentially on such patterns). A pattern that does not compile, or that
// RE2 does not have (backreferences, lookaround), is reported as a problem to show beside the
// field; the filter then matches nothing rather than throwing.
import { RE2JS, RE2JSException } from 're2js';
import type { BusMessage } from '../api/distributorSchemas';
import { localize, type Text } from '../i18n/text';

export type FilterMode = 'substring' | 'regex';

export interface MessageFilterSpec {
  text: string;
  mode: FilterMode;
  caseSensitive: boolean;
  /** "IP PID" of one peer (peerKey), or '' for every peer. */
  peer: string;
}

export const noFilter: MessageFilterSpec = { text: '', mode: 'substring', caseSensitive: false, peer: '' };

/** The longest filter text accepted; longer input is refused as a problem. */
export const maxFilterLength = 500;

/**
 * The largest compiled regular expression accepted (re2js instructions). Matching stays linear,
 * but its cost per character grows with the program: a{999} repeated in forty alternatives
 * would be 40,000 instructions for each character of each message.
 */
export const maxFilterProgramSize = 5000;

export interface CompiledFilter {
  matches(message: BusMessage): boolean;
  /** Why the filter text cannot be used (shown beside the field), or null. */
  problem: Text | null;
  /** True when every message matches (no text, no peer). */
  matchesAll: boolean;
}

export function peerKey(from: BusMessage['from']): string {
  return `${from.IP} ${from.PID}`;
}

export function compileFilter(spec: MessageFilterSpec): CompiledFilter {
  const peerMatches = spec.peer === '' ? () => true : (message: BusMessage) => peerKey(message.from) === spec.peer;
  const lengthProblem = filterLengthProblem(spec.text);
  if (lengthProblem) return { matches: () => false, problem: lengthProblem, matchesAll: false };
  if (spec.text === '') return { matches: peerMatches, problem: null, matchesAll: spec.peer === '' };
  const textMatches = compileText(spec);
  if (isProblem(textMatches)) return { matches: () => false, problem: textMatches, matchesAll: false };
  return { matches: (message) => peerMatches(message) && (textMatches(message.path) || textMatches(message.value)), problem: null, matchesAll: false };
}

/** Why the filter's text cannot be used (its length, or a regular expression RE2 refuses), or null. For the API's input check. */
export function filterTextProblem(spec: Pick<MessageFilterSpec, 'text' | 'mode' | 'caseSensitive'>): Text | null {
  const lengthProblem = filterLengthProblem(spec.text);
  if (lengthProblem || spec.mode !== 'regex' || spec.text === '') return lengthProblem;
  const compiled = compileRegex(spec.text, spec.caseSensitive);
  return isProblem(compiled) ? compiled : null;
}

function isProblem(value: object): value is Text {
  return 'id' in value;
}

function filterLengthProblem(text: string): Text | null {
  return text.length > maxFilterLength ? localize('distributor.filter.tooLong', { length: String(text.length), max: String(maxFilterLength) }) : null;
}

function compileText(spec: MessageFilterSpec): ((text: string) => boolean) | Text {
  if (spec.mode === 'regex') {
    const pattern = compileRegex(spec.text, spec.caseSensitive);
    return isProblem(pattern) ? pattern : (text) => pattern.test(text);
  }
  if (spec.caseSensitive) return (text) => text.includes(spec.text);
  const lower = spec.text.toLowerCase();
  return (text) => text.toLowerCase().includes(lower);
}

function compileRegex(text: string, caseSensitive: boolean): RE2JS | Text {
  let pattern: RE2JS;
  try {
    pattern = RE2JS.compile(text, caseSensitive ? 0 : RE2JS.CASE_INSENSITIVE);
  } catch (error) {
    if (!(error instanceof RE2JSException)) throw error;
    return localize('distributor.filter.notRegex', { detail: error.message.replace(/^error parsing regexp: /, '') });
  }
  if (pattern.programSize() > maxFilterProgramSize) {
    return localize('distributor.filter.tooLarge', { steps: String(pattern.programSize()), max: String(maxFilterProgramSize) });
  }
  return pattern;
}

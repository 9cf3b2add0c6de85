// The message filter of the console and of recordings: path and value by substring or regular expression, with or without
// case, and by sending peer. A regular expression that does not compile is reported as a
// problem to show beside the field; the filter then matches nothing rather than throwing.
import type { BusMessage } from '../api/distributorSchemas';

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

export interface CompiledFilter {
  matches(message: BusMessage): boolean;
  /** Why the filter text cannot be used (shown beside the field), or null. */
  problem: string | null;
  /** True when every message matches (no text, no peer). */
  matchesAll: boolean;
}

export function peerKey(from: BusMessage['from']): string {
  return `${from.IP} ${from.PID}`;
}

export function compileFilter(spec: MessageFilterSpec): CompiledFilter {
  const peerMatches = spec.peer === '' ? () => true : (message: BusMessage) => peerKey(message.from) === spec.peer;
  if (spec.text.length > maxFilterLength) {
    return { matches: () => false, problem: `the filter has ${spec.text.length} characters: at most ${maxFilterLength} are allowed`, matchesAll: false };
  }
  if (spec.text === '') return { matches: peerMatches, problem: null, matchesAll: spec.peer === '' };
  const textMatches = compileText(spec);
  if (typeof textMatches === 'string') return { matches: () => false, problem: textMatches, matchesAll: false };
  return { matches: (message) => peerMatches(message) && (textMatches(message.path) || textMatches(message.value)), problem: null, matchesAll: false };
}

function compileText(spec: MessageFilterSpec): ((text: string) => boolean) | string {
  if (spec.mode === 'regex') {
    try {
      const pattern = new RegExp(spec.text, spec.caseSensitive ? 'u' : 'iu');
      return (text) => pattern.test(text);
    } catch (error) {
      return `not a valid regular expression: ${error instanceof Error ? error.message : String(error)}`;
    }
  }
  if (spec.caseSensitive) return (text) => text.includes(spec.text);
  const lower = spec.text.toLowerCase();
  return (text) => text.toLowerCase().includes(lower);
}

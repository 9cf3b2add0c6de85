// Errors about the content of a message (its path or value), raised before anything is sent.
import type { ErrorKind } from '../../shared/errors/errorKind';
import { LocalizedError } from '../i18n/localizedError';
import type { Text } from '../i18n/text';

/** The rule a message path or value broke; `docs/wire-format.md` lists them all. */
export type MessageRule =
  | 'path_empty'
  | 'path_too_long'
  | 'part_empty'
  | 'part_start'
  | 'part_space'
  | 'part_tab'
  | 'part_slash'
  | 'part_percent'
  | 'part_character'
  | 'part_too_long'
  | 'value_nul'
  | 'value_line_break'
  | 'value_control'
  | 'value_encoding'
  | 'value_too_long';

/** A message whose path or value breaks a rule; `message` names the part and the rule. */
export class InvalidMessageError extends LocalizedError {
  get kind(): ErrorKind {
    return 'invalid_message';
  }

  override readonly name = 'InvalidMessageError';

  constructor(
    readonly rule: MessageRule,
    text: Text,
  ) {
    super(text);
  }
}

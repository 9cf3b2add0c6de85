import type { ErrorKind } from '../../../shared/errors/errorKind';
import { LocalizedError } from '../../../shared/i18n/localizedError';
import { localize, type Text } from '../../../shared/i18n/text';
/**
 * A configuration file that cannot be used. The message names the file, the option (dotted,
 * e.g. broadcast.port) when there is one, what is wrong and what was expected:
 * `user_config.json: option broadcast.port: got 70000, out of range; expected an integer from 1 to 65535`.
 */
export class DistributorConfigError extends LocalizedError {
  get kind(): ErrorKind {
    return 'invalid_config';
  }

  override readonly name = 'DistributorConfigError';

  constructor(
    /** The file (or other source) the configuration came from. */
    readonly file: string,
    /** The dotted option, or null for problems with the file as a whole. */
    readonly option: string | null,
    /** What is wrong, e.g. 'got 70000, out of range'. */
    readonly problem: Text,
    /** What was expected, e.g. 'an integer from 1 to 65535'. */
    readonly expected: Text,
  ) {
    super(option === null ? localize('distributor.config.fileProblem', { file, problem, expected }) : localize('distributor.config.optionProblem', { file, option, problem, expected }));
  }
}

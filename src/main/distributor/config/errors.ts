/**
 * A configuration file that cannot be used. The message names the file, the option (dotted,
 * e.g. broadcast.port) when there is one, and what was expected.
 */
export class DistributorConfigError extends Error {
  override readonly name = 'DistributorConfigError';

  constructor(
    /** The file (or other source) the configuration came from. */
    readonly file: string,
    /** The dotted option, or null for problems with the file as a whole. */
    readonly option: string | null,
    /** What was expected, e.g. 'an integer from 1 to 65535'. */
    readonly expected: string,
    /** What was found, e.g. 'the number 70000'. */
    readonly found: string,
  ) {
    super(option === null ? `${file}: expected ${expected}, ${found}` : `${file}: option ${option}: expected ${expected}, ${found}`);
  }
}

/** A wrong or missing option, argument or input file: exit code 2, with the usage hint. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** The user pressed Ctrl-C at a prompt. */
export class InterruptedError extends Error {
  override readonly name = 'InterruptedError';
}

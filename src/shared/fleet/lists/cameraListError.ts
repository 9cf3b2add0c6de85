import type { ErrorKind } from '../../errors/errorKind';

/** A list file that cannot be read at all (no header row, not an .mxu, too large): nothing is imported. */
export class CameraListError extends Error {
  get kind(): ErrorKind {
    return 'bad_input';
  }

  override readonly name = 'CameraListError';

  constructor(
    readonly fileName: string,
    readonly problem: string,
    /** What did not happen because of it, in the caller's words. */
    consequence = 'nothing was imported',
  ) {
    super(`${fileName} ${problem}; ${consequence}`);
  }
}

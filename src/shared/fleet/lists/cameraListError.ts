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
  ) {
    super(`${fileName} ${problem}; nothing was imported`);
  }
}

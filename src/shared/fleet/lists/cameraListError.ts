import type { ErrorKind } from '../../errors/errorKind';
import { LocalizedError } from '../../i18n/localizedError';
import { localize, type Text } from '../../i18n/text';

/** A list file that cannot be read at all (no header row, not an .mxu, too large): nothing is imported. */
export class CameraListError extends LocalizedError {
  get kind(): ErrorKind {
    return 'bad_input';
  }

  override readonly name = 'CameraListError';

  constructor(
    readonly fileName: string,
    readonly problem: Text,
    /** What did not happen because of it, in the caller's words. */
    consequence: Text = localize('cameraList.nothingImported'),
  ) {
    super(localize('cameraList.notRead', { file: fileName, problem, consequence }));
  }
}

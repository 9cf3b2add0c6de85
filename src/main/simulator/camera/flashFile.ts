// Keeps a camera's flash copy in a file across runs: the same bytes `view configfile` answers
// (ISO-8859-1), loaded at start and written on every `store`.
import { existsSync } from 'node:fs';
import { writeFileAtomicallySync } from '../../base/files/atomicFile';
import { InputTooLargeError, readCappedFileSync } from '../../base/files/cappedRead';
import { withoutLayout, type CameraConfig } from '../../../shared/remoteconfig/configModel';
import { ConfigParseError, parseConfig, serializeConfig } from '../../../shared/remoteconfig/configText';
import type { ErrorKind } from '../../../shared/errors/errorKind';

export class FlashFileError extends Error {
  get kind(): ErrorKind {
    return 'bad_input';
  }

  override readonly name = 'FlashFileError';
}

/** Largest camera state file read: a camera's configuration is far smaller. */
export const maxFlashFileBytes = 16 * 1024 * 1024;

/** The flash copy kept in `path`, or null when there is no such file yet. */
export function loadFlashFile(path: string): CameraConfig | null {
  if (!existsSync(path)) return null;
  let text: string;
  try {
    text = readCappedFileSync(path, maxFlashFileBytes, { namedByUser: true }).toString('latin1');
  } catch (error) {
    const why = error instanceof InputTooLargeError ? `it is larger than ${maxFlashFileBytes} bytes` : (error as Error).message;
    throw new FlashFileError(`cannot read the camera state file ${path}: ${why}`);
  }
  try {
    return withoutLayout(parseConfig(text, { source: path }));
  } catch (error) {
    if (error instanceof ConfigParseError) throw new FlashFileError(`the camera state file is not a configuration file: ${error.message}`);
    throw error;
  }
}

/** Writes the flash copy to `path` atomically: a crash or a failed write never leaves half a file or a stray temporary one. */
export function saveFlashFile(path: string, flash: CameraConfig): void {
  writeFileAtomicallySync(path, Buffer.from(serializeConfig(withoutLayout(flash)), 'latin1'));
}

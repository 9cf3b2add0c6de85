// Opening a file the studio reads: every read of the studio goes through here. The file is
// opened non-blocking (open() of a FIFO without O_NONBLOCK waits for a writer, holding one of
// the four threads of libuv's pool: four such opens and every later file operation of the
// process waits forever), then its handle is checked: anything but a regular file (a FIFO, a
// device, a socket, a folder) is refused, naming what it is. Unless the path was typed by the
// user, the file must also lie inside its folder once symbolic links are resolved: a link in
// the studio's folders that leads out of them is refused (writes never follow links either).
import { closeSync, constants, fstatSync, openSync, realpathSync, type Stats } from 'node:fs';
import { open, realpath, type FileHandle } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { ErrorKind } from '../../../shared/errors/errorKind';
import { LocalizedError } from '../../../shared/i18n/localizedError';
import { localize, type Text } from '../../../shared/i18n/text';

export interface RegularFileOptions {
  /**
   * The folder the file must lie in, symbolic links resolved (default: the folder the path
   * names). Ignored when `namedByUser`.
   */
  within?: string;
  /** The path was typed by the user (a command line argument): links are followed wherever they lead. */
  namedByUser?: boolean;
}

/** The path is not a regular file, or leads out of its folder. The message says why, without the path: callers name it. */
export class RefusedFileError extends LocalizedError {
  override readonly name = 'RefusedFileError';

  get kind(): ErrorKind {
    return 'bad_input';
  }

  constructor(
    readonly path: string,
    readonly refusal: 'not_regular' | 'outside_folder',
    problem: Text,
    /** EISDIR for a folder, as the fs functions say it. */
    readonly code?: string,
  ) {
    super(problem);
  }
}

// O_NOCTTY: opening a terminal device must not make it the process's controlling terminal.
const readFlags = constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOCTTY;

/** A read-only handle on the regular file at `path`; fs errors (ENOENT, EACCES) pass through. */
export async function openRegularFile(path: string, options: RegularFileOptions = {}): Promise<FileHandle> {
  const real = options.namedByUser ? path : insideFolder(path, await realpath(path), await realpath(folderOf(path, options)));
  const handle = await open(real, options.namedByUser ? readFlags : readFlags | constants.O_NOFOLLOW);
  try {
    refuseUnlessRegular(path, await handle.stat());
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** openRegularFile for synchronous readers (command line start-up); returns a file descriptor. */
export function openRegularFileSync(path: string, options: RegularFileOptions = {}): number {
  const real = options.namedByUser ? path : insideFolder(path, realpathSync(path), realpathSync(folderOf(path, options)));
  const descriptor = openSync(real, options.namedByUser ? readFlags : readFlags | constants.O_NOFOLLOW);
  try {
    refuseUnlessRegular(path, fstatSync(descriptor));
    return descriptor;
  } catch (error) {
    closeSync(descriptor);
    throw error;
  }
}

/**
 * A handle to append to the regular file at `path`, created (mode `mode`) when missing; a link
 * is refused (O_NOFOLLOW), and so is anything but a regular file, without waiting: opened for
 * writing without O_NONBLOCK, a FIFO would wait for a reader.
 */
export async function openRegularFileToAppend(path: string, mode: number): Promise<FileHandle> {
  const flags = constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_NOFOLLOW | constants.O_NONBLOCK | constants.O_NOCTTY;
  const handle = await open(path, flags, mode).catch((error: NodeJS.ErrnoException) => {
    // ENXIO: a FIFO that no one reads (or a device without its driver).
    throw error.code === 'ENXIO' ? new RefusedFileError(path, 'not_regular', localize('files.regularFile.pipeOrDevice')) : error;
  });
  try {
    refuseUnlessRegular(path, await handle.stat());
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}

function folderOf(path: string, options: RegularFileOptions): string {
  return options.within ?? dirname(resolve(path));
}

function insideFolder(path: string, realPath: string, realFolder: string): string {
  if (realPath.startsWith(realFolder === sep ? sep : realFolder + sep)) return realPath;
  throw new RefusedFileError(path, 'outside_folder', localize('files.regularFile.linkOutside', { realPath, realFolder }));
}

function refuseUnlessRegular(path: string, stats: Stats): void {
  if (stats.isFile()) return;
  if (stats.isDirectory()) throw new RefusedFileError(path, 'not_regular', localize('files.regularFile.folder'), 'EISDIR');
  throw new RefusedFileError(path, 'not_regular', localize('files.regularFile.special', { type: fileTypeOf(stats) }));
}

function fileTypeOf(stats: Stats): Text {
  if (stats.isFIFO()) return localize('files.regularFile.type.namedPipe');
  if (stats.isCharacterDevice()) return localize('files.regularFile.type.characterDevice');
  if (stats.isBlockDevice()) return localize('files.regularFile.type.blockDevice');
  if (stats.isSocket()) return localize('files.regularFile.type.socket');
  return localize('files.regularFile.type.special');
}

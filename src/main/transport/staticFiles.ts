// Finds a file of the built renderer (out/renderer) for a URL path, for both ways the studio
// serves it: the web server and Electron's camconfig:// protocol. Only regular files inside
// the folder with a known type are served; everything else is refused with a reason.
import { extname, resolve, sep } from 'node:path';
import { readCappedFile } from '../base/files/cappedRead';
import { RefusedFileError } from '../base/files/regularFile';
import { localize, type Text } from '../../shared/i18n/text';

const mimeTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** Far above the largest built file (the editor's bundle, a few MiB, its source map some more). */
const maxStaticFileBytes = 64 * 1024 * 1024;

export interface StaticFile {
  body: Buffer;
  contentType: string;
}

export interface StaticFileRefusal {
  status: 400 | 403 | 404 | 500;
  reason: Text;
}

const outsideFolder: StaticFileRefusal = { status: 403, reason: localize('transport.file.outsideFolder') };
const noSuchFile: StaticFileRefusal = { status: 404, reason: localize('transport.file.noSuchFile') };

export type StaticFileResult = StaticFile | StaticFileRefusal;

export function isRefusal(result: StaticFileResult): result is StaticFileRefusal {
  return 'status' in result;
}

/** Maps a URL path (still percent-encoded) to a path inside the root, or says why it is refused. */
export function resolveStaticPath(rootDir: string, urlPath: string): { path: string } | StaticFileRefusal {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return { status: 400, reason: localize('transport.file.malformedPercent') };
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return { status: 400, reason: localize('transport.file.nulOrBackslash') };
  const relative = decoded === '/' ? 'index.html' : decoded.replace(/^\/+/, '');
  const root = resolve(rootDir);
  const path = resolve(root, relative);
  if (!path.startsWith(root + sep)) return outsideFolder;
  return { path };
}

/** The file for a URL path, or why there is none (outside the folder, a folder, an unknown type). */
export async function findStaticFile(rootDir: string, urlPath: string): Promise<StaticFileResult> {
  const resolution = resolveStaticPath(rootDir, urlPath);
  if ('status' in resolution) return resolution;
  try {
    const contentType = mimeTypes[extname(resolution.path).toLowerCase()];
    if (!contentType) return noSuchFile;
    // A symlink inside the folder must not lead out of it either (refused by the read).
    return { body: await readCappedFile(resolution.path, maxStaticFileBytes, { within: resolve(rootDir) }), contentType };
  } catch (error) {
    if (error instanceof RefusedFileError) return error.refusal === 'outside_folder' ? outsideFolder : noSuchFile;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return noSuchFile;
    return { status: 500, reason: localize('transport.file.unreadable') };
  }
}

// Serves the built renderer (out/renderer): only files inside that folder, with their MIME
// type; anything else is 404.
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';

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

export interface StaticFile {
  body: Buffer;
  contentType: string;
}

/** The file for a URL path, or null when there is none (outside the folder, a folder, unknown type). */
export async function findStaticFile(rootDir: string, urlPath: string): Promise<StaticFile | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const relative = decoded === '/' ? 'index.html' : decoded.replace(/^\/+/, '');
  const root = resolve(rootDir);
  const file = resolve(root, relative);
  if (!file.startsWith(root + sep)) return null;
  const contentType = mimeTypes[extname(file).toLowerCase()];
  if (!contentType) return null;
  try {
    if (!(await stat(file)).isFile()) return null;
    return { body: await readFile(file), contentType };
  } catch {
    return null;
  }
}

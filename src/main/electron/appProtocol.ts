// The app's own scheme, camconfig://app/..., serving the built renderer (out/renderer) instead
// of file://: the page gets a real origin, a strict CSP header on every file, and can read
// nothing outside the renderer folder.
import { readFile, realpath } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';

export const appScheme = 'camconfig';
export const appHost = 'app';
export const appOrigin = `${appScheme}://${appHost}`;
export const appEntryUrl = `${appOrigin}/index.html`;

/** Privileges for `protocol.registerSchemesAsPrivileged`: a standard, secure origin (like https). */
export const appSchemePrivileges = { standard: true, secure: true, supportFetchAPI: true, codeCache: true } as const;

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
  '.wasm': 'application/wasm',
};

/** True for a URL of the app's own pages (camconfig://app/...). */
export function isAppUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === `${appScheme}:` && parsed.host === appHost;
  } catch {
    return false;
  }
}

export interface AppProtocolOptions {
  /** Absolute path of the built renderer (out/renderer). */
  rendererRoot: string;
  /** Sent as the Content-Security-Policy header of every response. */
  contentSecurityPolicy: string;
}

type Resolution = { path: string } | { status: number; reason: string };

/** Maps a camconfig://app URL to a file under the root, or says why it is refused. */
export function resolveAppPath(url: string, rendererRoot: string): Resolution {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { status: 400, reason: 'not a URL' };
  }
  if (parsed.protocol !== `${appScheme}:` || parsed.host !== appHost) return { status: 404, reason: `not an ${appOrigin} URL` };
  let pathname: string;
  try {
    pathname = decodeURIComponent(parsed.pathname);
  } catch {
    return { status: 400, reason: 'malformed percent-encoding in the path' };
  }
  if (pathname.includes('\0') || pathname.includes('\\')) return { status: 400, reason: 'the path holds a NUL byte or a backslash' };
  const relative = pathname === '/' ? 'index.html' : pathname.replace(/^\/+/, '');
  const root = resolve(rendererRoot);
  const path = resolve(root, relative);
  if (!path.startsWith(root + sep)) return { status: 403, reason: 'the path leads outside the app folder' };
  return { path };
}

function textResponse(status: number, text: string, csp: string): Response {
  return new Response(text, { status, headers: { ...securityHeaders(csp), 'content-type': 'text/plain; charset=utf-8' } });
}

function securityHeaders(csp: string): Record<string, string> {
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
    'cache-control': 'no-cache',
  };
}

/** The handler for `protocol.handle('camconfig', ...)`. */
export function createAppProtocolHandler(options: AppProtocolOptions): (request: Request) => Promise<Response> {
  const csp = options.contentSecurityPolicy;
  const realRoot = realpath(resolve(options.rendererRoot)).catch(() => resolve(options.rendererRoot));
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return textResponse(405, `${request.method} is not allowed`, csp);
    const resolution = resolveAppPath(request.url, options.rendererRoot);
    if (!('path' in resolution)) return textResponse(resolution.status, resolution.reason, csp);
    try {
      // A symlink inside the folder must not lead out of it either.
      const realPath = await realpath(resolution.path);
      if (!realPath.startsWith((await realRoot) + sep)) return textResponse(403, 'the path leads outside the app folder', csp);
      const body = await readFile(realPath);
      const contentType = mimeTypes[extname(realPath).toLowerCase()] ?? 'application/octet-stream';
      return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers: { ...securityHeaders(csp), 'content-type': contentType } });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return textResponse(404, 'no such file', csp);
      return textResponse(500, 'the file could not be read', csp);
    }
  };
}

// The app's own scheme, camconfig://app/..., serving the built renderer (out/renderer) instead
// of file://: the page gets a real origin, a strict CSP header on every file, and can read
// nothing outside the renderer folder.
import { renderText } from '../../shared/i18n/renderText';
import { localize, type Text } from '../../shared/i18n/text';
import { requestLanguage } from '../transport/requestLanguage';
import { findStaticFile, isRefusal, resolveStaticPath, type StaticFileRefusal } from '../transport/staticFiles';

export const appScheme = 'camconfig';
export const appHost = 'app';
export const appOrigin = `${appScheme}://${appHost}`;
export const appEntryUrl = `${appOrigin}/index.html`;

/** Privileges for `protocol.registerSchemesAsPrivileged`: a standard, secure origin (like https). */
export const appSchemePrivileges = { standard: true, secure: true, supportFetchAPI: true, codeCache: true } as const;


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

/** Maps a camconfig://app URL to a file under the root, or says why it is refused. */
export function resolveAppPath(url: string, rendererRoot: string): { path: string } | StaticFileRefusal {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { status: 400, reason: localize('transport.file.notUrl') };
  }
  if (parsed.protocol !== `${appScheme}:` || parsed.host !== appHost) return { status: 404, reason: localize('transport.file.notAppUrl', { origin: appOrigin }) };
  return resolveStaticPath(rendererRoot, parsed.pathname);
}

/** A refusal in the language the request asks for (Chromium sends the app's locale as Accept-Language). */
function textResponse(request: Request, status: number, text: Text, csp: string): Response {
  const language = requestLanguage(request.headers.get('accept-language') ?? undefined);
  return new Response(renderText(text, language), { status, headers: { ...securityHeaders(csp), 'content-type': 'text/plain; charset=utf-8', 'content-language': language } });
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
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return textResponse(request, 405, localize('transport.file.methodNotAllowed', { method: request.method }), csp);
    const resolution = resolveAppPath(request.url, options.rendererRoot);
    if ('status' in resolution) return textResponse(request, resolution.status, resolution.reason, csp);
    const file = await findStaticFile(options.rendererRoot, new URL(request.url).pathname);
    if (isRefusal(file)) return textResponse(request, file.status, file.reason, csp);
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(file.body), { status: 200, headers: { ...securityHeaders(csp), 'content-type': file.contentType } });
  };
}

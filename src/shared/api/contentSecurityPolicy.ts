// The Content-Security-Policy of the renderer, sent by the Electron custom protocol and by the
// web server of `camconfig serve`. Each directive's reason is in docs/api.md.

const directives: ReadonlyArray<readonly [string, string]> = [
  ['default-src', "'none'"],
  ['script-src', "'self'"],
  // Monaco sets inline styles on its elements and injects <style> elements.
  ['style-src', "'self' 'unsafe-inline'"],
  // Monaco's editor worker is a file of our build (src/renderer/ui/monaco/monacoRuntime.ts); no blob: workers.
  ['worker-src', "'self'"],
  ['font-src', "'self' data:"],
  ['img-src', "'self' data:"],
  ['connect-src', "'self'"],
  ['base-uri', "'none'"],
  ['form-action', "'none'"],
  ['frame-ancestors', "'none'"],
];

function render(overrides: Record<string, string>, omit: readonly string[] = []): string {
  return directives
    .filter(([name]) => !omit.includes(name))
    .map(([name, value]) => `${name} ${overrides[name] ?? value}`)
    .join('; ');
}

/** The policy as the Electron custom protocol serves it (the API goes over IPC, not the network). */
export const contentSecurityPolicy = render({});

/**
 * The policy for web mode served from `host` (e.g. `127.0.0.1:8080`): also names the
 * WebSocket origin, since older browsers do not let 'self' cover ws:.
 */
export function webContentSecurityPolicy(host: string, secure = false): string {
  return render({ 'connect-src': `'self' ${secure ? 'wss' : 'ws'}://${host}` });
}

/**
 * The same policy as a `<meta>` tag in index.html, a second line of defence should the page
 * ever be loaded without our header (from file://, say). A meta policy cannot carry
 * frame-ancestors; the header does. Both apply, so the stricter of the two wins.
 */
export const metaContentSecurityPolicy = render({}, ['frame-ancestors']);

// Who may use the web server of `camconfig serve`: a random token in the printed URL turns
// into this server's session cookie (webSession.ts); the Host header must name the server
// itself (DNS rebinding); a WebSocket must come from the page's own origin.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';
import { localize, type Text } from '../../shared/i18n/text';
import { WebSession } from './webSession';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export { isLoopbackHost } from '../base/net/loopbackHost';

/** A host as it appears in a URL and a Host header: an IPv6 literal in brackets. */
export function urlHostName(host: string): string {
  return isIP(host) === 6 ? `[${host}]` : host;
}

export type AccessDecision = { allowed: true } | { allowed: false; status: 401 | 403; reason: Text };

const allow: AccessDecision = { allowed: true };

export interface GuardedServer {
  /** The address the server listens on, as it was given (`127.0.0.2`, `localhost`, `::1`, ...). */
  host: string;
  port: number;
  /** Remote access was explicitly allowed: IP-literal Host headers of any address pass. */
  allowRemote: boolean;
}

export class WebAccessGuard {
  readonly session: WebSession;
  private readonly ownHostNames: ReadonlySet<string>;

  constructor(
    private readonly token: string,
    private readonly server: GuardedServer,
  ) {
    this.session = new WebSession(token, server.port);
    this.ownHostNames = hostNamesOf(server.host);
  }

  /** The Host header names this server (the address it listens on, or localhost, with our port), never a DNS name. */
  checkHost(request: IncomingMessage): AccessDecision {
    const host = request.headers.host ?? '';
    if (this.isOwnHost(host)) return allow;
    return { allowed: false, status: 403, reason: localize('transport.guard.foreignHost', { host, url: `http://${urlHostName(this.server.host)}:${String(this.server.port)}/` }) };
  }

  /** The WebSocket comes from a page this server served. */
  checkOrigin(request: IncomingMessage): AccessDecision {
    const origin = request.headers.origin;
    const expected = `http://${request.headers.host ?? ''}`;
    if (origin === expected) return allow;
    return { allowed: false, status: 403, reason: origin === undefined ? localize('transport.guard.noOrigin', { expected }) : localize('transport.guard.foreignOrigin', { origin, expected }) };
  }

  checkSession(request: IncomingMessage): AccessDecision {
    const cookies = request.headers.cookie ?? '';
    if (this.session.isHeldBy(cookies)) return allow;
    if (!this.session.isNamedIn(cookies)) return { allowed: false, status: 401, reason: localize('transport.guard.noSession') };
    return { allowed: false, status: 401, reason: localize('transport.guard.staleSession') };
  }

  matchesToken(candidate: string): boolean {
    const expected = Buffer.from(this.token);
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private isOwnHost(host: string): boolean {
    const match = /^(.*):(\d+)$/.exec(host.toLowerCase());
    if (!match || Number(match[2]) !== this.server.port) return false;
    const name = match[1] ?? '';
    if (this.ownHostNames.has(name)) return true;
    return this.server.allowRemote && isIP(name.replace(/^\[|\]$/g, '')) !== 0;
  }
}

/** The names a browser may put in the Host header for a server listening on `host`. */
function hostNamesOf(host: string): ReadonlySet<string> {
  const own = urlHostName(host.toLowerCase());
  // `localhost` resolves to 127.0.0.1 or ::1: a user may type either name for the same server.
  const localhostPair = ['localhost', '127.0.0.1', '[::1]'];
  return new Set(localhostPair.includes(own) ? [own, ...localhostPair] : [own]);
}

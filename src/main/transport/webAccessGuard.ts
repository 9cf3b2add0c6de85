// Who may use the web server of `camconfig serve`: a random token in the printed URL turns
// into an HttpOnly SameSite=Strict cookie; the Host header must name the server itself (DNS
// rebinding); a WebSocket must come from the page's own origin.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';

export const sessionCookieName = 'camconfig_session';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export type AccessDecision = { allowed: true } | { allowed: false; status: 401 | 403; reason: string };

const allow: AccessDecision = { allowed: true };

export class WebAccessGuard {
  constructor(
    readonly token: string,
    private readonly port: number,
    /** Remote access was explicitly allowed: IP-literal Host headers of any address pass. */
    private readonly allowRemote: boolean,
  ) {}

  /** The Host header names this server (127.0.0.1 or localhost with our port), never a DNS name. */
  checkHost(request: IncomingMessage): AccessDecision {
    const host = request.headers.host ?? '';
    if (this.isOwnHost(host)) return allow;
    return { allowed: false, status: 403, reason: `Host header '${host}' does not name this server (use http://127.0.0.1:${this.port}/)` };
  }

  /** The WebSocket comes from a page this server served. */
  checkOrigin(request: IncomingMessage): AccessDecision {
    const origin = request.headers.origin;
    const expected = `http://${request.headers.host ?? ''}`;
    if (origin === expected) return allow;
    return { allowed: false, status: 403, reason: `WebSocket from origin '${origin ?? '(none)'}' refused: only pages of ${expected} may connect` };
  }

  checkSession(request: IncomingMessage): AccessDecision {
    const cookie = readCookie(request.headers.cookie ?? '', sessionCookieName);
    if (cookie === undefined) return { allowed: false, status: 401, reason: 'no session: open the URL camconfig serve printed (it carries the token)' };
    if (!this.matchesToken(cookie)) return { allowed: false, status: 401, reason: 'session cookie is not valid for this server: open the URL camconfig serve printed' };
    return allow;
  }

  matchesToken(candidate: string): boolean {
    const expected = Buffer.from(this.token);
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  sessionCookie(): string {
    return `${sessionCookieName}=${this.token}; HttpOnly; SameSite=Strict; Path=/`;
  }

  private isOwnHost(host: string): boolean {
    const match = /^(.*):(\d+)$/.exec(host);
    if (!match || Number(match[2]) !== this.port) return false;
    const name = match[1] ?? '';
    if (name === '127.0.0.1' || name === 'localhost' || name === '[::1]') return true;
    return this.allowRemote && isIP(name.replace(/^\[|\]$/g, '')) !== 0;
  }
}

export function readCookie(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

// The session cookie of one web-mode server. Browsers do not separate cookies by port, so
// every server on 127.0.0.1 receives every other one's cookies: each server's cookie is named
// after its port, and it carries a session id derived from the token (HMAC-SHA256), never
// the token itself. The id is the same for every login with that token, so the printed URL
// opens again in a second tab and a server started again with the same token keeps its
// sessions; a cookie seen by another server does not reveal the token.
import { createHmac, timingSafeEqual } from 'node:crypto';

const sessionCookiePrefix = 'camconfig_session_';
const derivationLabel = 'camconfig studio web session v1';

export class WebSession {
  /** `camconfig_session_PORT`: the port keeps servers on one host name apart, also one on an ephemeral port (known once it listens). */
  readonly cookieName: string;
  private readonly id: Buffer;

  constructor(token: string, port: number) {
    this.cookieName = `${sessionCookiePrefix}${port}`;
    this.id = createHmac('sha256', token).update(derivationLabel).digest();
  }

  /** The Set-Cookie value after a login: no Expires, so the browser forgets it when it closes. */
  setCookieHeader(): string {
    return `${this.cookieName}=${this.id.toString('base64url')}; HttpOnly; SameSite=Strict; Path=/`;
  }

  /** `name=value` as a browser sends it back (for programmatic clients). */
  cookiePair(): string {
    return `${this.cookieName}=${this.id.toString('base64url')}`;
  }

  /** Whether a Cookie header holds this session (any of the values under our name; compared in constant time). */
  isHeldBy(cookieHeader: string): boolean {
    return readCookies(cookieHeader, this.cookieName).some((value) => this.matches(value));
  }

  /** Whether a Cookie header has a cookie under our name at all (to tell "no session" from "a stale one"). */
  isNamedIn(cookieHeader: string): boolean {
    return readCookies(cookieHeader, this.cookieName).length > 0;
  }

  private matches(value: string): boolean {
    const given = Buffer.from(value, 'base64url');
    // base64url decoding drops what is not base64url: a value that does not round-trip is not ours.
    if (given.length !== this.id.length || given.toString('base64url') !== value) return false;
    return timingSafeEqual(given, this.id);
  }
}

/** Every value of the cookies named `name` in a Cookie header (a browser may send several). */
export function readCookies(header: string, name: string): string[] {
  const values: string[] = [];
  for (const part of header.split(';')) {
    const equals = part.indexOf('=');
    if (equals < 0) continue;
    if (part.slice(0, equals).trim() === name) values.push(part.slice(equals + 1).trim());
  }
  return values;
}

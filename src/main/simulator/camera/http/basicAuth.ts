// HTTP Basic authentication as the camera's web server does it. The expected credentials are
// kept only as a salted hash, so the password is never held or logged in plain text.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CameraCredentials } from '../../../remoteconfig/credentials';

export class BasicAuthChecker {
  private readonly salt = randomBytes(16);
  private readonly expectedDigest: Buffer;
  readonly user: string;

  constructor(credentials: CameraCredentials) {
    this.user = credentials.user;
    this.expectedDigest = this.digest(`${credentials.user}:${credentials.password}`);
  }

  /** True when the `Authorization` header carries the expected user and password. */
  accepts(authorizationHeader: string | undefined): boolean {
    const userAndPassword = decodeBasicHeader(authorizationHeader);
    if (userAndPassword === null) return false;
    return timingSafeEqual(this.digest(userAndPassword), this.expectedDigest);
  }

  private digest(text: string): Buffer {
    return createHash('sha256').update(this.salt).update(text, 'utf8').digest();
  }
}

/** `user:password` from `Basic <base64>`, or null when the header is absent or not Basic. */
export function decodeBasicHeader(header: string | undefined): string | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  return decoded.includes(':') ? decoded : null;
}

/** The user name of a Basic header, for log lines (never the password). */
export function userOfBasicHeader(header: string | undefined): string | null {
  const decoded = decodeBasicHeader(header);
  return decoded === null ? null : decoded.slice(0, decoded.indexOf(':'));
}

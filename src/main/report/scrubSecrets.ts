// The report never holds a password, the factory one neither: values of parameters whose name
// says they hold a secret are masked (as the audit log masks them), and every password the
// studio knows is cut out of every text of the model. Times and checksums are left alone, so a
// password that happens to be digits cannot break them.
import { factoryCredentials } from '../remoteconfig/credentials';
import { passwordMask } from '../remoteconfig/sentScript';

/** Shorter passwords are not searched for: cutting every "123" out of a report would wreck it, not protect it. */
export const minScrubbedSecretLength = 4;

const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z$/;
const sha256Hex = /^[0-9a-f]{64}$/;

/** The passwords to cut out: the given ones and the factory password, longest first (one inside another is cut whole). */
export function secretsToScrub(passwords: Iterable<string>): string[] {
  const wanted = new Set([factoryCredentials.password, ...passwords].filter((secret) => secret.length >= minScrubbedSecretLength));
  return [...wanted].sort((a, b) => b.length - a.length);
}

export function scrubText(text: string, secrets: readonly string[]): string {
  let scrubbed = text;
  for (const secret of secrets) if (scrubbed.includes(secret)) scrubbed = scrubbed.split(secret).join(passwordMask);
  return scrubbed;
}

/** A copy of `value` with every text scrubbed (not times, not checksums). */
export function scrubDeep<T>(value: T, secrets: readonly string[]): T {
  if (typeof value === 'string') return (isoTime.test(value) || sha256Hex.test(value) ? value : scrubText(value, secrets)) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => scrubDeep(item, secrets)) as T;
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) copy[key] = scrubDeep(item as unknown, secrets);
    return copy as T;
  }
  return value;
}

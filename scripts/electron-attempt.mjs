// Remembers a failed attempt to download the Electron runtime, so that `npm start` on a machine
// that cannot obtain it (offline, a blocked mirror) does not pay for the attempt at every start
// (a Node process and a network round, about 2.5 times a plain Node start). The record names
// the reason and the time, and counts only for the same download settings (mirror and cache
// variables): other settings, a day passing, or `npm start -- --retry-electron` try again.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export const attemptFile = '.tmp/electron-attempt.json';
export const retryFlag = '--retry-electron';
export const retryAfterMs = 24 * 60 * 60 * 1000;

const maxReasonChars = 500;

/**
 * The variables @electron/get reads to decide where it downloads from and caches to, as a
 * SHA-256 digest: a mirror URL may carry credentials, which must not be written in plain text.
 */
function downloadSettings(env) {
  const names = Object.keys(env).filter((name) => /^(electron_|npm_config_electron_|ELECTRON_MIRROR|ELECTRON_CUSTOM|force_no_cache)/i.test(name)).sort();
  return createHash('sha256').update(JSON.stringify(names.map((name) => [name, env[name]]))).digest('hex');
}

function sameSettings(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The remembered failure that still holds for these settings ({ reason, failedAt, retryAt }), or null. */
export function rememberedFailure(electronVersion, env = process.env, now = Date.now()) {
  if (!existsSync(attemptFile)) return null;
  let record;
  try {
    record = JSON.parse(readFileSync(attemptFile, 'utf8'));
  } catch {
    return null; // unreadable: simply try again, which writes it afresh
  }
  const failedAt = Date.parse(record?.failedAt);
  if (!Number.isFinite(failedAt) || record.electronVersion !== electronVersion || !sameSettings(record.settings, downloadSettings(env))) return null;
  if (now - failedAt >= retryAfterMs || now < failedAt) return null;
  return { reason: String(record.reason).slice(0, maxReasonChars), failedAt: new Date(failedAt), retryAt: new Date(failedAt + retryAfterMs) };
}

/** Written atomically (temporary file, then rename), so a start that is stopped halfway leaves the old record or the new one. */
export function rememberFailure(electronVersion, reason, env = process.env, now = Date.now()) {
  mkdirSync(dirname(attemptFile), { recursive: true });
  const record = { electronVersion, reason: String(reason).slice(0, maxReasonChars), failedAt: new Date(now).toISOString(), settings: downloadSettings(env) };
  const temporary = `${attemptFile}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(record, null, 2)}\n`);
  renameSync(temporary, attemptFile);
}

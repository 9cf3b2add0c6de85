// Backup file names as the community restore tools look for them: the camera's address
// exactly as listed with its dots turned into dashes and nothing else changed, `_`, the local
// time as yymmdd-HHMM, `.cfg`: 192-168-1-24_251123-0930.cfg, 127-0-0-1:8081_251123-0930.cfg.
// A second, different backup of the same camera in the same minute gets `-2`, `-3`, ... after
// the time (192-168-1-24_251123-0930-2.cfg): never written over.

/** The address as a camera list writes it: the host alone on the scheme's default port, else host:port. */
export function listedAddress(host: string, port: number, https: boolean): string {
  return port === (https ? 443 : 80) ? host : `${host}:${port}`;
}

/** yymmdd-HHMM in local time. */
export function backupTimeStamp(at: Date): string {
  const two = (value: number): string => String(value).padStart(2, '0');
  return `${two(at.getFullYear() % 100)}${two(at.getMonth() + 1)}${two(at.getDate())}-${two(at.getHours())}${two(at.getMinutes())}`;
}

/** Characters that cannot stand in a file name on the systems technicians use (':' is kept: the tools expect it). */
const unusable = /[/\\\0]/;

/** Why `address` cannot name a backup file, or null when it can. */
export function addressNameProblem(address: string): string | null {
  if (address === '' || address === '.' || address === '..') return `the address '${address}' cannot name a file`;
  if (unusable.test(address)) return `the address '${address}' contains a character (/ \\ or NUL) that cannot stand in a file name`;
  return null;
}

/** The name of the `attempt`-th backup of `address` in the minute of `at` (attempt 1: no suffix). */
export function backupFileName(address: string, at: Date, attempt = 1): string {
  const suffix = attempt > 1 ? `-${attempt}` : '';
  return `${address.replaceAll('.', '-')}_${backupTimeStamp(at)}${suffix}.cfg`;
}

// Backup file names as the community restore tools look for them: the camera's address as
// listed with its dots turned into dashes, `_`, the local time as yymmdd-HHMM, `.cfg`:
// 192-168-1-24_251123-0930.cfg. A camera listed with a port cannot keep the `:` of its
// address, which Windows refuses in a file name (and the community tools, Windows programs,
// could not write either): its port follows a `+` instead (127-0-0-1+8081_251123-0930.cfg),
// a name valid on Windows, macOS and Linux. An IPv6 address loses its brackets and its colons
// become dashes too. A second, different backup of the same camera in the same minute gets
// `-2`, `-3`, ... after the time (192-168-1-24_251123-0930-2.cfg): never written over.
// Backups kept under the older name with `:` (made before this rule) restore as any file does.
import { localize, type Text } from '../../../shared/i18n/text';
import { fileNameProblem } from '../../../shared/text/fileNames';

/** The address as a camera list writes it: the host alone on the scheme's default port, else host:port. */
export function listedAddress(host: string, port: number, https: boolean): string {
  return port === (https ? 443 : 80) ? host : `${host}:${port}`;
}

/** yymmdd-HHMM in local time. */
export function backupTimeStamp(at: Date): string {
  const two = (value: number): string => String(value).padStart(2, '0');
  return `${two(at.getFullYear() % 100)}${two(at.getMonth() + 1)}${two(at.getDate())}-${two(at.getHours())}${two(at.getMinutes())}`;
}


/** The address part of a backup's name: dots (and an IPv6 address's colons) as dashes, the port after `+`. */
export function addressNamePart(address: string): string {
  const bracketed = /^\[([^\]]*)\](?::(\d+))?$/.exec(address);
  const withPort = /^([^:]+):(\d+)$/.exec(address);
  const [host, port] = bracketed ? [bracketed[1]!, bracketed[2]] : withPort ? [withPort[1]!, withPort[2]] : [address, undefined];
  const hostPart = host.replaceAll('.', '-').replaceAll(':', '-');
  return port === undefined ? hostPart : `${hostPart}+${port}`;
}

/** Why `address` cannot name a backup file (the one file-name rule, src/shared/text/fileNames.ts), or null when it can. */
export function addressNameProblem(address: string): Text | null {
  if (address === '' || address === '.' || address === '..') return localize('backup.addressNamesNoFile', { address });
  const problem = fileNameProblem(backupFileName(address, new Date(0)));
  return problem === null ? null : localize('backup.addressNamesNoBackup', { address, problem });
}

/** The name of the `attempt`-th backup of `address` in the minute of `at` (attempt 1: no suffix). */
export function backupFileName(address: string, at: Date, attempt = 1): string {
  const suffix = attempt > 1 ? `-${attempt}` : '';
  return `${addressNamePart(address)}_${backupTimeStamp(at)}${suffix}.cfg`;
}

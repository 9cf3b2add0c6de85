// What git prints may hold a remote's credentials (`https://user:token@host/...` in an error) and
// text from a repository made elsewhere (a branch name, a path, a remote's message) that could
// steer a terminal. Everything of git's that a technician sees goes through shownGitText first.
import { terminalSafeText } from '../../shared/text/terminalSafeText';

// scheme://userinfo@ : the whole user part goes, since a token is often the user name alone.
const urlCredentials = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@]+@/gi;

/** `url` with its user name and password (if any) replaced by `***`. */
export function withoutUrlCredentials(text: string): string {
  return text.replace(urlCredentials, '$1***@');
}

/** git's text as it may be shown: credentials and the given secrets replaced, controls escaped, line by line. */
export function shownGitText(text: string, secrets: readonly string[] = []): string {
  let redacted = withoutUrlCredentials(text);
  for (const secret of secrets) if (secret !== '') redacted = redacted.split(secret).join('***');
  return redacted
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => terminalSafeText(line))
    .join('\n')
    .trimEnd();
}

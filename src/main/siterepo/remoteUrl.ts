// The remote a site is shared through, checked before git sees it. Its credentials stay with
// git (a credential helper, the SSH agent): a URL with a password in it is refused, because git
// would keep it in plain text in .git/config and print it in its messages.
import { firstControlCharacter } from '../../shared/text/controlCharacters';
import { SiteRepositoryError } from './siteErrors';

const maxUrlLength = 2048;
const urlSchemes = new Set(['https:', 'http:', 'ssh:', 'git:', 'file:']);
// git's scp-like form: [user@]host:path (no scheme, no slash before the colon).
const scpLike = /^(?:[A-Za-z0-9._~-]+@)?[A-Za-z0-9.-]+:(?!\/\/)[^\s]*$/;

/** `url` when the studio may give it to git as a remote; SiteRepositoryError naming what is wrong otherwise. */
export function checkedRemoteUrl(url: string): string {
  const refuse = (why: string): never => {
    throw new SiteRepositoryError(`the remote URL is refused: ${why}`, 'bad_input');
  };
  if (url === '' || url.length > maxUrlLength) refuse(`it must be 1 to ${maxUrlLength} characters`);
  if (firstControlCharacter(url)) refuse('it contains a control character');
  if (url.startsWith('-')) refuse("it starts with '-', which git would take for an option");
  if (/^[a-z][a-z0-9+.-]*::/i.test(url)) refuse(`the transport '${url.slice(0, url.indexOf('::'))}::' runs a program; use https://, ssh://, git:// or a folder`);
  if (url.startsWith('/') || /^[A-Za-z]:[\\/]/.test(url)) return url;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return refuse('it is not a valid URL');
    }
    if (!urlSchemes.has(parsed.protocol)) refuse(`the scheme '${parsed.protocol}' is not one of https, http, ssh, git, file`);
    if (parsed.password !== '') {
      refuse('it holds a password, which git would keep in plain text in .git/config and print in its messages; give the URL without it and let git keep the password (a credential helper, or an SSH key)');
    }
    return url;
  }
  if (scpLike.test(url)) return url;
  return refuse('it is neither a URL (https://, ssh://, git://, file://), nor user@host:path, nor an absolute folder');
}

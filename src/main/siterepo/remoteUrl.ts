// The remote a site is shared through, checked before git sees it. Its credentials stay with
// git (a credential helper, the SSH agent): a URL with a password in it is refused, because git
// would keep it in plain text in .git/config and print it in its messages.
import { firstControlCharacter } from '../../shared/text/controlCharacters';
import { SiteRepositoryError } from './siteErrors';
import { localize, type Text } from '../../shared/i18n/text';

const maxUrlLength = 2048;
const urlSchemes = new Set(['https:', 'http:', 'ssh:', 'git:', 'file:']);
// git's scp-like form: [user@]host:path (no scheme, no slash before the colon).
const scpLike = /^(?:[A-Za-z0-9._~-]+@)?[A-Za-z0-9.-]+:(?!\/\/)[^\s]*$/;

/** `url` when the studio may give it to git as a remote; SiteRepositoryError naming what is wrong otherwise. */
export function checkedRemoteUrl(url: string): string {
  const refuse = (why: Text): never => {
    throw new SiteRepositoryError(localize('siteRepo.remote.refused', { why }), 'bad_input');
  };
  if (url === '' || url.length > maxUrlLength) refuse(localize('siteRepo.remote.length', { max: maxUrlLength }));
  if (firstControlCharacter(url)) refuse(localize('siteRepo.remote.controlCharacter'));
  if (url.startsWith('-')) refuse(localize('siteRepo.remote.dash'));
  if (/^[a-z][a-z0-9+.-]*::/i.test(url)) refuse(localize('siteRepo.remote.transport', { transport: url.slice(0, url.indexOf('::')) }));
  if (url.startsWith('/') || /^[A-Za-z]:[\\/]/.test(url)) return url;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return refuse(localize('siteRepo.remote.invalid'));
    }
    if (!urlSchemes.has(parsed.protocol)) refuse(localize('siteRepo.remote.scheme', { scheme: parsed.protocol }));
    if (parsed.password !== '') {
      refuse(localize('siteRepo.remote.password'));
    }
    return url;
  }
  if (scpLike.test(url)) return url;
  return refuse(localize('siteRepo.remote.form'));
}

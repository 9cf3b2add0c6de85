// Which links leave the app for the system browser. Everything else is refused.

/** Hosts whose https pages may be opened in the system browser (project documentation). */
export const externalLinkHosts: readonly string[] = ['github.com', 'www.electronjs.org'];

export function isAllowedExternalLink(url: string, hosts: readonly string[] = externalLinkHosts): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return parsed.protocol === 'https:' && parsed.username === '' && parsed.password === '' && hosts.includes(parsed.hostname);
}

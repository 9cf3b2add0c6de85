// The scan dialog's fields as a site.discover request, checked here first with the same parsers
// the studio uses, so a bad range or port is said at once and nothing is sent.
import { parseAddressRange, parsePortList } from '../../../shared/site/addressRange';
import type { ScanRequest } from './discoveryActions';

export type ScanForm = { request: ScanRequest; total: number } | { problem: string };

export function scanFormOf(data: FormData): ScanForm {
  const text = (name: string): string => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const https = data.get('https') === 'on';
  const range = parseAddressRange(text('range'));
  if (!range.ok) return { problem: range.problem };
  const portsText = text('ports').trim();
  const ports = parsePortList(portsText === '' ? [] : [portsText], https ? 443 : 80);
  if (!ports.ok) return { problem: ports.problem };
  const user = text('user').trim();
  const password = text('password');
  const request: ScanRequest = { range: text('range').trim(), ports: ports.value, https, ...(user === '' ? {} : { user }), ...(password === '' ? {} : { password }) };
  return { request, total: range.value.length * ports.value.length };
}

// `camconfig sim --hosts FROM-TO`: the loopback addresses the simulated cameras listen on, one
// camera each. The range is read as an address scan reads it (src/shared/site/addressRange.ts);
// only 127.0.0.0/8 is accepted: a simulator must never listen on a real network.
import { addressesBetween, addressRangeBounds, ipv4Value } from '../../../shared/site/addressRange';
import { localize } from '../../../shared/i18n/text';
import { UsageError } from '../../base/commandLine/usageError';

const loopbackFirst = ipv4Value(127, 0, 0, 1);
const loopbackLast = ipv4Value(127, 255, 255, 254);

/** The addresses of `text` (`127.0.0.2-127.0.0.60`, a CIDR block or one address), in order; at most `limit`. */
export function parseLoopbackHosts(text: string, limit: number): string[] {
  const bounds = addressRangeBounds(text);
  if (!bounds.ok) throw new UsageError(localize('cliSim.error.hostsRange', { problem: bounds.problem }));
  const { first, last } = bounds.value;
  if (first < loopbackFirst || last > loopbackLast) {
    throw new UsageError(localize('cliSim.error.hostsNotLoopback', { given: text }));
  }
  const count = last - first + 1;
  if (count > limit) throw new UsageError(localize('cliSim.error.hostsTooMany', { given: text, count, max: limit }));
  return addressesBetween(first, last);
}

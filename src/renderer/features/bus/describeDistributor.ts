import type { DistributorState } from '../../../shared/api/distributorSchemas';

/** One line about the distributor, e.g. "lo 127.0.0.1 → 127.255.255.255:17001, encrypted". */
export function describeDistributor(distributor: DistributorState | null): string {
  if (distributor === null) return 'state not known yet';
  if (!distributor.active) return distributor.reason ?? 'not initialised';
  const where = [distributor.iface, distributor.address, distributor.broadcastAddress && distributor.port !== null ? `→ ${distributor.broadcastAddress}:${distributor.port}` : null]
    .filter(Boolean)
    .join(' ');
  return `${where || 'active'}, ${distributor.encrypted ? 'encrypted' : 'not encrypted'}`;
}

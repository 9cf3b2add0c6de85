import type { DistributorState } from '../../../shared/api/distributorSchemas';
import { distributorNotSetUpReason } from '../../../shared/distributor/notSetUpReason';
import type { StudioText } from '../../i18n/studioText';

/** One line about the distributor, e.g. "lo 127.0.0.1 → 127.255.255.255:17001, encrypted". Its reason for being inactive comes from the studio (English), but for a distributor not set up yet. */
export function describeDistributor(distributor: DistributorState | null, t: StudioText): string {
  if (distributor === null) return t('bus.distributor.unknown');
  if (!distributor.active && distributor.reason === distributorNotSetUpReason) return t('bus.distributor.notSetUp');
  if (!distributor.active) return distributor.reason ?? t('bus.distributor.notInitialised');
  const towards = distributor.broadcastAddress && distributor.port !== null ? t('bus.distributor.towards', { address: distributor.broadcastAddress, port: distributor.port }) : null;
  const where = [distributor.iface, distributor.address, towards].filter(Boolean).join(' ') || t('bus.distributor.active');
  return distributor.encrypted ? t('bus.distributor.encrypted', { where }) : t('bus.distributor.notEncrypted', { where });
}

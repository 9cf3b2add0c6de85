import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../i18n/useLanguage';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { readHeardOnBus } from './discoveryActions';

interface HeardOnBusListProps {
  /** False while a scan runs: one scan at a time. */
  canProbe: boolean;
  /** Scans that one address with the dialog's ports and credentials (the dialog's own scan) and adds what opens there. */
  onProbe(address: string): void;
}

/**
 * "Found on the bus": the addresses the message bus heard that are not a camera of the
 * workspace (site.heardOnBus, which sends nothing to them). Nothing is probed until "Probe and
 * add" is clicked, and then only that address; a camera that opens there is added.
 */
export function HeardOnBusList({ canProbe, onProbe }: HeardOnBusListProps) {
  const studio = useStudio();
  const { t } = useTranslation();
  const format = useFormatters();
  const heard = useStudioStore('discovery', (state) => state.heardOnBus);
  const problem = useStudioStore('discovery', (state) => state.heardProblem);
  const load = () => void readHeardOnBus(studio);
  useEffect(() => void readHeardOnBus(studio), [studio]);

  return (
    <section aria-label={t('discovery.heard.heading')} className="discovery-heard">
      <h4>{t('discovery.heard.heading')}</h4>
      {problem && <p role="alert">{problem}</p>}
      {heard && heard.peers.length === 0 && <p className="discovery-heard-none">{t('discovery.heard.none')}</p>}
      {heard && heard.peers.length > 0 && (
        <ul className="discovery-heard-list">
          {heard.peers.map((peer) => (
            <li key={peer.address}>
              <span className="discovery-address">{peer.address}</span>
              <span className="discovery-heard-detail" title={format.dateTime(new Date(peer.lastHeardAt))}>
                {t('discovery.heard.messages', { count: peer.messages })}
              </span>
              <button type="button" className="button" disabled={!canProbe} aria-label={t('discovery.heard.probeName', { address: peer.address })} onClick={() => onProbe(peer.address)}>
                {t('discovery.heard.probe')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {heard && heard.omitted > 0 && <p>{t('discovery.heard.omitted', { count: heard.omitted })}</p>}
      <button type="button" className="link-button" onClick={load}>
        {t('discovery.heard.refresh')}
      </button>
    </section>
  );
}

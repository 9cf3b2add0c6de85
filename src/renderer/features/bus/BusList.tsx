import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { StateBadge } from '../../ui/badges';
import { useRovingFocus } from '../../ui/useRovingFocus';
import { describeDistributor } from './describeDistributor';
import { DistributorSetupForm } from './DistributorSetupForm';
import { useText } from '../../i18n/useText';
import type { SimulatedBusPeerView } from '../../../shared/api/simulatorSchemas';

/** The "Message bus" section of the sidebar: the distributor and the simulated bus peers. */
export function BusList() {
  const { stores } = useStudio();
  const { t } = useTranslation();
  const show = useText();
  const distributor = useStudioStore('bus', (state) => state.distributor);
  const peers = useStudioStore('bus', (state) => state.peers);
  const [focusIndex, setFocusIndex] = useState(0);
  const count = 1 + peers.length;
  const roving = useRovingFocus(count, Math.min(focusIndex, count - 1), setFocusIndex);
  const openConsole = () => stores.ui.getState().showView('console');
  const activate = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openConsole();
    }
  };
  const distributorState = distributor === null ? 'unknown' : distributor.active ? 'active' : 'inactive';

  return (
    <section className="sidebar-section" aria-labelledby="bus-heading">
      <h2 id="bus-heading">{t('bus.list.heading')}</h2>
      <ul role="listbox" aria-labelledby="bus-heading" className="sidebar-list" onKeyDown={roving.onKeyDown}>
        <li
          ref={roving.itemRef(0)}
          role="option"
          aria-selected={false}
          tabIndex={roving.tabIndexOf(0)}
          className="sidebar-item"
          onClick={openConsole}
          onKeyDown={activate}
          onFocus={() => setFocusIndex(0)}
        >
          <span className="item-title">{t('bus.list.distributor')}</span>
          <span className="item-tags">
            <StateBadge state={distributorState} label={t(`bus.list.state.${distributorState}`)} />
          </span>
          <span className="item-detail">{describeDistributor(distributor, t)}</span>
        </li>
        {peers.map((peer, index) => (
          <li
            key={peer.peerId}
            ref={roving.itemRef(index + 1)}
            role="option"
            aria-selected={false}
            tabIndex={roving.tabIndexOf(index + 1)}
            className="sidebar-item"
            onClick={openConsole}
            onKeyDown={activate}
            onFocus={() => setFocusIndex(index + 1)}
          >
            <span className="item-title">{peer.identity ? t('bus.list.peerTitle', { peerId: peer.peerId, IP: peer.identity.IP, PID: peer.identity.PID }) : peer.peerId}</span>
            <span className="item-tags">
              <PeerBadge peer={peer} />
              <span className="simulated-tag">{t('bus.list.simulated')}</span>
            </span>
            <span className="item-detail">{peer.running && peer.reach === 'cut_off' ? t('bus.list.cutOff') : show(peer.description)}</span>
          </li>
        ))}
      </ul>
      <DistributorSetupForm />
    </section>
  );
}

/** Running, stopped, or cut off: running, but the studio's distributor does not receive its packages. */
function PeerBadge({ peer }: { peer: SimulatedBusPeerView }) {
  const { t } = useTranslation();
  if (!peer.running) return <StateBadge state="stopped" label={t('bus.list.state.stopped')} />;
  if (peer.reach === 'cut_off') return <StateBadge state="cut_off" label={t('bus.list.state.cutOff')} />;
  return <StateBadge state="running" label={t('bus.list.state.running')} />;
}

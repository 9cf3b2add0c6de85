import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiscoveryResult } from '../../../shared/site/discoveryResult';
import type { StudioText } from '../../i18n/studioText';
import { canAdd, resultKey } from './discoveryScan';

const rowHeight = 34;

interface DiscoveryResultListProps {
  cameras: DiscoveryResult[];
  chosen: ReadonlySet<string>;
  onToggle(key: string): void;
}

/** The cameras found, virtualised (a scan can find thousands): a checkbox for each that can be added. */
export function DiscoveryResultList({ cameras, chosen, onToggle }: DiscoveryResultListProps) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({ count: cameras.length, getScrollElement: () => scroller.current, estimateSize: () => rowHeight, getItemKey: (index) => resultKey(cameras[index]!), overscan: 10 });
  return (
    <div ref={scroller} className="discovery-results" role="list" aria-label={t('discovery.foundList')}>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const camera = cameras[item.index]!;
          return (
            <div key={item.key} role="listitem" className="discovery-row" style={{ position: 'absolute', top: 0, left: 0, right: 0, height: rowHeight, transform: `translateY(${item.start}px)` }}>
              <DiscoveryRow camera={camera} chosen={chosen.has(resultKey(camera))} onToggle={onToggle} />
            </div>
          );
        })}
      </div>
    </div>
  );
}

function DiscoveryRow({ camera, chosen, onToggle }: { camera: DiscoveryResult; chosen: boolean; onToggle(key: string): void }) {
  const { t } = useTranslation();
  const key = resultKey(camera);
  const detail = detailOf(camera, t);
  return (
    <label className="discovery-row-label">
      <input type="checkbox" checked={chosen} disabled={!canAdd(camera)} onChange={() => onToggle(key)} />
      <span className="discovery-address">{key}</span>
      <span className="discovery-detail" title={detail}>
        {detail}
      </span>
      {camera.inWorkspace && <span className="discovery-tag">{t('discovery.inWorkspace')}</span>}
      {camera.factoryPassword && <span className="discovery-factory">{t('discovery.factoryPassword')}</span>}
    </label>
  );
}

function detailOf(camera: DiscoveryResult, t: StudioText): string {
  if (camera.status === 'locked') return t('discovery.locked');
  if (camera.status === 'certificate_changed') return t('discovery.certificateChanged');
  return t('discovery.firmware', { firmware: camera.firmware ?? t('discovery.firmwareUnknown') });
}

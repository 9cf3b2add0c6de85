import { useTranslation } from 'react-i18next';
import type { DistributorStatistics } from '../../../shared/api/distributorSchemas';
import { dropReasons } from '../../../shared/distributor/statistics';
import { useStudioStore } from '../../studio/StudioContext';
import { StateBadge } from '../../ui/badges';
import { describeDistributor } from '../bus/describeDistributor';
import { usePeerNames } from '../bus/usePeerNames';
import { formatRate } from './formatRate';
import { HealthPanel } from './HealthPanel';
import { droppedPackagesAlarm, type HealthSign } from './healthSigns';
import { PeerTable } from './PeerTable';
import { RateCharts } from './RateCharts';
import { useHealthSigns } from './useHealthSigns';
import { useWording } from './useWording';
import '../../styles/statistics.css';

type SummaryCounter = keyof DistributorStatistics['publication']['summary'];

const summaryCounters: SummaryCounter[] = ['msg_tx', 'msg_rx', 'msg_rx_dup', 'msg_rx_resend', 'msg_rx_err', 'pkt_tx', 'pkt_tx_err', 'pkt_rx', 'pkt_rx_err'];

/** The statistics dashboard: this process and its distributor, health signs, summary counters, rates over time, the peers and the drops by reason. */
export function StatisticsView() {
  const { t } = useTranslation();
  const statistics = useStudioStore('statistics', (state) => state.statistics);
  const updatedAt = useStudioStore('statistics', (state) => state.updatedAt);
  const names = usePeerNames();
  const wording = useWording();
  const signs = useHealthSigns(names, wording);
  if (statistics === null) return <p className="view-empty">{t('statistics.empty')}</p>;
  const { publication } = statistics;

  return (
    <div className="statistics-view">
      <div className="view-toolbar">
        <h2 className="view-heading">{t('statistics.heading')}</h2>
        <SelfLine self={publication.self} updatedAt={updatedAt} />
      </div>
      <HealthPanel signs={signs} />
      <SummaryCounters summary={publication.summary} signs={signs} />
      <RateCharts names={names} />
      <h3 className="subheading">{t('statistics.peers.heading')}</h3>
      {publication.peers.length === 0 && statistics.authFailures.sources.length === 0 && statistics.authFailures.others.packages === 0 ? (
        <p className="view-note">{t('statistics.peers.none')}</p>
      ) : (
        <PeerTable statistics={statistics} names={names} />
      )}
      <DropsByReason drops={statistics.drops} />
    </div>
  );
}

function SelfLine({ self, updatedAt }: { self: DistributorStatistics['publication']['self']; updatedAt: number | null }) {
  const { t, format } = useWording();
  const distributor = useStudioStore('bus', (state) => state.distributor);
  return (
    <p className="view-note self-line" aria-label={t('statistics.self.label')}>
      {t('statistics.self.line')} <span className="mono">{self.IP}</span> ({t('statistics.self.pid')} <span className="mono">{self.PID}</span>) · {t('statistics.self.distributor')}{' '}
      <StateBadge state={distributor === null ? 'unknown' : distributor.active ? 'active' : 'inactive'} /> {describeDistributor(distributor, t)}
      {updatedAt !== null && <> · {t('statistics.self.updated', { time: format.time(updatedAt) })}</>}
    </p>
  );
}

function SummaryCounters({ summary, signs }: { summary: DistributorStatistics['publication']['summary']; signs: HealthSign[] }) {
  const wording = useWording();
  const { t, format } = wording;
  const history = useStudioStore('statistics', (state) => state.history);
  useStudioStore('statistics', (state) => state.historyVersion);
  const rate = (counter: 'msg_rx' | 'pkt_rx' | 'msg_tx' | 'pkt_tx') => history.summaryRate(counter).values.at(-1) ?? null;
  const rates: Partial<Record<string, number | null>> = { msg_rx: rate('msg_rx'), pkt_rx: rate('pkt_rx'), msg_tx: rate('msg_tx'), pkt_tx: rate('pkt_tx') };
  const alarm = droppedPackagesAlarm(signs);
  return (
    <dl className="counter-grid" aria-label={t('statistics.counters.label')}>
      {summaryCounters.map((key) => {
        const label = t(`statistics.counters.${key}`);
        const cardAlarm = key === 'pkt_rx_err' ? alarm : null;
        const title = cardAlarm
          ? t('statistics.counters.alarmTitle', { signs: cardAlarm.signs.map((sign) => sign.title).join(', ') })
          : key === 'msg_rx_dup'
            ? t('statistics.counters.duplicatesTitle')
            : label;
        return (
          <div key={key} className={cardAlarm ? `counter counter-alarm counter-alarm-${cardAlarm.severity}` : 'counter'} title={title}>
            <dt>
              <span className="counter-label">{label}</span> <span className="counter-key">{key}</span>
            </dt>
            <dd>
              {format.number(summary[key], 0)}
              {key in rates && <span className="counter-rate"> {formatRate(rates[key] ?? null, wording)}</span>}
            </dd>
            {cardAlarm && (
              <dd className="counter-alarm-text">
                <span aria-hidden="true" className="counter-alarm-icon">
                  ⚠
                </span>{' '}
                {cardAlarm.severity === 'problem' ? t('statistics.counters.alarmProblem') : t('statistics.counters.alarmWarning')}
              </dd>
            )}
          </div>
        );
      })}
    </dl>
  );
}

function DropsByReason({ drops }: { drops: DistributorStatistics['drops'] }) {
  const { t, format } = useWording();
  const nonZero = dropReasons.filter((reason) => drops.total[reason] > 0);
  return (
    <>
      <h3 className="subheading">{t('statistics.drops.heading')}</h3>
      {nonZero.length === 0 ? (
        <p className="view-note">{t('statistics.drops.none')}</p>
      ) : (
        <dl className="drop-list" aria-label={t('statistics.drops.label')}>
          {nonZero.map((reason) => (
            <div key={reason} className="drop-entry" title={t(`statistics.dropReasons.${reason}`)}>
              <dt className="mono">{reason}</dt>
              <dd>{format.number(drops.total[reason], 0)}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}

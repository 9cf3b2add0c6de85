import { useTranslation } from 'react-i18next';
import type { DistributorStatistics } from '../../../shared/api/distributorSchemas';
import { dropReasonDescriptions, dropReasons } from '../../../shared/distributor/statistics';
import { useStudioStore } from '../../studio/StudioContext';
import { StateBadge } from '../../ui/badges';
import { formatClock } from '../../ui/formatClock';
import { describeDistributor } from '../bus/describeDistributor';
import { usePeerNames } from '../bus/usePeerNames';
import { HealthPanel } from './HealthPanel';
import { PeerTable } from './PeerTable';
import { RateCharts } from './RateCharts';
import { formatRate } from './RateChart';
import '../../styles/statistics.css';

const summaryLabels: Array<[key: keyof DistributorStatistics['publication']['summary'], label: string]> = [
  ['msg_tx', 'Messages sent'],
  ['msg_rx', 'Messages received'],
  ['msg_rx_dup', 'Duplicates'],
  ['msg_rx_resend', 'Resends received'],
  ['msg_rx_err', 'Message errors'],
  ['pkt_tx', 'Packages sent'],
  ['pkt_tx_err', 'Send errors'],
  ['pkt_rx', 'Packages received'],
  ['pkt_rx_err', 'Packages dropped'],
];

/** Counters whose number alone would mislead: what they are, and when they are normal. */
const summaryTitles: Partial<Record<keyof DistributorStatistics['publication']['summary'], string>> = {
  msg_rx_dup:
    'Copies of resent packages, dropped here: a peer with broadcast.resend N sends each message N times, so N − 1 copies per message are expected. Only copies beyond that (replays) are a problem: see the Peers table and the health signs.',
};

/** The statistics dashboard: this process and its distributor, health signs, summary counters, rates over time, the peers and the drops by reason. */
export function StatisticsView() {
  const statistics = useStudioStore('statistics', (state) => state.statistics);
  const updatedAt = useStudioStore('statistics', (state) => state.updatedAt);
  const names = usePeerNames();
  if (statistics === null) return <p className="view-empty">No statistics yet: the distributor has not reported any.</p>;
  const { publication } = statistics;

  return (
    <div className="statistics-view">
      <div className="view-toolbar">
        <h2 className="view-heading">Statistics</h2>
        <SelfLine self={publication.self} updatedAt={updatedAt} />
      </div>
      <HealthPanel names={names} />
      <SummaryCounters summary={publication.summary} />
      <RateCharts names={names} />
      <h3 className="subheading">Peers</h3>
      {publication.peers.length === 0 && statistics.authFailures.sources.length === 0 && statistics.authFailures.others.packages === 0 ? (
        <p className="view-note">No peer heard from yet.</p>
      ) : (
        <PeerTable statistics={statistics} names={names} />
      )}
      <DropsByReason drops={statistics.drops} />
    </div>
  );
}

function SelfLine({ self, updatedAt }: { self: DistributorStatistics['publication']['self']; updatedAt: number | null }) {
  const distributor = useStudioStore('bus', (state) => state.distributor);
  const { t } = useTranslation();
  return (
    <p className="view-note self-line" aria-label="This process">
      This process: <span className="mono">{self.IP}</span> (PID <span className="mono">{self.PID}</span>) · distributor{' '}
      <StateBadge state={distributor === null ? 'unknown' : distributor.active ? 'active' : 'inactive'} /> {describeDistributor(distributor, t)}
      {updatedAt !== null && ` · updated ${formatClock(updatedAt)}`}
    </p>
  );
}

function SummaryCounters({ summary }: { summary: DistributorStatistics['publication']['summary'] }) {
  const history = useStudioStore('statistics', (state) => state.history);
  useStudioStore('statistics', (state) => state.historyVersion);
  const rate = (counter: 'msg_rx' | 'pkt_rx' | 'msg_tx' | 'pkt_tx') => history.summaryRate(counter).values.at(-1) ?? null;
  const rates: Partial<Record<string, number | null>> = { msg_rx: rate('msg_rx'), pkt_rx: rate('pkt_rx'), msg_tx: rate('msg_tx'), pkt_tx: rate('pkt_tx') };
  return (
    <dl className="counter-grid" aria-label="Summary counters">
      {summaryLabels.map(([key, label]) => (
        <div key={key} className="counter" title={summaryTitles[key]}>
          <dt>
            {label} <span className="counter-key">{key}</span>
          </dt>
          <dd>
            {summary[key]}
            {key in rates && <span className="counter-rate"> {formatRate(rates[key] ?? null)}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function DropsByReason({ drops }: { drops: DistributorStatistics['drops'] }) {
  const nonZero = dropReasons.filter((reason) => drops.total[reason] > 0);
  return (
    <>
      <h3 className="subheading">Drops by reason</h3>
      {nonZero.length === 0 ? (
        <p className="view-note">Nothing dropped.</p>
      ) : (
        <dl className="drop-list" aria-label="Drops by reason">
          {nonZero.map((reason) => (
            <div key={reason} className="drop-entry" title={dropReasonDescriptions[reason]}>
              <dt className="mono">{reason}</dt>
              <dd>{drops.total[reason]}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}

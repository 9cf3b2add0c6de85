import { dropReasons } from '../../../shared/distributor/statistics';
import { useStudioStore } from '../../studio/StudioContext';
import { formatClock } from '../../ui/formatClock';

const summaryLabels: Array<[key: string, label: string]> = [
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

/** The distributor's statistics record: summary counters, drops by reason, peers. */
export function StatisticsView() {
  const statistics = useStudioStore('statistics', (state) => state.statistics);
  const updatedAt = useStudioStore('statistics', (state) => state.updatedAt);
  if (statistics === null) return <p className="view-empty">No statistics yet: the distributor has not reported any.</p>;
  const { publication, drops } = statistics;
  const summary = publication.summary as Record<string, number>;
  const nonZeroDrops = dropReasons.filter((reason) => drops.total[reason] > 0);

  return (
    <div className="statistics-view">
      <div className="view-toolbar">
        <h2 className="view-heading">Statistics</h2>
        <p className="view-note">
          This process: {publication.self.IP} (PID {publication.self.PID}){updatedAt !== null && `, updated ${formatClock(updatedAt)}`}
        </p>
      </div>
      <dl className="counter-grid" aria-label="Summary counters">
        {summaryLabels.map(([key, label]) => (
          <div key={key} className="counter">
            <dt>
              {label} <span className="counter-key">{key}</span>
            </dt>
            <dd>{summary[key] ?? 0}</dd>
          </div>
        ))}
      </dl>
      <h3 className="subheading">Drops by reason</h3>
      {nonZeroDrops.length === 0 ? (
        <p className="view-note">Nothing dropped.</p>
      ) : (
        <dl className="drop-list" aria-label="Drops by reason">
          {nonZeroDrops.map((reason) => (
            <div key={reason} className="drop-entry">
              <dt className="mono">{reason}</dt>
              <dd>{drops.total[reason]}</dd>
            </div>
          ))}
        </dl>
      )}
      <h3 className="subheading">Peers</h3>
      {publication.peers.length === 0 ? (
        <p className="view-note">No peer heard from yet.</p>
      ) : (
        <table className="data-table" aria-label="Peers">
          <thead>
            <tr>
              <th scope="col">IP</th>
              <th scope="col">PID</th>
              <th scope="col">msg_rx</th>
              <th scope="col">msg_rx_dup</th>
              <th scope="col">msg_rx_err</th>
              <th scope="col">msg_rx_resend</th>
              <th scope="col">pkt_rx</th>
              <th scope="col">pkt_rx_err</th>
            </tr>
          </thead>
          <tbody>
            {publication.peers.map((peer) => (
              <tr key={`${peer.IP}/${peer.PID}`}>
                <td className="mono">{peer.IP}</td>
                <td className="mono">{peer.PID}</td>
                <td>{peer.msg_rx}</td>
                <td>{peer.msg_rx_dup}</td>
                <td>{peer.msg_rx_err}</td>
                <td>{peer.msg_rx_resend}</td>
                <td>{peer.pkt_rx}</td>
                <td>{peer.pkt_rx_err}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

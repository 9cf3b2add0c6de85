import { Fragment, useMemo } from 'react';
import type { DistributorStatistics } from '../../../shared/api/distributorSchemas';
import { useStudioStore } from '../../studio/StudioContext';
import { formatClock } from '../../ui/formatClock';
import { peerColours, toggleCharted } from './chartedPeers';
import { formatDuration } from './formatDuration';
import { peerName } from './healthSigns';
import { formatPercent } from './peerRatios';
import { counterColumns, nextSort, peerRows, ratioColumns, sortPeerRows, type PeerColumn, type PeerRow, type PeerSort } from './peerTable';
import { useChartedPeers } from './useChartedPeers';

const headings: Record<PeerColumn, { label: string; title: string }> = {
  IP: { label: 'Peer', title: 'IPv4 address of the peer, and the camera of the workspace at that address' },
  PID: { label: 'PID', title: 'Process id of the peer program' },
  msg_rx: { label: 'msg_rx', title: 'Messages received and delivered (first copy of each)' },
  msg_rx_dup: { label: 'msg_rx_dup', title: 'Copies of an already delivered message (resends)' },
  msg_rx_err: { label: 'msg_rx_err', title: 'Messages refused: path or value breaks the message rules' },
  msg_rx_resend: { label: 'msg_rx_resend', title: 'Delivered messages whose first copy to arrive was a resend: earlier copies were lost' },
  pkt_rx: { label: 'pkt_rx', title: 'Packages received and decoded' },
  pkt_rx_err: { label: 'pkt_rx_err', title: 'Decoded packages dropped anyway (clock offset, replay, sender limit)' },
  error: { label: 'Error %', title: 'pkt_rx_err out of pkt_rx' },
  duplicate: { label: 'Dup %', title: 'msg_rx_dup out of every message copy (msg_rx + msg_rx_dup + msg_rx_err)' },
  resend: { label: 'Resend %', title: 'msg_rx_resend out of msg_rx' },
  lastHeardAt: { label: 'Last heard', title: 'Time since the last package from the peer, by the distributor clock' },
};

/** The record's peers with every counter of 2.5, the derived ratios and when each was last heard; sorted by a header click. */
export function PeerTable({ statistics, cameraNames }: { statistics: DistributorStatistics; cameraNames: ReadonlyMap<string, string> }) {
  const sort = useStudioStore('statistics', (state) => state.sort);
  const setSort = useStudioStore('statistics', (state) => state.setSort);
  const setChartedPeers = useStudioStore('statistics', (state) => state.setChartedPeers);
  const charted = useChartedPeers();
  const rows = useMemo(() => sortPeerRows(peerRows(statistics), sort), [statistics, sort]);
  const chartedIndex = new Map(charted.map((peer, index) => [peer.key, index]));

  return (
    <div className="peer-table-scroller">
      <table className="data-table peer-table" aria-label="Peers">
        <thead>
          <tr>
            {(Object.keys(headings) as PeerColumn[]).map((column) => (
              <SortableHeading key={column} column={column} sort={sort} onSort={() => setSort(nextSort(sort, column))} />
            ))}
            <th scope="col">Chart</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const name = peerName(row.IP, row.PID, cameraNames);
            const index = chartedIndex.get(row.key);
            return (
              <tr key={row.key}>
                <th scope="row" className="mono">
                  {row.IP}
                  {cameraNames.has(row.IP) && <span className="peer-camera">{cameraNames.get(row.IP)}</span>}
                </th>
                <td className="mono">{row.PID}</td>
                {counterColumns.map((counter) => (
                  <td key={counter} className="number">
                    {row[counter]}
                  </td>
                ))}
                {ratioColumns.map((ratio) => (
                  <td key={ratio} className="number">
                    {formatPercent(row.ratios[ratio])}
                  </td>
                ))}
                <LastHeardCell row={row} takenAt={statistics.activity.takenAt} />
                <td>
                  <label className="chart-choice">
                    <input type="checkbox" checked={index !== undefined} onChange={() => setChartedPeers(toggleCharted(charted, row.key))} aria-label={`Chart ${name}`} />
                    {index !== undefined && <span className="chart-swatch" style={{ backgroundColor: peerColours[index % peerColours.length] }} aria-hidden="true" />}
                  </label>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function SortableHeading({ column, sort, onSort }: { column: PeerColumn; sort: PeerSort; onSort(): void }) {
  const { label, title } = headings[column];
  const direction = sort?.column === column ? sort.direction : undefined;
  return (
    <th scope="col" aria-sort={direction ?? 'none'} title={title}>
      <button type="button" className="sort-button" onClick={onSort}>
        <BreakableName name={label} />
        <span aria-hidden="true" className="sort-mark">
          {direction === 'ascending' ? ' ▲' : direction === 'descending' ? ' ▼' : ''}
        </span>
      </button>
    </th>
  );
}

/** msg_rx_resend may break after each underscore, so the counter columns stay narrow. */
function BreakableName({ name }: { name: string }) {
  return name.split('_').map((part, index) => (
    <Fragment key={index}>
      {index > 0 && (
        <>
          _<wbr />
        </>
      )}
      {part}
    </Fragment>
  ));
}

function LastHeardCell({ row, takenAt }: { row: PeerRow; takenAt: number }) {
  if (row.lastHeardAt === null) return <td>–</td>;
  return (
    <td title={`Last package at ${formatClock(row.lastHeardAt)}`} className="number">
      {formatDuration(Math.max(0, takenAt - row.lastHeardAt))} ago
    </td>
  );
}

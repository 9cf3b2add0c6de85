import { Fragment, useMemo } from 'react';
import type { DistributorStatistics } from '../../../shared/api/distributorSchemas';
import { maxAuthFailureSources } from '../../../shared/distributor/statistics';
import { useStudioStore } from '../../studio/StudioContext';
import { formatClock } from '../../ui/formatClock';
import type { PeerNames } from '../bus/peerNames';
import { peerColours, toggleCharted } from './chartedPeers';
import { formatDuration } from './formatDuration';
import { formatPercent } from './peerRatios';
import {
  counterColumns,
  duplicateExplanation,
  failingRows,
  nextSort,
  peerRows,
  ratioColumns,
  sortPeerRows,
  type FailingRow,
  type PeerColumn,
  type PeerRow,
  type PeerSort,
} from './peerTable';
import { useChartedPeers } from './useChartedPeers';

const headings: Record<PeerColumn, { label: string; title: string }> = {
  IP: {
    label: 'Peer',
    title: 'IPv4 address of the peer. A camera of the workspace is named only where certain: the one camera at that address, and no other sender heard there',
  },
  PID: { label: 'PID', title: 'Process id of the peer program' },
  msg_rx: { label: 'msg_rx', title: 'Messages received and delivered (first copy of each)' },
  msg_rx_dup: {
    label: 'msg_rx_dup',
    title: 'Copies of an already delivered message, dropped here. With broadcast.resend N a peer sends each message N times: N − 1 copies per message are expected, not an error',
  },
  msg_rx_err: { label: 'msg_rx_err', title: 'Messages refused: path or value breaks the message rules' },
  msg_rx_resend: { label: 'msg_rx_resend', title: 'Delivered messages whose first copy to arrive was a resend: earlier copies were lost' },
  pkt_rx: { label: 'pkt_rx', title: 'Packages received and decoded' },
  pkt_rx_err: { label: 'pkt_rx_err', title: 'Decoded packages dropped anyway (clock offset, replay, sender limit)' },
  error: { label: 'Error %', title: 'pkt_rx_err out of pkt_rx' },
  duplicate: {
    label: 'Dup %',
    title: "msg_rx_dup out of every message copy (msg_rx + msg_rx_dup + msg_rx_err). Beside it: the peer's resend that explains them, or how many are beyond it (replays)",
  },
  resend: { label: 'Resend %', title: 'msg_rx_resend out of msg_rx' },
  lastHeardAt: { label: 'Last heard', title: 'Time since the last package from the peer, by the distributor clock; "silent" past the "Silent after" limit' },
};

/** The record's peers with every counter of 2.5, the derived ratios and when each was last heard, sorted by a header click; senders failing authentication first. */
export function PeerTable({ statistics, names }: { statistics: DistributorStatistics; names: PeerNames }) {
  const sort = useStudioStore('statistics', (state) => state.sort);
  const setSort = useStudioStore('statistics', (state) => state.setSort);
  const setChartedPeers = useStudioStore('statistics', (state) => state.setChartedPeers);
  const silentAfterMs = useStudioStore('statistics', (state) => state.silentAfterSeconds) * 1000;
  const charted = useChartedPeers();
  const rows = useMemo(() => sortPeerRows(peerRows(statistics), sort), [statistics, sort]);
  const failing = useMemo(() => failingRows(statistics), [statistics]);
  const chartedIndex = new Map(charted.map((peer, index) => [peer.key, index]));
  const takenAt = statistics.activity.takenAt;

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
          {failing.map((row) => (
            <FailingSenderRow key={row.key} row={row} camera={row.IP === null ? null : names.cameraOfSource(row.IP)} takenAt={takenAt} />
          ))}
          {rows.map((row) => {
            const camera = names.cameraOf(row.IP, row.PID);
            const index = chartedIndex.get(row.key);
            return (
              <tr key={row.key}>
                <th scope="row" className="mono">
                  {row.IP}
                  {camera !== null && <span className="peer-camera">{camera}</span>}
                </th>
                <td className="mono">{row.PID}</td>
                {counterColumns.map((counter) => (
                  <td key={counter} className="number">
                    {row[counter]}
                  </td>
                ))}
                {ratioColumns.map((ratio) => (ratio === 'duplicate' ? <DuplicateCell key={ratio} row={row} /> : <td key={ratio} className="number">{formatPercent(row.ratios[ratio])}</td>))}
                <LastHeardCell lastHeardAt={row.lastHeardAt} takenAt={takenAt} silentAfterMs={silentAfterMs} />
                <td>
                  <label className="chart-choice">
                    <input type="checkbox" checked={index !== undefined} onChange={() => setChartedPeers(toggleCharted(charted, row.key))} aria-label={`Chart ${names.peerName(row.IP, row.PID)}`} />
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

/** A sender known by its address only: its packages failed authentication, so nothing in them (PID, counters) can be read. */
function FailingSenderRow({ row, camera, takenAt }: { row: FailingRow; camera: string | null; takenAt: number }) {
  return (
    <tr className="peer-row-problem">
      <th scope="row" className="mono">
        {row.IP ?? 'Other addresses'}
        {camera !== null && <span className="peer-camera">{camera}</span>}
        <span className="problem-mark">authentication failed</span>
      </th>
      <td title="Unknown: a package that fails authentication cannot be read">–</td>
      <td colSpan={counterColumns.length + ratioColumns.length} className="failing-summary">
        {describeFailing(row)}
      </td>
      {row.lastAt === null ? <td>–</td> : <LastHeardCell lastHeardAt={row.lastAt} takenAt={takenAt} silentAfterMs={null} />}
      <td />
    </tr>
  );
}

function describeFailing(row: FailingRow): string {
  const packages = `${row.packages} ${row.packages === 1 ? 'package' : 'packages'}`;
  if (row.IP === null) return `${packages} failed authentication from addresses not listed one by one (more than ${maxAuthFailureSources} addresses failed; those with the fewest failures are counted here)`;
  const causes = [row.unauthentic > 0 && 'wrong passphrase suspected', row.oneSided > 0 && 'passphrase set on one side only'].filter(Boolean).join('; ');
  return `${packages} failed authentication: ${causes}`;
}

function DuplicateCell({ row }: { row: PeerRow }) {
  const explanation = duplicateExplanation(row);
  return (
    <td className={explanation?.alarming ? 'number duplicates-beyond' : 'number'} title={explanation?.title}>
      {formatPercent(row.ratios.duplicate)}
      {explanation && <span className="duplicate-note"> · {explanation.note}</span>}
    </td>
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

/** How long ago; "silent" past the limit (null: no limit applies). */
function LastHeardCell({ lastHeardAt, takenAt, silentAfterMs }: { lastHeardAt: number | null; takenAt: number; silentAfterMs: number | null }) {
  if (lastHeardAt === null) return <td>–</td>;
  const ago = Math.max(0, takenAt - lastHeardAt);
  const silent = silentAfterMs !== null && ago > silentAfterMs;
  return (
    <td title={`Last package at ${formatClock(lastHeardAt)}${silent ? `; silent: not heard for longer than ${formatDuration(silentAfterMs)} ("Silent after")` : ''}`} className={silent ? 'number peer-silent' : 'number'}>
      {formatDuration(ago)} ago{silent && <span className="silent-mark"> · silent</span>}
    </td>
  );
}

import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DistributorStatistics } from '../../../shared/api/distributorSchemas';
import { maxAuthFailureSources } from '../../../shared/distributor/statistics';
import { useStudioStore } from '../../studio/StudioContext';
import type { PeerNames } from '../bus/peerNames';
import { peerColours, toggleCharted } from './chartedPeers';
import { formatDuration } from './formatDuration';
import type { Wording } from './statisticsWording';
import { useWording } from './useWording';
import { formatPercent } from './peerRatios';
import {
  counterColumns,
  duplicateExplanation,
  failingRows,
  nextSort,
  peerColumns,
  peerRows,
  ratioColumns,
  sortPeerRows,
  type FailingRow,
  type PeerColumn,
  type PeerRow,
  type PeerSort,
} from './peerTable';
import { useChartedPeers } from './useChartedPeers';

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
  const wording = useWording();
  const { t, format } = wording;

  return (
    <div className="peer-table-scroller">
      <table className="data-table peer-table" aria-label={t('statistics.peers.table')}>
        <thead>
          <tr>
            {peerColumns.map((column) => (
              <SortableHeading key={column} column={column} sort={sort} onSort={() => setSort(nextSort(sort, column))} />
            ))}
            <th scope="col">{t('statistics.peers.chart')}</th>
          </tr>
        </thead>
        <tbody>
          {failing.map((row) => (
            <FailingSenderRow key={row.key} row={row} camera={row.IP === null ? null : names.knownSourceAs(row.IP)} takenAt={takenAt} wording={wording} />
          ))}
          {rows.map((row) => {
            const camera = names.knownAs(row.IP, row.PID);
            const index = chartedIndex.get(row.key);
            return (
              <tr key={row.key}>
                <th scope="row" className="mono" title={camera === null ? row.IP : `${row.IP} · ${camera}`}>
                  {row.IP}
                  {camera !== null && <span className="peer-camera">{camera}</span>}
                </th>
                <td className="mono">{row.PID}</td>
                {counterColumns.map((counter) => (
                  <td key={counter} className="number">
                    {format.number(row[counter], 0)}
                  </td>
                ))}
                {ratioColumns.map((ratio) =>
                  ratio === 'duplicate' ? (
                    <DuplicateCell key={ratio} row={row} wording={wording} />
                  ) : (
                    <td key={ratio} className="number">
                      {formatPercent(row.ratios[ratio], wording)}
                    </td>
                  ),
                )}
                <LastHeardCell lastHeardAt={row.lastHeardAt} takenAt={takenAt} silentAfterMs={silentAfterMs} wording={wording} />
                <td>
                  <label className="chart-choice">
                    <input
                      type="checkbox"
                      checked={index !== undefined}
                      onChange={() => setChartedPeers(toggleCharted(charted, row.key))}
                      aria-label={t('statistics.peers.chartPeer', { name: names.peerName(row.IP, row.PID) })}
                    />
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
function FailingSenderRow({ row, camera, takenAt, wording }: { row: FailingRow; camera: string | null; takenAt: number; wording: Wording }) {
  const { t } = wording;
  const address = row.IP ?? t('statistics.peers.otherAddresses');
  return (
    <tr className="peer-row-problem">
      <th scope="row" className="mono" title={camera === null ? address : `${address} · ${camera}`}>
        {address}
        {camera !== null && <span className="peer-camera">{camera}</span>}
        <span className="problem-mark">{t('statistics.peers.authFailed')}</span>
      </th>
      <td title={t('statistics.peers.unknownPid')}>{t('statistics.noValue')}</td>
      <td colSpan={counterColumns.length + ratioColumns.length} className="failing-summary">
        {describeFailing(row, wording)}
      </td>
      {row.lastAt === null ? <td>{t('statistics.noValue')}</td> : <LastHeardCell lastHeardAt={row.lastAt} takenAt={takenAt} silentAfterMs={null} wording={wording} />}
      <td />
    </tr>
  );
}

function describeFailing(row: FailingRow, { t }: Wording): string {
  if (row.IP === null) return t('statistics.peers.failedOthers', { count: row.packages, max: maxAuthFailureSources });
  const causes = [row.unauthentic > 0 && t('statistics.peers.causeWrongPassphrase'), row.oneSided > 0 && t('statistics.peers.causeOneSided')].filter(Boolean).join('; ');
  return t('statistics.peers.failed', { count: row.packages, causes });
}

function DuplicateCell({ row, wording }: { row: PeerRow; wording: Wording }) {
  const explanation = duplicateExplanation(row, wording);
  return (
    <td className={explanation?.alarming ? 'number duplicates-beyond' : 'number'} title={explanation?.title}>
      {formatPercent(row.ratios.duplicate, wording)}
      {explanation && <span className="duplicate-note"> · {explanation.note}</span>}
    </td>
  );
}

function SortableHeading({ column, sort, onSort }: { column: PeerColumn; sort: PeerSort; onSort(): void }) {
  const { t } = useTranslation();
  const label = t(`statistics.peers.columns.${column}`);
  const title = t(`statistics.peers.columnTitles.${column}`);
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
function LastHeardCell({ lastHeardAt, takenAt, silentAfterMs, wording }: { lastHeardAt: number | null; takenAt: number; silentAfterMs: number | null; wording: Wording }) {
  const { t, format } = wording;
  if (lastHeardAt === null) return <td>{t('statistics.noValue')}</td>;
  const ago = Math.max(0, takenAt - lastHeardAt);
  const silent = silentAfterMs !== null && ago > silentAfterMs;
  const last = t('statistics.peers.lastPackage', { time: format.time(lastHeardAt) });
  return (
    <td title={silent ? t('statistics.peers.silentTitle', { last, limit: formatDuration(silentAfterMs, wording) }) : last} className={silent ? 'number peer-silent' : 'number'}>
      {t('statistics.peers.ago', { duration: formatDuration(ago, wording) })}
      {silent && <span className="silent-mark"> · {t('statistics.peers.silent')}</span>}
    </td>
  );
}

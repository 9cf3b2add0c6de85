import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { InventoryRow } from '../../../shared/api/siteSchemas';
import { StateBadge } from '../../ui/badges';
import type { SiteFormat } from './siteFormat';
import { siteColumns, siteColumnTitles, type SiteColumn, type SiteListRow, type SiteSort } from './siteRows';

const rowHeight = 44;
const signWords = { ok: 'OK', attention: 'Attention', problem: 'Problem', unknown: 'Unknown' } as const;

interface SiteTableProps {
  rows: SiteListRow[];
  sort: SiteSort;
  onSort: (column: SiteColumn) => void;
  onOpen: (cameraId: string) => void;
  format: SiteFormat;
}

/**
 * The site as a grid of one row per camera (and a heading row per group): virtualised, so only
 * the rows in view are in the page; aria-rowcount and aria-rowindex tell assistive technology
 * where each rendered row stands. One camera row is in the tab order; arrows, Home and End move,
 * Enter opens the camera's configuration.
 */
export function SiteTable({ rows, sort, onSort, onOpen, format }: SiteTableProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [focusWanted, setFocusWanted] = useState(false);
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scroller.current, estimateSize: () => rowHeight, getItemKey: (index) => rows[index]!.key, overscan: 12 });
  const cameraIndexes = rows.flatMap((row, index) => (row.kind === 'camera' ? [index] : []));
  const activeIndex = rows.findIndex((row) => row.key === activeKey && row.kind === 'camera');
  const tabbableIndex = activeIndex >= 0 ? activeIndex : (cameraIndexes[0] ?? -1);
  const now = Date.now();

  useEffect(() => {
    if (!focusWanted) return;
    const frame = requestAnimationFrame(() => {
      const element = scroller.current?.querySelector<HTMLElement>(`[data-index="${tabbableIndex}"]`);
      if (element) {
        element.focus();
        setFocusWanted(false);
      }
    });
    return () => cancelAnimationFrame(frame);
  });

  const moveTo = (position: number) => {
    const index = cameraIndexes[Math.max(0, Math.min(cameraIndexes.length - 1, position))];
    if (index === undefined) return;
    setActiveKey(rows[index]!.key);
    virtualizer.scrollToIndex(index, { align: 'auto' });
    setFocusWanted(true);
  };
  const onRowKey = (event: KeyboardEvent, index: number, cameraId: string) => {
    const position = cameraIndexes.indexOf(index);
    const moves: Record<string, number> = { ArrowDown: position + 1, ArrowUp: position - 1, Home: 0, End: cameraIndexes.length - 1, PageDown: position + 10, PageUp: position - 10 };
    if (event.key === 'Enter') {
      event.preventDefault();
      onOpen(cameraId);
    } else if (event.key in moves) {
      event.preventDefault();
      moveTo(moves[event.key]!);
    }
  };

  return (
    <div ref={scroller} className="site-grid" role="grid" aria-label="Site" aria-rowcount={rows.length + 1} aria-colcount={siteColumns.length}>
      <div role="rowgroup" className="site-head">
        <div role="row" aria-rowindex={1} className="site-row">
          {siteColumns.map((column, columnIndex) => (
            <div key={column} role="columnheader" aria-colindex={columnIndex + 1} aria-sort={sort.column === column ? sort.direction : 'none'} className="site-cell">
              <button type="button" className="site-sort" onClick={() => onSort(column)}>
                {siteColumnTitles[column]}
                <span aria-hidden="true" className="site-sort-mark">
                  {sort.column === column ? (sort.direction === 'ascending' ? '▲' : '▼') : ''}
                </span>
              </button>
            </div>
          ))}
        </div>
      </div>
      <div role="rowgroup" className="site-body" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index]!;
          const style = { height: rowHeight, transform: `translateY(${item.start}px)` };
          if (row.kind === 'group') {
            return (
              <div key={item.key} role="row" aria-rowindex={item.index + 2} data-index={item.index} className="site-row site-group-row" style={style}>
                <div role="gridcell" aria-colindex={1} aria-colspan={siteColumns.length} className="site-cell">
                  <strong>{row.group ?? 'No group'}</strong>: {format.count(row.cameras)} {row.cameras === 1 ? 'camera' : 'cameras'}
                  {row.problems > 0 ? `, ${format.count(row.problems)} with a problem` : ''}
                </div>
              </div>
            );
          }
          const camera = row.row;
          return (
            <div
              key={item.key}
              role="row"
              aria-rowindex={item.index + 2}
              data-index={item.index}
              tabIndex={item.index === tabbableIndex ? 0 : -1}
              className={`site-row site-camera-row site-sign-${camera.overall}${item.index === activeIndex ? ' active' : ''}`}
              style={style}
              onClick={() => onOpen(camera.id)}
              onFocus={() => setActiveKey(row.key)}
              onKeyDown={(event) => onRowKey(event, item.index, camera.id)}
            >
              <SiteCells row={camera} format={format} now={now} />
            </div>
          );
        })}
      </div>
    </div>
  );
}

function SiteCells({ row, format, now }: { row: InventoryRow; format: SiteFormat; now: number }) {
  const cells: Record<SiteColumn, React.ReactNode> = {
    overall: (
      <span className={`site-sign site-sign-word-${row.overall}`} title={row.reasons.join('\n')}>
        {signWords[row.overall]}
      </span>
    ),
    label: (
      <>
        <span className="site-label">{row.label}</span>
        {row.reasons[0] && (
          <span className="site-second" title={row.reasons.join('\n')}>
            {row.reasons[0]}
          </span>
        )}
      </>
    ),
    group: row.group ?? <span className="site-none">none</span>,
    address: `${row.host}:${row.port}${row.https ? ' (https)' : ''}`,
    firmware: row.firmware ?? <span className="site-none">unknown</span>,
    online: (
      <>
        <span>
          <StateBadge state={row.state} />
          {row.roundTripMs !== null && ` ${format.milliseconds(row.roundTripMs)}`}
        </span>
        <span className="site-second">{row.lastAnswerAt ? format.time(row.lastAnswerAt) : 'no answer yet'}</span>
      </>
    ),
    factoryPassword: row.factoryPassword ? <strong className="site-factory">⚠ FACTORY PASSWORD</strong> : <span className="site-none">own</span>,
    rebootNeeded: row.rebootNeeded === null ? <span className="site-none">not asked</span> : row.rebootNeeded.length === 0 ? 'no' : <strong className="site-attention" title={row.rebootNeeded.join(', ')}>needed ({row.rebootNeeded.join(', ')})</strong>,
    unstoredEdits: row.unstoredEdits === 0 ? <span className="site-none">none</span> : <strong className="site-attention">{format.count(row.unstoredEdits)} unstored</strong>,
    lastBackup: row.lastBackup ? (
      <>
        <span title={format.time(row.lastBackup.takenAt)}>{format.age(row.lastBackup.takenAt, now)}</span>
        <span className="site-second" title={row.lastBackup.file}>
          {row.lastBackup.file}
        </span>
      </>
    ) : (
      <span className="site-attention">no backup</span>
    ),
    lastChange: row.lastChange ? (
      <>
        <span title={format.time(row.lastChange.at)}>{format.age(row.lastChange.at, now)}</span>
        <span className="site-second">
          {row.lastChange.operation} ({row.lastChange.source})
        </span>
      </>
    ) : (
      <span className="site-none">none logged</span>
    ),
    busPeer: row.busPeer ? (
      <>
        <span>{format.count(row.busPeer.messages)} messages</span>
        <span className="site-second">{format.age(row.busPeer.lastHeardAt, now)}</span>
      </>
    ) : (
      <span className="site-none">not heard</span>
    ),
  };
  return (
    <>
      {siteColumns.map((column, columnIndex) => (
        <div key={column} role="gridcell" aria-colindex={columnIndex + 1} className={`site-cell site-cell-${column}`}>
          {cells[column]}
        </div>
      ))}
    </>
  );
}

import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { InventoryRow } from '../../../shared/api/siteSchemas';
import { StateBadge } from '../../ui/badges';
import type { SiteFormat } from './siteFormat';
import { shownRoundTripMs, siteColumns, type SiteColumn, type SiteListRow, type SiteSort } from './siteRows';
import { useText } from '../../i18n/useText';
import { auditSourceText } from '../../../shared/fleet/auditOperation';
import { localize } from '../../../shared/i18n/text';

const rowHeight = 44;

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
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [focusWanted, setFocusWanted] = useState(false);
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scroller.current, estimateSize: () => rowHeight, getItemKey: (index) => rows[index]!.key, overscan: 12 });
  const cameraIndexes = rows.flatMap((row, index) => (row.kind === 'camera' ? [index] : []));
  const activeIndex = rows.findIndex((row) => row.key === activeKey && row.kind === 'camera');
  const tabbableIndex = tabbableRow(activeIndex, virtualizer.getVirtualItems().map((item) => item.index), cameraIndexes, focusWanted);
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
    <div ref={scroller} className="site-grid" role="grid" data-focus-target="main" aria-label={t('site.grid')} aria-rowcount={rows.length + 1} aria-colcount={siteColumns.length}>
      <div role="rowgroup" className="site-head">
        <div role="row" aria-rowindex={1} className="site-row">
          {siteColumns.map((column, columnIndex) => (
            <div key={column} role="columnheader" aria-colindex={columnIndex + 1} aria-sort={sort.column === column ? sort.direction : 'none'} className="site-cell">
              <button type="button" className="site-sort" title={t(`site.columns.${column}`)} onClick={() => onSort(column)}>
                {t(`site.columns.${column}`)}
                {sort.column === column && (
                  <span aria-hidden="true" className="site-sort-mark">
                    {sort.direction === 'ascending' ? '▲' : '▼'}
                  </span>
                )}
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
                  <span title={row.group ?? t('site.noGroup')}>
                    {t(row.problems > 0 ? 'site.groupHeadingProblems' : 'site.groupHeading', { group: row.group ?? t('site.noGroup'), count: row.cameras, cameras: format.count(row.cameras), problems: format.count(row.problems) })}
                  </span>
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

/**
 * The one camera row in the tab order: the active one while it is in the page; when it was
 * scrolled (or sorted) out of it, the first camera row in view, so Tab always reaches a row. A
 * move under way keeps the active row, which the virtualizer is bringing into the page.
 */
function tabbableRow(activeIndex: number, renderedIndexes: readonly number[], cameraIndexes: readonly number[], moving: boolean): number {
  if (activeIndex >= 0 && (moving || renderedIndexes.includes(activeIndex))) return activeIndex;
  const rendered = new Set(renderedIndexes);
  return cameraIndexes.find((index) => rendered.has(index)) ?? cameraIndexes[0] ?? -1;
}

function SiteCells({ row, format, now }: { row: InventoryRow; format: SiteFormat; now: number }) {
  const { t } = useTranslation();
  const show = useText();
  const reasons = row.reasons.map(show).join('\n');
  const lastChangeOperation = row.lastChange ? show(localize('audit.bySource', { operation: row.lastChange.operation, source: auditSourceText(row.lastChange.source) })) : '';
  const address = `${row.host}:${row.port}${row.https ? ' (https)' : ''}`;
  const roundTripMs = shownRoundTripMs(row);
  const none = (text: string) => (
    <span className="site-none site-wrap" title={text}>
      {text}
    </span>
  );
  const cells: Record<SiteColumn, React.ReactNode> = {
    overall: (
      <span className={`site-sign site-sign-word-${row.overall}`} title={reasons || t(`site.signs.${row.overall}`)}>
        {t(`site.signs.${row.overall}`)}
      </span>
    ),
    label: (
      <>
        <span className="site-label" title={row.label}>
          {row.label}
        </span>
        {row.reasons[0] && (
          <span className="site-second" title={reasons}>
            {show(row.reasons[0])}
          </span>
        )}
      </>
    ),
    group: row.group !== null ? <span title={row.group}>{row.group}</span> : none(t('site.none')),
    address: <span title={address}>{address}</span>,
    firmware: row.firmware !== null ? <span title={row.firmware}>{row.firmware}</span> : none(t('site.unknown')),
    online: (
      <>
        <span>
          <StateBadge state={row.state} label={t(`site.cameraStates.${row.state}`)} />
          {roundTripMs !== null && ` ${format.milliseconds(roundTripMs)}`}
        </span>
        <span className="site-second" title={row.lastAnswerAt ? format.time(row.lastAnswerAt) : undefined}>
          {row.lastAnswerAt ? format.time(row.lastAnswerAt) : t('site.noAnswerYet')}
        </span>
      </>
    ),
    factoryPassword: row.factoryLogin ? (
      <strong className="site-factory site-wrap" title={t('site.factoryLoginHint')}>
        {t('site.factoryLogin')}
      </strong>
    ) : row.factoryPassword ? (
      <strong className="site-factory site-wrap" title={t('site.factoryPasswordHint')}>
        {t('site.factoryPassword')}
      </strong>
    ) : (
      none(t('site.ownPassword'))
    ),
    rebootNeeded:
      row.rebootNeeded === null ? (
        none(t('site.notAsked'))
      ) : row.rebootNeeded.length === 0 ? (
        <span>{t('site.rebootNotNeeded')}</span>
      ) : (
        <strong className="site-attention site-wrap" title={row.rebootNeeded.join(', ')}>
          {t('site.rebootNeeded', { reasons: row.rebootNeeded.join(', ') })}
        </strong>
      ),
    unstoredEdits: row.unstoredEdits === 0 ? none(t('site.none')) : <strong className="site-attention site-wrap">{t('site.unstored', { count: row.unstoredEdits, formattedCount: format.count(row.unstoredEdits) })}</strong>,
    lastBackup: row.lastBackup ? (
      <>
        <span title={format.time(row.lastBackup.takenAt)}>{format.age(row.lastBackup.takenAt, now)}</span>
        <span className="site-second" title={row.lastBackup.file}>
          {row.lastBackup.file}
        </span>
      </>
    ) : (
      <span className="site-attention site-wrap">{t('site.noBackup')}</span>
    ),
    lastChange: row.lastChange ? (
      <>
        <span title={format.time(row.lastChange.at)}>{format.age(row.lastChange.at, now)}</span>
        <span className="site-second" title={lastChangeOperation}>
          {lastChangeOperation}
        </span>
      </>
    ) : (
      none(t('site.noneLogged'))
    ),
    busPeer: row.busPeer ? (
      <>
        <span className="site-wrap">{t('site.messages', { count: row.busPeer.messages, formattedCount: format.count(row.busPeer.messages) })}</span>
        <span className="site-second" title={format.time(row.busPeer.lastHeardAt)}>
          {format.age(row.busPeer.lastHeardAt, now)}
        </span>
      </>
    ) : (
      none(t('site.notHeard'))
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

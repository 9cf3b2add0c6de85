import { checkReasonText } from '../../../shared/baseline/checkReason';
import { useText, type TextRenderer } from '../../i18n/useText';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkStatuses, type CameraCheck } from '../../../shared/api/baselineSchemas';
import type { StudioText } from '../../i18n/studioText';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { columnDrift, driftText, foundValue, statusSigns, statusWord, type DriftColumn } from './checkMatrix';
import { clampGridCell, nextGridCell, type GridCell } from './matrixNavigation';

const rowHeight = 40;
/** The sticky header row's height: a row scrolled to by keyboard is placed below it, never under it. */
const headHeight = 32;
/** Fix, Status, Camera, Reason; then one column per drifted parameter. */
const fixedColumns = 4;

/**
 * Cameras x drifted parameters as a grid, virtualised (only the rows in view are in the page;
 * aria-rowcount and aria-rowindex say where each stands). One cell at a time is in the tab
 * order; the arrow keys, Home/End, Ctrl+Home/End and Page Up/Down move it, scrolling the row
 * into the page first. A drifted camera's tick chooses it for "Bring back to baseline…".
 */
export function CheckMatrix({ cameras, columns }: { cameras: CameraCheck[]; columns: DriftColumn[] }) {
  const { t } = useTranslation();
  const { stores } = useStudio();
  const helpId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<GridCell>({ row: 0, column: 0 });
  const focusPending = useRef(false);
  // The build does not use React Compiler; the virtualizer is read during render, never memoized.
  // Rows are measured: a long Reason wraps and makes its row taller.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({ count: cameras.length, getScrollElement: () => scroller.current, estimateSize: () => rowHeight, getItemKey: (index) => cameras[index]!.cameraId, overscan: 10, scrollPaddingStart: headHeight });
  const { template, minWidth } = matrixTemplate(t, columns.length);
  const size = { rows: cameras.length + 1, columns: columns.length + fixedColumns };
  // The filter may have taken the active row away.
  const current = clampGridCell(active, size);

  useEffect(() => {
    if (!focusPending.current) return;
    const target = scroller.current?.querySelector<HTMLElement>(`[data-row="${current.row}"][data-column="${current.column}"]`);
    if (!target) return; // not rendered yet: the virtualizer renders it after scrolling, and this runs again
    focusPending.current = false;
    target.focus();
    // Sideways too (a drifted value's column off to the right), and clear of the sticky header.
    target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const camera = cameras[current.row - 1];
    if (event.key === ' ' && camera?.status === 'drifted' && !(event.target instanceof HTMLInputElement)) {
      event.preventDefault();
      stores.baselineCheck.getState().chooseForFix(camera.cameraId, !stores.baselineCheck.getState().fixCameraIds.has(camera.cameraId));
      return;
    }
    const next = nextGridCell(event.key, { ctrl: event.ctrlKey || event.metaKey }, current, size, pageRows(scroller.current));
    if (!next) return;
    event.preventDefault();
    focusPending.current = true;
    if (next.row > 0) virtualizer.scrollToIndex(next.row - 1);
    setActive(next);
  };
  const items = virtualizer.getVirtualItems();
  // The active row scrolled out of the page: the header's cell of its column keeps the grid in the tab order.
  const activeRow = current.row === 0 || items.some((item) => item.index + 1 === current.row) ? current.row : 0;
  const tabIndexOf = (row: number, column: number) => (row === activeRow && column === current.column ? 0 : -1);
  const onFocusCell = (row: number, column: number) => {
    if (row !== current.row || column !== current.column) setActive({ row, column });
  };

  return (
    <>
      <p id={helpId} className="visually-hidden">
        {t('baseline.matrix.help')}
      </p>
      <div
        ref={scroller}
        className="baseline-matrix"
        role="grid"
        aria-label={t('baseline.matrix.label')}
        aria-describedby={helpId}
        aria-rowcount={size.rows}
        aria-colcount={size.columns}
        onKeyDown={onKeyDown}
        style={{ '--matrix-min-width': minWidth, '--matrix-head-height': `${headHeight}px` } as CSSProperties}
      >
        <div role="rowgroup" className="baseline-matrix-head">
          <div role="row" aria-rowindex={1} className="baseline-matrix-row" style={{ gridTemplateColumns: template }}>
            {[t('baseline.matrix.fix'), t('baseline.matrix.status'), t('baseline.matrix.camera'), t('baseline.matrix.reason'), ...columns.map((column) => column.key)].map((name, column) => (
              <span role="columnheader" key={column} aria-colindex={column + 1} title={name} data-row={0} data-column={column} tabIndex={tabIndexOf(0, column)} onFocus={() => onFocusCell(0, column)}>
                {name}
              </span>
            ))}
          </div>
        </div>
        <div role="rowgroup" className="baseline-matrix-body" style={{ height: virtualizer.getTotalSize() }}>
          {items.map((item) => (
            <MatrixRow key={item.key} camera={cameras[item.index]!} columns={columns} template={template} top={item.start} row={item.index + 1} measure={virtualizer.measureElement} tabIndexOf={tabIndexOf} onFocusCell={onFocusCell} />
          ))}
        </div>
      </div>
    </>
  );
}

/**
 * The columns' widths, the same for every row (each row is a grid of its own). The Fix and
 * Status columns are as wide as their longest word in the studio's language ("Zurücksetzen",
 * "≠ Abweichend"), so German is not cut where English fits.
 */
function matrixTemplate(t: StudioText, driftColumns: number): { template: string; minWidth: string } {
  const widest = (...texts: string[]) => Math.max(...texts.map((text) => text.length));
  const fix = `max(2.5rem, calc(${widest(t('baseline.matrix.fix')) + 1}ch + 1rem))`;
  const status = `calc(${widest(t('baseline.matrix.status'), ...checkStatuses.map((status) => statusWord(status, t))) + 3}ch + 0.5rem)`;
  // The Reason takes the width left over (at least 14rem); the rows' padding and gaps are 8px each.
  const template = `${fix} ${status} 10rem minmax(14rem, 1fr)${' 12rem'.repeat(driftColumns)}`;
  const minWidth = `calc(${fix} + ${status} + ${24 + 12 * driftColumns}rem + ${8 * (fixedColumns + driftColumns + 1)}px)`;
  return { template, minWidth };
}

/** Rows a Page Up/Down moves: those the scroller shows. */
function pageRows(scroller: HTMLElement | null): number {
  return Math.max(1, Math.floor((scroller?.clientHeight ?? rowHeight * 10) / rowHeight) - 1);
}

interface MatrixRowProps {
  camera: CameraCheck;
  columns: DriftColumn[];
  template: string;
  top: number;
  /** Its row in the grid (1: the first camera; 0 is the header). */
  row: number;
  /** The virtualizer measures the row (a wrapped Reason makes it taller). */
  measure(element: HTMLElement | null): void;
  tabIndexOf(row: number, column: number): number;
  onFocusCell(row: number, column: number): void;
}

function MatrixRow({ camera, columns, template, top, row, measure, tabIndexOf, onFocusCell }: MatrixRowProps) {
  const { t } = useTranslation();
  const show = useText();
  const { stores } = useStudio();
  const chosen = useStudioStore('baselineCheck', (state) => state.fixCameraIds.has(camera.cameraId));
  const cell = (column: number) => ({ role: 'gridcell', 'aria-colindex': column + 1, 'data-row': row, 'data-column': column, onFocus: () => onFocusCell(row, column) });
  const focusable = (column: number) => ({ ...cell(column), tabIndex: tabIndexOf(row, column) });
  const status = statusWord(camera.status, t);
  const address = `${camera.host}:${camera.port}`;
  const reason = camera.status === 'unreadable' ? (shownReason(camera, show) ?? t('baseline.notRead')) : camera.status === 'drifted' ? t('baseline.matrix.driftCount', { count: camera.drift.length }) : camera.status === 'not_in_force' ? (shownReason(camera, show) ?? '') : '';
  return (
    <div
      ref={measure}
      data-index={row - 1}
      role="row"
      aria-rowindex={row + 1}
      aria-label={camera.label}
      className={`baseline-matrix-row baseline-status-${camera.status}`}
      style={{ gridTemplateColumns: template, transform: `translateY(${top}px)`, minHeight: rowHeight }}
    >
      {camera.status === 'drifted' ? (
        <span role="gridcell" aria-colindex={1}>
          <label className="baseline-fix-tick">
            <input
              type="checkbox"
              checked={chosen}
              data-row={row}
              data-column={0}
              tabIndex={tabIndexOf(row, 0)}
              onFocus={() => onFocusCell(row, 0)}
              onChange={(event) => stores.baselineCheck.getState().chooseForFix(camera.cameraId, event.target.checked)}
            />
            <span className="visually-hidden">{t('baseline.matrix.fixCamera', { camera: camera.label })}</span>
          </label>
        </span>
      ) : (
        <span {...focusable(0)} />
      )}
      <span {...focusable(1)} className={`baseline-sign baseline-sign-${camera.status}`} title={status}>
        <span aria-hidden="true">{statusSigns[camera.status]}</span> {status}
      </span>
      <span {...focusable(2)} className="baseline-camera">
        <span className="baseline-camera-label" title={camera.label}>
          {camera.label}
        </span>
        <span className="view-note" title={address}>
          {address}
        </span>
      </span>
      <span {...focusable(3)} className="view-note baseline-reason">
        {reason}
      </span>
      {columns.map((column, index) => {
        const drift = columnDrift(camera, column);
        const text = drift ? driftText(drift, t) : '';
        return (
          <span
            {...focusable(fixedColumns + index)}
            key={column.key}
            className={drift ? 'baseline-drift-cell' : undefined}
            title={text || undefined}
            aria-label={drift ? t('baseline.matrix.cell', { parameter: column.key, camera: camera.label, expected: drift.expected, found: foundValue(drift, t) }) : undefined}
          >
            {text}
          </span>
        );
      })}
    </div>
  );
}

function shownReason(camera: CameraCheck, show: TextRenderer): string | null {
  const reason = checkReasonText(camera);
  return reason === null ? null : show(reason);
}

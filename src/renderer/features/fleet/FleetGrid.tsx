import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { readFleetGrid } from './fleetActions';
import { gridRows, type GridRow } from './fleetGrid';
import type { GridCamera } from './fleetStore';

const rowHeight = 36;
/** The fixed columns' least widths (parameter, across cameras, set for all), then each camera's; with the gaps and padding they give the grid's least width. */
const fixedColumnWidths = [200, 140, 160];
const cameraColumnWidth = 110;
const columnGap = 8;
const rowPadding = 20;

/** The parameters of the selected cameras side by side; a value set here goes to every camera. */
export function FleetGrid() {
  const studio = useStudio();
  const { t } = useTranslation();
  const sectionsText = useStudioStore('fleet', (state) => state.sectionsText);
  const grid = useStudioStore('fleet', (state) => state.grid);
  return (
    <section className="fleet-grid-section" aria-label={t('fleet.grid.region')}>
      <form
        className="fleet-toolbar"
        onSubmit={(event) => {
          event.preventDefault();
          void readFleetGrid(studio);
        }}
      >
        <label>
          {t('fleet.grid.sections')}{' '}
          <input className="text-input" value={sectionsText} maxLength={1000} onChange={(event) => studio.stores.fleet.getState().setSectionsText(event.target.value)} aria-describedby="fleet-sections-hint" />
        </label>
        <button type="submit" className="button primary" disabled={grid.status === 'loading'}>
          {t('fleet.grid.read')}
        </button>
        <span id="fleet-sections-hint" className="view-note">
          {t('fleet.grid.sectionsHint')}
        </span>
      </form>
      {grid.status === 'loading' && <p className="view-note">{t('fleet.grid.reading')}</p>}
      {grid.status === 'failed' && <p className="error-text">{grid.message}</p>}
      {grid.status === 'loaded' && <GridTable cameras={grid.cameras} />}
    </section>
  );
}

function GridTable({ cameras }: { cameras: GridCamera[] }) {
  const { t } = useTranslation();
  const rows = useMemo(() => gridRows(cameras), [cameras]);
  const scrollRef = useRef<HTMLDivElement>(null);
  // The build does not use React Compiler; the virtualizer is read during render, never memoized.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scrollRef.current, estimateSize: () => rowHeight, overscan: 10 });
  const columns = `minmax(200px, 1.4fr) minmax(140px, 1fr) minmax(160px, 1fr) repeat(${cameras.length}, minmax(${cameraColumnWidth}px, 1fr))`;
  const columnCount = fixedColumnWidths.length + cameras.length;
  const leastWidth = fixedColumnWidths.reduce((sum, width) => sum + width, 0) + cameras.length * cameraColumnWidth + (columnCount - 1) * columnGap + rowPadding;
  const unreadable = cameras.filter((camera) => camera.error !== null);

  /** Up and Down move between the "set for all" fields as in a spreadsheet, bringing the row into view. */
  const moveBetweenFields = (event: KeyboardEvent<HTMLDivElement>) => {
    const field = event.target as HTMLElement;
    if (!field.classList.contains('fleet-new-value') || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    const index = Number(field.closest('[data-index]')?.getAttribute('data-index'));
    const next = index + (event.key === 'ArrowDown' ? 1 : -1);
    if (Number.isNaN(index) || next < 0 || next >= rows.length) return;
    event.preventDefault();
    virtualizer.scrollToIndex(next, { align: 'auto' });
    requestAnimationFrame(() => scrollRef.current?.querySelector<HTMLInputElement>(`[data-index="${next}"] .fleet-new-value`)?.focus());
  };

  return (
    <>
      {unreadable.map((camera) => (
        <p key={camera.cameraId} className="error-text">
          {t('fleet.grid.unreadable', { camera: camera.label, reason: camera.error ?? '' })}
        </p>
      ))}
      <div ref={scrollRef} className="fleet-grid" role="table" aria-label={t('fleet.grid.region')} aria-rowcount={rows.length + 1} aria-colcount={columnCount} onKeyDown={moveBetweenFields}>
        <div role="rowgroup" className="fleet-grid-head" style={{ minWidth: leastWidth }}>
          <div role="row" aria-rowindex={1} className="fleet-grid-row" style={{ gridTemplateColumns: columns }}>
            <span role="columnheader" title={t('fleet.grid.parameter')}>{t('fleet.grid.parameter')}</span>
            <span role="columnheader" title={t('fleet.grid.common')}>{t('fleet.grid.common')}</span>
            <span role="columnheader" title={t('fleet.grid.setForAll')}>{t('fleet.grid.setForAll')}</span>
            {cameras.map((camera) => (
              <span role="columnheader" key={camera.cameraId} title={camera.label}>
                {camera.label}
              </span>
            ))}
          </div>
        </div>
        <div role="rowgroup" className="fleet-grid-body" style={{ height: virtualizer.getTotalSize(), minWidth: leastWidth }}>
          {virtualizer.getVirtualItems().map((item) => (
            <GridRowView key={item.key} row={rows[item.index]!} cameras={cameras} columns={columns} top={item.start} index={item.index} />
          ))}
        </div>
      </div>
    </>
  );
}

function GridRowView({ row, cameras, columns, top, index }: { row: GridRow; cameras: GridCamera[]; columns: string; top: number; index: number }) {
  const { stores } = useStudio();
  const { t } = useTranslation();
  const newValue = useStudioStore('fleet', (state) => state.newValues[row.address] ?? '');
  const common = row.common ?? t('fleet.grid.multipleValues');
  return (
    <div role="row" aria-rowindex={index + 2} aria-label={row.address} className="fleet-grid-row" data-index={index} style={{ gridTemplateColumns: columns, transform: `translateY(${top}px)`, height: rowHeight }}>
      <span role="rowheader" className="fleet-param" title={row.address}>
        {row.address}
      </span>
      <span role="cell" className={row.common === null ? 'fleet-multiple' : undefined} title={common}>
        {common}
      </span>
      <span role="cell">
        <input
          className="text-input fleet-new-value"
          aria-label={t('fleet.grid.newValue', { parameter: row.address })}
          placeholder={t('fleet.grid.unchanged')}
          title={newValue === '' ? undefined : newValue}
          maxLength={1000}
          value={newValue}
          onChange={(event) => stores.fleet.getState().setNewValue(row.address, event.target.value)}
        />
      </span>
      {cameras.map((camera) => {
        const value = row.values[camera.cameraId];
        return (
          <span role="cell" key={camera.cameraId} className={value === undefined ? 'view-note' : undefined} aria-label={t('fleet.grid.valueOn', { parameter: row.address, camera: camera.label })} title={value ?? t('fleet.grid.noValue', { camera: camera.label })}>
            {value ?? '—'}
          </span>
        );
      })}
    </div>
  );
}

import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef } from 'react';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { readFleetGrid } from './fleetActions';
import { gridRows, multipleValues, type GridRow } from './fleetGrid';
import type { GridCamera } from './fleetStore';

const rowHeight = 36;

/** The parameters of the selected cameras side by side; a value set here goes to every camera. */
export function FleetGrid() {
  const studio = useStudio();
  const sectionsText = useStudioStore('fleet', (state) => state.sectionsText);
  const grid = useStudioStore('fleet', (state) => state.grid);
  return (
    <section className="fleet-grid-section" aria-label="Parameters across cameras">
      <form
        className="fleet-toolbar"
        onSubmit={(event) => {
          event.preventDefault();
          void readFleetGrid(studio);
        }}
      >
        <label>
          Sections{' '}
          <input className="text-input" value={sectionsText} onChange={(event) => studio.stores.fleet.getState().setSectionsText(event.target.value)} aria-describedby="fleet-sections-hint" />
        </label>
        <button type="submit" className="button primary" disabled={grid.status === 'loading'}>
          Read cameras
        </button>
        <span id="fleet-sections-hint" className="view-note">
          e.g. <code>audio sip</code>. A value may use <code>{'{NAME}'}</code>, <code>{'{HOST}'}</code>, <code>{'{PORT}'}</code> or any variable of the cameras (Edit camera, camera lists) for a per-camera value.
        </span>
      </form>
      {grid.status === 'loading' && <p className="view-note">Reading the cameras…</p>}
      {grid.status === 'failed' && <p className="error-text">{grid.message}</p>}
      {grid.status === 'loaded' && <GridTable cameras={grid.cameras} />}
    </section>
  );
}

function GridTable({ cameras }: { cameras: GridCamera[] }) {
  const rows = useMemo(() => gridRows(cameras), [cameras]);
  const scrollRef = useRef<HTMLDivElement>(null);
  // The build does not use React Compiler; the virtualizer is read during render, never memoized.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scrollRef.current, estimateSize: () => rowHeight, overscan: 10 });
  const columns = `minmax(200px, 1.4fr) minmax(140px, 1fr) minmax(160px, 1fr) repeat(${cameras.length}, minmax(110px, 1fr))`;
  const unreadable = cameras.filter((camera) => camera.error !== null);
  return (
    <>
      {unreadable.map((camera) => (
        <p key={camera.cameraId} className="error-text">
          {camera.label}: {camera.error}
        </p>
      ))}
      <div className="fleet-grid" role="table" aria-label="Parameters across cameras" aria-rowcount={rows.length + 1}>
        <div role="row" className="fleet-grid-row fleet-grid-head" style={{ gridTemplateColumns: columns }}>
          <span role="columnheader">Parameter</span>
          <span role="columnheader">Across cameras</span>
          <span role="columnheader">Set for all</span>
          {cameras.map((camera) => (
            <span role="columnheader" key={camera.cameraId} title={camera.label}>
              {camera.label}
            </span>
          ))}
        </div>
        <div ref={scrollRef} className="fleet-grid-scroll">
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) => (
              <GridRowView key={item.key} row={rows[item.index]!} cameras={cameras} columns={columns} top={item.start} index={item.index} />
            ))}
          </div>
        </div>
      </div>
    </>
  );
}

function GridRowView({ row, cameras, columns, top, index }: { row: GridRow; cameras: GridCamera[]; columns: string; top: number; index: number }) {
  const { stores } = useStudio();
  const newValue = useStudioStore('fleet', (state) => state.newValues[row.address] ?? '');
  return (
    <div role="row" aria-rowindex={index + 2} aria-label={row.address} className="fleet-grid-row" data-index={index} style={{ gridTemplateColumns: columns, transform: `translateY(${top}px)`, height: rowHeight }}>
      <span role="rowheader" className="fleet-param">
        {row.address}
      </span>
      <span role="cell" className={row.common === null ? 'fleet-multiple' : undefined}>
        {row.common ?? multipleValues}
      </span>
      <span role="cell">
        <input
          className="text-input fleet-new-value"
          aria-label={`New value of ${row.address} for all cameras`}
          placeholder="unchanged"
          value={newValue}
          onChange={(event) => stores.fleet.getState().setNewValue(row.address, event.target.value)}
        />
      </span>
      {cameras.map((camera) => {
        const value = row.values[camera.cameraId];
        return (
          <span role="cell" key={camera.cameraId} className={value === undefined ? 'view-note' : undefined} aria-label={`${row.address} on ${camera.label}`}>
            {value ?? '—'}
          </span>
        );
      })}
    </div>
  );
}

import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { CameraCheck } from '../../../shared/api/baselineSchemas';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { driftCell, statusSigns, statusWords, type DriftColumn } from './checkMatrix';

const rowHeight = 40;

/**
 * Cameras x drifted parameters, virtualised (only the rows in view are in the page;
 * aria-rowcount and aria-rowindex say where each stands). A drifted camera's tick chooses it
 * for "Bring back to baseline…".
 */
export function CheckMatrix({ cameras, columns }: { cameras: CameraCheck[]; columns: DriftColumn[] }) {
  const scroller = useRef<HTMLDivElement>(null);
  // The build does not use React Compiler; the virtualizer is read during render, never memoized.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({ count: cameras.length, getScrollElement: () => scroller.current, estimateSize: () => rowHeight, getItemKey: (index) => cameras[index]!.cameraId, overscan: 10 });
  const template = `2.5rem 7rem 10rem 8rem${columns.map(() => ' 12rem').join('')}`;
  return (
    <div ref={scroller} className="baseline-matrix" tabIndex={0} role="table" aria-label="Check matrix" aria-rowcount={cameras.length + 1} aria-colcount={columns.length + 4}>
      <div role="rowgroup" className="baseline-matrix-head">
        <div role="row" aria-rowindex={1} className="baseline-matrix-row" style={{ gridTemplateColumns: template }}>
          <span role="columnheader">Fix</span>
          <span role="columnheader">Status</span>
          <span role="columnheader">Camera</span>
          <span role="columnheader">Reason</span>
          {columns.map((column) => (
            <span role="columnheader" key={column.key} title={column.key}>
              {column.key}
            </span>
          ))}
        </div>
      </div>
      <div role="rowgroup" className="baseline-matrix-body" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => (
          <MatrixRow key={item.key} camera={cameras[item.index]!} columns={columns} template={template} top={item.start} index={item.index} />
        ))}
      </div>
    </div>
  );
}

function MatrixRow({ camera, columns, template, top, index }: { camera: CameraCheck; columns: DriftColumn[]; template: string; top: number; index: number }) {
  const { stores } = useStudio();
  const chosen = useStudioStore('baselineCheck', (state) => state.fixCameraIds.has(camera.cameraId));
  return (
    <div role="row" aria-rowindex={index + 2} aria-label={camera.label} data-index={index} className={`baseline-matrix-row baseline-status-${camera.status}`} style={{ gridTemplateColumns: template, transform: `translateY(${top}px)`, height: rowHeight }}>
      <span role="cell">
        {camera.status === 'drifted' && (
          <label className="baseline-fix-tick">
            <input type="checkbox" checked={chosen} onChange={(event) => stores.baselineCheck.getState().chooseForFix(camera.cameraId, event.target.checked)} />
            <span className="visually-hidden">Fix {camera.label}</span>
          </label>
        )}
      </span>
      <span role="cell" className={`baseline-sign baseline-sign-${camera.status}`}>
        <span aria-hidden="true">{statusSigns[camera.status]}</span> {statusWords[camera.status]}
      </span>
      <span role="cell" className="baseline-camera">
        <span className="baseline-camera-label">{camera.label}</span>
        <span className="view-note">
          {camera.host}:{camera.port}
        </span>
      </span>
      <span role="cell" className="view-note" title={camera.reason ?? undefined}>
        {camera.status === 'unreadable' ? (camera.reason ?? 'not read') : camera.status === 'drifted' ? `${camera.drift.length} drifted` : ''}
      </span>
      {columns.map((column) => {
        const cell = driftCell(camera, column);
        return (
          <span role="cell" key={column.key} className={cell === null ? undefined : 'baseline-drift-cell'} aria-label={cell === null ? undefined : `${column.key} on ${camera.label}: expected ${cell}`}>
            {cell ?? ''}
          </span>
        );
      })}
    </div>
  );
}

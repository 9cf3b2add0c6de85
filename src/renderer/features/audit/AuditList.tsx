import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { oldValueText, type AuditEntry } from '../../../shared/fleet/auditEntry';
import { cameraName, type AuditRunCamera, type AuditRunItem } from '../../../shared/fleet/auditItems';
import { formatClock } from '../../ui/formatClock';
import { auditRows, runCounts, type AuditRow } from './auditRows';
import type { AuditItem } from '../../../shared/fleet/auditItems';

const rowHeight = 28;

interface AuditListProps {
  items: AuditItem[];
  openRuns: ReadonlySet<string>;
  onToggleRun: (runId: string) => void;
  selected: AuditEntry | null;
  onSelect: (entry: AuditEntry) => void;
}

/** The items as a virtualized list: only the rows in view exist in the page; a run opens into one row per camera. */
export function AuditList({ items, openRuns, onToggleRun, selected, onSelect }: AuditListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const rows = auditRows(items, openRuns);
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scroller.current, estimateSize: (index) => (rows[index]?.kind === 'camera' ? 90 : rowHeight), getItemKey: (index) => rows[index]!.key, overscan: 10 });
  return (
    <div ref={scroller} className="audit-list" role="list" aria-label="Audit log">
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index]!;
          return (
            <div key={item.key} data-index={item.index} ref={virtualizer.measureElement} role="listitem" className={`audit-row audit-row-${row.kind}`} style={{ position: 'absolute', top: 0, left: 0, right: 0, minHeight: rowHeight, transform: `translateY(${item.start}px)` }}>
              <AuditRowContent row={row} onToggleRun={onToggleRun} selected={selected} onSelect={onSelect} />
            </div>
          );
        })}
      </div>
    </div>
  );
}

function AuditRowContent({ row, onToggleRun, selected, onSelect }: { row: AuditRow } & Omit<AuditListProps, 'items' | 'openRuns'>) {
  if (row.kind === 'script') return <ScriptRow entry={row.entry} selected={row.entry === selected} onSelect={onSelect} />;
  if (row.kind === 'run') return <RunRow item={row.item} open={row.open} onToggle={() => onToggleRun(row.item.run.runId)} />;
  return <RunCameraRow camera={row.camera} selected={selected} onSelect={onSelect} />;
}

function ScriptRow({ entry, selected, onSelect }: { entry: AuditEntry; selected: boolean; onSelect: (entry: AuditEntry) => void }) {
  return (
    <button type="button" className={`audit-row-button${selected ? ' selected' : ''}`} aria-pressed={selected} onClick={() => onSelect(entry)}>
      <span className="audit-time">{timeText(entry.time)}</span>
      <span className="audit-camera">{cameraName(entry.camera)}</span>
      <span className="audit-operation">{entry.operation}</span>
      <span className={`audit-result audit-${entry.result.status}`}>{entry.result.status === 'ok' ? 'ok' : entry.result.status === 'camera_error' ? 'ERROR' : entry.result.kind}</span>
      <span className="audit-script-line">{firstCommand(entry.script)}</span>
    </button>
  );
}

/** One row for a whole fleet run; Enter or Space (a button) opens it into its cameras. */
function RunRow({ item, open, onToggle }: { item: AuditRunItem; open: boolean; onToggle: () => void }) {
  const counts = runCounts(item);
  const failedOrLeft = counts.failed + counts.notReached + counts.unfinished;
  const summary = [`${counts.verified} verified`, counts.applied > 0 && `${counts.applied} applied`, counts.failed > 0 && `${counts.failed} failed`, counts.notReached > 0 && `${counts.notReached} not reached`, counts.unfinished > 0 && `${counts.unfinished} without outcome`].filter(Boolean).join(', ');
  return (
    <button type="button" className="audit-row-button audit-run-button" aria-expanded={open} onClick={onToggle}>
      <span className="audit-time">
        <span aria-hidden="true" className="audit-disclosure">
          {open ? '▾' : '▸'}
        </span>{' '}
        {timeText(item.run.time)}
      </span>
      <span className="audit-camera">{item.run.cameraCount} cameras</span>
      <span className="audit-operation">fleet apply ({item.run.source})</span>
      <span className={`audit-result ${failedOrLeft > 0 ? 'audit-failed' : 'audit-ok'}`}>{failedOrLeft > 0 ? `${failedOrLeft} not done` : 'all done'}</span>
      <span className="audit-script-line">{summary}</span>
    </button>
  );
}

const outcomeWords = { verified: 'applied and verified', applied: 'applied', failed: 'FAILED', notReached: 'not reached' } as const;

/** A camera of an open run: its outcome, each value old -> new, and its scripts to open. */
function RunCameraRow({ camera, selected, onSelect }: { camera: AuditRunCamera; selected: AuditEntry | null; onSelect: (entry: AuditEntry) => void }) {
  const { result, scripts } = camera;
  const name = cameraName(camera.camera);
  return (
    <div role="group" className="audit-run-camera" aria-label={`${name} in this run`}>
      <p className="audit-run-camera-head">
        <strong>{name}</strong>{' '}
        <span className={`audit-outcome audit-outcome-${result?.outcome.status ?? 'unfinished'}`}>{result ? `${outcomeWords[result.outcome.status]}${result.outcome.step ? ` at ${result.outcome.step}` : ''}` : 'no outcome logged (the run was going on or cut short)'}</span>
        {result && <span className="audit-outcome-message">: {result.outcome.message}</span>}
      </p>
      {result && result.changes.length > 0 && (
        <ul className="audit-changes" aria-label={`Values of ${name}`}>
          {result.changes.map((change) => (
            <li key={`${change.section}/${change.name}`}>
              <code>
                {change.section}/{change.name}
              </code>{' '}
              <span className={change.old === undefined ? 'audit-old-unread' : 'audit-old'}>{oldValueText(change)}</span> → <span className="audit-new">{change.new}</span>
            </li>
          ))}
          {result.changesLeftOut > 0 && <li>… {result.changesLeftOut} more values not kept in the audit log</li>}
        </ul>
      )}
      {scripts.length > 0 && (
        <div className="audit-run-scripts">
          {scripts.map((script, index) => (
            <button key={index} type="button" className={`link-button${script === selected ? ' selected' : ''}`} aria-pressed={script === selected} onClick={() => onSelect(script)}>
              {script.operation}: {script.result.status === 'ok' ? 'ok' : script.result.status === 'camera_error' ? 'ERROR' : script.result.kind}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

function timeText(iso: string): string {
  return `${new Date(iso).toLocaleDateString()} ${formatClock(Date.parse(iso))}`;
}

/** The script's commands on one line (helo and quit left out). */
function firstCommand(script: string): string {
  return script
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && line !== 'helo' && line !== 'quit')
    .join(' · ');
}

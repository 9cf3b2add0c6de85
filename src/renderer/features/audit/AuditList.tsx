import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { AuditEntry } from '../../../shared/fleet/auditEntry';
import { formatClock } from '../../ui/formatClock';

const rowHeight = 28;

/** The entries as a virtualized list: only the rows in view exist in the page. */
export function AuditList({ entries, selected, onSelect }: { entries: AuditEntry[]; selected: AuditEntry | null; onSelect: (entry: AuditEntry) => void }) {
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({ count: entries.length, getScrollElement: () => scroller.current, estimateSize: () => rowHeight, overscan: 10 });
  return (
    <div ref={scroller} className="audit-list" role="list" aria-label="Audit log">
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const entry = entries[item.index]!;
          return (
            <div key={item.key} role="listitem" className="audit-row" style={{ position: 'absolute', top: 0, left: 0, right: 0, height: rowHeight, transform: `translateY(${item.start}px)` }}>
              <button type="button" className={`audit-row-button${entry === selected ? ' selected' : ''}`} aria-pressed={entry === selected} onClick={() => onSelect(entry)}>
                <span className="audit-time">
                  {new Date(entry.time).toLocaleDateString()} {formatClock(Date.parse(entry.time))}
                </span>
                <span className="audit-camera">{entry.camera.label ?? `${entry.camera.host}:${entry.camera.port}`}</span>
                <span className="audit-operation">{entry.operation}</span>
                <span className={`audit-result audit-${entry.result.status}`}>{entry.result.status === 'ok' ? 'ok' : entry.result.status === 'camera_error' ? 'ERROR' : entry.result.kind}</span>
                <span className="audit-script-line">{firstCommand(entry.script)}</span>
              </button>
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** The script's commands on one line (helo and quit left out). */
function firstCommand(script: string): string {
  return script
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && line !== 'helo' && line !== 'quit')
    .join(' · ');
}

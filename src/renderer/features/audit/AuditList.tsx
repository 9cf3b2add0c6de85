import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry, AuditValueChange } from '../../../shared/fleet/auditEntry';
import { cameraName, type AuditRunCamera, type AuditRunItem } from '../../../shared/fleet/auditItems';
import type { Formatters } from '../../i18n/format';
import type { StudioText } from '../../i18n/studioText';
import { useFormatters } from '../../i18n/useLanguage';
import { auditRows, runCounts, type AuditRow } from './auditRows';
import type { AuditItem } from '../../../shared/fleet/auditItems';
import { auditSourceText, fleetApplyText, loggedOperationText } from '../../../shared/fleet/auditOperation';
import { localize } from '../../../shared/i18n/text';
import { useText } from '../../i18n/useText';

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
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const rows = auditRows(items, openRuns);
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scroller.current, estimateSize: (index) => (rows[index]?.kind === 'camera' ? 90 : rowHeight), getItemKey: (index) => rows[index]!.key, overscan: 10 });
  return (
    <div ref={scroller} className="audit-list" role="list" data-focus-target="main" aria-label={t('audit.list')}>
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
  const { t } = useTranslation();
  const show = useText();
  const format = useFormatters();
  const time = timeText(format, entry.time);
  const camera = cameraName(entry.camera);
  const operation = show(loggedOperationText(entry));
  const result = resultText(t, entry);
  const script = firstCommand(entry.script);
  return (
    <button type="button" className={`audit-row-button${selected ? ' selected' : ''}`} aria-pressed={selected} onClick={() => onSelect(entry)}>
      <span className="audit-time" title={time}>
        {time}
      </span>
      <span className="audit-camera" translate="no" title={camera}>
        {camera}
      </span>
      <span className="audit-operation" title={operation}>
        {operation}
      </span>
      <span className={`audit-result audit-${entry.result.status}`} title={result}>
        {result}
      </span>
      <span className="audit-script-line" translate="no" title={script}>
        {script}
      </span>
    </button>
  );
}

/** One row for a whole fleet run; Enter or Space (a button) opens it into its cameras. */
function RunRow({ item, open, onToggle }: { item: AuditRunItem; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const show = useText();
  const format = useFormatters();
  const counts = runCounts(item);
  const failedOrLeft = counts.failed + counts.notReached + counts.unfinished;
  const summary = [
    t('audit.run.verified', { count: counts.verified }),
    counts.applied > 0 && t('audit.run.applied', { count: counts.applied }),
    counts.failed > 0 && t('audit.run.failed', { count: counts.failed }),
    counts.notReached > 0 && t('audit.run.notReached', { count: counts.notReached }),
    counts.unfinished > 0 && t('audit.run.unfinished', { count: counts.unfinished }),
  ]
    .filter(Boolean)
    .join(', ');
  const time = timeText(format, item.run.time);
  const cameras = t('audit.run.cameras', { count: item.run.cameraCount });
  const operation = show(localize('audit.bySource', { operation: fleetApplyText, source: auditSourceText(item.run.source) }));
  const result = failedOrLeft > 0 ? t('audit.run.notDone', { count: failedOrLeft }) : t('audit.run.allDone');
  return (
    <button type="button" className="audit-row-button audit-run-button" aria-expanded={open} onClick={onToggle}>
      <span className="audit-time" title={time}>
        <span aria-hidden="true" className="audit-disclosure">
          {open ? '▾' : '▸'}
        </span>{' '}
        {time}
      </span>
      <span className="audit-camera" title={cameras}>
        {cameras}
      </span>
      <span className="audit-operation" title={operation}>
        {operation}
      </span>
      <span className={`audit-result ${failedOrLeft > 0 ? 'audit-failed' : 'audit-ok'}`} title={result}>
        {result}
      </span>
      <span className="audit-script-line" title={summary}>
        {summary}
      </span>
    </button>
  );
}

/** A camera of an open run: its outcome, each value old -> new, and its scripts to open. */
function RunCameraRow({ camera, selected, onSelect }: { camera: AuditRunCamera; selected: AuditEntry | null; onSelect: (entry: AuditEntry) => void }) {
  const { t } = useTranslation();
  const show = useText();
  const { result, scripts } = camera;
  const name = cameraName(camera.camera);
  const outcome = result
    ? result.outcome.step
      ? t('audit.outcome.at', { outcome: t(`audit.outcome.${result.outcome.status}`), step: result.outcome.step })
      : t(`audit.outcome.${result.outcome.status}`)
    : t('audit.outcome.unfinished');
  return (
    <div role="group" className="audit-run-camera" aria-label={t('audit.run.cameraInRun', { camera: name })}>
      <p className="audit-run-camera-head">
        <strong>{name}</strong> <span className={`audit-outcome audit-outcome-${result?.outcome.status ?? 'unfinished'}`}>{outcome}</span>
        {result && <span className="audit-outcome-message">: {result.outcome.text ? show(result.outcome.text) : result.outcome.message}</span>}
      </p>
      {result && result.changes.length > 0 && (
        <ul className="audit-changes" aria-label={t('audit.run.values', { camera: name })}>
          {result.changes.map((change) => (
            <li key={`${change.section}/${change.name}`}>
              <code>
                {change.section}/{change.name}
              </code>{' '}
              <span className={change.old === undefined ? 'audit-old-unread' : 'audit-old'}>{oldValueText(t, change)}</span> → <span className="audit-new">{change.new}</span>
            </li>
          ))}
          {result.changesLeftOut > 0 && <li>{t('audit.run.changesLeftOut', { count: result.changesLeftOut })}</li>}
        </ul>
      )}
      {scripts.length > 0 && (
        <div className="audit-run-scripts">
          {scripts.map((script, index) => (
            <button key={index} type="button" className={`link-button${script === selected ? ' selected' : ''}`} aria-pressed={script === selected} onClick={() => onSelect(script)}>
              {show(loggedOperationText(script))}: {resultText(t, script)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/** A script's result in one word: ok, ERROR (the camera's), outcome unknown, or the kind of failure. */
function resultText(t: StudioText, entry: AuditEntry): string {
  if (entry.result.status === 'ok') return t('audit.result.ok');
  if (entry.result.status === 'camera_error') return t('audit.result.cameraError');
  if (entry.result.status === 'unknown') return t('audit.result.unknown');
  return entry.result.kind;
}

function oldValueText(t: StudioText, change: AuditValueChange): string {
  if (change.old === undefined) return t('audit.run.notRead');
  return change.old ?? t('audit.run.noValue');
}

/** Date and time with seconds, in the studio's language. */
function timeText(format: Formatters, iso: string): string {
  const at = Date.parse(iso);
  return `${format.date(at)} ${format.time(at)}`;
}

/** The script's commands on one line (helo and quit left out). */
function firstCommand(script: string): string {
  return script
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && line !== 'helo' && line !== 'quit')
    .join(' · ');
}

import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfigSection } from '../../../shared/api/configSchemas';
import { editValueProblem, labelIn, shippedCatalog } from '../../../shared/remoteconfig/catalog/parameterCatalog';
import { useLanguage } from '../../i18n/useLanguage';
import { useText } from '../../i18n/useText';
import { useStudio } from '../../studio/StudioContext';
import { editParameter } from './configActions';
import type { PendingEdit } from './configStore';
import { ParameterEditor } from './ParameterEditor';
import { addressOf } from './pendingChanges';
import { parentRowIndex, treeRowList, type TreeRow } from './parameterRows';
import { buildSearchIndexWhileIdle } from './parameterSearch';
import { paramCount } from '../../../shared/remoteconfig/lazyParams';

const rowHeight = 38;
const pageRows = 10;

/**
 * Every section and parameter in one virtualized tree (tree/treeitem, aria-level, aria-expanded)
 * with a search, edited values marked. One row is in the tab order (roving focus): arrows move,
 * Home/End jump, Right/Left open and close a section (or go to the first child / the parent),
 * Enter on a section toggles it, Enter on a parameter moves into its editor, Escape back out.
 */
export function ParameterTree({ cameraId, sections, edits }: { cameraId: string; sections: ConfigSection[]; edits: PendingEdit[] }) {
  const { t } = useTranslation();
  const keysId = useId();
  const [query, setQuery] = useState('');
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const [activeIndex, setActiveIndex] = useState(0);
  const rows = useMemo(() => treeRowList(sections, query, collapsed), [sections, query, collapsed]);
  const total = useMemo(() => sections.reduce((sum, section) => sum + paramCount(section), 0), [sections]);
  // The search's lowercased keys are made while the page is idle after a read, a few sections
  // per idle period (not on the first keystroke, and not as one task that holds up frames).
  useEffect(() => {
    let idle = 0;
    const buildWhileIdle = (deadline: IdleDeadline) => {
      if (!buildSearchIndexWhileIdle(sections, deadline)) idle = requestIdleCallback(buildWhileIdle);
    };
    idle = requestIdleCallback(buildWhileIdle);
    return () => cancelIdleCallback(idle);
  }, [sections]);
  const edited = useMemo(() => new Map(edits.map((edit) => [addressOf(edit), edit.value])), [edits]);
  const scrollRef = useRef<HTMLDivElement>(null);
  // The build does not use React Compiler; the virtualizer is read during render, never memoized.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 12,
  });
  const active = Math.min(activeIndex, Math.max(rows.length - 1, 0));
  const searching = query.trim() !== '';

  const toggle = (section: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(section)) next.add(section);
      return next;
    });

  const focusIn = (index: number, selector: string) =>
    requestAnimationFrame(() => scrollRef.current?.querySelector<HTMLElement>(`[data-index="${index}"] ${selector}`)?.focus());

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(rows.length - 1, index));
    setActiveIndex(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
    focusIn(next, '[role="treeitem"]');
  };

  const onRowKey = (event: KeyboardEvent<HTMLDivElement>, row: TreeRow) => {
    const canToggle = row.kind === 'section' && !searching;
    const moves: Record<string, number> = { ArrowDown: active + 1, ArrowUp: active - 1, PageDown: active + pageRows, PageUp: active - pageRows, Home: 0, End: rows.length - 1 };
    if (event.key in moves) moveTo(moves[event.key]!);
    else if (event.key === 'ArrowRight' && row.kind === 'section') {
      if (row.expanded) moveTo(active + 1);
      else if (canToggle) toggle(row.section);
    } else if (event.key === 'ArrowLeft') {
      if (row.kind === 'section' && row.expanded && canToggle) toggle(row.section);
      else if (row.kind === 'param') moveTo(parentRowIndex(rows, active));
    } else if ((event.key === 'Enter' || event.key === ' ') && row.kind === 'section' && canToggle) toggle(row.section);
    else if (event.key === 'Enter' && row.kind === 'param') focusIn(active, '[data-edit-focus]');
    else return;
    event.preventDefault();
  };

  const onEditorKey = (event: KeyboardEvent<HTMLDivElement>, target: HTMLElement) => {
    if (event.key === 'Escape') focusIn(active, '[role="treeitem"]');
    else if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    // A slider's arrows change its value; a text of several lines moves its caret.
    else if (target instanceof HTMLInputElement && target.type === 'range') return;
    else if (target instanceof HTMLTextAreaElement && target.value.includes('\n')) return;
    else moveTo(event.key === 'ArrowDown' ? active + 1 : active - 1);
    event.preventDefault();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const row = rows.at(active);
    if (row === undefined) return;
    if (target.getAttribute('role') === 'treeitem') onRowKey(event, row);
    else onEditorKey(event, target);
  };

  return (
    <div className="parameter-tree">
      <div className="tree-search">
        <input type="search" className="text-input" aria-label={t('configuration.tree.searchLabel')} placeholder={t('configuration.tree.searchPlaceholder')} value={query} onChange={(event) => setQuery(event.target.value)} />
        <span className="view-note" aria-live="polite">
          {searching ? t('configuration.tree.matches', { shown: rows.paramRows, total }) : t('configuration.tree.summary', { total, sections: sections.length })}
        </span>
      </div>
      <div ref={scrollRef} className="tree-scroll" role="tree" data-focus-target="main" aria-label={t('configuration.tree.label')} aria-describedby={keysId} onKeyDown={onKeyDown}>
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows.at(item.index)!;
            const tabIndex = item.index === active ? 0 : -1;
            return (
              <div key={rowKey(row)} data-index={item.index} ref={virtualizer.measureElement} className="tree-row-slot" style={{ transform: `translateY(${item.start}px)` }} onFocus={() => setActiveIndex(item.index)}>
                {row.kind === 'section' ? (
                  <SectionRow row={row} sectionCount={sections.length} tabIndex={tabIndex} onToggle={searching ? undefined : toggle} />
                ) : (
                  <ParamRow cameraId={cameraId} row={row} tabIndex={tabIndex} editedValue={edited.get(`${row.section}/${row.name}`)} />
                )}
              </div>
            );
          })}
        </div>
      </div>
      <p id={keysId} className="view-note tree-keys">
        {t('configuration.tree.keys')}
      </p>
    </div>
  );
}

function rowKey(row: TreeRow | undefined): string {
  if (row === undefined) return '';
  return row.kind === 'section' ? `s:${row.section}` : `p:${row.section}/${row.name}`;
}

interface SectionRowProps {
  row: Extract<TreeRow, { kind: 'section' }>;
  sectionCount: number;
  tabIndex: number;
  /** Absent while a search shows every match (sections cannot be closed then). */
  onToggle: ((section: string) => void) | undefined;
}

const SectionRow = memo(function SectionRow({ row, sectionCount, tabIndex, onToggle }: SectionRowProps) {
  const { t } = useTranslation();
  return (
    <div
      role="treeitem"
      aria-level={1}
      aria-expanded={row.expanded}
      aria-posinset={row.position + 1}
      aria-setsize={sectionCount}
      tabIndex={tabIndex}
      className="tree-row section-row"
      title={row.section}
      onClick={() => onToggle?.(row.section)}
    >
      <span aria-hidden="true">{row.expanded ? '▾' : '▸'}</span> <span className="section-name" translate="no">
        {row.section}
      </span>{' '}
      <span className="section-count" aria-hidden="true">
        {row.count}
      </span>
      <span className="visually-hidden">{t('configuration.tree.parameterCount', { count: row.count })}</span>
    </div>
  );
});

interface ParamRowProps {
  cameraId: string;
  row: Extract<TreeRow, { kind: 'param' }>;
  tabIndex: number;
  editedValue: string | undefined;
}

// The row is named by its content (name, label, value, edited mark), as it shows them.
const ParamRow = memo(function ParamRow({ cameraId, row, tabIndex, editedValue }: ParamRowProps) {
  const studio = useStudio();
  const { t } = useTranslation();
  const language = useLanguage();
  const text = useText();
  const ids = useId();
  const address = `${row.section}/${row.name}`;
  const entry = shippedCatalog.entryOf(row.section, row.name);
  const value = editedValue ?? row.value;
  const problem = editedValue === undefined ? null : editValueProblem(entry, editedValue);
  const change = (next: string) => editParameter(studio, cameraId, { section: row.section, name: row.name, value: next }, row.value);
  const label = labelIn(entry, language);
  const fullName = label ? `${address} — ${label}` : address;
  const editedMark = editedValue === undefined ? null : t('configuration.tree.editedWas', { value: row.value === '' ? t('configuration.tree.empty') : row.value });
  return (
    <div
      role="treeitem"
      aria-level={2}
      tabIndex={tabIndex}
      className={editedValue === undefined ? 'tree-row param-row' : 'tree-row param-row edited'}
    >
      <div className="param-name mono" title={fullName}>
        <span translate="no">{row.name}</span>
        {label && <span className="param-label">{label}</span>}
      </div>
      <div className="param-editor">
        <ParameterEditor address={address} entry={entry} value={value} invalid={problem !== null} errorId={`${ids}-error`} tabIndex={tabIndex} onChange={change} />
        {problem && (
          <span id={`${ids}-error`} className="field-error">
            {text(problem)}
          </span>
        )}
      </div>
      <div className="param-state">
        {editedMark !== null && (
          <span className="edited-mark" title={editedMark}>
            {editedMark}
          </span>
        )}
      </div>
    </div>
  );
});

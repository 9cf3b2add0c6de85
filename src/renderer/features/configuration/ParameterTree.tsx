import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { ConfigSection } from '../../../shared/api/configSchemas';
import { editValueProblem, shippedCatalog } from '../../../shared/remoteconfig/catalog/parameterCatalog';
import { useStudio } from '../../studio/StudioContext';
import { editParameter } from './configActions';
import type { PendingEdit } from './configStore';
import { ParameterEditor } from './ParameterEditor';
import { addressOf } from './pendingChanges';
import { treeRowList, type TreeRow } from './parameterRows';
import { searchIndexOf } from './parameterSearch';
import { paramCount } from '../../../shared/remoteconfig/lazyParams';

const rowHeight = 38;
const pageRows = 10;

/** Every section and parameter in one virtualized tree grid with a search, edited values marked. */
export function ParameterTree({ cameraId, sections, edits }: { cameraId: string; sections: ConfigSection[]; edits: PendingEdit[] }) {
  const [query, setQuery] = useState('');
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const [activeIndex, setActiveIndex] = useState(0);
  const rows = useMemo(() => treeRowList(sections, query, collapsed), [sections, query, collapsed]);
  const total = useMemo(() => sections.reduce((sum, section) => sum + paramCount(section), 0), [sections]);
  // The search's lowercased keys are made while the page is idle after a read, not on the first keystroke.
  useEffect(() => {
    const idle = requestIdleCallback(() => searchIndexOf(sections));
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

  const toggle = (section: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(section)) next.add(section);
      return next;
    });

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(rows.length - 1, index));
    setActiveIndex(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
    requestAnimationFrame(() => scrollRef.current?.querySelector<HTMLElement>(`[data-index="${next}"] [data-row-focus]`)?.focus());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target instanceof HTMLInputElement && target.type === 'range') return;
    if (target instanceof HTMLTextAreaElement && target.value.includes('\n') && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) return;
    const row = rows.at(active);
    const moves: Record<string, number> = { ArrowDown: active + 1, ArrowUp: active - 1, PageDown: active + pageRows, PageUp: active - pageRows };
    if (event.key in moves) moveTo(moves[event.key]!);
    else if ((event.key === 'Home' || event.key === 'End') && event.ctrlKey) moveTo(event.key === 'Home' ? 0 : rows.length - 1);
    else if (row?.kind === 'section' && (event.key === 'ArrowLeft' || event.key === 'ArrowRight') && row.expanded === (event.key === 'ArrowLeft') && query.trim() === '') toggle(row.section);
    else return;
    event.preventDefault();
  };

  const shown = rows.paramRows;
  return (
    <div className="parameter-tree">
      <div className="tree-search">
        <input type="search" className="text-input" aria-label="Search sections, names and values" placeholder="Search section, name or value" value={query} onChange={(event) => setQuery(event.target.value)} />
        <span className="view-note" aria-live="polite">
          {query.trim() === '' ? `${total} parameters in ${sections.length} sections` : `${shown} of ${total} parameters match`}
        </span>
      </div>
      <div ref={scrollRef} className="tree-scroll" role="treegrid" aria-label="Parameters" aria-rowcount={rows.length} onKeyDown={onKeyDown}>
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows.at(item.index)!;
            return (
              <div key={rowKey(row)} data-index={item.index} ref={virtualizer.measureElement} className="tree-row-slot" style={{ transform: `translateY(${item.start}px)` }} onFocus={() => setActiveIndex(item.index)}>
                {row.kind === 'section' ? (
                  <SectionRow row={row} rowIndex={item.index} tabIndex={item.index === active ? 0 : -1} onToggle={toggle} />
                ) : (
                  <ParamRow cameraId={cameraId} row={row} rowIndex={item.index} tabIndex={item.index === active ? 0 : -1} editedValue={edited.get(`${row.section}/${row.name}`)} />
                )}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}

function rowKey(row: TreeRow | undefined): string {
  if (row === undefined) return '';
  return row.kind === 'section' ? `s:${row.section}` : `p:${row.section}/${row.name}`;
}

const SectionRow = memo(function SectionRow({ row, rowIndex, tabIndex, onToggle }: { row: Extract<TreeRow, { kind: 'section' }>; rowIndex: number; tabIndex: number; onToggle(section: string): void }) {
  return (
    <div role="row" aria-rowindex={rowIndex + 1} aria-level={1} aria-expanded={row.expanded} className="tree-row section-row">
      <div role="gridcell">
        <button type="button" className="section-toggle" data-row-focus tabIndex={tabIndex} onClick={() => onToggle(row.section)}>
          <span aria-hidden="true">{row.expanded ? '▾' : '▸'}</span> {row.section}{' '}
          <span className="section-count">
            {row.count}
            <span className="visually-hidden"> parameters</span>
          </span>
        </button>
      </div>
    </div>
  );
});

interface ParamRowProps {
  cameraId: string;
  row: Extract<TreeRow, { kind: 'param' }>;
  rowIndex: number;
  tabIndex: number;
  editedValue: string | undefined;
}

const ParamRow = memo(function ParamRow({ cameraId, row, rowIndex, tabIndex, editedValue }: ParamRowProps) {
  const studio = useStudio();
  const address = `${row.section}/${row.name}`;
  const entry = shippedCatalog.entryOf(row.section, row.name);
  const value = editedValue ?? row.value;
  const problem = editedValue === undefined ? null : editValueProblem(entry, editedValue);
  const errorId = `error-${rowIndex}`;
  const change = (next: string) => editParameter(studio, cameraId, { section: row.section, name: row.name, value: next }, row.value);
  return (
    <div role="row" aria-rowindex={rowIndex + 1} aria-level={2} className={editedValue === undefined ? 'tree-row param-row' : 'tree-row param-row edited'}>
      <div role="gridcell" className="param-name mono" title={address}>
        {row.name}
        {entry?.label && <span className="param-label">{entry.label}</span>}
      </div>
      <div role="gridcell" className="param-editor">
        <ParameterEditor address={address} entry={entry} value={value} invalid={problem !== null} errorId={errorId} tabIndex={tabIndex} onChange={change} />
        {problem && (
          <span id={errorId} className="field-error">
            {problem}
          </span>
        )}
      </div>
      <div role="gridcell" className="param-state">
        {editedValue !== undefined && <span className="edited-mark">edited, was {row.value === '' ? '(empty)' : row.value}</span>}
      </div>
    </div>
  );
});

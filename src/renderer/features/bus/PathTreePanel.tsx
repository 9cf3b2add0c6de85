import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Formatters } from '../../i18n/format';
import type { StudioText } from '../../i18n/studioText';
import { useFormatters } from '../../i18n/useLanguage';
import { useStudioStore } from '../../studio/StudioContext';
import { NumericSparkline } from './NumericSparkline';
import { buildPathTree, messageRate, numericHistory, type PathStats, type PathTreeNode } from './pathStatistics';
import { treeKeyAction, visibleTreeItems } from './pathTreeKeys';
import { statisticsTime, viewedFeed } from './busStore';

/** How often the tree re-reads the feed's path statistics (they change with every message). */
const refreshMs = 500;

/**
 * The received paths as a tree (one level per dotted part) with, per path, the last value,
 * count, rate and time since the last message; the chosen path shows its recent values, with
 * a chart when they are numbers. Re-read twice a second rather than per message. A recording
 * opened offline is counted back from its own last message, not from now. The tree is one tab
 * stop; the arrow keys, Home and End move in it (pathTreeKeys.ts), Enter or Space choose a path.
 * An item is named by the part it shows (its full path is its description), so what a
 * technician sees is what a screen reader or voice control calls it. The panel is the one
 * scroll area around the tree, the chart and the recent values.
 */
export function PathTreePanel() {
  const { t } = useTranslation();
  const format = useFormatters();
  const idPrefix = useId();
  const feed = useStudioStore('bus', viewedFeed);
  const offline = useStudioStore('bus', (state) => state.offline);
  const [clock, setClock] = useState(() => Date.now());
  const [chosen, setChosen] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const treeElement = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const timer = setInterval(() => setClock(Date.now()), refreshMs);
    return () => clearInterval(timer);
  }, []);
  const now = statisticsTime({ offline }, clock);
  const tree = useMemo(() => buildPathTree(feed.paths.byPath), [feed, clock]); // eslint-disable-line react-hooks/exhaustive-deps
  const items = useMemo(() => visibleTreeItems(tree, collapsed), [tree, collapsed]);
  const rows = useMemo(() => treeRows(tree, collapsed), [tree, collapsed]);
  const active = items.some((item) => item.path === focused) ? focused : (items[0]?.path ?? null);
  const chosenStats = chosen === null ? undefined : feed.paths.byPath.get(chosen);
  const setOpen = (path: string, open: boolean) =>
    setCollapsed((before) => {
      const after = new Set(before);
      if (open) after.delete(path);
      else after.add(path);
      return after;
    });
  const toggle = (path: string) => setOpen(path, collapsed.has(path));

  // Focus follows the keyboard while it is in the tree (never taken from elsewhere).
  useEffect(() => {
    const element = treeElement.current;
    if (!element || active === null || !element.contains(document.activeElement)) return;
    element.querySelector<HTMLElement>(`[data-path="${CSS.escape(active)}"]`)?.focus();
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (active !== null && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      setChosen(active);
      return;
    }
    const action = treeKeyAction(event.key, items, active);
    if (action.kind === 'none') return;
    event.preventDefault();
    if (action.kind === 'focus') setFocused(action.path);
    else setOpen(action.path, action.kind === 'open');
  };

  return (
    <section className="path-tree-panel" aria-labelledby="path-tree-heading">
      <h3 id="path-tree-heading">{t('bus.tree.heading')}</h3>
      <div className="path-tree-scroller">
        {tree.length === 0 ? (
          <p className="view-empty">{t('bus.tree.empty')}</p>
        ) : (
          <ul ref={treeElement} role="tree" aria-labelledby="path-tree-heading" className="path-tree" onKeyDown={onKeyDown}>
            {rows.map((row) => (
              <PathRow key={row.node.path} row={row} idPrefix={idPrefix} now={now} offline={offline !== null} chosen={chosen} active={active} onToggle={toggle} onChoose={setChosen} onFocusItem={setFocused} />
            ))}
          </ul>
        )}
      </div>
      {feed.paths.untracked > 0 && <p className="warning-text">{t('bus.tree.untracked', { formattedCount: format.number(feed.paths.untracked, 0), tracked: format.number(feed.paths.byPath.size, 0) })}</p>}
      {chosenStats && <PathDetail stats={chosenStats} now={clock} />}
    </section>
  );
}

interface PathRowProps {
  row: TreeRow;
  /** Makes the ids of the items' descriptions unique in the page. */
  idPrefix: string;
  /** Rates and ages are counted back from this time. */
  now: number;
  /** An opened recording: ages are said before its end. */
  offline: boolean;
  chosen: string | null;
  /** The item the keyboard is on (the tree's one tab stop). */
  active: string | null;
  onToggle(path: string): void;
  onChoose(path: string): void;
  onFocusItem(path: string): void;
}

/** A path of the tree as one item in view, with where it stands (the tree is drawn flat, its levels told by aria-level). */
interface TreeRow {
  node: PathTreeNode;
  level: number;
  setSize: number;
  posInSet: number;
  open: boolean;
}

/** The items in view, top to bottom (children of closed items left out), in the order visibleTreeItems gives. */
function treeRows(nodes: readonly PathTreeNode[], collapsed: ReadonlySet<string>, level = 1): TreeRow[] {
  return nodes.flatMap((node, index) => {
    const open = node.children.length > 0 && !collapsed.has(node.path);
    const row: TreeRow = { node, level, setSize: nodes.length, posInSet: index + 1, open };
    return open ? [row, ...treeRows(node.children, collapsed, level + 1)] : [row];
  });
}

/**
 * One path: its part of the path (its accessible name starts with it), then its summary; the
 * full path is its description and tooltip. Only its own line is inside the item, so its name
 * is what it shows. The open/close arrow is for the mouse (the keyboard has Left and Right) and
 * is left out of the name.
 */
function PathRow({ row, idPrefix, now, offline, chosen, active, onToggle, onChoose, onFocusItem }: PathRowProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { node, level, open } = row;
  const hasChildren = node.children.length > 0;
  const pathId = `${idPrefix}-path-${node.path}`;
  const summary = node.stats ? describeSummary(node.stats, now, offline, t, format) : t('bus.tree.below', { count: node.total });
  return (
    <li
      role="treeitem"
      data-path={node.path}
      tabIndex={active === node.path ? 0 : -1}
      aria-describedby={pathId}
      aria-level={level}
      aria-setsize={row.setSize}
      aria-posinset={row.posInSet}
      aria-expanded={hasChildren ? open : undefined}
      aria-selected={chosen === node.path}
      title={node.path}
      onFocus={(event) => {
        if (event.target === event.currentTarget) onFocusItem(node.path);
      }}
    >
      <div className="path-node" style={{ paddingLeft: `${(level - 1) * 14}px` }}>
        <span className={hasChildren ? 'tree-toggle tree-toggle-clickable' : 'tree-toggle'} aria-hidden="true" onClick={hasChildren ? () => onToggle(node.path) : undefined}>
          {hasChildren ? (open ? '▾' : '▸') : ''}
        </span>
        <button type="button" tabIndex={-1} className="link-button path-name mono" translate="no" onClick={() => onChoose(node.path)}>
          {node.name}
        </button>
        <span className="path-summary" translate="no" title={`${node.path} ${summary}`}>
          {node.stats ? <PathSummary stats={node.stats} now={now} offline={offline} /> : summary}
        </span>
        <span id={pathId} hidden>
          {node.path}
        </span>
      </div>
    </li>
  );
}

function PathSummary({ stats, now, offline }: { stats: PathStats; now: number; offline: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <>
      <span className="mono path-last-value" translate="no">{t('bus.tree.lastValue', { value: stats.lastValue })}</span>
      <span>{t('bus.tree.count', { formattedCount: format.number(stats.count, 0) })}</span>
      <span>{t('bus.tree.rate', { rate: format.number(messageRate(stats, now), 1) })}</span>
      <span> · {describeWhen(now - stats.lastAt, offline, t)}</span>
    </>
  );
}

/** The summary of a path in words, for its tooltip and its description: "= 1234# · 3× · 0.2/s · 3 s ago". */
function describeSummary(stats: PathStats, now: number, offline: boolean, t: StudioText, format: Formatters): string {
  return [
    t('bus.tree.lastValue', { value: stats.lastValue }),
    t('bus.tree.count', { formattedCount: format.number(stats.count, 0) }),
    t('bus.tree.rate', { rate: format.number(messageRate(stats, now), 1) }),
    ` · ${describeWhen(now - stats.lastAt, offline, t)}`,
  ].join('');
}

function PathDetail({ stats, now }: { stats: PathStats; now: number }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const numbers = useMemo(() => numericHistory(stats), [stats, now]); // eslint-disable-line react-hooks/exhaustive-deps
  const samples = stats.history.toArray().reverse();
  return (
    <div className="path-detail" aria-label={t('bus.tree.recentValues', { path: stats.path })} role="group">
      <h4 className="mono" title={stats.path}>
        {stats.path}
      </h4>
      {numbers && <NumericSparkline at={numbers.at} values={numbers.values} label={stats.path} />}
      <ol className="path-history">
        {samples.map((sample, index) => (
          <li key={`${sample.at}-${index}`} className="mono" title={sample.value}>
            {format.preciseTime(sample.at)} {sample.value}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** How long ago the last message came: "3 s ago"; for an opened recording, "3 s before its end". */
export function describeWhen(ms: number, offline: boolean, t: StudioText): string {
  const span = describeSpan(ms, t);
  return offline ? t('bus.tree.beforeEnd', { span }) : t('bus.tree.ago', { span });
}

function describeSpan(ms: number, t: StudioText): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  if (seconds < 60) return t('bus.tree.seconds', { count: seconds });
  if (seconds < 3600) return t('bus.tree.minutes', { count: Math.floor(seconds / 60) });
  return t('bus.tree.hours', { count: Math.floor(seconds / 3600) });
}

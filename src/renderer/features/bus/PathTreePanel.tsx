import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useStudioStore } from '../../studio/StudioContext';
import { formatClock } from '../../ui/formatClock';
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
 */
export function PathTreePanel() {
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
      <h3 id="path-tree-heading">Paths</h3>
      <div className="path-tree-scroller">
        {tree.length === 0 ? (
          <p className="view-empty">No path yet.</p>
        ) : (
          <ul ref={treeElement} role="tree" aria-labelledby="path-tree-heading" className="path-tree" onKeyDown={onKeyDown}>
            {tree.map((node) => (
              <PathNode key={node.path} node={node} level={1} now={now} offline={offline !== null} collapsed={collapsed} chosen={chosen} active={active} onToggle={toggle} onChoose={setChosen} onFocusItem={setFocused} />
            ))}
          </ul>
        )}
      </div>
      {feed.paths.untracked > 0 && <p className="warning-text">{feed.paths.untracked} messages on paths beyond the first {feed.paths.byPath.size} are not in the tree.</p>}
      {chosenStats && <PathDetail stats={chosenStats} now={clock} />}
    </section>
  );
}

interface PathNodeProps {
  node: PathTreeNode;
  level: number;
  /** Rates and ages are counted back from this time. */
  now: number;
  /** An opened recording: ages are said before its end. */
  offline: boolean;
  collapsed: ReadonlySet<string>;
  chosen: string | null;
  /** The item the keyboard is on (the tree's one tab stop). */
  active: string | null;
  onToggle(path: string): void;
  onChoose(path: string): void;
  onFocusItem(path: string): void;
}

function PathNode(props: PathNodeProps) {
  const { node, level, now, offline, collapsed, chosen, active, onToggle, onChoose, onFocusItem } = props;
  const open = !collapsed.has(node.path);
  const hasChildren = node.children.length > 0;
  return (
    <li
      role="treeitem"
      data-path={node.path}
      tabIndex={active === node.path ? 0 : -1}
      aria-label={node.path}
      aria-level={level}
      aria-expanded={hasChildren ? open : undefined}
      aria-selected={chosen === node.path}
      onFocus={(event) => {
        if (event.target === event.currentTarget) onFocusItem(node.path);
      }}
    >
      <div className="path-node">
        {hasChildren ? (
          <button type="button" tabIndex={-1} className="link-button tree-toggle" aria-label={`${open ? 'Collapse' : 'Expand'} ${node.path}`} onClick={() => onToggle(node.path)}>
            {open ? '▾' : '▸'}
          </button>
        ) : (
          <span className="tree-toggle" aria-hidden="true" />
        )}
        <button type="button" tabIndex={-1} className="link-button path-name mono" onClick={() => onChoose(node.path)}>
          {node.name}
        </button>
        {node.stats ? <PathSummary stats={node.stats} now={now} offline={offline} /> : <span className="path-summary">{node.total} below</span>}
      </div>
      {hasChildren && open && (
        <ul role="group">
          {node.children.map((child) => (
            <PathNode key={child.path} {...props} node={child} level={level + 1} />
          ))}
        </ul>
      )}
    </li>
  );
}

function PathSummary({ stats, now, offline }: { stats: PathStats; now: number; offline: boolean }) {
  return (
    <span className="path-summary">
      <span className="mono path-last-value">= {stats.lastValue}</span>
      <span> · {stats.count}×</span>
      <span> · {messageRate(stats, now).toFixed(1)}/s</span>
      <span> · {offline ? describeBeforeEnd(now - stats.lastAt) : describeAge(now - stats.lastAt)}</span>
    </span>
  );
}

function PathDetail({ stats, now }: { stats: PathStats; now: number }) {
  const numbers = useMemo(() => numericHistory(stats), [stats, now]); // eslint-disable-line react-hooks/exhaustive-deps
  const samples = stats.history.toArray().reverse();
  return (
    <div className="path-detail" aria-label={`Recent values of ${stats.path}`} role="group">
      <h4 className="mono">{stats.path}</h4>
      {numbers && <NumericSparkline at={numbers.at} values={numbers.values} label={stats.path} />}
      <ol className="path-history">
        {samples.map((sample, index) => (
          <li key={`${sample.at}-${index}`} className="mono">
            {formatClock(sample.at)} {sample.value}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** "3 s ago", "2 min ago", "1 h ago". */
export function describeAge(ms: number): string {
  return `${describeSpan(ms)} ago`;
}

/** For an opened recording: "3 s before its end". */
export function describeBeforeEnd(ms: number): string {
  return `${describeSpan(ms)} before its end`;
}

function describeSpan(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min`;
  return `${Math.floor(seconds / 3600)} h`;
}

import { useEffect, useMemo, useState } from 'react';
import { useStudioStore } from '../../studio/StudioContext';
import { formatClock } from '../../ui/formatClock';
import { NumericSparkline } from './NumericSparkline';
import { buildPathTree, messageRate, numericHistory, type PathStats, type PathTreeNode } from './pathStatistics';
import { viewedFeed } from './busStore';

/** How often the tree re-reads the feed's path statistics (they change with every message). */
const refreshMs = 500;

/**
 * The received paths as a tree (one level per dotted part) with, per path, the last value,
 * count, rate and time since the last message; the chosen path shows its recent values, with
 * a chart when they are numbers. Re-read twice a second rather than per message.
 */
export function PathTreePanel() {
  const feed = useStudioStore('bus', viewedFeed);
  const [now, setNow] = useState(() => Date.now());
  const [chosen, setChosen] = useState<string | null>(null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), refreshMs);
    return () => clearInterval(timer);
  }, []);
  const tree = useMemo(() => buildPathTree(feed.paths.byPath), [feed, now]); // eslint-disable-line react-hooks/exhaustive-deps
  const chosenStats = chosen === null ? undefined : feed.paths.byPath.get(chosen);
  const toggle = (path: string) =>
    setCollapsed((before) => {
      const after = new Set(before);
      if (!after.delete(path)) after.add(path);
      return after;
    });

  return (
    <section className="path-tree-panel" aria-labelledby="path-tree-heading">
      <h3 id="path-tree-heading">Paths</h3>
      <div className="path-tree-scroller">
        {tree.length === 0 ? (
          <p className="view-empty">No path yet.</p>
        ) : (
          <ul role="tree" aria-labelledby="path-tree-heading" className="path-tree">
            {tree.map((node) => (
              <PathNode key={node.path} node={node} level={1} now={now} collapsed={collapsed} chosen={chosen} onToggle={toggle} onChoose={setChosen} />
            ))}
          </ul>
        )}
      </div>
      {feed.paths.untracked > 0 && <p className="warning-text">{feed.paths.untracked} messages on paths beyond the first {feed.paths.byPath.size} are not in the tree.</p>}
      {chosenStats && <PathDetail stats={chosenStats} now={now} />}
    </section>
  );
}

interface PathNodeProps {
  node: PathTreeNode;
  level: number;
  now: number;
  collapsed: ReadonlySet<string>;
  chosen: string | null;
  onToggle(path: string): void;
  onChoose(path: string): void;
}

function PathNode({ node, level, now, collapsed, chosen, onToggle, onChoose }: PathNodeProps) {
  const open = !collapsed.has(node.path);
  const hasChildren = node.children.length > 0;
  return (
    <li role="treeitem" aria-label={node.path} aria-level={level} aria-expanded={hasChildren ? open : undefined} aria-selected={chosen === node.path}>
      <div className="path-node">
        {hasChildren ? (
          <button type="button" className="link-button tree-toggle" aria-label={`${open ? 'Collapse' : 'Expand'} ${node.path}`} onClick={() => onToggle(node.path)}>
            {open ? '▾' : '▸'}
          </button>
        ) : (
          <span className="tree-toggle" aria-hidden="true" />
        )}
        <button type="button" className="link-button path-name mono" onClick={() => onChoose(node.path)}>
          {node.name}
        </button>
        {node.stats ? <PathSummary stats={node.stats} now={now} /> : <span className="path-summary">{node.total} below</span>}
      </div>
      {hasChildren && open && (
        <ul role="group">
          {node.children.map((child) => (
            <PathNode key={child.path} node={child} level={level + 1} now={now} collapsed={collapsed} chosen={chosen} onToggle={onToggle} onChoose={onChoose} />
          ))}
        </ul>
      )}
    </li>
  );
}

function PathSummary({ stats, now }: { stats: PathStats; now: number }) {
  return (
    <span className="path-summary">
      <span className="mono path-last-value">= {stats.lastValue}</span>
      <span> · {stats.count}×</span>
      <span> · {messageRate(stats, now).toFixed(1)}/s</span>
      <span> · {describeAge(now - stats.lastAt)}</span>
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
  const seconds = Math.max(0, Math.floor(ms / 1000));
  if (seconds < 60) return `${seconds} s ago`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  return `${Math.floor(seconds / 3600)} h ago`;
}

import { useEffect, useState } from 'react';
import type { AuditEntry } from '../../../shared/fleet/auditEntry';
import { cameraName } from '../../../shared/fleet/auditItems';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { formatClock } from '../../ui/formatClock';
import { AlertLine } from '../../ui/AlertLine';
import { useActionRunner } from '../../ui/useActionRunner';
import { exportAuditCsv, isoFromLocalInput, loadAudit } from './auditActions';
import { AuditList } from './AuditList';

/** Every script the studio and the CLI sent, a fleet run as one entry, filtered, newest first; exportable as CSV. */
export function AuditView() {
  const studio = useStudio();
  const load = useStudioStore('audit', (state) => state.load);
  const openRuns = useStudioStore('audit', (state) => state.openRuns);
  const toggleRun = useStudioStore('audit', (state) => state.toggleRun);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [camera, setCamera] = useState('');
  const [operation, setOperation] = useState('');
  const [text, setText] = useState('');
  const [selected, setSelected] = useState<AuditEntry | null>(null);
  const [exported, setExported] = useState<string | null>(null);
  const runner = useActionRunner();
  useEffect(() => {
    void loadAudit(studio);
  }, [studio]);

  const filter = () => {
    const fromIso = isoFromLocalInput(from);
    const toIso = isoFromLocalInput(to);
    return { ...(fromIso ? { from: fromIso } : {}), ...(toIso ? { to: toIso } : {}), ...(camera ? { camera } : {}), ...(operation ? { operation } : {}), ...(text ? { text } : {}) };
  };
  return (
    <div className="audit-view">
      <form
        className="audit-filter"
        aria-label="Filter the audit log"
        onSubmit={(event) => {
          event.preventDefault();
          setSelected(null);
          runner.run(() => loadAudit(studio, filter()));
        }}
      >
        <label>
          From <input type="datetime-local" value={from} onChange={(event) => setFrom(event.target.value)} />
        </label>
        <label>
          To <input type="datetime-local" value={to} onChange={(event) => setTo(event.target.value)} />
        </label>
        <label>
          Camera <input value={camera} maxLength={300} onChange={(event) => setCamera(event.target.value)} placeholder="id, name or address" />
        </label>
        <label>
          Operation <input value={operation} maxLength={100} onChange={(event) => setOperation(event.target.value)} placeholder="set parameters" />
        </label>
        <label>
          Text <input value={text} maxLength={1000} onChange={(event) => setText(event.target.value)} placeholder="in the script or result" />
        </label>
        <button type="submit" className="button">Filter</button>
        <button type="button" className="button" disabled={runner.busy} onClick={() => runner.run(async () => setExported(`${await exportAuditCsv(studio)} entries exported as CSV`))}>
          Export CSV
        </button>
      </form>
      <AlertLine message={runner.error} />
      {exported && <p className="view-note">{exported}</p>}
      {load.status === 'loading' && <p className="view-note">Reading the audit log…</p>}
      {load.status === 'failed' && <AlertLine message={`The audit log could not be read: ${load.message}`} />}
      {load.status === 'loaded' && (
        <>
          <p className="view-note" role="status">
            {load.total === load.items.length ? `${load.total} entries` : `the newest ${load.items.length} of ${load.total} entries`} (a fleet run is one), read at {formatClock(load.readAt)}
            {load.unreadableLines > 0 ? ` (${load.unreadableLines} unreadable lines skipped)` : ''}
          </p>
          {load.skippedFiles.map((skipped) => (
            <AlertLine key={skipped.file} message={`Left out of the log: ${skipped.file}: ${skipped.reason}`} />
          ))}
          <AuditList items={load.items} openRuns={openRuns} onToggleRun={toggleRun} selected={selected} onSelect={setSelected} />
          {selected && <AuditDetail entry={selected} />}
        </>
      )}
    </div>
  );
}

function AuditDetail({ entry }: { entry: AuditEntry }) {
  return (
    <section className="audit-detail" aria-label="Script sent">
      <h3>
        {entry.operation} to {cameraName(entry.camera)} at {new Date(entry.time).toLocaleString()} ({entry.source}{entry.runId ? ', in a fleet run' : ''})
      </h3>
      <p className={entry.result.status === 'ok' ? 'view-note' : 'error-text'}>{entry.result.status === 'ok' ? 'OK' : entry.result.message}</p>
      <pre className="audit-script">{entry.script}</pre>
    </section>
  );
}

import { useMemo, useState } from 'react';
import type { CheckRun, CheckStatus } from '../../../shared/api/baselineSchemas';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { AlertLine } from '../../ui/AlertLine';
import { useActionRunner } from '../../ui/useActionRunner';
import { cameraGroups } from '../cameras/camerasStore';
import { GroupOptions } from '../cameras/GroupOptions';
import type { SiteFormat } from '../site/siteFormat';
import { cancelCheck, compareWithRun, openCheckRun, runCheck } from './baselineCheckActions';
import type { CheckTarget } from './baselineCheckStore';
import type { BaselineEditor } from './baselineStore';
import { hasUnsavedChanges } from './baselineStore';
import { CheckMatrix } from './CheckMatrix';
import { driftColumns, filterCameras } from './checkMatrix';
import { FixDialog } from './FixDialog';
import { ReportDialog } from './ReportDialog';
import { RunComparison } from './RunComparison';

const summaryStatuses: CheckStatus[] = ['compliant', 'drifted', 'unreadable'];

/** Checking the cameras against the open baseline: which cameras, Check with progress and Cancel, the runs kept, the summary and matrix, a comparison with another run, the fix and the report. */
export function CheckPanel({ editor, format }: { editor: BaselineEditor; format: SiteFormat }) {
  const studio = useStudio();
  const check = useStudioStore('baselineCheck', (state) => state.check);
  const shown = useStudioStore('baselineCheck', (state) => state.shown);
  const runner = useActionRunner();
  const [dialog, setDialog] = useState<'fix' | 'report' | null>(null);
  const running = check.status === 'running';

  return (
    <section className="baseline-check" aria-labelledby="baseline-check-title">
      <h2 id="baseline-check-title">Check</h2>
      <CheckTargetChoice groups={editor.saved.groups} disabled={running} />
      <div className="baseline-toolbar">
        <button type="button" className="button primary" disabled={running || runner.busy} onClick={() => runner.run(() => runCheck(studio))}>
          Check
        </button>
        {running && (
          <button type="button" className="button" disabled={check.cancelling} onClick={() => runner.run(() => cancelCheck(studio))}>
            Cancel
          </button>
        )}
        {hasUnsavedChanges(editor) && <span className="view-note">The check uses the saved version {editor.version}, not your unsaved changes.</span>}
      </div>
      <AlertLine message={runner.error} />
      {running && (
        <div className="baseline-progress" aria-live="polite">
          <progress max={Math.max(check.total, 1)} value={check.done} aria-label="Check progress" />
          <span>
            {check.cancelling ? 'Cancelling: ' : 'Checking: '}
            {format.count(check.done)} of {format.count(check.total)} cameras
          </span>
        </div>
      )}
      {check.status === 'failed' && <AlertLine message={`The check failed: ${check.message}`} />}
      <RunChoice format={format} />
      {shown && <RunView run={shown} format={format} onFix={() => setDialog('fix')} onReport={() => setDialog('report')} />}
      {dialog === 'fix' && <FixDialog onClose={() => setDialog(null)} />}
      {dialog === 'report' && <ReportDialog onClose={() => setDialog(null)} />}
    </section>
  );
}

function CheckTargetChoice({ groups, disabled }: { groups: string[]; disabled: boolean }) {
  const { stores } = useStudio();
  const target = useStudioStore('baselineCheck', (state) => state.target);
  const cameras = useStudioStore('cameras', (state) => state.cameras);
  const allGroups = cameraGroups(cameras);
  const set = (next: CheckTarget) => stores.baselineCheck.getState().setTarget(next);
  const chosen = new Set(target.kind === 'cameras' ? target.cameraIds : []);
  return (
    <fieldset className="baseline-target" disabled={disabled}>
      <legend>Cameras to check</legend>
      <label className="checkbox-label">
        <input type="radio" name="baseline-target" checked={target.kind === 'baselineGroups'} onChange={() => set({ kind: 'baselineGroups' })} /> The baseline&apos;s groups ({groups.length > 0 ? groups.join(', ') : 'none yet'})
      </label>
      <label className="checkbox-label">
        <input type="radio" name="baseline-target" checked={target.kind === 'group'} disabled={allGroups.length === 0} onChange={() => set({ kind: 'group', group: allGroups[0] ?? '' })} /> A group
      </label>
      {target.kind === 'group' && (
        <select aria-label="Group to check" value={target.group} onChange={(event) => set({ kind: 'group', group: event.target.value })}>
          <GroupOptions groups={allGroups} noneLabel="Choose a group…" />
        </select>
      )}
      <label className="checkbox-label">
        <input type="radio" name="baseline-target" checked={target.kind === 'cameras'} onChange={() => set({ kind: 'cameras', cameraIds: [] })} /> Chosen cameras
      </label>
      {target.kind === 'cameras' && (
        <ul className="baseline-camera-choice" aria-label="Cameras to check">
          {cameras.map((camera) => (
            <li key={camera.id}>
              <label>
                <input
                  type="checkbox"
                  checked={chosen.has(camera.id)}
                  onChange={(event) => set({ kind: 'cameras', cameraIds: event.target.checked ? [...chosen, camera.id] : [...chosen].filter((id) => id !== camera.id) })}
                />{' '}
                {camera.label} <span className="view-note">{camera.host}:{camera.port}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

function runLabel(run: { startedAt: string; cancelled: boolean; counts: Record<CheckStatus, number> }, format: SiteFormat): string {
  const { compliant, drifted, unreadable } = run.counts;
  return `${format.time(run.startedAt)}: ${format.count(compliant)} compliant, ${format.count(drifted)} drifted, ${format.count(unreadable)} unreadable${run.cancelled ? ' (cancelled)' : ''}`;
}

/** The runs kept: which one is on show, and another to compare it with. */
function RunChoice({ format }: { format: SiteFormat }) {
  const studio = useStudio();
  const runs = useStudioStore('baselineCheck', (state) => state.runs);
  const shown = useStudioStore('baselineCheck', (state) => state.shown);
  const other = useStudioStore('baselineCheck', (state) => state.other);
  const runner = useActionRunner();
  if (runs.status === 'failed') return <AlertLine message={`The check runs could not be read: ${runs.message}`} />;
  if (runs.status !== 'loaded') return null;
  if (runs.runs.length === 0) return <p className="view-note">No check of this baseline yet.</p>;
  const others = runs.runs.filter((run) => run.runId !== shown?.runId);
  return (
    <div className="baseline-toolbar">
      <label>
        Run{' '}
        <select value={shown?.runId ?? ''} onChange={(event) => runner.run(() => openCheckRun(studio, event.target.value))}>
          {shown === null && <option value="">Choose a run…</option>}
          {runs.runs.map((run) => (
            <option key={run.runId} value={run.runId}>
              {runLabel(run, format)}
            </option>
          ))}
        </select>
      </label>
      {shown && others.length > 0 && (
        <label>
          Compare with{' '}
          <select value={other.status === 'loaded' ? other.run.runId : other.status === 'loading' ? other.runId : ''} onChange={(event) => runner.run(() => compareWithRun(studio, event.target.value === '' ? null : event.target.value))}>
            <option value="">no other run</option>
            {others.map((run) => (
              <option key={run.runId} value={run.runId}>
                {runLabel(run, format)}
              </option>
            ))}
          </select>
        </label>
      )}
      <AlertLine message={runner.error ?? (other.status === 'failed' ? `That run could not be read: ${other.message}` : null)} />
    </div>
  );
}

function RunView({ run, format, onFix, onReport }: { run: CheckRun; format: SiteFormat; onFix(): void; onReport(): void }) {
  const { stores } = useStudio();
  const filter = useStudioStore('baselineCheck', (state) => state.filter);
  const other = useStudioStore('baselineCheck', (state) => state.other);
  const chosen = useStudioStore('baselineCheck', (state) => state.fixCameraIds.size);
  const columns = useMemo(() => driftColumns(run.cameras), [run]);
  const cameras = useMemo(() => filterCameras(run.cameras, filter), [run, filter]);
  const setFilter = stores.baselineCheck.getState().setFilter;
  return (
    <div className="baseline-run">
      <p className="view-note" role="status" aria-label="Check result">
        Checked {format.time(run.startedAt)} against {run.baseline.name} version {run.baseline.version}
        {run.cancelled ? ': cancelled, the cameras not reached are unreadable' : ''}.
      </p>
      <div className="baseline-toolbar" role="group" aria-label="Summary">
        {summaryStatuses.map((status) => (
          <button key={status} type="button" className={`button baseline-count baseline-count-${status}`} aria-pressed={filter === status} onClick={() => setFilter(filter === status ? 'all' : status)}>
            {format.count(run.counts[status])} {status}
          </button>
        ))}
        <label className="checkbox-label">
          <input type="checkbox" checked={filter === 'drifted'} onChange={(event) => setFilter(event.target.checked ? 'drifted' : 'all')} /> Only drifted
        </label>
        <span className="view-note">
          {cameras.length === run.cameras.length ? `${format.count(run.cameras.length)} cameras` : `${format.count(cameras.length)} of ${format.count(run.cameras.length)} cameras shown`}
        </span>
        <span className="baseline-spacer" />
        {run.counts.drifted > 0 && (
          <button type="button" className="button" aria-haspopup="dialog" onClick={onFix}>
            Bring back to baseline…
          </button>
        )}
        <button type="button" className="button" aria-haspopup="dialog" onClick={onReport}>
          Save report…
        </button>
      </div>
      {run.counts.drifted > 0 && <p className="view-note">{chosen > 0 ? `${chosen} drifted ${chosen === 1 ? 'camera' : 'cameras'} ticked for the fix.` : 'Tick drifted cameras to fix only those, or fix every drifted camera.'}</p>}
      <CheckMatrix cameras={cameras} columns={columns} />
      {other.status === 'loading' && <p className="view-note">Reading the other run…</p>}
      {other.status === 'loaded' && <RunComparison shown={run} other={other.run} format={format} />}
    </div>
  );
}

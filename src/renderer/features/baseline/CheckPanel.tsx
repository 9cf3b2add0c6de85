import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckRun, CheckStatus } from '../../../shared/api/baselineSchemas';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { AlertLine } from '../../ui/AlertLine';
import { useActionRunner } from '../../ui/useActionRunner';
import { cameraGroups } from '../cameras/camerasStore';
import { GroupOptions } from '../cameras/GroupOptions';
import type { StudioText } from '../../i18n/studioText';
import { cancelCheck, compareWithRun, openCheckRun, runCheck } from './baselineCheckActions';
import type { CheckTarget } from './baselineCheckStore';
import type { BaselineFormat } from './baselineFormat';
import type { BaselineEditor } from './baselineStore';
import { hasUnsavedChanges } from './baselineStore';
import { CheckMatrix } from './CheckMatrix';
import { driftColumns, filterCameras } from './checkMatrix';
import { FixDialog } from './FixDialog';
import { ReportDialog } from './ReportDialog';
import { RunComparison } from './RunComparison';
import { keepPlace } from '../../ui/focusPlace';

const summaryStatuses: CheckStatus[] = ['compliant', 'not_in_force', 'drifted', 'unreadable'];

/** Checking the cameras against the open baseline: which cameras, Check with progress and Cancel, the runs kept, the summary and matrix, a comparison with another run, the fix and the report. */
export function CheckPanel({ editor, format }: { editor: BaselineEditor; format: BaselineFormat }) {
  const studio = useStudio();
  const { t } = useTranslation();
  const check = useStudioStore('baselineCheck', (state) => state.check);
  const shown = useStudioStore('baselineCheck', (state) => state.shown);
  const runner = useActionRunner();
  const [dialog, setDialog] = useState<'fix' | 'report' | null>(null);
  const running = check.status === 'running';

  return (
    <section className="baseline-check" aria-labelledby="baseline-check-title">
      <h2 id="baseline-check-title">{t('baseline.check.title')}</h2>
      <CheckTargetChoice groups={editor.saved.groups} disabled={running} />
      <div className="baseline-toolbar">
        <button type="button" className="button primary" disabled={running || runner.busy} data-focus-target="main" onClick={() => runner.run(() => keepPlace(() => runCheck(studio)))}>
          {t('baseline.check.run')}
        </button>
        {running && (
          <button type="button" className="button" disabled={check.cancelling} onClick={() => runner.run(() => cancelCheck(studio))}>
            {t('baseline.check.cancel')}
          </button>
        )}
        {hasUnsavedChanges(editor) && <span className="view-note">{t('baseline.check.usesSaved', { version: editor.version ?? '' })}</span>}
      </div>
      <AlertLine message={runner.error} />
      {running && (
        <div className="baseline-progress" aria-live="polite">
          <progress max={Math.max(check.total, 1)} value={check.done} aria-label={t('baseline.check.progress')} />
          <span>{t(check.cancelling ? 'baseline.check.cancelling' : 'baseline.check.checking', { done: format.count(check.done), total: format.count(check.total) })}</span>
        </div>
      )}
      {check.status === 'failed' && <AlertLine message={t('baseline.check.failed', { message: check.message })} />}
      <RunChoice format={format} />
      {shown && <RunView run={shown} format={format} onFix={() => setDialog('fix')} onReport={() => setDialog('report')} />}
      {dialog === 'fix' && <FixDialog onClose={() => setDialog(null)} />}
      {dialog === 'report' && <ReportDialog onClose={() => setDialog(null)} />}
    </section>
  );
}

function CheckTargetChoice({ groups, disabled }: { groups: string[]; disabled: boolean }) {
  const { stores } = useStudio();
  const { t } = useTranslation();
  const target = useStudioStore('baselineCheck', (state) => state.target);
  const cameras = useStudioStore('cameras', (state) => state.cameras);
  const allGroups = cameraGroups(cameras);
  const set = (next: CheckTarget) => stores.baselineCheck.getState().setTarget(next);
  const chosen = new Set(target.kind === 'cameras' ? target.cameraIds : []);
  return (
    <fieldset className="baseline-target" disabled={disabled}>
      <legend>{t('baseline.target.legend')}</legend>
      <label className="checkbox-label">
        <input type="radio" name="baseline-target" checked={target.kind === 'baselineGroups'} onChange={() => set({ kind: 'baselineGroups' })} /> {t('baseline.target.baselineGroups', { groups: groups.length > 0 ? groups.join(', ') : t('baseline.target.noGroupsYet') })}
      </label>
      <label className="checkbox-label">
        <input type="radio" name="baseline-target" checked={target.kind === 'group'} disabled={allGroups.length === 0} onChange={() => set({ kind: 'group', group: allGroups[0] ?? '' })} /> {t('baseline.target.group')}
      </label>
      {target.kind === 'group' && (
        <select aria-label={t('baseline.target.groupToCheck')} value={target.group} onChange={(event) => set({ kind: 'group', group: event.target.value })}>
          <GroupOptions groups={allGroups} noneLabel={t('baseline.target.chooseGroup')} />
        </select>
      )}
      <label className="checkbox-label">
        <input type="radio" name="baseline-target" checked={target.kind === 'cameras'} onChange={() => set({ kind: 'cameras', cameraIds: [] })} /> {t('baseline.target.cameras')}
      </label>
      {target.kind === 'cameras' && (
        <ul className="baseline-camera-choice" aria-label={t('baseline.target.cameraList')}>
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

/** A run as the run choice names it: when, and how many cameras of each status. */
export function runLabel(run: { startedAt: string; cancelled: boolean; counts: Record<CheckStatus, number> }, format: BaselineFormat, t: StudioText): string {
  const { compliant, drifted, unreadable, not_in_force: notInForce } = run.counts;
  const values = { time: format.time(run.startedAt), compliant: format.count(compliant), notInForce: format.count(notInForce), drifted: format.count(drifted), unreadable: format.count(unreadable) };
  return run.cancelled ? t('baseline.runs.summaryCancelled', values) : t('baseline.runs.summary', values);
}

/** The runs kept: which one is on show, and another to compare it with. */
function RunChoice({ format }: { format: BaselineFormat }) {
  const studio = useStudio();
  const { t } = useTranslation();
  const runs = useStudioStore('baselineCheck', (state) => state.runs);
  const shown = useStudioStore('baselineCheck', (state) => state.shown);
  const other = useStudioStore('baselineCheck', (state) => state.other);
  const runner = useActionRunner();
  if (runs.status === 'failed') return <AlertLine message={t('baseline.runs.failed', { message: runs.message })} />;
  if (runs.status !== 'loaded') return null;
  if (runs.runs.length === 0) return <p className="view-note">{t('baseline.runs.none')}</p>;
  const others = runs.runs.filter((run) => run.runId !== shown?.runId);
  return (
    <div className="baseline-toolbar">
      <label>
        {t('baseline.runs.run')}{' '}
        <select value={shown?.runId ?? ''} onChange={(event) => runner.run(() => openCheckRun(studio, event.target.value))}>
          {shown === null && <option value="">{t('baseline.runs.choose')}</option>}
          {runs.runs.map((run) => (
            <option key={run.runId} value={run.runId}>
              {runLabel(run, format, t)}
            </option>
          ))}
        </select>
      </label>
      {shown && others.length > 0 && (
        <label>
          {t('baseline.runs.compareWith')}{' '}
          <select value={other.status === 'loaded' ? other.run.runId : other.status === 'loading' ? other.runId : ''} onChange={(event) => runner.run(() => compareWithRun(studio, event.target.value === '' ? null : event.target.value))}>
            <option value="">{t('baseline.runs.noOther')}</option>
            {others.map((run) => (
              <option key={run.runId} value={run.runId}>
                {runLabel(run, format, t)}
              </option>
            ))}
          </select>
        </label>
      )}
      <AlertLine message={runner.error ?? (other.status === 'failed' ? t('baseline.runs.otherFailed', { message: other.message }) : null)} />
    </div>
  );
}

function RunView({ run, format, onFix, onReport }: { run: CheckRun; format: BaselineFormat; onFix(): void; onReport(): void }) {
  const { stores } = useStudio();
  const { t } = useTranslation();
  const filter = useStudioStore('baselineCheck', (state) => state.filter);
  const other = useStudioStore('baselineCheck', (state) => state.other);
  const chosen = useStudioStore('baselineCheck', (state) => state.fixCameraIds.size);
  const columns = useMemo(() => driftColumns(run.cameras), [run]);
  const cameras = useMemo(() => filterCameras(run.cameras, filter), [run, filter]);
  const setFilter = stores.baselineCheck.getState().setFilter;
  return (
    <div className="baseline-run">
      <p className="view-note" role="status" aria-label={t('baseline.run.result')} tabIndex={-1} data-focus-target="result">
        {t(run.cancelled ? 'baseline.run.checkedCancelled' : 'baseline.run.checked', { time: format.time(run.startedAt), baseline: run.baseline.name, version: run.baseline.version })}
      </p>
      <div className="baseline-toolbar" role="group" aria-label={t('baseline.run.summary')}>
        {summaryStatuses.map((status) => (
          <button key={status} type="button" className={`button baseline-count baseline-count-${status}`} aria-pressed={filter === status} onClick={() => setFilter(filter === status ? 'all' : status)}>
            {t(`baseline.run.count.${status}`, { n: format.count(run.counts[status]) })}
          </button>
        ))}
        <label className="checkbox-label">
          <input type="checkbox" checked={filter === 'drifted'} onChange={(event) => setFilter(event.target.checked ? 'drifted' : 'all')} /> {t('baseline.run.onlyDrifted')}
        </label>
        <span className="view-note">
          {cameras.length === run.cameras.length ? t('baseline.run.cameras', { count: run.cameras.length }) : t('baseline.run.camerasShown', { shown: format.count(cameras.length), total: format.count(run.cameras.length) })}
        </span>
        <span className="baseline-spacer" />
        {run.counts.drifted > 0 && (
          <button type="button" className="button" aria-haspopup="dialog" onClick={onFix}>
            {t('baseline.run.fix')}
          </button>
        )}
        <button type="button" className="button" aria-haspopup="dialog" onClick={onReport}>
          {t('baseline.run.report')}
        </button>
      </div>
      {run.counts.drifted > 0 && <p className="view-note">{chosen > 0 ? t('baseline.run.ticked', { count: chosen }) : t('baseline.run.tickHint')}</p>}
      <CheckMatrix cameras={cameras} columns={columns} />
      {other.status === 'loading' && <p className="view-note">{t('baseline.run.readingOther')}</p>}
      {other.status === 'loaded' && <RunComparison shown={run} other={other.run} format={format} />}
    </div>
  );
}

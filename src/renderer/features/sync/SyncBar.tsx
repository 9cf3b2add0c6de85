import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useFormatters, useLanguage } from '../../i18n/useLanguage';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { errorText } from '../../ui/errorText';
import type { Language } from '../../i18n/languages';
import { cancelSync, checkForUpdates, loadSyncStatus, openConflicts, pullSite, pushSite } from './syncActions';
import { siteSyncState, type SyncRun } from './syncStore';
import { ConflictDialog } from './ConflictDialog';
import '../../styles/sync.css';

/**
 * The site's sync in the top bar: branch, commits ahead and behind as last fetched, the last pull,
 * files not committed, a conflict or a git operation made by hand flagged; Pull and Push with their
 * step and Cancel; how the last one ended. Nothing for a workspace that is no site.
 */
export function SyncBar() {
  const studio = useStudio();
  const { t } = useTranslation();
  const format = useFormatters();
  const language = useLanguage();
  const state = useStudioStore('sync', siteSyncState);
  const load = useStudioStore('sync', (sync) => sync.load);
  const run = useStudioStore('sync', (sync) => sync.run);
  const dialogShown = useStudioStore('sync', (sync) => sync.dialog.status !== 'closed');
  const bar = useRef<HTMLElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const outcome = useRef<HTMLParagraphElement>(null);
  const wasRunning = useRef(false);
  const running = run.status === 'running';
  // Focus goes where the work continues: to Cancel while it runs, to the outcome once it ended.
  useEffect(() => {
    const from = document.activeElement;
    const free = from === null || from === document.body || (bar.current?.contains(from) ?? false) || !isTextField(from);
    if (running && !wasRunning.current && free) cancel.current?.focus();
    if (!running && wasRunning.current && free && !dialogShown && !document.querySelector('dialog[open]')) outcome.current?.focus();
    wasRunning.current = running;
  }, [running, dialogShown]);
  if (state === null) return null;

  const inProgress = state.inProgress;
  return (
    <section ref={bar} className="sync-bar" aria-label={t('sync.bar.label')}>
      <span className="sync-facts">
        {state.branch === null ? (
          <span>{t('sync.bar.detached')}</span>
        ) : (
          <span>
            {t('sync.bar.branch')} <code translate="no">{state.branch}</code>
          </span>
        )}
        {state.hasRemote ? (
          <span title={t('sync.bar.asLastFetched')}>
            {state.ahead === 0 && state.behind === 0 ? t('sync.bar.even') : [state.ahead > 0 && t('sync.bar.ahead', { count: state.ahead }), state.behind > 0 && t('sync.bar.behind', { count: state.behind })].filter(Boolean).join(' · ')}
          </span>
        ) : (
          <span>{t('sync.bar.noRemote')}</span>
        )}
        <span>{state.lastPullAt === null ? t('sync.bar.neverPulled') : t('sync.bar.lastPull', { when: format.dateTime(state.lastPullAt) })}</span>
        {state.uncommitted > 0 && <span title={t('sync.bar.uncommittedFiles', { files: state.uncommittedFiles.join(', ') })}>{t('sync.bar.uncommitted', { count: state.uncommitted })}</span>}
      </span>
      {state.conflicts && (
        <span className="sync-flag">
          {t('sync.bar.conflicts')}{' '}
          <button type="button" className="link-button" onClick={() => void openConflicts(studio)}>
            {t('sync.bar.showConflicts')}
          </button>
        </span>
      )}
      {inProgress !== null && <span className="sync-flag">{t(`sync.bar.inProgress.${inProgress}`)}</span>}
      <span className="sync-buttons">
        {state.hasRemote && (
          <button type="button" className="button" aria-disabled={running} title={t('sync.fetchHint')} onClick={() => void checkForUpdates(studio)}>
            {t('sync.fetch')}
          </button>
        )}
        <button type="button" className="button" aria-disabled={running} onClick={() => void pullSite(studio)}>
          {t('sync.pull')}
        </button>
        <button type="button" className="button" aria-disabled={running} onClick={() => void pushSite(studio)}>
          {t('sync.push')}
        </button>
        {running && (
          <button ref={cancel} type="button" className="button" aria-disabled={run.cancelling} onClick={() => void cancelSync(studio)}>
            {run.cancelling ? t('sync.cancelling') : t('sync.cancel')}
          </button>
        )}
        <button type="button" className="button" aria-label={t('sync.bar.refresh')} title={t('sync.bar.refresh')} onClick={() => void loadSyncStatus(studio)}>
          ⟳
        </button>
      </span>
      {running && (
        <span className="sync-progress" role="status" aria-label={t('sync.progressLabel')}>
          {t(`sync.running.${run.kind}`, { step: t(`sync.steps.${run.step ?? 'start'}`) })}
        </span>
      )}
      {!running && run.status !== 'idle' && (
        <p ref={outcome} className={run.status === 'failed' ? 'sync-outcome error-text' : 'sync-outcome'} role="status" aria-label={t('sync.outcomeLabel')} tabIndex={-1}>
          {outcomeWords(run, t, language)}
        </p>
      )}
      {load.status === 'failed' && <p className="sync-outcome error-text" role="alert">{t('sync.bar.statusFailed', { reason: errorText(load.error, language) })}</p>}
      <ConflictDialog />
    </section>
  );
}

/** How the last Pull, Push or resolution ended, honestly. */
function outcomeWords(run: Exclude<SyncRun, { status: 'idle' | 'running' }>, t: TFunction, language: Language): string {
  switch (run.status) {
    case 'pulled':
      return run.outcome === 'conflict' ? t('sync.outcome.pull.conflict', { files: run.conflictFiles.join(', ') }) : t(`sync.outcome.pull.${run.outcome}`);
    case 'pushed':
      if (run.outcome === 'pushed' && run.pulledFirst !== null && run.pulledFirst !== 'up_to_date') return t('sync.outcome.push.pushedAfterPull', { pulled: t(`sync.outcome.pulledAs.${run.pulledFirst}`) });
      return t(`sync.outcome.push.${run.outcome}`);
    case 'fetched':
      return run.behind === 0 ? t('sync.outcome.fetched.even') : t('sync.outcome.fetched.behind', { count: run.behind });
    case 'cancelled':
      return t(`sync.outcome.cancelled.${run.kind}`);
    case 'failed':
      return t(`sync.outcome.failed.${run.kind}`, { reason: errorText(run.error, language) });
    case 'resolved':
      return t('sync.outcome.resolved', { commit: run.commit.slice(0, 10) });
  }
}

function isTextField(element: Element): boolean {
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement || (element instanceof HTMLElement && element.isContentEditable);
}

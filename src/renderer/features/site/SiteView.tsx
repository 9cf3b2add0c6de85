import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { InventoryRow } from '../../../shared/api/siteSchemas';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { AlertLine } from '../../ui/AlertLine';
import { useActionRunner } from '../../ui/useActionRunner';
import { cancelSiteRefresh, exportSiteCsv, loadAgentStatus, loadSiteInventory, openCameraConfiguration, refreshSite } from './siteActions';
import { SiteAgentPanel } from './SiteAgentPanel';
import { siteCountKinds, siteCounts } from './siteCounts';
import { siteFormatIn, type SiteFormat } from './siteFormat';
import { siteListRows } from './siteRows';
import { shownSiteRows, siteExportReason } from './siteShown';
import type { SiteRefresh } from './siteStore';
import { SiteTable } from './SiteTable';
import { useText } from '../../i18n/useText';
import { useLanguage } from '../../i18n/useLanguage';
import { keepPlace } from '../../ui/focusPlace';

/** Every camera of the studio in one table: state, firmware, factory password, reboot, edits, backup, change, bus; sorted, filtered, grouped, refreshed, exported; and the site agent's last runs and open alerts. */
export function SiteView() {
  const studio = useStudio();
  const { t } = useTranslation();
  const show = useText();
  const language = useLanguage();
  const load = useStudioStore('site', (state) => state.load);
  const refresh = useStudioStore('site', (state) => state.refresh);
  const sort = useStudioStore('site', (state) => state.sort);
  const filterText = useStudioStore('site', (state) => state.filterText);
  const byGroup = useStudioStore('site', (state) => state.byGroup);
  const runner = useActionRunner();
  const cancelRunner = useActionRunner();
  const format = useMemo(() => siteFormatIn(language), [language]);
  useEffect(() => {
    void loadSiteInventory(studio);
    void loadAgentStatus(studio);
  }, [studio]);

  const inventory = load.status === 'loaded' ? load.inventory : null;
  const shown = useMemo(() => shownSiteRows({ load, filterText, sort }, t, show), [load, filterText, sort, t, show]);
  const exportReason = siteExportReason({ load, filterText }, shown.length, t);
  const listRows = useMemo(() => siteListRows(shown, byGroup), [shown, byGroup]);
  const factoryCount = inventory ? inventory.cameras.filter((row) => row.factoryPassword).length : 0;
  const resetCount = inventory ? inventory.cameras.filter((row) => row.factoryLogin).length : 0;
  const running = refresh.status === 'running';
  const site = studio.stores.site.getState();

  return (
    <div className="site-view">
      <div className="site-toolbar" role="toolbar" aria-label={t('site.toolbar')}>
        <label>
          {t('site.filter')} <input type="search" value={filterText} maxLength={200} placeholder={t('site.filterPlaceholder')} onChange={(event) => site.setFilterText(event.target.value)} />
        </label>
        <label className="checkbox-label">
          <input type="checkbox" checked={byGroup} onChange={(event) => site.setByGroup(event.target.checked)} /> {t('site.byGroup')}
        </label>
        <button type="button" className="button" disabled={running || runner.busy} onClick={() => runner.run(() => keepPlace(() => refreshSite(studio)))}>
          {t('site.refreshAll')}
        </button>
        {running && (
          <button type="button" className="button" disabled={cancelRunner.busy || refresh.cancelling} onClick={() => cancelRunner.run(() => cancelSiteRefresh(studio))}>
            {t('site.cancelRefresh')}
          </button>
        )}
        <button type="button" className="button" disabled={exportReason !== null || shown.length === 0} title={exportReason ?? undefined} onClick={() => exportSiteCsv(shown, language)}>
          {t('site.exportCsv', { count: shown.length, formattedCount: format.count(shown.length) })}
        </button>
      </div>
      <AlertLine message={runner.error ?? cancelRunner.error} />
      <RefreshState refresh={refresh} count={format.count} />
      {load.status === 'loading' && <p className="view-note">{t('site.reading')}</p>}
      {load.status === 'failed' && <AlertLine message={t('site.readFailed', { reason: load.message })} />}
      {inventory && (
        <>
          {factoryCount > 0 && (
            <p className="site-factory-banner" role="alert">
              {t('site.factoryBanner', { count: factoryCount, formattedCount: format.count(factoryCount) })}
            </p>
          )}
          {resetCount > 0 && (
            <p className="site-factory-banner" role="alert">
              {t('site.resetBanner', { count: resetCount, formattedCount: format.count(resetCount) })}
            </p>
          )}
          {inventory.problems.map((problem, index) => (
            <AlertLine key={index} message={t('site.notInRows', { problem: show(problem) })} />
          ))}
          <p className="view-note" role="status">
            {shown.length === inventory.cameras.length
              ? t('site.shownAll', { count: inventory.cameras.length, formattedCount: format.count(inventory.cameras.length) })
              : t('site.shownSome', { count: inventory.cameras.length, shown: format.count(shown.length), formattedCount: format.count(inventory.cameras.length) })}
            {inventory.omitted > 0 ? ` ${t('site.omitted', { count: inventory.omitted, formattedCount: format.count(inventory.omitted) })}` : ''}
            {t('site.asOf', { time: format.time(inventory.takenAt) })}
          </p>
          <SiteCountsLine rows={inventory.cameras} format={format} />
          <SiteAgentPanel />
          <SiteTable rows={listRows} sort={sort} onSort={site.sortBy} onOpen={(cameraId) => openCameraConfiguration(studio, cameraId)} format={format} />
        </>
      )}
    </div>
  );
}

/** How many cameras are offline, wait for a reboot, have no backup or a problem: a badge each, quiet when none. */
function SiteCountsLine({ rows, format }: { rows: InventoryRow[]; format: SiteFormat }) {
  const { t } = useTranslation();
  const counts = useMemo(() => siteCounts(rows), [rows]);
  return (
    <ul className="site-counts" aria-label={t('site.counts.label')}>
      {siteCountKinds.map((kind) => (
        <li key={kind} className={`site-count${counts[kind] > 0 ? ` site-count-${kind}` : ''}`}>
          {t(`site.counts.${kind}`, { count: counts[kind], formattedCount: format.count(counts[kind]) })}
        </li>
      ))}
    </ul>
  );
}

function RefreshState({ refresh, count }: { refresh: SiteRefresh; count: (value: number) => string }) {
  const { t } = useTranslation();
  if (refresh.status === 'running') {
    const done = refresh.finished.size;
    return (
      <div className="site-refresh" aria-live="polite">
        <progress max={Math.max(refresh.total, 1)} value={done} aria-label={t('site.refreshProgress')} />
        <span>
          {t(refresh.cancelling ? 'site.cancelling' : 'site.refreshing', { done: count(done), total: count(refresh.total) })}
          {refresh.failed.size > 0 ? t('site.refreshNoAnswer', { failed: count(refresh.failed.size) }) : ''}
        </span>
      </div>
    );
  }
  if (refresh.status === 'finished') {
    const { probed, failed, interrupted, notReached, cancelled } = refresh.outcome;
    return (
      <p className={`view-note${failed > 0 ? ' site-refresh-failed' : ''}`} role="status" aria-label={t('site.refreshResult')} tabIndex={-1} data-focus-target="result">
        {t(cancelled ? 'site.refreshCancelled' : 'site.refreshDone', { probed: count(probed), failed: count(failed) })}
        {interrupted > 0 ? t('site.refreshInterrupted', { interrupted: count(interrupted) }) : ''}
        {notReached > 0 ? t('site.refreshNotAsked', { notReached: count(notReached) }) : ''}.
      </p>
    );
  }
  if (refresh.status === 'failed') return <AlertLine message={t('site.refreshFailed', { reason: refresh.message })} />;
  return null;
}

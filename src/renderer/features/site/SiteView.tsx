import { useEffect, useMemo } from 'react';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { AlertLine } from '../../ui/AlertLine';
import { useActionRunner } from '../../ui/useActionRunner';
import { cancelSiteRefresh, exportSiteCsv, loadSiteInventory, openCameraConfiguration, refreshSite } from './siteActions';
import { pageLocale, siteFormat } from './siteFormat';
import { filterSiteRows, siteListRows, sortSiteRows } from './siteRows';
import type { SiteRefresh } from './siteStore';
import { SiteTable } from './SiteTable';

/** Every camera of the studio in one table: state, firmware, factory password, reboot, edits, backup, change, bus; sorted, filtered, grouped, refreshed, exported. */
export function SiteView() {
  const studio = useStudio();
  const load = useStudioStore('site', (state) => state.load);
  const refresh = useStudioStore('site', (state) => state.refresh);
  const sort = useStudioStore('site', (state) => state.sort);
  const filterText = useStudioStore('site', (state) => state.filterText);
  const byGroup = useStudioStore('site', (state) => state.byGroup);
  const runner = useActionRunner();
  const cancelRunner = useActionRunner();
  const format = useMemo(() => siteFormat(pageLocale()), []);
  useEffect(() => {
    void loadSiteInventory(studio);
  }, [studio]);

  const inventory = load.status === 'loaded' ? load.inventory : null;
  const shown = useMemo(() => (inventory ? sortSiteRows(filterSiteRows(inventory.cameras, filterText), sort) : []), [inventory, filterText, sort]);
  const listRows = useMemo(() => siteListRows(shown, byGroup), [shown, byGroup]);
  const factoryCount = inventory ? inventory.cameras.filter((row) => row.factoryPassword).length : 0;
  const running = refresh.status === 'running';
  const site = studio.stores.site.getState();

  return (
    <div className="site-view">
      <div className="site-toolbar" role="toolbar" aria-label="Site">
        <label>
          Filter <input type="search" value={filterText} maxLength={200} placeholder="name, group, address, firmware, state" onChange={(event) => site.setFilterText(event.target.value)} />
        </label>
        <label className="checkbox-label">
          <input type="checkbox" checked={byGroup} onChange={(event) => site.setByGroup(event.target.checked)} /> By group
        </label>
        <button type="button" className="button" disabled={running || runner.busy} onClick={() => runner.run(() => refreshSite(studio))}>
          Refresh all
        </button>
        {running && (
          <button type="button" className="button" disabled={cancelRunner.busy || refresh.cancelling} onClick={() => cancelRunner.run(() => cancelSiteRefresh(studio))}>
            Cancel refresh
          </button>
        )}
        <button type="button" className="button" disabled={shown.length === 0} onClick={() => exportSiteCsv(shown)}>
          Export CSV ({format.count(shown.length)} {shown.length === 1 ? 'row' : 'rows'})
        </button>
      </div>
      <AlertLine message={runner.error ?? cancelRunner.error} />
      <RefreshState refresh={refresh} count={format.count} />
      {load.status === 'loading' && <p className="view-note">Reading the site…</p>}
      {load.status === 'failed' && <AlertLine message={`The site could not be read: ${load.message}`} />}
      {inventory && (
        <>
          {factoryCount > 0 && (
            <p className="site-factory-banner" role="alert">
              ⚠ {format.count(factoryCount)} {factoryCount === 1 ? 'camera is' : 'cameras are'} still on the FACTORY PASSWORD (admin / meinsm): anyone on the network can change {factoryCount === 1 ? 'it' : 'them'}. Set a password of your own.
            </p>
          )}
          {inventory.problems.map((problem) => (
            <AlertLine key={problem} message={`Not in the rows: ${problem}`} />
          ))}
          <p className="view-note" role="status">
            {shown.length === inventory.cameras.length ? `${format.count(inventory.cameras.length)} cameras` : `${format.count(shown.length)} of ${format.count(inventory.cameras.length)} cameras shown`}
            {inventory.omitted > 0 ? ` (${format.count(inventory.omitted)} more left out)` : ''}, as of {format.time(inventory.takenAt)}. Enter or a click on a row opens its configuration.
          </p>
          <SiteTable rows={listRows} sort={sort} onSort={site.sortBy} onOpen={(cameraId) => openCameraConfiguration(studio, cameraId)} format={format} />
        </>
      )}
    </div>
  );
}

function RefreshState({ refresh, count }: { refresh: SiteRefresh; count: (value: number) => string }) {
  if (refresh.status === 'running') {
    const done = refresh.finished.size;
    return (
      <div className="site-refresh" aria-live="polite">
        <progress max={Math.max(refresh.total, 1)} value={done} aria-label="Refresh progress" />
        <span>
          {refresh.cancelling ? 'Cancelling: ' : 'Refreshing: '}
          {count(done)} of {count(refresh.total)} cameras asked{refresh.failed.size > 0 ? `, ${count(refresh.failed.size)} did not answer` : ''}
        </span>
      </div>
    );
  }
  if (refresh.status === 'finished') {
    const { probed, failed, interrupted, notReached, cancelled } = refresh.outcome;
    return (
      <p className={`view-note${failed > 0 ? ' site-refresh-failed' : ''}`} role="status" aria-label="Refresh result">
        {cancelled ? 'Refresh cancelled' : 'Refresh done'}: {count(probed)} answered, {count(failed)} did not{interrupted > 0 ? `, ${count(interrupted)} interrupted` : ''}
        {notReached > 0 ? `, ${count(notReached)} not asked` : ''}.
      </p>
    );
  }
  if (refresh.status === 'failed') return <AlertLine message={`The refresh failed: ${refresh.message}`} />;
  return null;
}

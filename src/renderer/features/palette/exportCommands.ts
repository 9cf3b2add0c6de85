// "Export CSV" of the Site view and of the audit log as commands: available when their buttons
// are, for the same reasons (siteExportReason; an audit export under way), and they export what
// the view shows (its rows, filtered and sorted; the log's filter).
import { renderText } from '../../../shared/i18n/renderText';
import type { Text } from '../../../shared/i18n/text';
import type { StudioText } from '../../i18n/studioText';
import type { Studio } from '../../studio/studioStores';
import { currentLanguage } from '../../studio/uiStore';
import { exportAuditLog } from '../audit/auditActions';
import { exportSiteCsv, loadSiteInventory } from '../site/siteActions';
import { shownSiteRows, siteExportReason } from '../site/siteShown';
import type { PaletteCommand } from './paletteCommand';

export function exportCommands(studio: Studio, t: StudioText): PaletteCommand[] {
  const language = currentLanguage(studio.stores.ui.getState());
  const show = (text: Text) => renderText(text, language);
  const siteRows = () => shownSiteRows(studio.stores.site.getState(), t, show);
  const audit = studio.stores.audit.getState();
  return [
    {
      id: 'site.exportCsv',
      group: 'fleet',
      title: t('palette.command.exportSiteCsv'),
      unavailable: siteExportReason(studio.stores.site.getState(), siteRows().length, t),
      continueAt: 'main',
      run: async () => {
        studio.stores.ui.getState().showView('site');
        // Not read yet (the view was never shown): read, then export what the view shows.
        if (studio.stores.site.getState().load.status !== 'loaded') await loadSiteInventory(studio);
        const rows = siteRows();
        const reason = siteExportReason(studio.stores.site.getState(), rows.length, t);
        if (reason !== null || rows.length === 0) throw new Error(reason ?? t('palette.reason.noCameras'));
        exportSiteCsv(rows, language);
      },
    },
    {
      id: 'audit.exportCsv',
      group: 'audit',
      title: t('palette.command.exportAuditCsv'),
      unavailable: audit.export.status === 'exporting' ? t('palette.reason.auditExporting') : null,
      continueAt: 'result',
      run: async () => {
        studio.stores.ui.getState().showView('audit');
        await exportAuditLog(studio, language);
      },
    },
  ];
}

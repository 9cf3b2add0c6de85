// What the Site view shows of its store, for the view and the palette alike: the rows on show and
// why there is nothing to export.
import type { InventoryRow } from '../../../shared/api/siteSchemas';
import type { TextRenderer } from '../../../shared/i18n/text';
import type { StudioText } from '../../i18n/studioText';
import { filterSiteRows, sortSiteRows } from './siteRows';
import type { SiteState } from './siteStore';

/** The rows the Site view shows: the inventory as last read, filtered by its text and sorted as chosen ([] before it is read). */
export function shownSiteRows(site: Pick<SiteState, 'load' | 'filterText' | 'sort'>, t: StudioText, show: TextRenderer): InventoryRow[] {
  return site.load.status === 'loaded' ? sortSiteRows(filterSiteRows(site.load.inventory.cameras, site.filterText, t, show), site.sort) : [];
}

/** Why "Export CSV" has nothing to export now, or null: the view's button and the palette say the same. */
export function siteExportReason(site: Pick<SiteState, 'load' | 'filterText'>, shownCount: number, t: StudioText): string | null {
  if (site.load.status === 'loading') return t('palette.reason.siteLoading');
  if (site.load.status !== 'loaded' || shownCount > 0) return null;
  return site.load.inventory.cameras.length === 0 ? t('palette.reason.noCameras') : t('palette.reason.siteFilterHidesAll', { filter: site.filterText });
}

// Every call of the audit log view: audit.query with the filter, audit.exportCsv (saved by the
// browser as a download).
import type { AuditFilter } from '../../../shared/fleet/auditEntry';
import type { Studio } from '../../studio/studioStores';
import { errorText } from '../../ui/errorText';
import type { Language } from '../../../shared/i18n/languages';
import { isoDateParts } from '../../i18n/dateInput';

export async function loadAudit({ api, stores }: Studio, filter: AuditFilter = stores.audit.getState().filter): Promise<void> {
  const audit = stores.audit.getState();
  audit.setFilter(filter);
  audit.setLoad({ status: 'loading' });
  try {
    const { items, total, unreadableLines, skippedFiles } = await api.call('audit.query', { filter });
    stores.audit.getState().setLoad({ status: 'loaded', items, total, unreadableLines, skippedFiles, readAt: Date.now() });
  } catch (error) {
    stores.audit.getState().setLoad({ status: 'failed', message: errorText(error) });
  }
}

/** "Export CSV" of the view and the palette: the filtered log as a download; the store says while it runs and how many entries it held. */
export async function exportAuditLog(studio: Studio, language: Language): Promise<void> {
  const audit = studio.stores.audit.getState();
  audit.setExport({ status: 'exporting' });
  try {
    audit.setExport({ status: 'exported', rows: await exportAuditCsv(studio, language) });
  } catch (error) {
    audit.setExport({ status: 'idle' });
    throw error;
  }
}

/** The filtered log as CSV (its words in `language`), offered to the browser as `audit-<time>.csv`. */
async function exportAuditCsv({ api, stores }: Studio, language: Language): Promise<number> {
  const { csv, rows } = await api.call('audit.exportCsv', { filter: stores.audit.getState().filter, language });
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = `audit-${new Date().toISOString().replace(/[:.]/g, '-')}.csv`;
    link.click();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return rows;
}

/**
 * A date field's value (yyyy-mm-dd or yyyy-mm-ddThh:mm, local time) as an ISO time, or undefined
 * when empty. A day alone is taken whole: "from" its start, "to" (the filter's end, not included)
 * the start of the next day.
 */
export function isoFromLocalInput(value: string, end: 'from' | 'to'): string | undefined {
  const parts = isoDateParts(value);
  if (!parts) return undefined;
  const [year, month, day] = [Number(parts.year), Number(parts.month) - 1, Number(parts.day)];
  const time = parts.time ? new Date(year, month, day, Number(parts.time.hours), Number(parts.time.minutes)) : new Date(year, month, end === 'to' ? day + 1 : day);
  return time.toISOString();
}

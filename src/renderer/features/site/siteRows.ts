// The Site view's rows as shown: filtered by a text, sorted by one column, and (on request) in
// groups under a heading row each. Pure, so the order and the grouping are tested without a page.
import type { InventoryRow, OverallSign } from '../../../shared/api/siteSchemas';
import type { StudioText } from '../../i18n/studioText';
import { englishText } from '../../../shared/i18n/renderText';
import type { TextRenderer } from '../../../shared/i18n/text';

export const siteColumns = ['overall', 'label', 'group', 'address', 'firmware', 'online', 'factoryPassword', 'rebootNeeded', 'unstoredEdits', 'lastBackup', 'lastChange', 'busPeer'] as const;
export type SiteColumn = (typeof siteColumns)[number];

export type SortDirection = 'ascending' | 'descending';
export interface SiteSort {
  column: SiteColumn;
  direction: SortDirection;
}

/** Worst first when ascending: the technician sorts by state to see what needs them. */
const signRank: Record<OverallSign, number> = { problem: 0, attention: 1, unknown: 2, ok: 3 };

type SortValue = string | number | null;

/** The value a column sorts by; null (unknown) always sorts last, whichever the direction. */
function sortValue(row: InventoryRow, column: SiteColumn): SortValue {
  switch (column) {
    case 'overall':
      return signRank[row.overall];
    case 'label':
      return row.label;
    case 'group':
      return row.group;
    case 'address':
      return addressKey(row.host, row.port);
    case 'firmware':
      return row.firmware;
    case 'online':
      return row.lastAnswerAt === null ? null : Date.parse(row.lastAnswerAt);
    case 'factoryPassword':
      return row.factoryLogin || row.factoryPassword ? 0 : 1;
    case 'rebootNeeded':
      return row.rebootNeeded === null ? null : row.rebootNeeded.length;
    case 'unstoredEdits':
      return row.unstoredEdits;
    case 'lastBackup':
      return row.lastBackup === null ? null : Date.parse(row.lastBackup.takenAt);
    case 'lastChange':
      return row.lastChange === null ? null : Date.parse(row.lastChange.at);
    case 'busPeer':
      return row.busPeer === null ? null : row.busPeer.messages;
  }
}

/**
 * The round trip the Online cell shows: the last answer's, only while the camera is online. An
 * offline (or connecting) camera keeps the figure of its last answer, which says nothing of now.
 */
export function shownRoundTripMs(row: Pick<InventoryRow, 'state' | 'roundTripMs'>): number | null {
  return row.state === 'online' ? row.roundTripMs : null;
}

/** An IPv4 address sorts by its numbers (127.0.0.10 after 127.0.0.9); a name sorts as text after the addresses. */
function addressKey(host: string, port: number): string {
  const parts = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  const hostKey = parts ? `a${parts.slice(1).map((part) => part.padStart(3, '0')).join('.')}` : `b${host.toLowerCase()}`;
  return `${hostKey}:${String(port).padStart(5, '0')}`;
}

// Made on the first sort, not when the page starts: building a collator loads the ICU collation
// data, tens of milliseconds the first paint does not need (siteStore brings this file along).
let collator: Intl.Collator | null = null;

function textOrder(): Intl.Collator {
  return (collator ??= new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' }));
}

function compareValues(left: SortValue, right: SortValue): number {
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return textOrder().compare(String(left), String(right));
}

/** The rows in the sort's order (stable: ties keep the label order, then the id). */
export function sortSiteRows(rows: readonly InventoryRow[], sort: SiteSort): InventoryRow[] {
  const factor = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((left, right) => {
    const leftValue = sortValue(left, sort.column);
    const rightValue = sortValue(right, sort.column);
    if (leftValue === null || rightValue === null) {
      if (leftValue !== rightValue) return leftValue === null ? 1 : -1;
    } else {
      const order = compareValues(leftValue, rightValue) * factor;
      if (order !== 0) return order;
    }
    return textOrder().compare(left.label, right.label) || left.id.localeCompare(right.id);
  });
}

/**
 * The rows whose label, group, address, firmware, state or reasons hold every word of `text`
 * (any case). Reasons and states are matched by the words the table shows in the studio's language
 * ("Anmeldung abgelehnt", "Werkspasswort") as well as by their English names.
 */
export function filterSiteRows(rows: readonly InventoryRow[], text: string, t: StudioText, show: TextRenderer): InventoryRow[] {
  const words = text.toLocaleLowerCase().split(/\s+/).filter((word) => word !== '');
  if (words.length === 0) return [...rows];
  const factoryPassword = `factory password\n${t('site.factoryPassword')}`;
  const factoryLogin = `factory password reset\n${t('site.factoryLogin')}`;
  return rows.filter((row) => {
    const shownStates = [t(`site.signs.${row.overall}`), t(`site.cameraStates.${row.state}`), row.factoryLogin ? factoryLogin : row.factoryPassword ? factoryPassword : ''];
    const haystack = [row.label, row.group ?? '', `${row.host}:${row.port}`, row.firmware ?? '', row.state, row.overall, ...row.reasons.map(show), ...row.reasons.map(englishText), ...shownStates].join('\n').toLocaleLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

export type SiteListRow = { kind: 'camera'; key: string; row: InventoryRow } | { kind: 'group'; key: string; group: string | null; cameras: number; problems: number };

/** The list the table shows: the rows in order, or under one heading row per group (named groups by name, cameras without a group last). */
export function siteListRows(rows: readonly InventoryRow[], byGroup: boolean): SiteListRow[] {
  if (!byGroup) return rows.map((row) => ({ kind: 'camera', key: row.id, row }));
  const groups = new Map<string | null, InventoryRow[]>();
  for (const row of rows) {
    const members = groups.get(row.group);
    if (members) members.push(row);
    else groups.set(row.group, [row]);
  }
  const names = [...groups.keys()].sort((left, right) => (left === null ? 1 : right === null ? -1 : textOrder().compare(left, right)));
  return names.flatMap((group): SiteListRow[] => {
    const members = groups.get(group) ?? [];
    const heading: SiteListRow = { kind: 'group', key: `group:${group ?? ''}`, group, cameras: members.length, problems: members.filter((row) => row.overall === 'problem').length };
    return [heading, ...members.map((row): SiteListRow => ({ kind: 'camera', key: row.id, row }))];
  });
}

/** The next sort when a column heading is chosen: the same column turns round, another starts ascending. */
export function nextSort(current: SiteSort, column: SiteColumn): SiteSort {
  if (current.column === column) return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { column, direction: 'ascending' };
}

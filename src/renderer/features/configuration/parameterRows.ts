// The tree flattened into rows for the virtualized list: a header per section, then its
// parameters unless collapsed, filtered by a search that matches section, name or value.
import type { ConfigSection } from '../../../shared/api/configSchemas';

export type TreeRow =
  | { kind: 'section'; section: string; count: number; expanded: boolean }
  | { kind: 'param'; section: string; name: string; value: string };

/** Rows of the sections (a search shows every match, collapsed sections included). */
export function treeRows(sections: ConfigSection[], query: string, collapsed: ReadonlySet<string>): TreeRow[] {
  const needle = query.trim().toLowerCase();
  const rows: TreeRow[] = [];
  for (const section of sections) {
    const sectionMatches = needle === '' || section.name.toLowerCase().includes(needle);
    const params = sectionMatches ? section.params : section.params.filter((param) => param.name.toLowerCase().includes(needle) || param.value.toLowerCase().includes(needle));
    if (!sectionMatches && params.length === 0) continue;
    const expanded = needle !== '' || !collapsed.has(section.name);
    rows.push({ kind: 'section', section: section.name, count: params.length, expanded });
    if (!expanded) continue;
    for (const param of params) rows.push({ kind: 'param', section: section.name, name: param.name, value: param.value });
  }
  return rows;
}

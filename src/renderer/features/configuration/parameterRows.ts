// The tree flattened into rows for the virtualized list: a header per section, then its
// parameters unless collapsed, filtered by a search that matches section, name or value.
// The rows are codes in one typed array (a section header or a flat parameter id); a row's
// object is made only when the list shows it, so a read of 100,000 parameters does not
// allocate 100,000 row objects on each change of query.
import type { ConfigSection } from '../../../shared/api/configSchemas';
import { paramCount } from '../../../shared/remoteconfig/lazyParams';
import { parameterAt, parameterLayout, type ParameterLayout } from './parameterLayout';
import { filterParameters, searchIndexOf } from './parameterSearch';

export type TreeRow =
  /** `position`: the section's place among the sections, from 0. */
  | { kind: 'section'; section: string; position: number; count: number; expanded: boolean }
  | { kind: 'param'; section: string; name: string; value: string };

/** The rows of the tree; `at` gives the same object for the same index (memoized rows stay unchanged). */
export interface TreeRowList {
  readonly length: number;
  /** Parameter rows among them. */
  readonly paramRows: number;
  at(index: number): TreeRow | undefined;
}

/** Rows of the sections (a search shows every match, collapsed sections included). */
export function treeRowList(sections: readonly ConfigSection[], query: string, collapsed: ReadonlySet<string>): TreeRowList {
  const needle = query.trim().toLowerCase();
  const layout = parameterLayout(sections);
  return needle === '' ? allRows(layout, collapsed) : matchingRows(sections, needle);
}

/** The same rows as an array (for callers that want them all at once). */
export function treeRows(sections: readonly ConfigSection[], query: string, collapsed: ReadonlySet<string>): TreeRow[] {
  const list = treeRowList(sections, query, collapsed);
  return Array.from({ length: list.length }, (_, index) => list.at(index)!);
}

/** The index of the section row above a row (the row itself when it is a section's). */
export function parentRowIndex(rows: TreeRowList, index: number): number {
  for (let at = index; at >= 0; at--) if (rows.at(at)?.kind === 'section') return at;
  return 0;
}

/** A section header is coded as -(section index + 1), a parameter as its flat id. */
const sectionCode = (section: number): number => -(section + 1);

function allRows(layout: ParameterLayout, collapsed: ReadonlySet<string>): TreeRowList {
  const { sections, firstParam } = layout;
  const codes = new Int32Array(sections.length + layout.total);
  const expanded = new Uint8Array(sections.length);
  let length = 0;
  for (let section = 0; section < sections.length; section++) {
    codes[length++] = sectionCode(section);
    if (collapsed.has(sections[section]!.name)) continue;
    expanded[section] = 1;
    const first = firstParam[section]!;
    const end = first + paramCount(sections[section]!);
    for (let id = first; id < end; id++) codes[length++] = id;
  }
  const counts = (section: number) => paramCount(sections[section]!);
  return rowList(layout, codes.subarray(0, length), length - sections.length, counts, (section) => expanded[section] === 1);
}

function matchingRows(sections: readonly ConfigSection[], needle: string): TreeRowList {
  const index = searchIndexOf(sections);
  const { layout } = index;
  const { shown, sectionMatches } = filterParameters(index, needle);
  const counts = new Int32Array(sections.length);
  for (const id of shown) counts[layout.sectionOf[id]!]!++;
  const codes = new Int32Array(sections.length + shown.length);
  let length = 0;
  let next = 0;
  for (let section = 0; section < sections.length; section++) {
    if (counts[section] === 0 && sectionMatches[section] === 0) continue;
    codes[length++] = sectionCode(section);
    while (next < shown.length && layout.sectionOf[shown[next]!] === section) codes[length++] = shown[next++]!;
  }
  return rowList(layout, codes.subarray(0, length), shown.length, (section) => counts[section]!, () => true);
}

function rowList(layout: ParameterLayout, codes: Int32Array, paramRows: number, countOf: (section: number) => number, isExpanded: (section: number) => boolean): TreeRowList {
  const made = new Map<number, TreeRow>();
  return {
    length: codes.length,
    paramRows,
    at(index) {
      if (index < 0 || index >= codes.length) return undefined;
      let row = made.get(index);
      if (row === undefined) {
        row = rowOf(layout, codes[index]!, countOf, isExpanded);
        made.set(index, row);
      }
      return row;
    },
  };
}

function rowOf(layout: ParameterLayout, code: number, countOf: (section: number) => number, isExpanded: (section: number) => boolean): TreeRow {
  if (code < 0) {
    const section = -code - 1;
    return { kind: 'section', section: layout.sections[section]!.name, position: section, count: countOf(section), expanded: isExpanded(section) };
  }
  const { section, param } = parameterAt(layout, code);
  return { kind: 'param', section: section.name, name: param.name, value: param.value };
}
